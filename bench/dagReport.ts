import type { ChromiumRow, ChromiumTiming } from "./dagChromium.js";
import type { VariantTiming } from "./dagElkVariants.js";
import type { NodeRow } from "./dagNode.js";
import { formatNumber, markdownTable, type SectionReport } from "./report.js";

const FULL_TARGET_MS = 1_000;
const LONG_TASK_MS = 50;
const APPEND_TARGET_MS = 100;

/** Everything the `dag` section measured. */
export interface DagMeasurements {
  readonly browser: string;
  readonly chromium: readonly ChromiumRow[];
  readonly node: readonly NodeRow[];
  readonly variants: readonly {
    name: string;
    chat: VariantTiming;
    agents: VariantTiming;
  }[];
  readonly variantNodes: number;
  readonly loadAtStart: readonly number[];
  readonly loadAtEnd: readonly number[];
}

const pass = (ok: boolean) => (ok ? "pass" : "FAIL");
const ms = (value: number) => formatNumber(value, value < 100 ? 1 : 0);
const times = (slow: number, fast: number) => `${formatNumber(slow / fast, 0)}×`;
const mainThread = (timing: ChromiumTiming) =>
  `${ms(timing.gapMedianMs)} / ${ms(timing.gapMaxMs)} · ${timing.roundsWithLongTasks} of ${timing.rounds}`;

function chromiumTables(rows: readonly ChromiumRow[]): string[] {
  const full = markdownTable(
    [
      "session",
      "nodes",
      "groups",
      "builtin",
      "elk in a Web Worker",
      "elk on the main thread",
      "elk worker ÷ builtin",
    ],
    "lrrrrrr",
    rows.map(({ session, builtin, elkWorker, elkMain }) => [
      session.kind,
      formatNumber(session.nodes),
      formatNumber(session.groups),
      ms(builtin.ms),
      ms(elkWorker.ms),
      ms(elkMain.ms),
      times(elkWorker.ms, builtin.ms),
    ]),
  );
  const thread = markdownTable(
    ["session", "nodes", "builtin", "elk in a Web Worker", "elk on the main thread"],
    "lrrrr",
    rows.map(({ session, builtin, elkWorker, elkMain }) => [
      session.kind,
      formatNumber(session.nodes),
      mainThread(builtin),
      mainThread(elkWorker),
      mainThread(elkMain),
    ]),
  );
  const append = markdownTable(
    ["session", "nodes", "append ms", "main thread", "result"],
    "lrrrl",
    rows.map(({ session, append }) => [
      session.kind,
      `${formatNumber(session.nodes)} + ${session.appendedNodes}`,
      ms(append.ms),
      mainThread(append),
      append.statuses.join(", "),
    ]),
  );
  return [
    "Full layout, median ms:",
    "",
    full,
    "",
    "The main thread during a full layout: the longest stretch in which a zero-delay timer could not run (the longest task plus the timer's own delay of up to 4 ms, and any time the loaded machine gave to other processes), median / largest over the rounds, in ms · rounds in which the page's `longtask` observer saw a task over 50 ms:",
    "",
    thread,
    "",
    "Appending the next node to a full layout (`previous`), main thread as above:",
    "",
    append,
  ];
}

function nodeTable(rows: readonly NodeRow[]): string {
  return markdownTable(
    ["session", "nodes", "groups", "builtin ms", "elk ms", "elk ÷ builtin", "append one node ms"],
    "lrrrrrr",
    rows.map((row) => [
      row.kind,
      formatNumber(row.nodes),
      formatNumber(row.groups),
      ms(row.builtinMs),
      ms(row.elkMs),
      times(row.elkMs, row.builtinMs),
      `${ms(row.appendMs)} (${row.appendPlacement})`,
    ]),
  );
}

function variantTable(measured: DagMeasurements): string {
  const cell = ({ ms: value, ratio, error }: VariantTiming) =>
    value === undefined || ratio === undefined
      ? `fails: ${error ?? "?"}`
      : `${ms(value)} (${formatNumber(ratio, 2)})`;
  return markdownTable(
    ["elkjs options", "chat ms (÷ first row)", "agents ms (÷ first row)"],
    "lrr",
    measured.variants.map((variant) => [variant.name, cell(variant.chat), cell(variant.agents)]),
  );
}

