import { addEdge, edgeTargets } from "./EdgeMap.js";
import type { DiagnosticCode } from "./Graph.js";
import type { GraphDraft } from "./GraphDraft.js";
import type { GraphEvent } from "./GraphEvent.js";
import type { Node } from "./Node.js";

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

/** Notes a change to a run that has already ended; the change is still applied. @internal */
export function noteIfEnded(
  draft: GraphDraft,
  runId: string,
  event: GraphEvent,
  nodeId: string,
): void {
  if (!draft.nodes.has(`${runId}:harness_end`)) return;
  note(
    draft,
    "after_end",
    `${event.type} ${nodeId} arrived after run ${runId} ended; applied`,
    event,
    nodeId,
  );
}

function reaches(draft: GraphDraft, from: string, to: string): boolean {
  const seen = new Set([from]);
  const queue = [from];
  for (let index = 0; index < queue.length; index++) {
    for (const target of edgeTargets(draft.edges, queue[index] as string)) {
      if (target === to) return true;
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return false;
}

function link(draft: GraphDraft, source: string, target: string, event: GraphEvent): void {
  // Only a node that already has children (they named it as parent before it came) can close a cycle.
  const cycle = source === target || (draft.edges.has(target) && reaches(draft, target, source));
  if (cycle) {
    note(
      draft,
      "edge_dropped",
      `edge ${source} → ${target} would close a cycle; dropped`,
      event,
      target,
    );
    return;
  }
  addEdge(draft.edges, source, target);
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
  if (node.kind !== "harness_end") noteIfEnded(draft, runId, event, id);
  const previous = draft.lastNodeByRunId.get(runId);
  const source = previous ?? parentId;
  if (source !== undefined) link(draft, source, id, event);
  draft.nodes.set(id, node);
  draft.lastNodeByRunId.set(runId, id);
  const version = ++draft.version;
  const run = draft.runs.get(runId);
  const usage = node.kind === "usage" ? 1 : 0;
  if (run) {
    const agentId = run.agentId ?? node.agentId;
    draft.runs.set(runId, {
      ...run,
      ...(agentId !== undefined && { agentId }),
      nodeCount: run.nodeCount + 1,
      usageCount: run.usageCount + usage,
      version,
    });
    return;
  }
  draft.runs.set(runId, {
    runId,
    ...(node.agentId !== undefined && { agentId: node.agentId }),
    ...(parentId !== undefined && { parentId }),
    firstNodeId: id,
    nodeCount: 1,
    usageCount: usage,
    version,
  });
}
