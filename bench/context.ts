/**
 * The `context` section: projectContext on a 10 000-turn session, full (a new history) and
 * incremental (one more event on the same history), side by side; and the heuristic token
 * estimator's error against the exact o200k and cl100k tokenizers on a mixed corpus.
 */
import { readFileSync } from "node:fs";
import os from "node:os";
import {
  createContextPolicy,
  createGraph,
  type GraphEvent,
  heuristicTokens,
  loadExactEstimator,
  projectContext,
  reduceEvent,
  reduceEvents,
} from "../src/index.js";
import { CORPUS } from "./contextCorpus.js";
import { median, settle } from "./measure.js";
import { formatNumber, markdownTable, type SectionReport } from "./report.js";

const TURNS = 10_000;
const REPETITIONS = 5;
const INCREMENTAL_SAMPLES = 500;

/** A long conversation: each turn a user message and an answer, every third with a tool call. */
function conversation(turns: number): GraphEvent[] {
  const events: GraphEvent[] = [];
  let parent: string | undefined;
  for (let turn = 0; turn < turns; turn++) {
    const run = { runId: `a${turn}`, agentId: "main" };
    events.push({
      type: "user",
      runId: `u${turn}`,
      ...(parent && { parentId: parent }),
      content: `Question ${turn}: what changed in module ${turn % 97}?`,
    });
    events.push({ type: "harness_start", ...run, parentId: `u${turn}:user` });
    if (turn % 3 === 0) {
      events.push({
        type: "tool_call",
        id: `c${turn}`,
        ...run,
        name: "read_file",
        input: { path: `src/module${turn % 97}.ts` },
      });
      events.push({
        type: "tool_result",
        id: `c${turn}`,
        ...run,
        name: "read_file",
        output: `export const value${turn} = ${turn};\n`.repeat(4),
      });
    }
    events.push({
      type: "text",
      id: `t${turn}`,
      ...run,
      content: `Module ${turn % 97} now exports value${turn}; the rest is unchanged and the tests pass.`,
    });
    events.push({ type: "usage", ...run, inputTokens: 1200 + turn, outputTokens: 40 });
    events.push({ type: "harness_end", ...run });
    parent = `a${turn}:harness_end`;
  }
  return events;
}

const policies = {
  "default (8k, last 3 turns)": createContextPolicy(),
  "long (100k tokens, all turns)": createContextPolicy({
    maxInputTokens: 100_000,
    keepLastTurns: 0,
  }),
} as const;

/**
 * Milliseconds the main thread has spent on a core (Linux, to a scheduler tick), else the
 * process's CPU time: on a busy machine wall time also counts the waits for a free core.
 */
function mainThreadCpuMs(): number {
  try {
    return (
      Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, "utf8").split(" ")[0]) / 1e6
    );
  } catch {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  }
}

async function timeContext(events: readonly GraphEvent[], more: readonly GraphEvent[]) {
  const results: Record<
    string,
    { fullMs: number; fullCpuMs: number; incrementalMedianMs: number; incrementalP95Ms: number }
  > = {};
  for (const [label, policy] of Object.entries(policies)) {
    const full: number[] = [];
    const fullCpu: number[] = [];
    for (let repetition = 0; repetition < REPETITIONS; repetition++) {
      const graph = reduceEvents(createGraph(), events);
      await settle();
      const cpuStarted = mainThreadCpuMs();
      const started = performance.now();
      projectContext(graph, policy, { system: "You maintain this codebase." });
      full.push(performance.now() - started);
      fullCpu.push(mainThreadCpuMs() - cpuStarted);
    }
    let graph = reduceEvents(createGraph(), events);
    projectContext(graph, policy);
    await settle();
    const incremental: number[] = [];
    for (const event of more) {
      graph = reduceEvent(graph, event);
      const started = performance.now();
      projectContext(graph, policy, { system: "You maintain this codebase." });
      incremental.push(performance.now() - started);
    }
    incremental.sort((a, b) => a - b);
    results[label] = {
      fullMs: median(full),
      fullCpuMs: median(fullCpu),
      incrementalMedianMs: median(incremental),
      incrementalP95Ms: incremental[Math.floor(incremental.length * 0.95)] as number,
    };
  }
  return results;
}

async function estimatorError() {
  const o200k = await loadExactEstimator("o200k_base");
  const cl100k = await loadExactEstimator("cl100k_base");
  return Object.entries(CORPUS).map(([kind, texts]) => {
    const text = texts.join("\n\n");
    const heuristic = heuristicTokens(text);
    const exactO = o200k(text);
    const exactC = cl100k(text);
    return {
      kind,
      characters: text.length,
      heuristic,
      o200k: exactO,
      cl100k: exactC,
      errorO200k: (heuristic - exactO) / exactO,
      errorCl100k: (heuristic - exactC) / exactC,
    };
  });
}

/** Runs the context section. */
export async function run(): Promise<SectionReport> {
  const all = conversation(TURNS);
  const extra: GraphEvent[] = Array.from({ length: INCREMENTAL_SAMPLES }, (_, index) => ({
    type: "text",
    id: `late${index}`,
    runId: "late",
    parentId: `a${TURNS - 1}:harness_end`,
    content: " more",
  }));
  const timing = await timeContext(all, extra);
  const errors = await estimatorError();
  console.log("[context] timed", JSON.stringify(timing));
  const nodes = reduceEvents(createGraph(), all).nodes.size;
  const percent = (value: number) => `${value >= 0 ? "+" : ""}${formatNumber(value * 100, 1)}%`;
  const timingTable = markdownTable(
    [
      "policy",
      "full ms",
      "full cpu ms",
      "incremental median ms",
      "p95 ms",
      "full ÷ incremental",
      "target full ≤ 50 ms",
    ],
    "lrrrrrl",
    Object.entries(timing).map(([label, row]) => [
      label,
      formatNumber(row.fullMs, 1),
      formatNumber(row.fullCpuMs, 1),
      formatNumber(row.incrementalMedianMs, 3),
      formatNumber(row.incrementalP95Ms, 3),
      `${formatNumber(row.fullMs / row.incrementalMedianMs)}×`,
      row.fullMs <= 50 ? "pass" : "**FAIL**",
    ]),
  );
  const errorTable = markdownTable(
    ["text", "chars", "heuristic", "o200k", "cl100k", "error vs o200k", "error vs cl100k"],
    "lrrrrrr",
    errors.map((row) => [
      row.kind,
      formatNumber(row.characters),
      formatNumber(row.heuristic),
      formatNumber(row.o200k),
      formatNumber(row.cl100k),
      percent(row.errorO200k),
      percent(row.errorCl100k),
    ]),
  );
  const load = os
    .loadavg()
    .map((value) => formatNumber(value, 1))
    .join(", ");
  const markdown = `## context: token-budgeted LLM context\n\nA ${formatNumber(TURNS)}-turn session (${formatNumber(all.length)} events, ${formatNumber(nodes)} nodes; a tool call every third turn). Full: a graph of a new history (median of ${REPETITIONS}); its cpu ms is the time the main thread spent on a core, which wall time exceeds when the machine is busy (load average ${load} at the end). Incremental: ${INCREMENTAL_SAMPLES} more events on the same history, the context projected after each.\n\n${timingTable}\n\nHeuristic estimator (characters ÷ 4) against exact tokenizers, per kind of text (positive = overestimates):\n\n${errorTable}\n`;
  return {
    json: { turns: TURNS, events: all.length, nodes, timing, estimatorError: errors },
    markdown,
  };
}
