/**
 * What went wrong in an event log: `invalid_conversation` (not a non-empty string),
 * `invalid_event` (an appended event does not parse), `invalid_seq` (a position that is not a
 * whole number), `unknown_conversation`, `ahead_of_log` (a position past the last event),
 * `trimmed` (the events after a position were dropped by `maxEvents`), `finished` (an append
 * after `finish`), `lost` (the events vanished under a subscriber) and `closed`.
 */
export type EventLogErrorCode =
  | "invalid_conversation"
  | "invalid_event"
  | "invalid_seq"
  | "unknown_conversation"
  | "ahead_of_log"
  | "trimmed"
  | "finished"
  | "lost"
  | "closed";

/** Where an `EventLogError` came from, beside its code. */
export interface EventLogErrorDetails {
  readonly conversationId?: string;
  /** The index of the bad event in an append. */
  readonly index?: number;
  /** The path of the bad field, as `parseEvent` reports it. */
  readonly field?: string;
}

/**
 * The error an event log rejects with: `code` says which rule was broken, `message` says it
 * in words with the conversation, event and field.
 * @example
 * try {
 *   await log.append("c1", events);
 * } catch (error) {
 *   if (error instanceof EventLogError && error.code === "invalid_event") console.warn(error.field);
 * }
 */
export class EventLogError extends Error {
  override readonly name = "EventLogError";
  /** Which rule was broken. */
  readonly code: EventLogErrorCode;
  /** The conversation concerned, when there is one. */
  readonly conversationId: string | undefined;
  /** The index of the bad event in an append. */
  readonly index: number | undefined;
  /** The path of the bad field, as `parseEvent` reports it. */
  readonly field: string | undefined;

  constructor(code: EventLogErrorCode, message: string, details: EventLogErrorDetails = {}) {
    super(message);
    this.code = code;
    this.conversationId = details.conversationId;
    this.index = details.index;
    this.field = details.field;
  }
}
