import type { SummaryNode } from "../graph/Node.js";
import type { GraphView } from "../projections/GraphView.js";
import type { MessageEntry } from "../projections/messages/runMessages.js";
import type { ContextPolicy } from "./ContextPolicy.js";
import { groupHistory } from "./history/contextHistory.js";
import { type ContextHistory, madeFrom } from "./history/TailHistory.js";

/** The summary a context uses and the nodes it stands for. @internal */
export interface AppliedSummary {
  readonly id: string;
  readonly text: string;
  readonly covers: ReadonlySet<string>;
}

const coverSets = new WeakMap<SummaryNode, ReadonlySet<string>>();

/** The latest summary node that is not discarded. */
function latestNode(view: GraphView): SummaryNode | undefined {
  const ids = view.index.summaryIds();
  for (let index = ids.length - 1; index >= 0; index--) {
    const node = view.node(ids[index] as string);
    if (node?.kind === "summary" && !node.discarded) return node;
  }
  return undefined;
}

/**
 * The latest summary that is not discarded, when the policy uses summaries and it covers at
 * least one history node; a group with any covered node counts as covered whole.
 * @internal
 */
export function latestSummary(
  view: GraphView,
  policy: ContextPolicy,
  history: ContextHistory,
): AppliedSummary | undefined {
  if (policy.summarization === "none" || !policy.includeKinds.includes("summary")) return undefined;
  const node = latestNode(view);
  if (!node) return undefined;
  let covers = coverSets.get(node);
  if (!covers) {
    covers = new Set(node.covers);
    coverSets.set(node, covers);
  }
  return history.coversAny(covers) ? { id: node.id, text: node.content, covers } : undefined;
}

/** The entries a summary stands for: every group with a message made from a node it covers. @internal */
export function coveredEntries(
  entries: readonly MessageEntry[],
  covers: ReadonlySet<string>,
): ReadonlySet<MessageEntry> {
  const covered = new Set<MessageEntry>();
  for (const group of groupHistory(entries)) {
    if (group.entries.some((entry) => madeFrom(entry, covers))) {
      for (const entry of group.entries) covered.add(entry);
    }
  }
  return covered;
}
