import { createGraph, projectThread, reduceEvent, reduceEvents } from "threadline";
import { listCopyTimes, prefixFor } from "../sessionCut.js";
import { generateSession } from "../sessions.js";
import { percentile } from "./frames.js";
import type { PerEventInPage } from "./UiBenchApi.js";

/** The history is cut where it first reaches this many graph nodes, as in the projections section. */
const NODES = 100_000;
const SAMPLES = 2_000;

function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/**
 * The projections section's per-event measurement, in the page: the same synthetic session
 * (seed 1) cut at about 100k nodes, then `projectThread` after each of the next 2,000
 * events, only the projection timed; and, as often, a copy of the top-level list alone.
 */
export function projectionPerEvent(): PerEventInPage {
  const session = generateSession(1_800_000, { seed: 1 });
  const end = prefixFor(session, NODES);
  let graph = reduceEvents(createGraph(), session.slice(0, end));
  const nodes = graph.nodes.size;
  let last = projectThread(graph);
  const times: number[] = [];
  for (const event of session.slice(end, end + SAMPLES)) {
    graph = reduceEvent(graph, event);
    const started = performance.now();
    last = projectThread(graph);
    times.push(performance.now() - started);
  }
  const copies = listCopyTimes(last, SAMPLES);
  return {
    nodes,
    views: last.length,
    medianMs: median(times),
    p95Ms: percentile(times, 95),
    meanMs: times.reduce((sum, time) => sum + time, 0) / times.length,
    copyMedianMs: median(copies),
  };
}
