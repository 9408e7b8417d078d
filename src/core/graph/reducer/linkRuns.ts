import type { Node } from "../Node.js";
import { nodeIds } from "../nodeIds.js";
import { runInfo } from "../runInfo.js";
import { appendTo, itemsOf } from "../storage/indexLists.js";
import type { GraphDraft } from "./GraphDraft.js";

/**
 * Indexes results, progress, relays and summaries, and touches the other runs whose view
 * they change: a tool call's run when its attachment lands in another run, the runs of
 * attachments that came before their call, the runs a summary covers.
 * @internal
 */
export function touchAttached(draft: GraphDraft, node: Node): void {
  if (node.kind === "tool_result" || node.kind === "tool_progress" || node.kind === "relay") {
    appendTo(draft.attachments, node.toolCallId, node.id);
    const call = draft.nodes.get(node.toolCallId);
    if (call?.kind === "tool_call") {
      if (call.runId !== node.runId) draft.touch(call.runId);
      return;
    }
    // No call: a result standing in for it shows this attachment too.
    const result = draft.nodes.get(nodeIds.result(node.toolCallId));
    if (result?.kind === "tool_result" && result.runId !== node.runId) draft.touch(result.runId);
  } else if (node.kind === "tool_call") {
    // Results shown on their own until their call came now merge into it.
    for (const id of itemsOf(draft.attachments, node.id)) draft.touch(draft.nodes.get(id)?.runId);
  } else if (node.kind === "summary") {
    draft.summaries.set(node.id, true);
    for (const id of node.covers) draft.touch(draft.nodes.get(id)?.runId);
  }
}

/** The runs whose first node hangs from `nodeId`, in arrival order. @internal */
export function childRuns(draft: GraphDraft, nodeId: string, runId: string): string[] {
  const children: string[] = [];
  for (const target of itemsOf(draft.edges, nodeId)) {
    const child = draft.nodes.get(target);
    if (child && child.runId !== runId && draft.runs.get(child.runId)?.firstNodeId === target) {
      children.push(child.runId);
    }
  }
  return children;
}

/** What a child run of `parent` is shown inside: the tool call, the fork, or what holds the parent's run. @internal */
export function containerFor(
  draft: GraphDraft,
  parent: Node,
  children: readonly string[],
): string | undefined {
  if (parent.kind === "tool_call" || children.length > 1) return parent.id;
  return draft.runs.get(parent.runId)?.containerId;
}

/**
 * Puts runs inside `containerId`, with every run that continues them (a lone child run of a
 * node that is not a tool call), and touches each.
 * @internal
 */
export function placeRuns(
  draft: GraphDraft,
  runIds: readonly string[],
  containerId: string | undefined,
): void {
  const pending = [...runIds];
  const seen = new Set<string>();
  for (let runId = pending.pop(); runId !== undefined; runId = pending.pop()) {
    const run = draft.runs.get(runId);
    if (!run || seen.has(runId)) continue;
    seen.add(runId);
    if (run.containerId !== containerId) draft.runs.set(runId, runInfo(run, { containerId }));
    draft.touch(runId);
    for (const id of itemsOf(draft.runNodes, runId)) {
      if (draft.nodes.get(id)?.kind === "tool_call") continue;
      const children = childRuns(draft, id, runId);
      if (children.length === 1) pending.push(children[0] as string);
    }
  }
}

/**
 * A node arrived that earlier runs had named as their parent: those runs now hang from it,
 * so they and every run continuing them are shown inside whatever contains the node.
 * @internal
 */
export function linkChildren(draft: GraphDraft, parent: Node): void {
  const children = childRuns(draft, parent.id, parent.runId);
  if (children.length > 0) placeRuns(draft, children, containerFor(draft, parent, children));
}
