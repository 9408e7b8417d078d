import type { RunInfo } from "./Graph.js";
import type { GraphDraft } from "./GraphDraft.js";
import { appendTo, itemsOf } from "./indexLists.js";
import type { Node } from "./Node.js";

/**
 * Indexes results, progress, relays and summaries, and touches the other runs whose view
 * they change: a tool call's run when its attachment lands in another run, the runs of
 * attachments that came before their call, the runs a summary covers.
 * @internal
 */
export function touchAttached(draft: GraphDraft, node: Node): void {
  switch (node.kind) {
    case "tool_result":
    case "tool_progress":
    case "relay": {
      appendTo(draft.attachments, node.toolCallId, node.id);
      const call = draft.nodes.get(node.toolCallId);
      if (call && call.runId !== node.runId) draft.touch(call.runId);
      return;
    }
    case "tool_call":
      for (const id of itemsOf(draft.attachments, node.id)) draft.touch(draft.nodes.get(id)?.runId);
      return;
    case "summary":
      draft.summaries.set(node.id, true);
      for (const id of node.covers) draft.touch(draft.nodes.get(id)?.runId);
      return;
    default:
      return;
  }
}

function withContainer(run: RunInfo, insideToolCall: string | undefined): RunInfo {
  const { insideToolCall: _previous, ...rest } = run;
  return insideToolCall === undefined ? rest : { ...rest, insideToolCall };
}

/**
 * A node arrived that earlier runs had named as their parent: those runs now hang from it,
 * so they and every run continuing them are shown inside whatever contains the node.
 * @internal
 */
export function linkChildren(draft: GraphDraft, parent: Node): void {
  const container =
    parent.kind === "tool_call" ? parent.id : draft.runs.get(parent.runId)?.insideToolCall;
  const pending: string[] = [];
  for (const target of itemsOf(draft.edges, parent.id)) {
    const child = draft.nodes.get(target);
    if (
      child &&
      child.runId !== parent.runId &&
      draft.runs.get(child.runId)?.firstNodeId === target
    ) {
      pending.push(child.runId);
    }
  }
  const seen = new Set<string>();
  for (let runId = pending.pop(); runId !== undefined; runId = pending.pop()) {
    const run = draft.runs.get(runId);
    if (!run || seen.has(runId)) continue;
    seen.add(runId);
    if (run.insideToolCall !== container) draft.runs.set(runId, withContainer(run, container));
    draft.touch(runId);
    for (const id of itemsOf(draft.runNodes, runId)) {
      const node = draft.nodes.get(id);
      if (node?.kind === "tool_call") continue;
      for (const target of itemsOf(draft.edges, id)) {
        const next = draft.nodes.get(target);
        if (next && next.runId !== runId && draft.runs.get(next.runId)?.firstNodeId === target)
          pending.push(next.runId);
      }
    }
  }
}
