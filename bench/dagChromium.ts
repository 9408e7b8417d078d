/**
 * The Chromium side of the `dag` section: each session laid out on the page with the built-in
 * engine, with elkjs in a Web Worker and with elkjs on the main thread, and one node appended
 * to a full layout, while the page counts main-thread tasks over 50 ms.
 */
import type { DagLayoutRequest, DagLayoutRun, PreparedDag } from "./dag/DagBenchApi.js";
import type { DagSessionKind } from "./dag/dagSession.js";
import { type DagBenchDriver, inChromium } from "./dagBrowser.js";
import { ROUNDS, WARM_UP_LAYOUTS } from "./dagNode.js";
import { median } from "./measure.js";

/** Medians of one way of laying a session out in Chromium, and the worst long task seen. */
export interface ChromiumTiming {
  readonly ms: number;
  readonly rounds: number;
  /** Rounds in which a main-thread task over 50 ms overlapped the layout. */
  readonly roundsWithLongTasks: number;
  readonly longestTaskMs: number;
  /** The median and the largest of each round's longest main-thread gap. */
  readonly gapMedianMs: number;
  readonly gapMaxMs: number;
  readonly statuses: readonly string[];
  /** The most geometry problems (overlaps, escaped boxes, stray spawn edges) in one result. */
  readonly problems: number;
}

/** Everything measured on one session in Chromium. */
export interface ChromiumRow {
  readonly session: PreparedDag;
  readonly builtin: ChromiumTiming;
  readonly elkWorker: ChromiumTiming;
  readonly elkMain: ChromiumTiming;
  readonly append: ChromiumTiming;
}

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
  const row: ChromiumRow = {
    session,
    builtin: await timing(
      bench,
      { engine: "builtin", thread: "main", mode: "full" },
      ROUNDS.builtin,
    ),
    elkWorker: await timing(bench, { engine: "elk", thread: "worker", mode: "full" }, ROUNDS.elk),
    elkMain: await timing(bench, { engine: "elk", thread: "main", mode: "full" }, ROUNDS.elk),
    append: await timing(
      bench,
      { engine: "builtin", thread: "main", mode: "append" },
      ROUNDS.builtin,
    ),
  };
  console.log(
    `  chromium ${kind} ${session.nodes}: builtin ${row.builtin.ms.toFixed(1)} ms, elk worker ${row.elkWorker.ms.toFixed(0)} ms, elk main ${row.elkMain.ms.toFixed(0)} ms, append ${row.append.ms.toFixed(1)} ms`,
  );
  return row;
}

/** Lays each session out in Chromium, after one warm-up layout of each kind. */
export function measureInChromium(
  kinds: readonly DagSessionKind[],
  sizes: readonly number[],
): Promise<{ browser: string; rows: ChromiumRow[] }> {
  return inChromium(async (bench) => {
    await bench.prepare("agents", 100);
    for (const engine of ["builtin", "elk"] as const)
      await bench.layout({ engine, thread: "main", mode: "full" });
    const rows: ChromiumRow[] = [];
    for (const kind of kinds)
      for (const size of sizes) rows.push(await measureSession(bench, kind, size));
    return { browser: bench.browserVersion, rows };
  });
}
