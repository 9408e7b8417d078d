import type { GraphEvent } from "../core/graph/GraphEvent.js";

/**
 * Receives a subscription's events, in `seq` order with no gap and no duplicate. A returned
 * promise holds back the events the subscription reads from the log until it settles, so a
 * slow consumer sets the pace of its own catch-up.
 */
export type EventsListener = (events: readonly GraphEvent[]) => void | Promise<void>;

/**
 * Why a subscription ended well: the conversation was finished and every event delivered,
 * the caller's signal aborted, or the log was closed (the consumer may resume elsewhere).
 */
export type SubscriptionEnd = "finished" | "aborted" | "closed";

/** What a log holds in this process right now, for metrics and health checks. */
export interface EventLogActivity {
  /** Subscriptions that have not ended yet. */
  readonly subscribers: number;
  /** Live events waiting in subscribers' buffers (each buffer is capped by `maxBufferedEvents`). */
  readonly bufferedEvents: number;
}

/** How long a log keeps conversations and how much it holds per subscriber. */
export interface EventLogOptions {
  /**
   * How long a finished conversation stays readable, so that late reconnects still catch up.
   * @default 600_000 (10 minutes)
   */
  readonly keepFinishedMs?: number;
  /**
   * How long a conversation that is not finished stays after its last append.
   * @default 86_400_000 (24 hours)
   */
  readonly keepIdleMs?: number;
  /**
   * Keeps at most this many of a conversation's newest events; reading after an older `seq`
   * fails with `trimmed`. Unlimited when left out.
   */
  readonly maxEvents?: number;
  /**
   * Live events a subscriber may have waiting before its buffer is dropped; it then reads what
   * it missed from the log at its own pace, so a slow consumer never grows memory.
   * @default 1000
   */
  readonly maxBufferedEvents?: number;
}

/**
 * The numbered events of each conversation: appended by the agent, read and followed by any
 * number of clients. A conversation exists from its first event; `seq` counts from 1 in it.
 * @example
 * const log = createMemoryEventLog();
 * const [seq] = await log.append("c1", { type: "user", runId: "u1", content: "Hi" });
 * await log.subscribe("c1", 0, (events) => send(events), request.signal);
 */
export interface EventLog {
  /**
   * Validates and numbers events, all or none: resolves with the `seq` each was given (any
   * `seq` they carried is replaced); rejects with an `EventLogError` when one does not parse
   * or the conversation is finished, leaving the log unchanged.
   */
  append(conversationId: string, events: GraphEvent | readonly GraphEvent[]): Promise<number[]>;
  /**
   * The events after `afterSeq` (at most `limit` of them; 0 only checks the position), each
   * with its `seq`. Rejects for an unknown conversation, a position that is not a whole number
   * or is ahead of the log, and events trimmed away.
   */
  read(conversationId: string, afterSeq: number, limit?: number): Promise<GraphEvent[]>;
  /**
   * Delivers the events after `afterSeq`, then each new one as it is appended, until the
   * conversation is finished, `signal` aborts or the log closes. Rejects as `read` does, and
   * with `lost` when the conversation's events vanish under it (expiry, a Redis without
   * persistence restarting).
   */
  subscribe(
    conversationId: string,
    afterSeq: number,
    onEvents: EventsListener,
    signal: AbortSignal,
  ): Promise<SubscriptionEnd>;
  /**
   * Marks a conversation finished: subscriptions end once they have every event, later appends
   * fail, and it expires `keepFinishedMs` later. Finishing twice changes nothing.
   */
  finish(conversationId: string): Promise<void>;
  /** What this log holds in this process now. */
  activity(): EventLogActivity;
  /** Ends every subscription with `closed` and releases timers and connections it opened. */
  close(): Promise<void>;
}
