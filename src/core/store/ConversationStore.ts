import type { Diagnostic, Graph } from "../graph/Graph.js";
import type { GraphEvent } from "../graph/GraphEvent.js";
import type { ViewNode } from "../projections/ViewNode.js";

/**
 * When a store applies dispatched events: at most once per animation frame (the first event
 * of a burst at once), once per microtask, or on every dispatch.
 */
export type BatchMode = "frame" | "microtask" | "sync";

/** Owns the graph of one conversation; sources write to it, hooks read from it. */
export interface ConversationStore {
  /**
   * Queues events for the reducer; they reach the graph by the store's batch mode. `times`
   * (milliseconds, one per event) says when each arrived, for `durationOf`, when the store's
   * clock would not know: a replay passes its recording's times.
   */
  dispatch(input: GraphEvent | readonly GraphEvent[], times?: readonly number[]): void;
  /** The graph with every flushed event applied. */
  getSnapshot(): Graph;
  /** Calls `listener` after each flush that changed the graph; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Applies queued events now (a stream ended, the user sent a message). */
  flush(): void;
  /** Records a problem found before the reducer: a line that did not parse, a lost connection. */
  report(diagnostic: Diagnostic): void;
  /**
   * Replaces the whole history with `events` (seeking back in a replay, loading a session);
   * `times`, one per event, says when each arrived, as in `dispatch`.
   */
  reset(events?: Iterable<GraphEvent>, times?: readonly number[]): void;
  /** Every event dispatched, in order (flushed or queued). */
  readonly log: readonly GraphEvent[];
  /** The graph after the first `index` events of `log`, for time travel. */
  graphAt(index: number): Graph;
  /**
   * How long a finished view of this store's thread took, by the store's clock when its
   * events were dispatched: reasoning from first to last chunk, a tool call from the call to
   * its result. `undefined` while it runs, for other kinds, and when both ends arrived in one
   * go with no times given (`initialEvents`, `reset`, a single `dispatch`). Pass it to
   * `Thread` as `durationOf`.
   */
  durationOf(view: ViewNode): number | undefined;
}
