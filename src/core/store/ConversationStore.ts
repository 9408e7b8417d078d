import type { Diagnostic, Graph } from "../Graph.js";
import type { GraphEvent } from "../GraphEvent.js";

/**
 * When a store applies dispatched events: at most once per animation frame (the first event
 * of a burst at once), once per microtask, or on every dispatch.
 */
export type BatchMode = "frame" | "microtask" | "sync";

/** Owns the graph of one conversation; sources write to it, hooks read from it. */
export interface ConversationStore {
  /** Queues events for the reducer; they reach the graph by the store's batch mode. */
  dispatch(input: GraphEvent | readonly GraphEvent[]): void;
  /** The graph with every flushed event applied. */
  getSnapshot(): Graph;
  /** Calls `listener` after each flush that changed the graph; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Applies queued events now (a stream ended, the user sent a message). */
  flush(): void;
  /** Records a problem found before the reducer: a line that did not parse, a lost connection. */
  report(diagnostic: Diagnostic): void;
  /** Replaces the whole history with `events` (seeking back in a replay, loading a session). */
  reset(events?: Iterable<GraphEvent>): void;
  /** Every event dispatched, in order (flushed or queued). */
  readonly log: readonly GraphEvent[];
  /** The graph after the first `index` events of `log`, for time travel. */
  graphAt(index: number): Graph;
}
