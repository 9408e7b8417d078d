import type { GraphView } from "../projections/GraphView.js";
import type { MessageEntry } from "../projections/runMessages.js";
import type { ContextPolicy } from "./ContextPolicy.js";
import { groupHistory } from "./contextHistory.js";

/** The summary a context uses and the history entries it stands for. @internal */
export interface AppliedSummary {
  readonly id: string;
  readonly text: string;
  readonly coveredEntries: ReadonlySet<MessageEntry>;
}

/**
 * The latest summary, when the policy uses summaries and it covers at least one history
 * node; a group with any covered node counts as covered whole.
 * @internal
 */
export function latestSummary(
  view: GraphView,
  policy: ContextPolicy,
  entries: readonly MessageEntry[],
): AppliedSummary | undefined {
  if (policy.summarization === "none" || !policy.includeKinds.includes("summary")) return undefined;
  const ids = [...view.index.summaries.keys()];
  const node = view.node(ids.at(-1) ?? "");
  if (node?.kind !== "summary") return undefined;
  const covers = new Set(node.covers);
  const coveredEntries = new Set<MessageEntry>();
  for (const group of groupHistory(entries)) {
    if (group.entries.some((entry) => entry.nodeIds.some((id) => covers.has(id)))) {
      for (const entry of group.entries) coveredEntries.add(entry);
    }
  }
  return coveredEntries.size === 0
    ? undefined
    : { id: node.id, text: node.content, coveredEntries };
}
