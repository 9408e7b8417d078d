import type { Graph } from "./Graph.js";
import type { GraphEvent } from "./GraphEvent.js";
import { reduceEvent } from "./reduceEvent.js";
import { reasonOf, withDiagnostic } from "./reducer/applyAlone.js";

/**
 * Applies a batch of events; the same result as applying them one by one with `reduceEvent`,
 * which is also how it applies them: each event costs O(1), and the graphs between are
 * garbage at once. Never throws.
 * @example
 * const graph = reduceEvents(createGraph(), recordedEvents);
 */
export function reduceEvents(graph: Graph, events: Iterable<GraphEvent>): Graph {
  if (typeof (events as Iterable<unknown> | null)?.[Symbol.iterator] !== "function") {
    return withDiagnostic(graph, {
      code: "invalid_event",
      field: "events",
      message: "events: expected an iterable of events",
    });
  }
  let current = graph;
  let count = 0;
  try {
    const iterator = events[Symbol.iterator]();
    for (let step = iterator.next(); !step.done; step = iterator.next()) {
      count++;
      current = reduceEvent(current, step.value);
    }
  } catch (cause) {
    // Only the source can throw here: keep what it gave and say why it stopped.
    const message = `the event source failed (${reasonOf(cause)}) after ${count} events; those were applied`;
    return withDiagnostic(current, { code: "internal_error", message });
  }
  return current;
}
