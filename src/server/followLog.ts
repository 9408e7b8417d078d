import type { GraphEvent } from "../core/graph/GraphEvent.js";
import type { EventsListener, SubscriptionEnd } from "./EventLog.js";
import { EventLogError } from "./EventLogError.js";
import { lostConversation } from "./logChecks.js";

/** A stretch of a conversation read from a log. @internal */
export interface LogPage {
  /** Events after the position read from, in `seq` order. */
  readonly events: readonly GraphEvent[];
  /** The `seq` of the conversation's last event when it was read. */
  readonly lastSeq: number;
  readonly finished: boolean;
}

/** What a log tells an attached subscriber as it happens. @internal */
export type LiveUpdate =
  | { readonly kind: "events"; readonly events: readonly GraphEvent[] }
  | { readonly kind: "finished" }
  | { readonly kind: "closed" }
  | { readonly kind: "failed"; readonly error: Error };

/** A log as a subscription sees it: pages to read, and a live feed of what is appended. @internal */
export interface LiveFeed {
  /** Reads after a position; rejects as `EventLog.read` does. */
  readPage(conversationId: string, afterSeq: number, limit: number): Promise<LogPage>;
  /**
   * Starts pushing updates of a conversation (`page` is the subscriber's first read); returns
   * the `seq` after which every event will be pushed, and the way to stop.
   */
  attach(
    conversationId: string,
    page: LogPage,
    push: (update: LiveUpdate) => void,
  ): { readonly coveredAfter: number; detach(): void };
}

/** Running totals of a log's subscriptions in this process. @internal */
export interface SubscriberTally {
  subscribers: number;
  bufferedEvents: number;
}

/** One subscription's request. @internal */
export interface FollowRequest {
  readonly conversationId: string;
  readonly afterSeq: number;
  readonly onEvents: EventsListener;
  readonly signal: AbortSignal;
  readonly pageSize: number;
  readonly maxBufferedEvents: number;
  readonly tally: SubscriberTally;
}

const lastSeqOf = (events: readonly GraphEvent[]) => events[events.length - 1]?.seq ?? 0;

/**
 * Runs one subscription: pages from the log until it has caught up with where the live feed
 * starts, then live events from a buffer. A buffer that passes `maxBufferedEvents` is dropped
 * and the subscriber reads what it missed from the log instead, so memory stays bounded and
 * the switch between the two never leaves a gap (checked on each live batch) or a duplicate.
 * @internal
 */
export async function followLog(feed: LiveFeed, request: FollowRequest): Promise<SubscriptionEnd> {
  const { conversationId, signal, pageSize, maxBufferedEvents, tally } = request;
  if (signal.aborted) return "aborted";
  let page: LogPage | undefined = await feed.readPage(conversationId, request.afterSeq, pageSize);
  if (signal.aborted) return "aborted";

  let pending: GraphEvent[] = [];
  let overflowed = false;
  let finished = false;
  let closed = false;
  let failure: Error | undefined;
  let wakeUp: (() => void) | undefined;
  let stop: () => void = () => undefined;
  const stopped = new Promise<void>((resolve) => {
    stop = resolve;
  });
  const wake = () => {
    const resolve = wakeUp;
    wakeUp = undefined;
    resolve?.();
  };
  const onAbort = () => {
    stop();
    wake();
  };

  function push(update: LiveUpdate): void {
    switch (update.kind) {
      case "events":
        for (const event of update.events) pending.push(event);
        tally.bufferedEvents += update.events.length;
        if (pending.length > maxBufferedEvents) {
          tally.bufferedEvents -= pending.length;
          pending = [];
          overflowed = true;
        }
        break;
      case "finished":
        finished = true;
        break;
      case "closed":
        closed = true;
        stop();
        break;
      case "failed":
        failure = update.error;
        stop();
        break;
      default:
        update satisfies never;
    }
    wake();
  }

  /** A later read that finds the conversation gone or shorter: its events vanished. */
  async function readAgain(afterSeq: number): Promise<LogPage | undefined> {
    const knownFinished = finished;
    try {
      const read = await unlessStopped(feed.readPage(conversationId, afterSeq, pageSize));
      if (read && read.lastSeq < coveredAfter && live)
        throw lostConversation(conversationId, `it went back to ${read.lastSeq} events`);
      if (read && knownFinished && !read.finished)
        throw lostConversation(conversationId, "it was started again after it finished");
      return read;
    } catch (error) {
      if (!(error instanceof EventLogError)) throw error;
      if (error.code === "unknown_conversation")
        throw lostConversation(conversationId, "it is no longer in the log");
      if (error.code === "ahead_of_log")
        throw lostConversation(conversationId, `it has fewer than ${afterSeq} events now`);
      throw error;
    }
  }

  /** Waits for `work`, or less when the subscription stops; a late rejection is dropped. */
  async function unlessStopped<T>(work: Promise<T>): Promise<T | undefined> {
    work.catch(() => undefined);
    return Promise.race([work, stopped.then(() => undefined)]);
  }

  const live = page.finished ? undefined : feed.attach(conversationId, page, push);
  const coveredAfter = live?.coveredAfter ?? Number.POSITIVE_INFINITY;
  tally.subscribers += 1;
  signal.addEventListener("abort", onAbort, { once: true });
  try {
    let delivered = request.afterSeq;
    let behind = true;
    for (;;) {
      if (signal.aborted) return "aborted";
      if (failure) throw failure;
      if (closed) return "closed";
      if (behind) {
        overflowed = false;
        const read = page ?? (await readAgain(delivered));
        page = undefined;
        if (!read) continue;
        if (read.events.length > 0) {
          await unlessStopped(Promise.resolve(request.onEvents(read.events)));
          delivered = lastSeqOf(read.events);
        }
        if (delivered < read.lastSeq) continue;
        if (read.finished) return "finished";
        behind = overflowed || finished || delivered < coveredAfter;
        continue;
      }
      if (overflowed || finished) {
        behind = true;
        continue;
      }
      if (pending.length > 0) {
        const batch = pending;
        pending = [];
        tally.bufferedEvents -= batch.length;
        const fresh = batch.filter((event) => (event.seq ?? 0) > delivered);
        if (fresh.length === 0) continue;
        if (fresh[0]?.seq !== delivered + 1) {
          behind = true;
          continue;
        }
        await unlessStopped(Promise.resolve(request.onEvents(fresh)));
        delivered = lastSeqOf(fresh);
        continue;
      }
      await new Promise<void>((resolve) => {
        wakeUp = resolve;
      });
    }
  } finally {
    signal.removeEventListener("abort", onAbort);
    live?.detach();
    tally.subscribers -= 1;
    tally.bufferedEvents -= pending.length;
    pending = [];
  }
}
