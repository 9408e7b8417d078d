import type { Graph } from "../graph/Graph.js";
import type { Message } from "../projections/messages/Message.js";
import type { ContextPolicy } from "./ContextPolicy.js";
import { planContext } from "./planContext.js";

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
