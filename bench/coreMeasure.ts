/**
 * Measurements for the core section: threadline's reducer, the seed-style reducer (every map
 * cloned per event) and the mutable-Map floor, timed over the same events.
 */
import {
  createGraph,
  type Graph,
  type GraphEvent,
  reduceEvent,
  reduceEvents,
} from "../src/index.js";
import {
  canCollectGarbage,
  median,
  type Sample,
  sample,
  settle,
  type Timing,
  timing,
} from "./measure.js";
import { createMutableGraph, type MutableGraph, mutableReduceEvent } from "./mutableReducer.js";
import { graphDifferences } from "./sameGraph.js";
import { createSeedGraph, type SeedGraph, seedReduceEvent } from "./seedReducer.js";

/** Prefixes the seed-style reducer runs on, as far as they fit in its time budget. */
export const SEED_PREFIXES = [1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000];
export const SEED_BUDGET_SECONDS = 10;

/**
 * Untimed folds over the warm-up session before each timed run. The full GC before a run can
 * throw optimised code away ("weak objects"), and on a busy machine re-optimising takes tens
 * of thousands of events; fewer warm-up folds left both reducers up to 2× slower.
 */
const WARM_FOLDS = 8;

type Reducer = "reduceEvent" | "reduceEvents" | "floor";
const REDUCERS: readonly Reducer[] = ["reduceEvent", "reduceEvents", "floor"];

function foldThreadline(events: readonly GraphEvent[], count: number): Graph {
  let graph = createGraph();
  for (let index = 0; index < count; index++)
    graph = reduceEvent(graph, events[index] as GraphEvent);
  return graph;
}

function foldFloor(events: readonly GraphEvent[], count: number): MutableGraph {
  const graph = createMutableGraph();
  for (let index = 0; index < count; index++)
    mutableReduceEvent(graph, events[index] as GraphEvent);
  return graph;
}

function foldSeed(events: readonly GraphEvent[], count: number): SeedGraph {
  let graph = createSeedGraph();
  for (let index = 0; index < count; index++)
    graph = seedReduceEvent(graph, events[index] as GraphEvent);
  return graph;
}

function repeat<T>(folds: number, fold: () => T): T {
  let result = fold();
  for (let round = 1; round < folds; round++) result = fold();
  return result;
}

/**
 * Times `folds` folds of one reducer over `events`, after WARM_FOLDS untimed folds of the
 * same reducer over `warmEvents`; returns the sample and the final graph's node count.
 */
async function timeOne(
  reducer: Reducer,
  events: readonly GraphEvent[],
  warmEvents: readonly GraphEvent[],
  folds: number,
): Promise<{ sample: Sample; nodes: number; diagnostics: number }> {
  switch (reducer) {
    case "reduceEvent": {
      const fold = (list: readonly GraphEvent[]) => foldThreadline(list, list.length);
      const { sample: taken, result } = await sample(
        () => repeat(folds, () => fold(events)),
        () => repeat(WARM_FOLDS, () => fold(warmEvents)),
      );
      return { sample: taken, nodes: result.nodes.size, diagnostics: result.diagnostics.length };
    }
    case "reduceEvents": {
      const fold = (list: readonly GraphEvent[]) => reduceEvents(createGraph(), list);
      const { sample: taken, result } = await sample(
        () => repeat(folds, () => fold(events)),
        () => repeat(WARM_FOLDS, () => fold(warmEvents)),
      );
      return { sample: taken, nodes: result.nodes.size, diagnostics: result.diagnostics.length };
    }
    case "floor": {
      const fold = (list: readonly GraphEvent[]) => foldFloor(list, list.length);
      const { sample: taken, result } = await sample(
        () => repeat(folds, () => fold(events)),
        () => repeat(WARM_FOLDS, () => fold(warmEvents)),
      );
      return { sample: taken, nodes: result.nodes.size, diagnostics: 0 };
    }
    default:
      return reducer satisfies never;
  }
}

export interface SizeResult {
  readonly events: number;
  readonly nodes: number;
  readonly diagnostics: number;
  readonly reduceEvent: Timing;
  readonly reduceEvents: Timing;
  readonly floor: Timing;
  /** Median threadline ÷ floor, wall-clock and CPU, and the median of per-repetition ratios. */
  readonly toFloor: { readonly wall: number; readonly cpu: number; readonly paired: number };
}

