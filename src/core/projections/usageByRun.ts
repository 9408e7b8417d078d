import type { Graph, RunInfo } from "../graph/Graph.js";
import type { TokenUsage } from "../graph/GraphEvent.js";
import { nodeIds } from "../graph/nodeIds.js";
import { GraphView } from "./GraphView.js";

/** Token usage of one run: its own, and `total` rolled up over every run shown inside it. */
export interface RunUsage {
  readonly runId: string;
  readonly agentId?: string;
  readonly own: TokenUsage;
  readonly total: TokenUsage;
}

const ownMemo = new WeakMap<RunInfo, TokenUsage>();

/** A run's own usage: its `harness_end.totalUsage` when given, else the sum of its usage nodes. */
function ownUsage(view: GraphView, run: RunInfo): TokenUsage {
  const cached = ownMemo.get(run);
  if (cached) return cached;
  const end = view.node(nodeIds.runEnd(run.runId));
  let usage: TokenUsage = { inputTokens: 0, outputTokens: 0 };
  if (end?.kind === "harness_end" && end.totalUsage) {
    usage = { inputTokens: end.totalUsage.inputTokens, outputTokens: end.totalUsage.outputTokens };
  } else {
    for (let index = 1; index <= run.usageCount; index++) {
      const node = view.node(nodeIds.usage(run.runId, index));
      if (node?.kind === "usage")
        usage = {
          inputTokens: usage.inputTokens + node.inputTokens,
          outputTokens: usage.outputTokens + node.outputTokens,
        };
    }
  }
  ownMemo.set(run, usage);
  return usage;
}

/**
 * One run's own usage (as `usageByRun(graph).get(runId).own`), without working out every
 * run's: for a view that shows a few runs of a long conversation. `undefined` for a run the
 * graph does not have.
 * @example
 * const { inputTokens, outputTokens } = ownUsageOf(graph, runId) ?? noUsage;
 */
export function ownUsageOf(graph: Graph, runId: string): TokenUsage | undefined {
  const run = graph.runs.get(runId);
  return run && ownUsage(new GraphView(graph), run);
}

function containerRunOf(view: GraphView, run: RunInfo): string | undefined {
  return run.containerId === undefined ? undefined : view.node(run.containerId)?.runId;
}

/** How many containers each run sits inside. */
function depthsOf(view: GraphView, runs: readonly RunInfo[]): Map<string, number> {
  const depths = new Map<string, number>();
  for (const run of runs) {
    const chain: string[] = [];
    const inChain = new Set<string>();
    let current: string | undefined = run.runId;
    while (current !== undefined && !depths.has(current) && !inChain.has(current)) {
      chain.push(current);
      inChain.add(current);
      const info = view.run(current);
      current = info && containerRunOf(view, info);
    }
    let depth = current === undefined ? -1 : (depths.get(current) ?? -1);
    for (let index = chain.length - 1; index >= 0; index--)
      depths.set(chain[index] as string, ++depth);
  }
  return depths;
}

/**
 * Token usage per run, each counted once: a run's own usage is its `harness_end.totalUsage`
 * when the run reports one (taken as that run's total), else the sum of its usage events;
 * `total` adds the totals of every run shown inside it (subagents, alternatives).
 * @example
 * const usage = usageByRun(graph).get(runId)?.total;
 */
export function usageByRun(graph: Graph): Map<string, RunUsage> {
  const view = new GraphView(graph);
  const totals = new Map<string, { inputTokens: number; outputTokens: number }>();
  const runs = [...view.graph.runs.values()];
  for (const run of runs) totals.set(run.runId, { ...ownUsage(view, run) });
  const depths = depthsOf(view, runs);
  const deepestFirst = runs
    .slice()
    .sort((a, b) => (depths.get(b.runId) ?? 0) - (depths.get(a.runId) ?? 0));
  for (const run of deepestFirst) {
    const containerRun = containerRunOf(view, run);
    const total = totals.get(run.runId);
    const into = containerRun === undefined ? undefined : totals.get(containerRun);
    if (total && into && containerRun !== run.runId) {
      into.inputTokens += total.inputTokens;
      into.outputTokens += total.outputTokens;
    }
  }
  const result = new Map<string, RunUsage>();
  for (const run of runs) {
    result.set(run.runId, {
      runId: run.runId,
      ...(run.agentId !== undefined && { agentId: run.agentId }),
      own: ownUsage(view, run),
      total: totals.get(run.runId) as TokenUsage,
    });
  }
  return result;
}

/** The usage of the whole graph: every run's own usage, once. */
export function totalUsage(graph: Graph): TokenUsage {
  let inputTokens = 0;
  let outputTokens = 0;
  for (const usage of usageByRun(graph).values()) {
    inputTokens += usage.own.inputTokens;
    outputTokens += usage.own.outputTokens;
  }
  return { inputTokens, outputTokens };
}
