import { createGraph, type GraphEvent, reduceEvents } from "../src/index.js";

/** How many events of the session give about `nodes` graph nodes (a multiple of 1,000). */
export function prefixFor(events: readonly GraphEvent[], nodes: number): number {
  let graph = createGraph();
  const step = 1000;
  for (let end = step; end <= events.length; end += step) {
    graph = reduceEvents(graph, events.slice(end - step, end));
    if (graph.nodes.size >= nodes) return end;
  }
  return events.length;
}

/**
 * Milliseconds of `count` copies of a list as long as `list`, each timed: a re-projection
 * returns a new top-level list, so this is the floor under it. Without pointer compression
 * (Node), a list of more than 16,382 items is a large object with memory of its own.
 */
export function listCopyTimes(list: readonly unknown[], count: number): number[] {
  const times: number[] = [];
  let copy: readonly unknown[] = list;
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    copy = copy.slice();
    times.push(performance.now() - started);
  }
  return times;
}