export async function measureSize(
  events: readonly GraphEvent[],
  warmEvents: readonly GraphEvent[],
  repetitions: number,
  folds: number,
): Promise<SizeResult> {
  const samples: Record<Reducer, Sample[]> = { reduceEvent: [], reduceEvents: [], floor: [] };
  const nodes = new Set<number>();
  let diagnostics = 0;
  for (let repetition = 0; repetition < repetitions; repetition++) {
    for (let turn = 0; turn < REDUCERS.length; turn++) {
      const reducer = REDUCERS[(repetition + turn) % REDUCERS.length] as Reducer;
      const run = await timeOne(reducer, events, warmEvents, folds);
      samples[reducer].push(run.sample);
      nodes.add(run.nodes);
      diagnostics = Math.max(diagnostics, run.diagnostics);
    }
  }
  if (nodes.size !== 1)
    throw new Error(`reducers disagree on the node count at ${events.length}: ${[...nodes]}`);
  const count = events.length;
  const threadline = timing(count, samples.reduceEvent, folds);
  const floor = timing(count, samples.floor, folds);
  const paired = samples.reduceEvent.map(
    (item, index) => item.wallNs / (samples.floor[index] as Sample).wallNs,
  );
  return {
    events: count,
    nodes: [...nodes][0] as number,
    diagnostics,
    reduceEvent: threadline,
    reduceEvents: timing(count, samples.reduceEvents, folds),
    floor,
    toFloor: {
      wall: threadline.nsPerEvent / floor.nsPerEvent,
      cpu: threadline.cpuNsPerEvent / floor.cpuNsPerEvent,
      paired: median(paired),
    },
  };
}

export interface SeedResult {
  readonly budgetSeconds: number;
  readonly spentSeconds: number;
  readonly prefixes: readonly Timing[];
  /** The first prefix left out, and how long it would have taken (quadratic estimate). */
  readonly stoppedAt?: { readonly events: number; readonly predictedSeconds: number };
}

/** The seed-style reducer on growing prefixes, as far as they fit in the time budget. */
export async function measureSeed(events: readonly GraphEvent[]): Promise<SeedResult> {
  const budgetNs = SEED_BUDGET_SECONDS * 1e9;
  const prefixes: Timing[] = [];
  let spentNs = 0;
  for (const size of SEED_PREFIXES) {
    if (size > events.length) break;
    const repetitions = size <= 10_000 ? 3 : 1;
    const last = prefixes.at(-1);
    if (last) {
      const predictedNs = last.nsPerEvent * last.events * (size / last.events) ** 2 * repetitions;
      if (spentNs + predictedNs > budgetNs) {
        return {
          budgetSeconds: SEED_BUDGET_SECONDS,
          spentSeconds: spentNs / 1e9,
          prefixes,
          stoppedAt: { events: size, predictedSeconds: predictedNs / 1e9 },
        };
      }
    }
    const samples: Sample[] = [];
    for (let repetition = 0; repetition < repetitions; repetition++) {
      const taken = (
        await sample(
          () => foldSeed(events, size),
          () => foldSeed(events, 1_000),
        )
      ).sample;
      spentNs += taken.wallNs;
      samples.push(taken);
    }
    prefixes.push(timing(size, samples));
  }
  return { budgetSeconds: SEED_BUDGET_SECONDS, spentSeconds: spentNs / 1e9, prefixes };
}

/** Heap held by the final graph after 1M events: heapUsed after gc, minus the events alone. */
export async function measureHeap(
  events: readonly GraphEvent[],
): Promise<Record<string, number> | undefined> {
  if (!canCollectGarbage()) return undefined;
  await settle();
  const baseline = process.memoryUsage().heapUsed;
  let graph: Graph | undefined = foldThreadline(events, events.length);
  await settle();
  const threadline = process.memoryUsage().heapUsed - baseline;
  const threadlineNodes = graph.nodes.size;
  graph = undefined;
  await settle();
  const floorBaseline = process.memoryUsage().heapUsed;
  const floor = foldFloor(events, events.length);
  await settle();
  const floorBytes = process.memoryUsage().heapUsed - floorBaseline;
  // Read after the last collection so that the events and graphs count as live during it.
  return {
    events: events.length,
    baselineBytes: baseline,
    threadlineBytes: threadline,
    threadlineNodes,
    floorBytes,
    floorNodes: floor.nodes.size,
  };
}

/** Checks that both baselines build the same graph as threadline on a prefix. */
export function consistency(events: readonly GraphEvent[]): Record<string, unknown> {
  const threadline = foldThreadline(events, events.length);
  const floor = graphDifferences(foldFloor(events, events.length), threadline);
  const seed = graphDifferences(foldSeed(events, events.length), threadline);
  return {
    events: events.length,
    floorDifferences: floor,
    seedDifferences: seed,
    diagnostics: threadline.diagnostics,
  };
}

export async function warmUp(events: readonly GraphEvent[]): Promise<void> {
  for (let round = 0; round < 2; round++)
    for (const reducer of REDUCERS) await timeOne(reducer, events, events, 1);
  foldSeed(events, 2_000);
}
