import type { Graph, RunInfo } from "../graph/Graph.js";
import type { RelayNode } from "../graph/Node.js";
import { nodeIds } from "../graph/nodeIds.js";
import { GraphView } from "./GraphView.js";

/** A permission request still waiting for the user, wherever it is in the run tree. */
export interface PendingRelay {
  readonly relay: RelayNode;
  /** The agents from the top-level run down to the run that asks, outermost first. */
  readonly agentPath: readonly string[];
}

const NO_RELAYS: readonly RelayNode[] = Object.freeze([]);
const undecidedByRun = new WeakMap<RunInfo, readonly RelayNode[]>();
const byGraph = new WeakMap<Graph, readonly PendingRelay[]>();

function undecidedOf(view: GraphView, run: RunInfo): readonly RelayNode[] {
  if (run.relayCount === 0) return NO_RELAYS;
  const cached = undecidedByRun.get(run);
  if (cached) return cached;
  const relays: RelayNode[] = [];
  for (const id of view.nodesOf(run.runId)) {
    const node = view.node(id);
    if (node?.kind === "relay" && node.decision === undefined && !node.discarded) relays.push(node);
  }
  undecidedByRun.set(run, relays);
  return relays;
}

/** Whether a request needs no answer: its tool has a result, a run failed, its call was discarded. */
function settled(view: GraphView, relay: RelayNode): boolean {
  const result = view.node(nodeIds.result(relay.toolCallId));
  if (result?.kind === "tool_result" && !result.discarded) return true;
  const call = view.node(relay.toolCallId);
  if (call?.kind === "tool_call" && call.discarded) return true;
  const runs = call ? [relay.runId, call.runId] : [relay.runId];
  return runs.some((runId) => view.failed(runId));
}

function agentPathOf(view: GraphView, run: RunInfo): string[] {
  const path: string[] = [];
  const seen = new Set<string>();
  for (let at: RunInfo | undefined = run; at && !seen.has(at.runId); at = view.parentRun(at)) {
    seen.add(at.runId);
    if (at.agentId !== undefined) path.push(at.agentId);
  }
  return path.reverse();
}

/** What every graph with nothing waiting gets: one array, so a view that reads it stays put. */
const NOTHING_PENDING: readonly PendingRelay[] = Object.freeze([]);

/**
 * The permission requests no one has answered yet, at any depth of subagents, in the order
 * their runs began. A run may end while it waits (an interrupt); a request whose tool already
 * has a result, whose run failed, or that was discarded (or whose call was) is not pending.
 * Work is proportional to the runs that changed.
 * @example
 * for (const { relay, agentPath } of pendingRelays(graph)) ask(agentPath.join(" › "), relay.tool);
 */
export function pendingRelays(graph: Graph): readonly PendingRelay[] {
  const cached = byGraph.get(graph);
  if (cached) return cached;
  const view = new GraphView(graph);
  const pending: PendingRelay[] = [];
  for (const run of view.graph.runs.values()) {
    for (const relay of undecidedOf(view, run)) {
      if (!settled(view, relay)) pending.push({ relay, agentPath: agentPathOf(view, run) });
    }
  }
  const result = pending.length === 0 ? NOTHING_PENDING : pending;
  byGraph.set(graph, result);
  return result;
}
