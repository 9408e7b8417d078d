import type { ChromiumRow, ChromiumTiming } from "./dagChromium.js";
import type { NodeRow } from "./dagNode.js";
import { formatNumber, markdownTable, type SectionReport } from "./report.js";

const FULL_TARGET_MS = 1_000;
const FIRST_TARGET_MS = 300;
const LONG_TASK_MS = 50;
const APPEND_TARGET_MS = 50;

/** Everything the `dag` section measured. */
export interface DagMeasurements {
  readonly browser: string;
  readonly chromium: readonly ChromiumRow[];
  readonly node: readonly NodeRow[];
  readonly loadAtStart: readonly number[];
  readonly loadAtEnd: readonly number[];
}

const pass = (ok: boolean) => (ok ? "pass" : "FAIL");
const ms = (value: number) => formatNumber(value, value < 100 ? 1 : 0);
const mainThread = (timing: ChromiumTiming) =>
  `${ms(timing.gapMedianMs)} / ${ms(timing.gapMaxMs)} · ${timing.roundsWithLongTasks} of ${timing.rounds}`;
const firstAndFull = (timing: ChromiumTiming) =>
  timing.firstMs < timing.ms - 0.5 ? `${ms(timing.firstMs)} / ${ms(timing.ms)}` : ms(timing.ms);

function chromiumTables(rows: readonly ChromiumRow[]): string[] {
  const full = markdownTable(
    [
      "session",
      "nodes",
      "groups",
      "worker: first / full",
      "main thread",
      "cold worker: first / full",
      "before: builtin",
      "before: elk worker",
    ],
    "lrrrrrrr",
    rows.map((row) => [
      row.session.kind,
      formatNumber(row.session.nodes),
      formatNumber(row.session.groups),
      firstAndFull(row.worker),
      firstAndFull(row.main),
      firstAndFull(row.cold),
      ms(row.builtin.ms),
      ms(row.elkWorker.ms),
    ]),
  );
  const thread = markdownTable(
    [
      "session",
      "nodes",
      "worker",
      "main thread",
      "cold worker",
      "before: builtin",
      "before: elk worker",
    ],
    "lrrrrrr",
    rows.map((row) => [
      row.session.kind,
      formatNumber(row.session.nodes),
      mainThread(row.worker),
      mainThread(row.main),
      mainThread(row.cold),
      mainThread(row.builtin),
      mainThread(row.elkWorker),
    ]),
  );
  const append = markdownTable(
    [
      "session",
      "nodes",
      "append in place ms",
      "main thread",
      "result",
      "laid out again (worker) ms",
      "main thread",
      "before: append to builtin ms",
    ],
    "lrrrlrrr",
    rows.map((row) => [
      row.session.kind,
      `${formatNumber(row.session.nodes)} + ${row.session.appendedNodes}`,
      ms(row.append.ms),
      mainThread(row.append),
      row.append.statuses.join(", "),
      ms(row.settle.ms),
      mainThread(row.settle),
      ms(row.builtinAppend.ms),
    ]),
  );
  return [
    "Full layout, median ms (first picture / full layout when a big DAG is drawn in two): `worker` is the view's worker, created once and warm, nothing cached; `main thread` the same engine on the page's thread; `cold worker` a worker created for the layout (elkjs loaded and compiled first, as when a view mounts); `before:` the engines before issue 17 (bench/dag/baseline/): the hand-written engine, and elkjs over the whole DAG in a fresh elkjs worker.",
    "",
    full,
    "",
    "The main thread during a layout: the longest stretch in which a zero-delay timer could not run (the longest task plus the timer's own delay of up to 4 ms, and any time the loaded machine gave to other processes), median / largest over the rounds, in ms · rounds in which the page's `longtask` observer saw a task over 50 ms:",
    "",
    thread,
    "",
    "Appending the next node: placed in place on the main thread without elkjs (what a live view shows at once), and the grown DAG laid out again by elkjs in the worker with everything else cached (what the view does when a run ends or it is idle):",
    "",
    append,
  ];
}

function nodeTable(rows: readonly NodeRow[]): string {
  return markdownTable(
    [
      "session",
      "nodes",
      "groups",
      "full ms",
      "laid out again after one node ms",
      "append in place ms",
      "before: builtin ms",
      "before: elk ms",
    ],
    "lrrrrrrr",
    rows.map((row) => [
      row.kind,
      formatNumber(row.nodes),
      formatNumber(row.groups),
      ms(row.runsMs),
      ms(row.settleMs),
      `${ms(row.appendMs)} (${row.appendPlacement})`,
      ms(row.builtinMs),
      ms(row.elkMs),
    ]),
  );
}

function problemCount(rows: readonly ChromiumRow[]): number {
  let count = 0;
  for (const row of rows)
    for (const timing of [row.worker, row.main, row.cold, row.append, row.settle])
      count += timing.problems;
  return count;
}

