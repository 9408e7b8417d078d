import type { GraphView } from "../GraphView.js";
import type { SummaryContent, ViewNode } from "../ViewNode.js";

type SummaryView = ViewNode & {
  content: SummaryContent & { originals: ViewNode[] };
  branches: (readonly ViewNode[])[];
};

const coverages = new WeakMap<readonly string[], Map<string, string>>();

/**
 * Covered node id → the latest summary covering it that is not discarded (the summary ids are
 * a new array when a summary arrives or is discarded, so the cache sees it).
 */
function coverageOf(view: GraphView): Map<string, string> {
  const summaries = view.index.summaryIds();
  let coverage = coverages.get(summaries);
  if (coverage) return coverage;
  coverage = new Map();
  for (const summaryId of summaries) {
    const summary = view.node(summaryId);
    if (summary?.kind === "summary" && !summary.discarded)
      for (const id of summary.covers) coverage.set(id, summaryId);
  }
  coverages.set(summaries, coverage);
  return coverage;
}

function summaryView(view: GraphView, summaryId: string): SummaryView | undefined {
  const node = view.node(summaryId);
  if (node?.kind !== "summary") return undefined;
  const run = view.run(node.runId);
  return {
    id: node.id,
    runId: node.runId,
    ...(run?.agentId !== undefined && { agentId: run.agentId }),
    role: "assistant",
    content: { kind: "summary", text: node.content, covers: node.covers, originals: [] },
    status: "complete",
    branches: [],
    nodeIds: [node.id],
  };
}

/**
 * Folds the top-level views that summaries cover into one summary view each, placed where
 * the first covered view stood; the covered views stay in its `originals`.
 * @internal
 */
export function routeSummaries(view: GraphView, views: readonly ViewNode[]): ViewNode[] {
  const coverage = coverageOf(view);
  // A summary shown inside a branch stays there; only top-level summaries gather views.
  const topLevel = new Set(
    views.flatMap((node) => (node.content.kind === "summary" ? [node.id] : [])),
  );
  const placed = new Map<string, SummaryView>();
  const result: ViewNode[] = [];
  const place = (summaryId: string): SummaryView | undefined => {
    let summary = placed.get(summaryId);
    if (summary) return summary;
    summary = summaryView(view, summaryId);
    if (!summary) return undefined;
    placed.set(summaryId, summary);
    result.push(summary);
    return summary;
  };
  for (const node of views) {
    if (node.content.kind === "summary") {
      // The summary's own view may host alternatives: they go with the placed block.
      const summary = place(node.id);
      if (!summary) result.push(node);
      else for (const branch of node.branches) summary.branches.push(branch);
      continue;
    }
    const coveredId = node.nodeIds.find((id) => topLevel.has(coverage.get(id) as string));
    const summary = coveredId === undefined ? undefined : place(coverage.get(coveredId) as string);
    if (summary) summary.content.originals.push(node);
    else result.push(node);
  }
  return result;
}
