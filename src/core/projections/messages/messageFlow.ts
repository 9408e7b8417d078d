import type { GraphChanges } from "../../graph/Graph.js";
import { type ActiveAlternatives, followedRun, forksOf } from "../forks.js";
import type { GraphView } from "../GraphView.js";
import type { Message } from "./Message.js";
import {
  type MessageEntry,
  messageMemo,
  type RunMessageOptions,
  runMessages,
} from "./runMessages.js";

interface FlowStack {
  readonly runId: string;
  readonly rest: FlowStack | undefined;
}

interface FlowStart {
  readonly index: number;
  readonly position: number;
  readonly rest: FlowStack | undefined;
}

/** The main flow's messages as last assembled for a line of history, kept to resume from. */
interface Flow {
  readonly version: number;
  readonly key: string;
  readonly active: ActiveAlternatives | undefined;
  readonly roots: readonly string[];
  readonly entries: MessageEntry[];
  readonly messages: Message[];
  readonly order: string[];
  readonly starts: Map<string, FlowStart>;
}

/** What a flow is built from and into. @internal */
export interface FlowResult {
  readonly entries: readonly MessageEntry[];
  readonly messages: readonly Message[];
}

const flows = new WeakMap<GraphChanges, Flow>();

function stackOf(runIds: readonly string[]): FlowStack | undefined {
  let stack: FlowStack | undefined;
  for (let index = runIds.length - 1; index >= 0; index--)
    stack = { runId: runIds[index] as string, rest: stack };
  return stack;
}

/** Walks the main flow from `stack`: each run's messages, then depth first the runs followed at its forks. */
function walk(
  view: GraphView,
  stack: FlowStack | undefined,
  options: RunMessageOptions,
  active: ActiveAlternatives | undefined,
  flow: Omit<Flow, "version" | "key" | "active" | "roots">,
): void {
  const memo = messageMemo(options);
  let pending = stack;
  while (pending) {
    const { runId, rest } = pending;
    pending = rest;
    if (flow.starts.has(runId)) continue;
    flow.starts.set(runId, { index: flow.order.length, position: flow.entries.length, rest });
    flow.order.push(runId);
    for (const entry of runMessages(view, runId, options, memo)) {
      flow.entries.push(entry);
      flow.messages.push(entry.message);
    }
    const forks = forksOf(view, runId);
    for (let index = forks.length - 1; index >= 0; index--) {
      const fork = forks[index] as (typeof forks)[number];
      pending = { runId: followedRun(fork.nodeId, fork.children, active), rest: pending };
    }
  }
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/** Resumes a cached flow from the first main-flow run that changed, or undefined to start over. */
function resume(
  view: GraphView,
  cached: Flow,
  options: RunMessageOptions,
  active: ActiveAlternatives | undefined,
  inPlace: boolean,
): Omit<Flow, "version" | "key" | "active" | "roots"> | undefined {
  const changed = view.index.changes.runsChangedBetween(cached.version, view.graph.version);
  if (!changed) return undefined;
  let first: FlowStart | undefined;
  let firstRun: string | undefined;
  for (const runId of changed) {
    const start = cached.starts.get(runId);
    if (start && (!first || start.index < first.index)) {
      first = start;
      firstRun = runId;
    }
  }
  // A run's messages depend only on the run itself (foreign results touch it): nothing in the flow changed.
  if (!first || firstRun === undefined) return cached;
  // The newest graph of a line takes the cache's bookkeeping over; an older one copies it.
  const order = inPlace ? cached.order : cached.order.slice();
  const starts = inPlace ? cached.starts : new Map(cached.starts);
  for (const dropped of order.splice(first.index)) starts.delete(dropped);
  const flow = {
    entries: cached.entries.slice(0, first.position),
    messages: cached.messages.slice(0, first.position),
    order,
    starts,
  };
  walk(view, { runId: firstRun, rest: first.rest }, options, active, flow);
  return flow;
}

/**
 * The messages of the main flow: runs with no parent, then depth first the run followed at
 * each fork. Per line of history the result is kept, and the next call redoes only the flow
 * from the first run that changed.
 * @internal
 */
export function messageFlow(
  view: GraphView,
  options: RunMessageOptions,
  active: ActiveAlternatives | undefined,
): FlowResult {
  const key = `${options.includeReasoning}|${options.unanswered}`;
  const roots = view.roots().filter((runId) => view.run(runId)?.parentId === undefined);
  const changes = view.index.changes;
  const cached = flows.get(changes);
  const reusable =
    cached &&
    cached.key === key &&
    cached.active === active &&
    cached.version <= view.graph.version &&
    sameList(cached.roots, roots);
  const head = view.graph.version === changes.latestVersion;
  let flow = reusable ? resume(view, cached, options, active, head) : undefined;
  if (!flow) {
    flow = { entries: [], messages: [], order: [], starts: new Map() };
    walk(view, stackOf(roots), options, active, flow);
  }
  if (head) flows.set(changes, { ...flow, version: view.graph.version, key, active, roots });
  return flow;
}
