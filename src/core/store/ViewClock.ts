import type { ViewNode } from "../projections/ViewNode.js";

/** When a node's events arrived: the first and the latest, with the dispatch of each. */
interface Arrival {
  readonly first: number;
  readonly firstBatch: number;
  last: number;
  lastBatch: number;
}

/** When a tool call's result arrived, and in which dispatch. */
interface Result {
  readonly at: number;
  readonly batch: number;
}

/** The time between two stamps, unless they are the one stamp of a single dispatch. */
function known(from: number, fromBatch: number, to: number, toBatch: number): number | undefined {
  if (fromBatch === toBatch && from === to) return undefined;
  return Math.max(0, to - from);
}

/**
 * When the events of a live stream arrived, by the id they name, so that views can say how
 * long the model thought or a tool ran. The graph itself has no clock (it is a pure
 * reduction of events), so this lives beside it in the store and knows only what it saw
 * arrive: history loaded at once has no durations, and neither has a view whose first and
 * last events came in one dispatch with one time, as that says nothing of how long it took.
 * @internal
 */
export class ViewClock {
  readonly #arrivals = new Map<string, Arrival>();
  readonly #results = new Map<string, Result>();

  /**
   * Notes that `event` arrived at `at` (milliseconds) in dispatch number `batch`. Anything
   * without an id is ignored.
   */
  stamp(event: unknown, at: number, batch: number): void {
    if (typeof event !== "object" || event === null) return;
    const { type, id } = event as { type?: unknown; id?: unknown };
    if (typeof id !== "string") return;
    if (type === "text" || type === "reasoning" || type === "tool_call") {
      const arrival = this.#arrivals.get(id);
      if (!arrival)
        this.#arrivals.set(id, { first: at, firstBatch: batch, last: at, lastBatch: batch });
      else if (at >= arrival.last) {
        arrival.last = at;
        arrival.lastBatch = batch;
      }
    } else if (type === "tool_result" && !this.#results.has(id)) {
      this.#results.set(id, { at, batch });
    }
  }

  /** Forgets everything (the history was replaced). */
  clear(): void {
    this.#arrivals.clear();
    this.#results.clear();
  }

  /**
   * How long a finished view took, in milliseconds: reasoning from its first chunk to its
   * last, a tool call from the call to its result. `undefined` while it is still going, for
   * other kinds, and for anything this clock did not see arrive.
   */
  durationOf(view: ViewNode): number | undefined {
    const { content } = view;
    if (content.kind === "reasoning") {
      if (view.status === "streaming") return undefined;
      const first = this.#arrivals.get(view.nodeIds[0] ?? "");
      const last = this.#arrivals.get(view.nodeIds[view.nodeIds.length - 1] ?? "");
      if (!first || !last) return undefined;
      return known(first.first, first.firstBatch, last.last, last.lastBatch);
    }
    if (content.kind === "tool_call") {
      const started = this.#arrivals.get(content.toolCallId);
      const ended = this.#results.get(content.toolCallId);
      if (!started || !ended) return undefined;
      return known(started.first, started.firstBatch, ended.at, ended.batch);
    }
    return undefined;
  }
}
