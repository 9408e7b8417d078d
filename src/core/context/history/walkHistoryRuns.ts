import { followedRun, forksOf } from "../../projections/forks.js";
import type { GraphView } from "../../projections/GraphView.js";
import type { MessageEntry } from "../../projections/messages/runMessages.js";
import type { TokenCounter } from "../estimateTokens.js";
import { type HistoryKinds, RunTallies } from "./RunTallies.js";

/** Runs still to visit, the next first. @internal */
export interface FlowStack {
  readonly runId: string;
  readonly rest: FlowStack | undefined;
}

/**
 * The runs of the main flow in order (as `projectMessages` visits them) and how many history
 * messages the runs up to each one give, counted from node kinds without building messages.
 * @internal
 */
export interface HistoryRuns {
  readonly runIds: string[];
  /** `ends[i]`: the history messages of runs `0..i`, so run `i` gives those from `ends[i - 1]`. */
  readonly ends: number[];
  /** What was left to visit when each run was reached, to walk again from it. */
  readonly rests: (FlowStack | undefined)[];
  /** Run id → position, made when first needed. */
  positions?: Map<string, number>;
  /** The kept messages of each run, by position, as they are built. */
  readonly built: (readonly MessageEntry[] | undefined)[];
  /** The tokens of each built message by `counter`, by position, as they are counted. */
  counted?: { readonly counter: TokenCounter; readonly tokens: (readonly number[] | undefined)[] };
}

/** The position of every run of the flow, made on first use. @internal */
export function positionsOf(runs: HistoryRuns): Map<string, number> {
  if (runs.positions) return runs.positions;
  const positions = new Map<string, number>();
  for (const [position, runId] of runs.runIds.entries()) positions.set(runId, position);
  runs.positions = positions;
  return positions;
}

/** A stack that visits `runIds` in order. @internal */
export function stackOf(runIds: readonly string[]): FlowStack | undefined {
  let stack: FlowStack | undefined;
  for (let index = runIds.length - 1; index >= 0; index--)
    stack = { runId: runIds[index] as string, rest: stack };
  return stack;
}

/**
 * Appends to `runs` the main flow from `stack` on, the way `messageFlow` walks it: each run,
 * then depth first the run followed at each of its forks; a run already in `runs` is skipped.
 * Reads every node of the runs it visits, so it suits a few runs or a graph made elsewhere.
 * @internal
 */
export function walkHistoryRuns(
  view: GraphView,
  stack: FlowStack | undefined,
  kinds: HistoryKinds,
  runs: HistoryRuns,
): void {
  const positions = positionsOf(runs);
  const tallies = new RunTallies(1, kinds);
  let pending = stack;
  while (pending) {
    const { runId, rest } = pending;
    pending = rest;
    if (positions.has(runId)) continue;
    positions.set(runId, runs.runIds.length);
    runs.runIds.push(runId);
    runs.rests.push(rest);
    for (const id of view.nodesOf(runId)) {
      const node = view.node(id);
      if (node) tallies.add(0, node);
    }
    runs.ends.push((runs.ends.at(-1) ?? 0) + tallies.take(0));
    const forks = forksOf(view, runId);
    for (let index = forks.length - 1; index >= 0; index--) {
      const fork = forks[index] as (typeof forks)[number];
      pending = { runId: followedRun(fork.nodeId, fork.children, undefined), rest: pending };
    }
  }
}
