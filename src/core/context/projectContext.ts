import type { Graph } from "../Graph.js";
import { GraphView } from "../projections/GraphView.js";
import type { Message } from "../projections/Message.js";
import { projectMessageEntries } from "../projections/projectMessages.js";
import type { MessageEntry } from "../projections/runMessages.js";
import type { ContextPolicy } from "./ContextPolicy.js";
import { filterKinds } from "./contextHistory.js";
import { tokenCounter } from "./estimateTokens.js";
import { type AppliedSummary, latestSummary } from "./latestSummary.js";
import { summaryMessage } from "./summaryMessage.js";

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

interface Budget {
  used: number;
  readonly available: number;
}

/** The start of the group that ends just before `end`: an assistant message with its tool results. */
function groupStart(entries: readonly MessageEntry[], end: number): number {
  let start = end - 1;
  while (start > 0 && entries[start]?.message.role === "tool") start--;
  return start;
}

/**
 * Fills history newest first, group by group, skipping what the summary covers, until the
 * turn window, the message cap or the budget stops it; returns where kept history begins and
 * whether the budget was what stopped it.
 */
function fillHistory(
  entries: readonly MessageEntry[],
  covered: ReadonlySet<MessageEntry>,
  policy: ContextPolicy,
  budget: Budget,
  counter: ReturnType<typeof tokenCounter>,
): { start: number; stopped: boolean; cutByBudget: boolean } {
  let end = entries.length;
  let turns = 0;
  let messages = 0;
  while (end > 0) {
    const start = groupStart(entries, end);
    const first = entries[start] as MessageEntry;
    if (covered.has(first)) {
      end = start;
      continue;
    }
    if (policy.keepLastTurns > 0 && turns === policy.keepLastTurns)
      return { start: end, stopped: true, cutByBudget: false };
    let tokens = 0;
    for (let index = start; index < end; index++)
      tokens += counter.message((entries[index] as MessageEntry).message);
    if (policy.maxMessages > 0 && messages + (end - start) > policy.maxMessages)
      return { start: end, stopped: true, cutByBudget: false };
    if (budget.used + tokens > budget.available)
      return { start: end, stopped: true, cutByBudget: true };
    budget.used += tokens;
    messages += end - start;
    if (first.message.role === "user") turns++;
    end = start;
  }
  return { start: 0, stopped: false, cutByBudget: false };
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
  const budget: Budget = { used: 0, available };
  for (const message of [...system, ...pending]) budget.used += counter.message(message);
  if (budget.used > available) {
    const message = `context_overflow: the system prompt and pending input need ${budget.used} tokens but only ${available} are available (maxInputTokens ${policy.maxInputTokens} − reserveOutputTokens ${policy.reserveOutputTokens})`;
    return {
      code: "context_overflow",
      message,
      neededTokens: budget.used,
      availableTokens: available,
    };
  }
  const includeReasoning = policy.includeKinds.includes("reasoning");
  const entries = filterKinds(projectMessageEntries(graph, { includeReasoning }), policy);
  const latest = latestSummary(new GraphView(graph), policy, entries);
  let summaryMessages: Message[] = [];
  if (latest) {
    const message = summaryMessage(latest.text, policy.summaryRole);
    const tokens = counter.message(message);
    if (budget.used + tokens <= available) {
      summaryMessages = [message];
      budget.used += tokens;
    }
  }
  // A summary that does not fit is dropped whole: what it covers is history again.
  const summary = summaryMessages.length > 0 ? latest : undefined;
  const covered: ReadonlySet<MessageEntry> = summary?.coveredEntries ?? new Set();
  const fill = fillHistory(entries, covered, policy, budget, counter);
  const keptEntries = entries.slice(fill.start).filter((entry) => !covered.has(entry));
  const kept = new Set<MessageEntry>(keptEntries);
  let truncated = false;
  for (let index = fill.start - 1; fill.stopped && index >= 0 && !truncated; index--) {
    truncated = !covered.has(entries[index] as MessageEntry);
  }
  let excluded: readonly string[] | undefined;
  const meta: ContextMeta = {
    estimatedTokens: budget.used,
    truncated,
    entriesIncluded: keptEntries.length,
    entriesTotal: entries.length,
    summaryUsed: summary !== undefined,
    summaryDropped: latest !== undefined && summary === undefined,
    needsSummary: fill.cutByBudget,
    // Computed on first read: listing every node left out of a long history costs more than the rest.
    get excludedNodeIds() {
      excluded ??= entries.flatMap((entry) => (kept.has(entry) ? [] : entry.nodeIds));
      return excluded;
    },
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