function problemCount(rows: readonly ChromiumRow[]): number {
  let count = 0;
  for (const row of rows)
    count +=
      row.builtin.problems + row.elkWorker.problems + row.elkMain.problems + row.append.problems;
  return count;
}

function longTaskTarget(
  rows: readonly ChromiumRow[],
  pick: (row: ChromiumRow) => ChromiumTiming,
  strong: boolean,
) {
  const timings = rows.map(pick);
  const rounds = timings.reduce((sum, timing) => sum + timing.rounds, 0);
  const flagged = timings.reduce((sum, timing) => sum + timing.roundsWithLongTasks, 0);
  const longest = Math.max(...timings.map((timing) => timing.longestTaskMs));
  const gap = Math.max(...timings.map((timing) => timing.gapMedianMs));
  const seen =
    flagged === 0
      ? "no task over 50 ms"
      : `tasks over 50 ms in ${flagged} of ${rounds} rounds, the longest ${ms(longest)} ms`;
  const verdict = pass(flagged === 0 && longest <= LONG_TASK_MS);
  return `${seen}, median longest stretch at most ${ms(gap)} ms: ${strong ? `**${verdict}**` : verdict}`;
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
  const fiveHundred = at(500);
  return [
    `- 1 000 nodes ≤ 1 s: builtin ${list(thousand, (row) => row.builtin.ms)}: **${pass(within(thousand, (row) => row.builtin.ms, FULL_TARGET_MS))}**; elk in a worker ${list(thousand, (row) => row.elkWorker.ms)}: ${pass(within(thousand, (row) => row.elkWorker.ms, FULL_TARGET_MS))}.`,
    `- No main-thread task over 50 ms during layout (all sizes): builtin ${longTaskTarget(rows, (row) => row.builtin, true)}; elk in a worker ${longTaskTarget(rows, (row) => row.elkWorker, false)}.`,
    `- Appending one node to a 500-node layout ≤ 100 ms: ${list(fiveHundred, (row) => row.append.ms)}: **${pass(within(fiveHundred, (row) => row.append.ms, APPEND_TARGET_MS))}**.`,
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
    `Every result was checked on the page for overlapping siblings, nodes or boxes outside their run's box and spawn edges that miss the tool call or the subagent's box: ${problemCount(measured.chromium)} found.`,
    "",
    "### Targets (issue 7, Chromium)",
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
    "Sessions (`bench/dag/dagSession.ts`), cut where the DAG reaches the size, as a live view sees them: **chat** is `longSession`, question-and-answer turns, two small run boxes a turn, all at the top level; **agents** is `generateSession`, main-agent runs with parallel tool calls, relays and subagents nested up to three deep. `builtin` is the default engine (runs laid out one by one, on the calling thread in tasks of about 12 ms); `elk` is elkjs's layered algorithm over the whole DAG, with `workerUrl` from `elkjs/lib/elk-worker.min.js?url` in the worker case.",
    "",
    ...chromiumSection(measured),
    `### Node ${process.version} (no Web Worker: elkjs on the calling thread)`,
    "",
    nodeTable(measured.node),
    "",
    `### elkjs options weighed for the elk engine (Node, ${formatNumber(measured.variantNodes)} nodes, rounds interleaved; ratios are medians of each round's ratio)`,
    "",
    variantTable(measured),
    "",
    `Builtin and append: medians of 5 runs after 3 untimed ones on the same session (warm, as a live view runs them). elkjs: medians of 3 after one warm-up layout of a small session, in Node after a full collection each; in the worker each layout loads and compiles elkjs afresh, since the engine terminates its worker after each layout. The machine has 2 cores shared with other jobs (load average ${load(measured.loadAtStart)} at the start, ${load(measured.loadAtEnd)} at the end): times move by ±30 % and more between runs; ratios within one run are steadier.`,
    "",
  ].join("\n");
  return { json: { ...measured }, markdown };
}
