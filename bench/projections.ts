/**
 * The `projections` section: projectThread, projectMessages and projectDAG on synthetic agent
 * sessions of about 1k, 10k and 100k graph nodes. "Full" projects a graph of a new history
 * (nothing cached); "per event" applies one more event to the same history and projects
 * again, timing only the projection. Both run in one process, so their ratio is fair.
 */
import {
  createGraph,
  type Graph,
  type GraphEvent,
  projectDAG,
  projectMessages,
  projectThread,
  reduceEvent,
  reduceEvents,
} from "../src/index.js";
import { median, settle } from "./measure.js";
import { formatNumber, markdownTable, type SectionReport } from "./report.js";
import { generateSession } from "./sessions.js";

const NODE_COUNTS = [1_000, 10_000, 100_000];
const PER_EVENT_SAMPLES = 2_000;
const FULL_REPETITIONS = 3;
const projections = {
  projectThread: (graph: Graph) => projectThread(graph),
  projectMessages: (graph: Graph) => projectMessages(graph),
  projectDAG: (graph: Graph) => projectDAG(graph),
} as const;
type Name = keyof typeof projections;

interface Row {
  projection: Name;
  nodes: number;
  fullMs: number;
  perEventMedianMs?: number;
  perEventP95Ms?: number;
  perEventMeanMs?: number;
}

/** How many events of the session give about `nodes` graph nodes. */
function prefixFor(events: readonly GraphEvent[], nodes: number): number {
  let graph = createGraph();
  const step = 1000;
  for (let end = step; end <= events.length; end += step) {
    graph = reduceEvents(graph, events.slice(end - step, end));
    if (graph.nodes.size >= nodes) return end;
  }
  return events.length;
}

function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] as number;
}

async function fullMs(name: Name, events: readonly GraphEvent[]): Promise<number> {
  const times: number[] = [];
  for (let repetition = 0; repetition < FULL_REPETITIONS; repetition++) {
    const graph = reduceEvents(createGraph(), events);
    await settle();
    const started = performance.now();
    projections[name](graph);
    times.push(performance.now() - started);
  }
  return median(times);
}

async function perEvent(
  name: Name,
  events: readonly GraphEvent[],
  more: readonly GraphEvent[],
): Promise<number[]> {
  let graph = reduceEvents(createGraph(), events);
  projections[name](graph);
  await settle();
  const times: number[] = [];
  for (const event of more) {
    graph = reduceEvent(graph, event);
    const started = performance.now();
    projections[name](graph);
    times.push(performance.now() - started);
  }
  return times;
}

/** Runs the projections section. */
export async function run(): Promise<SectionReport> {
  const log = (message: string) => console.log(`[projections] ${message}`);
  const session = generateSession(1_800_000, { seed: 1 });
  const rows: Row[] = [];
  for (const target of NODE_COUNTS) {
    const length = prefixFor(session, target);
    const events = session.slice(0, length);
    const more = session.slice(length, length + PER_EVENT_SAMPLES);
    const nodes = reduceEvents(createGraph(), events).nodes.size;
    for (const name of Object.keys(projections) as Name[]) {
      const row: Row = { projection: name, nodes, fullMs: await fullMs(name, events) };
      if (target >= 10_000) {
        const times = await perEvent(name, events, more);
        row.perEventMedianMs = median(times);
        row.perEventP95Ms = percentile(times, 0.95);
        row.perEventMeanMs = times.reduce((sum, time) => sum + time, 0) / times.length;
      }
      log(
        `${name} at ${formatNumber(nodes)} nodes: full ${formatNumber(row.fullMs, 1)} ms, per event ${row.perEventMedianMs === undefined ? "—" : formatNumber(row.perEventMedianMs, 3)} ms`,
      );
      rows.push(row);
    }
  }
  return { json: { rows, perEventSamples: PER_EVENT_SAMPLES }, markdown: markdownOf(rows) };
}

function markdownOf(rows: readonly Row[]): string {
  const ms = (value: number | undefined, digits: number) =>
    value === undefined ? "—" : formatNumber(value, digits);
  const table = markdownTable(
    [
      "projection",
      "nodes",
      "full ms",
      "per event median ms",
      "p95 ms",
      "mean ms",
      "full ÷ per event (median)",
    ],
    "lrrrrrr",
    rows.map((row) => [
      row.projection,
      formatNumber(row.nodes),
      ms(row.fullMs, 1),
      ms(row.perEventMedianMs, 3),
      ms(row.perEventP95Ms, 3),
      ms(row.perEventMeanMs, 3),
      row.perEventMedianMs === undefined
        ? "—"
        : `${formatNumber(row.fullMs / row.perEventMedianMs)}×`,
    ]),
  );
  const thread = rows.find((row) => row.projection === "projectThread" && row.nodes >= 90_000);
  const pass = (ok: boolean) => (ok ? "pass" : "**FAIL**");
  const targets = thread
    ? markdownTable(["target (projectThread, 100k nodes)", "measured", "goal", "result"], "lrrl", [
        [
          "per-event re-projection (median)",
          `${ms(thread.perEventMedianMs, 3)} ms`,
          "≤ 0.2 ms",
          pass((thread.perEventMedianMs ?? Infinity) <= 0.2),
        ],
        [
          "full ÷ per-event",
          `${formatNumber(thread.fullMs / (thread.perEventMedianMs ?? Infinity))}×`,
          "≥ 50×",
          pass(thread.fullMs / (thread.perEventMedianMs ?? Infinity) >= 50),
        ],
        ["full projection", `${ms(thread.fullMs, 1)} ms`, "≤ 150 ms", pass(thread.fullMs <= 150)],
      ])
    : "";
  return `## projections: thread, messages and DAG data\n\nSynthetic sessions (bench/sessions.ts, seed 1) cut where the graph reaches about 1k, 10k and 100k nodes. Full: a graph of a new history, nothing cached (median of ${FULL_REPETITIONS}). Per event: the next ${PER_EVENT_SAMPLES} events applied one by one to the same history, projecting after each; only the projection is timed.\n\n${table}\n\n${targets}\n`;
}
