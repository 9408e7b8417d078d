import type { Graph } from "../graph/Graph.js";
import { GraphView } from "../projections/GraphView.js";
import type { Message } from "../projections/messages/Message.js";
import { projectMessageEntries } from "../projections/messages/projectMessages.js";
import type { MessageEntry } from "../projections/messages/runMessages.js";
import type { ContextPolicy } from "./ContextPolicy.js";
import { type TokenCounter, tokenCounter } from "./estimateTokens.js";
import { filterKinds } from "./history/contextHistory.js";
import { type Budget, fillHistory, uncoveredBefore } from "./history/fillHistory.js";
import { historyRuns } from "./history/historyRuns.js";
import { type HistoryKinds, historyKinds } from "./history/RunTallies.js";
import {
  arrayHistory,
  type ContextHistory,
  HistoryMismatch,
  TailHistory,
} from "./history/TailHistory.js";
import { type AppliedSummary, coveredEntries, latestSummary } from "./latestSummary.js";
import type { ContextMeta, ContextOverflow, ProjectContextOptions } from "./projectContext.js";
import { summaryMessage } from "./summaryMessage.js";

/** The whole history after kind filtering, oldest first, and the entries the summary covers. @internal */
export interface WholeHistory {
  readonly entries: readonly MessageEntry[];
  readonly covered: ReadonlySet<MessageEntry>;
}

/** Everything a context projection decided, for `projectContext` and `summaryCandidates`. @internal */
export interface ContextPlan {
  readonly messages: Message[];
  readonly meta: ContextMeta;
  /** Where kept history begins in the whole history. */
  readonly start: number;
  readonly summary: AppliedSummary | undefined;
  /** The whole history, built on first call. */
  readonly whole: () => WholeHistory;
}

/** What is charged before history: the system prompt and pending input. */
interface Charged {
  readonly system: readonly Message[];
  readonly pending: readonly Message[];
  readonly tokens: number;
}

function wholeEntries(graph: Graph, kinds: HistoryKinds): readonly MessageEntry[] {
  return filterKinds(projectMessageEntries(graph, { includeReasoning: kinds.reasoning }), kinds);
}

/** The summary as a message, charged to the budget, if it fits. */
function fitSummary(
  text: string,
  policy: ContextPolicy,
  budget: Budget,
  counter: TokenCounter,
): Message | undefined {
  const message = summaryMessage(text, policy.summaryRole);
  const tokens = counter.message(message);
  if (budget.used + tokens > budget.available) return undefined;
  budget.used += tokens;
  return message;
}

/** The whole history with what the summary covers, built on first call. */
function lazyWhole(
  graph: Graph,
  kinds: HistoryKinds,
  summary: AppliedSummary | undefined,
): () => WholeHistory {
  let whole: WholeHistory | undefined;
  return () => {
    if (whole) return whole;
    const entries = wholeEntries(graph, kinds);
    whole = { entries, covered: summary ? coveredEntries(entries, summary.covers) : new Set() };
    return whole;
  };
}

/** Cuts the history to the policy once the system prompt and pending input are charged. */
function cut(
  graph: Graph,
  view: GraphView,
  history: ContextHistory,
  policy: ContextPolicy,
  charged: Charged,
): ContextPlan {
  const available = policy.maxInputTokens - policy.reserveOutputTokens;
  const budget: Budget = { used: charged.tokens, available };
  const latest = latestSummary(view, policy, history);
  const summaryShown = latest && fitSummary(latest.text, policy, budget, tokenCounter(policy));
  // A summary that does not fit is dropped whole: what it covers is history again.
  const summary = summaryShown ? latest : undefined;
  const fill = fillHistory(history, summary?.covers, policy, budget);
  const whole = lazyWhole(graph, historyKinds(policy), summary);
  let excluded: readonly string[] | undefined;
  const meta: ContextMeta = {
    estimatedTokens: budget.used,
    truncated: fill.stopped && uncoveredBefore(history, fill.start, summary?.covers),
    entriesIncluded: fill.kept.length,
    entriesTotal: history.length,
    summaryUsed: summary !== undefined,
    summaryDropped: latest !== undefined && summary === undefined,
    needsSummary: fill.cutByBudget,
    // Computed on first read: listing every node left out of a long history costs more than the rest.
    get excludedNodeIds() {
      const { entries, covered } = whole();
      excluded ??= entries.flatMap((entry, index) =>
        index >= fill.start && !covered.has(entry) ? [] : entry.nodeIds,
      );
      return excluded;
    },
  };
  const kept = fill.kept.map((entry) => entry.message);
  const summaryMessages = summaryShown ? [summaryShown] : [];
  const messages = [...charged.system, ...summaryMessages, ...kept, ...charged.pending];
  return { messages, meta, start: fill.start, summary, whole };
}

/** The system prompt and pending input with their tokens, or why they cannot fit. */
function charge(policy: ContextPolicy, options: ProjectContextOptions): Charged | ContextOverflow {
  const counter = tokenCounter(policy);
  const available = policy.maxInputTokens - policy.reserveOutputTokens;
  const systemText = options.system ?? policy.systemPrompt;
  const system: Message[] = systemText ? [{ role: "system", content: systemText }] : [];
  const pending = options.pending ?? [];
  let tokens = 0;
  for (const message of [...system, ...pending]) tokens += counter.message(message);
  if (tokens <= available) return { system, pending, tokens };
  const message = `context_overflow: the system prompt and pending input need ${tokens} tokens but only ${available} are available (maxInputTokens ${policy.maxInputTokens} − reserveOutputTokens ${policy.reserveOutputTokens})`;
  return { code: "context_overflow", message, neededTokens: tokens, availableTokens: available };
}

/**
 * Plans the context, or says why it cannot fit. History is read from the end of the main
 * flow and built only as far as the context reaches.
 * @internal
 */
export function planContext(
  graph: Graph,
  policy: ContextPolicy,
  options: ProjectContextOptions = {},
): ContextPlan | ContextOverflow {
  const charged = charge(policy, options);
  if ("code" in charged) return charged;
  const view = new GraphView(graph);
  const kinds = historyKinds(policy);
  const runs = historyRuns(view, kinds, view.graph === graph);
  const counter = tokenCounter(policy);
  try {
    return cut(graph, view, new TailHistory(view, runs, kinds, counter), policy, charged);
  } catch (error) {
    if (!(error instanceof HistoryMismatch)) throw error;
    // Counting and building disagree (a bug): build the whole history instead.
    const whole = arrayHistory(wholeEntries(graph, kinds), counter);
    return cut(graph, view, whole, policy, charged);
  }
}
