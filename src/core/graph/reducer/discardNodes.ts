import type { DiscardEvent } from "../GraphEvent.js";
import type { Node } from "../Node.js";
import { nodeIds } from "../nodeIds.js";
import { itemsOf } from "../storage/indexLists.js";
import { note, noteIfEnded } from "./addNode.js";
import type { GraphDraft } from "./GraphDraft.js";
import { childRuns } from "./linkRuns.js";

/**
 * Touches the other runs whose views show a node besides its own: for a tool call, the runs
 * of its results, progress and relays; for one of those, the run of its call (or of the
 * result standing in for it). A summary renews the index of summaries, which caches key on.
 */
function touchShownWith(draft: GraphDraft, node: Node): void {
  if (node.kind === "tool_call") {
    for (const id of itemsOf(draft.attachments, node.id)) draft.touch(draft.nodes.get(id)?.runId);
  } else if (
    node.kind === "tool_result" ||
    node.kind === "tool_progress" ||
    node.kind === "relay"
  ) {
    const call = draft.nodes.get(node.toolCallId);
    const shownIn =
      call?.kind === "tool_call" ? call : draft.nodes.get(nodeIds.result(node.toolCallId));
    draft.touch(shownIn?.runId);
  } else if (node.kind === "summary") {
    draft.summaries.set(node.id, true);
  }
}

/**
 * Touches the alternatives that hang from the run's nodes from the first discarded one on:
 * with fewer views before their fork, they may now host each other (see `forkPlaceOf`). The
 * discarded nodes of a retried step are the run's last, so this reads only the step's nodes.
 */
function touchAlternatives(draft: GraphDraft, runId: string, discarded: ReadonlySet<string>): void {
  let after = false;
  for (const id of itemsOf(draft.runNodes, runId)) {
    after ||= discarded.has(id);
    if (!after || !draft.edges.has(id) || draft.nodes.get(id)?.kind === "tool_call") continue;
    const children = childRuns(draft, id, runId);
    if (children.length > 1) for (const child of children) draft.touch(child);
  }
}

/**
 * Applies a `discard`: marks the named nodes of its run discarded, each by a copy, and touches
 * every run whose views change with them. An id that names no node of that run is noted and
 * skipped; nodes discarded already stay as they are, so a repeat changes nothing.
 * @internal
 */
export function discardNodes(draft: GraphDraft, event: DiscardEvent): void {
  const { runId } = event;
  const discarded = new Set<string>();
  for (const id of event.ids) {
    const node = draft.nodes.get(id);
    if (node === undefined || node.runId !== runId) {
      const what = node ? `a node of run ${node.runId}, not ${runId}` : "unknown";
      note(draft, "unknown_node", `discard names ${id}, which is ${what}; ignored`, event, id);
      continue;
    }
    if (node.discarded) continue;
    if (discarded.size === 0) noteIfEnded(draft, runId, event, id);
    discarded.add(id);
    draft.nodes.set(id, { ...node, discarded: true });
    draft.touch(runId);
    touchShownWith(draft, node);
  }
  if (discarded.size > 0) touchAlternatives(draft, runId, discarded);
}