function longTaskTarget(rows: readonly ChromiumRow[], pick: (row: ChromiumRow) => ChromiumTiming) {
  const timings = rows.map(pick);
  const rounds = timings.reduce((sum, timing) => sum + timing.rounds, 0);
  const flagged = timings.reduce((sum, timing) => sum + timing.roundsWithLongTasks, 0);
  const longest = Math.max(...timings.map((timing) => timing.longestTaskMs));
  const gap = Math.max(...timings.map((timing) => timing.gapMedianMs));
  const seen =
    flagged === 0
      ? "no task over 50 ms"
      : `tasks over 50 ms in ${flagged} of ${rounds} rounds, the longest ${ms(longest)} ms`;
  return `${seen}, median longest stretch at most ${ms(gap)} ms: **${pass(flagged === 0 && longest <= LONG_TASK_MS)}**`;
}

function targets(rows: readonly ChromiumRow[]): string[] {
  const at = (size: number) => rows.filter((row) => row.session.nodes === size);
  const list = (picked: readonly ChromiumRow[], value: (row: ChromiumRow) => number) =>
    picked.map((row) => `${row.session.kind} ${ms(value(row))} ms`).join(", ");
  const within = (
    picked: readonly ChromiumRow[],
    value: (row: ChromiumRow) => number,
    limit: number,
  ) => picked.length > 0 && picked.every((row) => value(row) <= limit);
  const thousand = at(1000);
  const appended = [...at(500), ...thousand, ...at(2000)];
  const full = (row: ChromiumRow) => row.worker.ms;
  const first = (row: ChromiumRow) => row.worker.firstMs;
  const append = (row: ChromiumRow) => row.append.ms;
  return [
    `- 1 000 nodes full layout ≤ 1 s (warm worker): ${list(thousand, full)}: **${pass(within(thousand, full, FULL_TARGET_MS))}** (before: builtin ${list(thousand, (row) => row.builtin.ms)}; elk worker ${list(thousand, (row) => row.elkWorker.ms)}).`,
    `- 1 000 nodes first picture ≤ 300 ms (warm worker): ${list(thousand, first)}: **${pass(within(thousand, first, FIRST_TARGET_MS))}**; in a cold worker ${list(thousand, (row) => row.cold.firstMs)}.`,
    `- Appending one node to 500, 1 000 and 2 000 ≤ 50 ms: ${list(appended, append)}: **${pass(within(appended, append, APPEND_TARGET_MS))}** (before: ${list(appended, (row) => row.builtinAppend.ms)}).`,
    `- No main-thread task over 50 ms (all sizes): full layout in the worker ${longTaskTarget(rows, (row) => row.worker)}; append in place ${longTaskTarget(rows, (row) => row.append)}; laid out again ${longTaskTarget(rows, (row) => row.settle)}. Before: elk worker ${longTaskTarget(rows, (row) => row.elkWorker)}.`,
  ];
}

function chromiumSection(measured: DagMeasurements): string[] {
  if (measured.chromium.length === 0)
    return ["Chromium was skipped (`BENCH_DAG=node`): no targets checked.", ""];
  return [
    `### Chromium ${measured.browser} (headless, page built with Vite)`,
    "",
    ...chromiumTables(measured.chromium),
    "",
    `Every result of the new engine was checked on the page for overlapping siblings, nodes or boxes outside their run's box, spawn edges that miss the tool call or the subagent's box, edges that are not orthogonal, edges across a box's label, and edges through a box that holds neither of their ends: ${problemCount(measured.chromium)} found.`,
    "",
    "### Targets (issue 17, Chromium)",
    "",
    ...targets(measured.chromium),
    "",
  ];
}

/** The `dag` section's markdown and JSON. */
export function dagReport(measured: DagMeasurements): SectionReport {
  const load = (values: readonly number[]) => values.map((value) => value.toFixed(2)).join(", ");
  const markdown = [
    "## layoutDag, 100 to 2 000 nodes: Chromium with a Web Worker, and Node",
    "",
    "Sessions (`bench/dag/dagSession.ts`), cut where the DAG reaches the size, as a live view sees them: **chat** is `longSession`, question-and-answer turns, two small run boxes a turn, all at the top level; **agents** is `generateSession`, main-agent runs with parallel tool calls, relays and subagents nested up to three deep. The engine: elkjs's layered algorithm per run's box, innermost first, child runs as fixed-size nodes, long containers in pieces of 40 items, driven synchronously, each piece cached by its content; a big DAG drawn first as its newest runs.",
    "",
    ...chromiumSection(measured),
    `### Node ${process.version} (no Web Worker: everything on the calling thread)`,
    "",
    nodeTable(measured.node),
    "",
    `Medians: the new engine over 5 rounds in the worker (3 on the main thread, 3 in Node), a cold worker 1, the hand-written engine 5 after 3 untimed, elkjs over the whole DAG 1 (seconds each). Nothing is cached in a full layout (each round uses spacing no earlier one did). The machine has 2 cores shared with other jobs (load average ${load(measured.loadAtStart)} at the start, ${load(measured.loadAtEnd)} at the end): times move by ±30 % and more between runs; compare within one run.`,
    "",
  ].join("\n");
  return { json: { ...measured }, markdown };
}
