/**
 * The Chromium side of the `dag` section: each session laid out by `layoutDag`'s engine in its
 * warm Web Worker, on the main thread and in a cold worker, one node appended in place and
 * the grown DAG laid out again; next to the engines before issue 17 (the hand-written one on
 * the main thread, elkjs over the whole DAG in a fresh elkjs worker), while the page counts
 * main-thread tasks over 50 ms.
 */
import type { DagLayoutRequest, DagLayoutRun, PreparedDag } from "./dag/DagBenchApi.js";
import type { DagSessionKind } from "./dag/dagSession.js";
import { type DagBenchDriver, inChromium } from "./dagBrowser.js";
import { median } from "./measure.js";

/** Medians of one way of laying a session out in Chromium, and the worst long task seen. */
export interface ChromiumTiming {
  readonly ms: number;
  /** Median time to the first picture (a partial one for a big DAG, else the full one). */
  readonly firstMs: number;
  readonly rounds: number;
  /** Rounds in which a main-thread task over 50 ms overlapped the layout. */
  readonly roundsWithLongTasks: number;
  readonly longestTaskMs: number;
  /** The median and the largest of each round's longest main-thread gap. */
  readonly gapMedianMs: number;
  readonly gapMaxMs: number;
  readonly statuses: readonly string[];
  /** The most geometry problems (overlaps, escaped boxes, stray spawn edges, slanted edges) in one result. */
  readonly problems: number;
}

/** What is measured on each session, by name. */
export const CHROMIUM_WAYS = {
  worker: { engine: "runs", thread: "worker", mode: "full", rounds: 5 },
  main: { engine: "runs", thread: "main", mode: "full", rounds: 3 },
  cold: { engine: "runs", thread: "worker", mode: "cold", rounds: 1 },
  append: { engine: "runs", thread: "main", mode: "append", rounds: 5 },
  settle: { engine: "runs", thread: "worker", mode: "settle", rounds: 3 },
  builtin: { engine: "builtin", thread: "main", mode: "full", rounds: 5 },
  elkWorker: { engine: "elk", thread: "worker", mode: "full", rounds: 1 },
  builtinAppend: { engine: "builtin", thread: "main", mode: "append", rounds: 5 },
} as const satisfies Record<string, DagLayoutRequest & { rounds: number }>;

export type ChromiumWay = keyof typeof CHROMIUM_WAYS;

/** Everything measured on one session in Chromium. */
export interface ChromiumRow extends Record<ChromiumWay, ChromiumTiming> {
  readonly session: PreparedDag;
}

/** Untimed layouts of the hand-written engine before its timed ones: it runs warm in a live view. */
const WARM_UP_LAYOUTS = 3;

async function timing(
  bench: DagBenchDriver,
  request: DagLayoutRequest,
  rounds: number,
): Promise<ChromiumTiming> {
  const runs: DagLayoutRun[] = [];
  if (request.engine === "builtin")
    for (let round = 0; round < WARM_UP_LAYOUTS; round++) await bench.layout(request);
  for (let round = 0; round < rounds; round++) runs.push(await bench.layout(request));
  return {
    ms: median(runs.map((run) => run.ms)),
    firstMs: median(runs.map((run) => run.firstMs)),
    rounds,
    roundsWithLongTasks: runs.filter((run) => run.longTasks > 0).length,
    longestTaskMs: Math.max(...runs.map((run) => run.longestTaskMs)),
    gapMedianMs: median(runs.map((run) => run.longestGapMs)),
    gapMaxMs: Math.max(...runs.map((run) => run.longestGapMs)),
    statuses: [...new Set(runs.map((run) => `${run.status}/${run.placement}`))],
    problems: Math.max(...runs.map((run) => run.problems)),
  };
}

async function measureSession(bench: DagBenchDriver, kind: DagSessionKind, size: number) {
  const session = await bench.prepare(kind, size);
  const row: Partial<Record<ChromiumWay, ChromiumTiming>> = {};
  for (const [way, { rounds, ...request }] of Object.entries(CHROMIUM_WAYS))
    row[way as ChromiumWay] = await timing(bench, request, rounds);
  const done = { session, ...row } as ChromiumRow;
  console.log(
    `  chromium ${kind} ${session.nodes}: worker ${done.worker.ms.toFixed(0)} ms (first ${done.worker.firstMs.toFixed(0)}), cold ${done.cold.ms.toFixed(0)} ms, append ${done.append.ms.toFixed(1)} ms, builtin ${done.builtin.ms.toFixed(1)} ms, elk worker ${done.elkWorker.ms.toFixed(0)} ms`,
  );
  return done;
}

/** Lays each session out in Chromium, after one warm-up layout of each kind. */
export function measureInChromium(
  kinds: readonly DagSessionKind[],
  sizes: readonly number[],
): Promise<{ browser: string; rows: ChromiumRow[] }> {
  return inChromium(async (bench) => {
    await bench.prepare("agents", 100);
    for (const { rounds: _, ...request } of Object.values(CHROMIUM_WAYS))
      if (request.mode === "full") await bench.layout(request);
    const rows: ChromiumRow[] = [];
    for (const kind of kinds)
      for (const size of sizes) rows.push(await measureSession(bench, kind, size));
    return { browser: bench.browserVersion, rows };
  });
}
