import type { Graph } from "../Graph.js";
import { GraphView } from "../projections/GraphView.js";
import type { Message } from "../projections/Message.js";
import { projectMessageEntries } from "../projections/projectMessages.js";
import type { MessageEntry } from "../projections/runMessages.js";
import type { ContextPolicy } from "./ContextPolicy.js";
import { type ContextGroup, filterKinds, groupHistory, turnWindowStart } from "./contextHistory.js";
import { tokenCounter } from "./estimateTokens.js";
import { type AppliedSummary, latestSummary } from "./latestSummary.js";

/** What a context projection left in and out. */
export interface ContextMeta {
  readonly estimatedTokens: number;
  /** History was left out by the turn window, the message cap or the budget (not by a summary). */
  readonly truncated: boolean;
  readonly entriesIncluded: number;
  readonly entriesTotal: number;
  /** A summary covering at least one history node was used. */
  readonly summaryUsed: boolean;
  /** A summary applied but did not fit the budget. */
  readonly summaryDropped: boolean;
  /** The budget cut history that no summary covers: time to ask for one. */
  readonly needsSummary: boolean;
  /** Graph nodes of the history that the context leaves out, summaries' covered nodes included. */
  readonly excludedNodeIds: readonly string[];
}

/** The system prompt and pending input alone exceed the budget. */
export interface ContextOverflow {
  readonly code: "context_overflow";
  readonly message: string;
  readonly neededTokens: number;
  readonly availableTokens: number;
}

/** The outcome of `projectContext`. */
export type ContextResult =
  | { readonly ok: true; readonly messages: Message[]; readonly meta: ContextMeta }
  | { readonly ok: false; readonly error: ContextOverflow };

/** What `projectContext` is asked beyond the graph and the policy. */
export interface ProjectContextOptions {
  /** Input not yet in the graph (the message being sent), charged first and placed last. */
  readonly pending?: readonly Message[];
  /** The system prompt; wins over `policy.systemPrompt`. */
  readonly system?: string;
}

/** Everything a context projection decided, for `projectContext` and `summaryCandidates`. @internal */
export interface ContextPlan {
  readonly messages: Message[];
  readonly meta: ContextMeta;
  /** The history after kind filtering, oldest first. */
  readonly entries: readonly MessageEntry[];
  readonly kept: ReadonlySet<MessageEntry>;
  readonly summary: AppliedSummary | undefined;
}

/** Plans the context, or says why it cannot fit. @internal */
export function planContext(
  graph: Graph,
  policy: ContextPolicy,
  options: ProjectContextOptions = {},
): ContextPlan | ContextOverflow {
  const counter = tokenCounter(policy);
  const available = policy.maxInputTokens - policy.reserveOutputTokens;
  const systemText = options.system ?? policy.systemPrompt;
  const system: Message[] = systemText ? [{ role: "system", content: systemText }] : [];
  const pending = options.pending ?? [];
  let used = [...system, ...pending].reduce((sum, message) => sum + counter.message(message), 0);
  if (used > available) {
    const message = `context_overflow: the system prompt and pending input need ${used} tokens but only ${available} are available (maxInputTokens ${policy.maxInputTokens} − reserveOutputTokens ${policy.reserveOutputTokens})`;
    return { code: "context_overflow", message, neededTokens: used, availableTokens: available };
  }
  const entries = filterKinds(
    projectMessageEntries(graph, { includeReasoning: policy.includeKinds.includes("reasoning") }),
    policy,
  );
  const latest = latestSummary(new GraphView(graph), policy, entries);
  let summaryMessages: Message[] = [];
  if (latest) {
    const message: Message = {
      role: policy.summaryRole,
      content: `Summary of earlier conversation:\n${latest.text}`,
    };
    const tokens = counter.message(message);
    if (used + tokens <= available) {
      summaryMessages = [message];
      used += tokens;
    }
  }
  // A summary that does not fit is dropped whole: what it covers is history again.
  const summary = summaryMessages.length > 0 ? latest : undefined;
  const groups = groupHistory(
    summary ? entries.filter((entry) => !summary.coveredEntries.has(entry)) : entries,
  );
  let first = turnWindowStart(groups, policy.keepLastTurns);
  let messageCount = 0;
  let cutByBudget = false;
  for (let index = groups.length - 1; index >= first; index--) {
    const group = groups[index] as ContextGroup;
    const tokens = group.entries.reduce((sum, entry) => sum + counter.message(entry.message), 0);
    const capped =
      policy.maxMessages > 0 && messageCount + group.entries.length > policy.maxMessages;
    if (capped || used + tokens > available) {
      cutByBudget = !capped;
      first = index + 1;
      break;
    }
    used += tokens;
    messageCount += group.entries.length;
  }
  const keptEntries = groups.slice(first).flatMap((group) => group.entries);
  const kept = new Set<MessageEntry>(keptEntries);
  const meta: ContextMeta = {
    estimatedTokens: used,
    truncated: first > 0,
    entriesIncluded: keptEntries.length,
    entriesTotal: entries.length,
    summaryUsed: summaryMessages.length > 0,
    summaryDropped: latest !== undefined && summary === undefined,
    needsSummary: cutByBudget,
    excludedNodeIds: entries.flatMap((entry) => (kept.has(entry) ? [] : entry.nodeIds)),
  };
  const messages = [
    ...system,
    ...summaryMessages,
    ...keptEntries.map((entry) => entry.message),
    ...pending,
  ];
  return { messages, meta, entries, kept, summary };
}

/**
 * Projects the graph into the context of the next LLM call under a policy: system prompt and
 * pending input charged first, then the latest summary in place of what it covers, then
 * history newest first in whole groups (an assistant message with all its tool results),
 * stopping at the first group that does not fit, so history stays a contiguous suffix.
 * @example
 * const result = projectContext(graph, createContextPolicy(), { system, pending: [{ role: "user", content: text }] });
 * if (result.ok) send(result.messages); else console.warn(result.error.message);
 */
export function projectContext(
  graph: Graph,
  policy: ContextPolicy,
  options: ProjectContextOptions = {},
): ContextResult {
  const plan = planContext(graph, policy, options);
  if ("code" in plan) return { ok: false, error: plan };
  return { ok: true, messages: plan.messages, meta: plan.meta };
}
