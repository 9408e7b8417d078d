import type { ViewContent, ViewNode, ViewStatus } from "../ViewNode.js";

/** A view while its segment is being built: its content, status and branches still change. @internal */
export type ViewDraft = { -readonly [K in keyof ViewNode]: ViewNode[K] } & {
  branches: (readonly ViewNode[])[];
  nodeIds: string[];
};

// Shared by every view without branches; a view gets a list of its own on its first branch.
const NO_BRANCHES = Object.freeze([]) as unknown as (readonly ViewNode[])[];

/** Whether a view has no branch list of its own yet. @internal */
export function hasNoBranches(draft: ViewDraft): boolean {
  return draft.branches === NO_BRANCHES;
}

/** The status of a view of `content` in a run of `runStatus`. @internal */
export function viewStatus(content: ViewContent, runStatus: ViewStatus): ViewStatus {
  if (content.kind === "user") return "complete";
  return content.kind === "error" ? "error" : runStatus;
}

/** A new view of one run; `nodeIds` empty for a pending run's view, which shows no node. @internal */
export function newView(
  id: string,
  run: { readonly runId: string; readonly agentId: string | undefined },
  content: ViewContent,
  status: ViewStatus,
  nodeIds: string[],
): ViewDraft {
  const { runId, agentId } = run;
  const role = content.kind === "user" ? "user" : "assistant";
  return agentId === undefined
    ? { id, runId, role, content, status, branches: NO_BRANCHES, nodeIds }
    : { id, runId, agentId, role, content, status, branches: NO_BRANCHES, nodeIds };
}

/**
 * Freezes a newly finished view and what the projection made for it (content, node ids,
 * alternatives, branch lists, a summary's originals), so that no caller can change what later
 * projections reuse. A view without branches has the shared frozen empty list. Values from
 * the graph or from accumulators inside the content stay as they are.
 * @internal
 */
export function freezeView(view: ViewNode): void {
  const { content, branches } = view;
  if (content.kind === "summary") Object.freeze(content.originals);
  Object.freeze(content);
  Object.freeze(view.nodeIds);
  if (view.alternatives) Object.freeze(view.alternatives);
  if (branches.length > 0) {
    for (let index = 0; index < branches.length; index++) Object.freeze(branches[index]);
    Object.freeze(branches);
  }
  Object.freeze(view);
}
