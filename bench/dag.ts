/**
 * The `dag` section: `layoutDag` (elkjs on the calling thread, in Node) on sessions of about
 * 100 to 2 000 DAG nodes, a full layout next to appending one turn to the previous layout.
 * The issue's targets are for Chromium with a worker; these are the Node figures.
 */

import { layoutDag } from "../src/dag/index.js";
import { createGraph, projectDAG, reduceEvents } from "../src/index.js";
import { longSession } from "../src/testing/index.js";
import { median, settle } from "./measure.js";
import { formatNumber, markdownTable, type SectionReport } from "./report.js";

const TURNS = [25, 120, 240, 480];
const REPETITIONS = 3;

async function measure(turns: number) {
  const events = longSession(turns).events();
  const dag = projectDAG(reduceEvents(createGraph(), events));
  const next = longSession(turns + 1)
    .events()
    .slice(events.length);
  const longer = projectDAG(reduceEvents(createGraph(), [...events, ...next]));
  const full: number[] = [];
  const append: number[] = [];
  let placement = "";
  for (let round = 0; round < REPETITIONS; round++) {
    await settle();
    let started = performance.now();
    const layout = await layoutDag(dag, { deadlineMs: 120_000 });
    full.push(performance.now() - started);
    if (layout.status !== "ok")
      throw new Error(`layout of ${dag.nodes.length} nodes: ${layout.reason}`);
    started = performance.now();
    const appended = await layoutDag(longer, { previous: layout });
    append.push(performance.now() - started);
    placement = appended.status === "ok" ? appended.placement : appended.status;
  }
  return {
    nodes: dag.nodes.length,
    groups: dag.groups.length,
    added: longer.nodes.length - dag.nodes.length,
    fullMs: median(full),
    appendMs: median(append),
    placement,
  };
}

export async function run(): Promise<SectionReport> {
  await layoutDag(projectDAG(reduceEvents(createGraph(), longSession(120).events())));
  const rows = [];
  for (const turns of TURNS) rows.push(await measure(turns));
  const pass = (ok: boolean) => (ok ? "pass" : "FAIL");
  const thousand = rows.find((row) => row.nodes >= 1000);
  const five = rows.find((row) => row.nodes >= 500);
  const markdown = [
    "## layoutDag in Node (elkjs on the calling thread), after one warm-up layout",
    "",
    markdownTable(
      ["nodes", "groups", "full layout ms", "append one turn ms", "append placement"],
      "rrrrl",
      rows.map((row) => [
        formatNumber(row.nodes),
        formatNumber(row.groups),
        formatNumber(row.fullMs, 0),
        `${formatNumber(row.appendMs, 1)} (+${row.added} nodes)`,
        row.placement,
      ]),
    ),
    "",
    `Targets (issue 7, meant for Chromium with a worker): 1 000 nodes ≤ 1 s: ${thousand ? `${formatNumber(thousand.fullMs)} ms, ${pass(thousand.fullMs <= 1000)}` : "n/a"}; appending to a 500-node layout ≤ 100 ms: ${five ? `${formatNumber(five.appendMs, 1)} ms, ${pass(five.appendMs <= 100)}` : "n/a"}. Medians of ${REPETITIONS}; the machine is shared, numbers move ±30 %.`,
    "",
  ].join("\n");
  return { json: { rows }, markdown };
}
