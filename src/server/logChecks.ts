import { describeValue } from "../core/graph/eventChecks.js";
import { EventLogError } from "./EventLogError.js";

/** Throws unless a conversation id is a non-empty string. @internal */
export function checkConversationId(conversationId: unknown): asserts conversationId is string {
  if (typeof conversationId === "string" && conversationId !== "") return;
  const got = describeValue(conversationId);
  throw new EventLogError(
    "invalid_conversation",
    `conversation id: expected a non-empty string, got ${got}`,
  );
}

/** Throws unless a position in a conversation is a whole number from 0. @internal */
export function checkAfterSeq(
  conversationId: string,
  afterSeq: unknown,
): asserts afterSeq is number {
  if (typeof afterSeq === "number" && Number.isSafeInteger(afterSeq) && afterSeq >= 0) return;
  throw new EventLogError(
    "invalid_seq",
    `conversation ${JSON.stringify(conversationId)}: the position to read after must be a whole number from 0, got ${describeValue(afterSeq)}`,
    { conversationId },
  );
}

/** The most events a read may return: `limit`, or no bound when it is left out. @internal */
export function checkLimit(limit: unknown): number {
  if (limit === undefined) return Number.POSITIVE_INFINITY;
  if (typeof limit === "number" && Number.isSafeInteger(limit) && limit >= 0) return limit;
  throw new RangeError(`limit: expected a whole number from 0, got ${describeValue(limit)}`);
}

/** The error for a position past the last event. @internal */
export function aheadOfLog(conversationId: string, afterSeq: number, lastSeq: number) {
  return new EventLogError(
    "ahead_of_log",
    `conversation ${JSON.stringify(conversationId)} has ${lastSeq} events, so there is no event ${afterSeq} to read after`,
    { conversationId },
  );
}

/** The error for a conversation the log does not hold. @internal */
export function unknownConversation(conversationId: string) {
  return new EventLogError(
    "unknown_conversation",
    `conversation ${JSON.stringify(conversationId)} is not in the log (never appended to, or expired)`,
    { conversationId },
  );
}

/** The error for a position whose following events were trimmed away. @internal */
export function trimmed(conversationId: string, afterSeq: number, firstSeq: number) {
  return new EventLogError(
    "trimmed",
    `conversation ${JSON.stringify(conversationId)} keeps events from ${firstSeq} on, so the events after ${afterSeq} are gone`,
    { conversationId },
  );
}

/** The error for an append to a finished conversation. @internal */
export function finishedConversation(conversationId: string) {
  return new EventLogError(
    "finished",
    `conversation ${JSON.stringify(conversationId)} is finished and takes no more events`,
    { conversationId },
  );
}

/** The error for a conversation whose events vanished under a subscriber. @internal */
export function lostConversation(conversationId: string, how: string) {
  return new EventLogError(
    "lost",
    `conversation ${JSON.stringify(conversationId)} lost its events (${how}): it expired, or the store behind the log restarted without them`,
    { conversationId },
  );
}
