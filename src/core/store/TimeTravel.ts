import { createGraph } from "../graph/createGraph.js";
import type { Graph } from "../graph/Graph.js";
import type { GraphEvent } from "../graph/GraphEvent.js";
import { reduceEvents } from "../graph/reduceEvents.js";

/**
 * Rebuilds the graph at any point of a log. It keeps the last graph it built, so stepping
 * forward replays only the events in between; stepping back replays from the start.
 */
export class TimeTravel {
  #index = 0;
  #graph: Graph = createGraph();

  graphAt(log: readonly GraphEvent[], index: number): Graph {
    if (!Number.isInteger(index) || index < 0 || index > log.length)
      throw new RangeError(
        `graphAt: expected an integer index from 0 to ${log.length} (the log's length), got ${String(index)}`,
      );
    if (index < this.#index) this.forget();
    if (index > this.#index) {
      this.#graph = reduceEvents(this.#graph, log.slice(this.#index, index));
      this.#index = index;
    }
    return this.#graph;
  }

  /** Drops the kept graph (the log was replaced). */
  forget(): void {
    this.#index = 0;
    this.#graph = createGraph();
  }
}
