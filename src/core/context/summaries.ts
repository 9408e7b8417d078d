import type { Graph } from "../graph/Graph.js";
import type { SummaryEvent } from "../graph/GraphEvent.js";
import type { Message } from "../projections/messages/Message.js";
import type { ContextPolicy } from "./ContextPolicy.js";
import { planContext } from "./planContext.js";
import type { ProjectContextOptions } from "./projectContext.js";
import { summaryMessage } from "./summaryMessage.js";

/** What an app needs to ask a model for a summary. */
export interface SummaryCandidate {
  /** The node ids the new summary should cover: what the current summary covers and what no longer fits. */
  readonly covers: readonly string[];
  /** What to summarise, oldest first: the current summary's text, then the history that no longer fits. */
  readonly messages: readonly Message[];
}

/**
 * Makes the event that adds a summary of earlier nodes; the originals stay in the graph.
 * @example
 * store.dispatch(createSummaryEvent({ id: "s1", covers: candidate.covers, content: text }));
 */
export function createSummaryEvent(summary: {
  readonly id: string;
  readonly covers: readonly string[];
  readonly content: string;
  readonly runId?: string;
}): SummaryEvent {
  const runId = summary.runId ?? `summary:${summary.id}`;
  return {
    type: "summary",
    id: summary.id,
    runId,
    content: summary.content,
    covers: [...summary.covers],
  };
}

/** Whether a plan was cut by the budget, so a summary is wanted. */
function planFits(plan: ReturnType<typeof planContext>): boolean {
  return !("code" in plan) && plan.meta.needsSummary;
}

/**
 * The oldest contiguous stretch of the main flow that a new summary should cover so that the
 * rest fits the policy: everything the context leaves out, the current summary's share
 * included. `undefined` when the budget cuts nothing (or the system prompt and pending input
 * alone do not fit). `summaryTokens` is the room to leave for the summary to be written
 * (default: a quarter of the budget, at most 500).
 * @example
 * const candidate = summaryCandidates(graph, policy);
 * if (candidate) dispatch(createSummaryEvent({ id, covers: candidate.covers, content: await summarise(candidate.messages) }));
 */
export function summaryCandidates(
  graph: Graph,
  policy: ContextPolicy,
  options: ProjectContextOptions & { readonly summaryTokens?: number } = {},
): SummaryCandidate | undefined {
  if (!planFits(planContext(graph, policy, options))) return undefined;
  const available = policy.maxInputTokens - policy.reserveOutputTokens;
  const room = options.summaryTokens ?? Math.min(500, Math.floor(available / 4));
  // Plan as if the new summary were already there, so that what is left fits beside it.
  const reserveOutputTokens = Math.min(
    policy.maxInputTokens - 1,
    policy.reserveOutputTokens + room,
  );
  const plan = planContext(graph, { ...policy, reserveOutputTokens }, options);
  if ("code" in plan || !plan.meta.truncated) return undefined;
  const { entries, covered } = plan.whole();
  const previous: Message[] = plan.summary ? [summaryMessage(plan.summary.text, "system")] : [];
  const history = entries
    .slice(0, plan.start)
    .filter((entry) => !covered.has(entry))
    .map((entry) => entry.message);
  return { covers: plan.meta.excludedNodeIds, messages: [...previous, ...history] };
}
