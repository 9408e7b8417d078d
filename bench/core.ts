/**
 * The `core` section: threadline's reducer on synthetic agent sessions of 10k, 100k and 1M
 * events, side by side with a seed-style reducer (every map cloned per event) and a
 * mutable-Map reducer doing the same bookkeeping in place (the floor). Reducers run
 * interleaved, rotating their order each repetition, so machine noise hits them alike; every
 * timed run starts after a full GC and an untimed warm-up (see `sample`).
 */
import os from "node:os";
import type { GraphEvent } from "../src/index.js";
import {
  consistency,
  measureHeap,
  measureSeed,
  measureSize,
  SEED_BUDGET_SECONDS,
  SEED_PREFIXES,
  type SeedResult,
  type SizeResult,
  warmUp,
} from "./coreMeasure.js";
import { markdownOf, targetsOf } from "./coreReport.js";
import { sample } from "./measure.js";
import { formatNumber, type SectionReport } from "./report.js";
import { describeSession, generateSession } from "./sessions.js";

const SESSION_SEED = 1;
const SIZES = [10_000, 100_000, 1_000_000];
const REPETITIONS: Record<number, number> = { 10000: 15, 100000: 5, 1000000: 3 };
/** Folds per timed run, so that even the floor's runs at 10k last long enough to time. */
const FOLDS_PER_RUN: Record<number, number> = { 10000: 10, 100000: 1, 1000000: 1 };

/** Runs the core section. */
export async function run(): Promise<SectionReport> {
  const log = (message: string) => console.log(`[core] ${message}`);
  const sizes: SizeResult[] = [];
  const generateMs: Record<number, number> = {};
  let checked: Record<string, unknown> = {};
  let seed: SeedResult | undefined;
  let events: GraphEvent[] = [];
  let warmEvents: GraphEvent[] = [];
  // Each size gets its own session (a prefix of the larger ones), generated only when needed,
  // so the smaller sizes run on a small heap.
  for (const size of SIZES) {
    events = [];
    const generated = await sample(() => generateSession(size, { seed: SESSION_SEED }));
    events = generated.result;
    generateMs[size] = generated.sample.wallNs / 1e6;
    log(`generated ${formatNumber(size)} events in ${formatNumber(generateMs[size])} ms`);
    if (sizes.length === 0) {
      checked = consistency(events);
      const differences = [
        ...(checked.floorDifferences as string[]),
        ...(checked.seedDifferences as string[]),
      ];
      if (differences.length > 0)
        console.warn(`[core] WARNING: baselines differ from threadline: ${differences.join("; ")}`);
      await warmUp(events);
      warmEvents = events;
    }
    const result = await measureSize(
      events,
      warmEvents,
      REPETITIONS[size] ?? 3,
      FOLDS_PER_RUN[size] ?? 1,
    );
    sizes.push(result);
    log(
      `${formatNumber(size)} events: reduceEvent ${formatNumber(result.reduceEvent.nsPerEvent)} ns/event, ` +
        `reduceEvents ${formatNumber(result.reduceEvents.nsPerEvent)}, floor ${formatNumber(result.floor.nsPerEvent)}`,
    );
    if (size === 100_000) {
      seed = await measureSeed(events);
      const figures = seed.prefixes.map(
        (prefix) => `${formatNumber(prefix.events)}: ${formatNumber(prefix.nsPerEvent)}`,
      );
      log(`seed-style ns/event: ${figures.join(", ")}`);
    }
  }
  seed ??= await measureSeed(events);
  const heap = await measureHeap(events);
  const targets = targetsOf(sizes, seed, heap);
  const shape = describeSession(events);
  const info =
    `Synthetic session (seed ${SESSION_SEED}): of ${formatNumber(events.length)} events, ` +
    `${formatNumber(shape.byType.text ?? 0)} text and ${formatNumber(shape.byType.reasoning ?? 0)} reasoning ` +
    `deltas; subagents ${shape.maxDepth} deep. ns/event are medians of ` +
    `${SIZES.map((size) => REPETITIONS[size]).join("/")} interleaved runs (wall clock; process CPU ` +
    `time in brackets), each after a full GC and an untimed warm-up. Both baselines check ` +
    `each event with the reducer's own checks and skip replayed \`seq\`; the floor also keeps ` +
    `the reducer's lists of each run's nodes and each call's results. Node ${process.version}, ` +
    `${os.cpus()[0]?.model ?? "unknown CPU"} × ${os.cpus().length}, load average ` +
    `${os.loadavg()[0]?.toFixed(1)} at the end (other work on the machine slows the wall clock).`;
  return {
    json: {
      config: {
        sessionSeed: SESSION_SEED,
        sizes: SIZES,
        repetitions: REPETITIONS,
        foldsPerRun: FOLDS_PER_RUN,
        seedPrefixes: SEED_PREFIXES,
        seedBudgetSeconds: SEED_BUDGET_SECONDS,
      },
      session: { events: events.length, generateMs, ...shape },
      consistency: checked,
      sizes,
      seed,
      heap: heap ?? "not measured: run with --expose-gc",
      targets,
      maxRssBytes: process.resourceUsage().maxRSS * 1024,
    },
    markdown: markdownOf(sizes, seed, targets, info),
  };
}
