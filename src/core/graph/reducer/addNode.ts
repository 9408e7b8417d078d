import type { DiagnosticCode, RunInfo } from "../Graph.js";
import type { GraphEvent } from "../GraphEvent.js";
import type { Node } from "../Node.js";
import { runInfo, runWithNode } from "../runInfo.js";
import { appendTo, itemsOf } from "../storage/indexLists.js";
import type { GraphDraft } from "./GraphDraft.js";
import { childRuns, containerFor, linkChildren, placeRuns, touchAttached } from "./linkRuns.js";

/** Records a diagnostic about `event` on the draft. @internal */
export function note(
  draft: GraphDraft,
  code: DiagnosticCode,
  message: string,
  event: GraphEvent,
  nodeId?: string,
): void {
  draft.diagnose({
    code,
    message,
    eventType: event.type,
    ...(nodeId !== undefined && { nodeId }),
    ...(event.seq !== undefined && { seq: event.seq }),
  });
}

function noteAfterEnd(draft: GraphDraft, runId: string, event: GraphEvent, nodeId: string): void {
  note(
    draft,
    "after_end",
    `${event.type} ${nodeId} arrived after run ${runId} ended; applied`,
    event,
    nodeId,
  );
}

/** Notes a change to a run that has already ended; the change is still applied. @internal */
export function noteIfEnded(
  draft: GraphDraft,
  runId: string,
  event: GraphEvent,
  nodeId: string,
): void {
  if (draft.runs.get(runId)?.ended) noteAfterEnd(draft, runId, event, nodeId);
}

function reaches(draft: GraphDraft, from: string, to: string): boolean {
  const seen = new Set([from]);
  const queue = [from];
  for (let index = 0; index < queue.length; index++) {
    for (const target of itemsOf(draft.edges, queue[index] as string)) {
      if (target === to) return true;
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return false;
}

/** Adds the edge `source → target` unless it would close a cycle; says whether it did. */
function link(
  draft: GraphDraft,
  source: string,
  target: string,
  event: GraphEvent,
  targetHasChildren: boolean,
): boolean {
  // Only a node that already has children (they named it as parent before it came) can close a cycle.
  const cycle = source === target || (targetHasChildren && reaches(draft, target, source));
  if (cycle) {
    note(
      draft,
      "edge_dropped",
      `edge ${source} → ${target} would close a cycle; dropped`,
      event,
      target,
    );
    return false;
  }
  appendTo(draft.edges, source, target);
  return true;
}

function startRun(
  draft: GraphDraft,
  node: Node,
  parentId: string | undefined,
  linked: boolean,
): void {
  const parent = linked && parentId !== undefined ? draft.nodes.get(parentId) : undefined;
  const run: RunInfo = {
    runId: node.runId,
    agentId: node.agentId,
    parentId,
    firstNodeId: node.id,
    containerId: undefined,
    nodeCount: 1,
    usageCount: node.kind === "usage" ? 1 : 0,
    relayCount: node.kind === "relay" ? 1 : 0,
    ended: node.kind === "harness_end",
    version: draft.eventVersion(),
  };
  draft.setRun(run);
  if (!parent) {
    draft.roots.set(node.runId, true);
    return;
  }
  const siblings = childRuns(draft, parent.id, parent.runId);
  const containerId = containerFor(draft, parent, siblings);
  if (containerId !== undefined) draft.setRun(runInfo(run, { containerId }));
  draft.touch(parent.runId);
  if (parent.kind === "tool_call") return;
  // A second child makes the first an alternative too: it moves inside the fork with its continuations.
  if (siblings.length === 2) placeRuns(draft, siblings.slice(0, 1), parent.id);
  for (const sibling of siblings) draft.touch(sibling);
}

/**
 * Adds a new node: a sequential edge from the run's last node, or for a run's first node a
 * cross-run edge from `parentId` (kept even while that parent has not arrived).
 * @internal
 */
export function addNode(
  draft: GraphDraft,
  node: Node,
  parentId: string | undefined,
  event: GraphEvent,
): void {
  const { id, runId } = node;
  const run = draft.runs.get(runId);
  if (run?.ended && node.kind !== "harness_end") {
    note(
      draft,
      "after_end",
      `${event.type} ${id} arrived after run ${runId} ended; applied`,
      event,
      id,
    );
  }
  const hadChildren = draft.edges.has(id);
  const previous = draft.lastNodeByRunId.get(runId);
  const source = previous ?? parentId;
  const linked = source !== undefined && link(draft, source, id, event, hadChildren);
  draft.nodes.add(id, node);
  draft.lastNodeByRunId.set(runId, id);
  appendTo(draft.runNodes, runId, id);
  if (run) draft.setRun(runWithNode(run, node.kind, node.agentId, draft.eventVersion()));
  else startRun(draft, node, parentId, linked);
  touchAttached(draft, node);
  if (hadChildren) linkChildren(draft, node);
}
