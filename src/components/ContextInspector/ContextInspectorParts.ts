import type { ContextPolicy, TokenEstimator } from "../../core/context/ContextPolicy.js";
import { tokenCounter } from "../../core/context/estimateTokens.js";
import type { ContextMeta } from "../../core/context/projectContext.js";
import { SUMMARY_PREFIX } from "../../core/context/summaryMessage.js";
import type { Message } from "../../core/projections/messages/Message.js";

/** Where a message of the context comes from, in the order `projectContext` places them. */
export type ContextInspectorPart = "system" | "summary" | "history" | "pending";

/** One message of the context with its part and token estimate. @internal */
export interface SizedMessage {
  readonly message: Message;
  readonly part: ContextInspectorPart;
  readonly tokens: number;
  /** Its position in the context, from 0. */
  readonly index: number;
}

/** The messages of a context split into their parts and sized. @internal */
export interface ContextParts {
  readonly messages: readonly SizedMessage[];
  readonly tokens: Readonly<Record<ContextInspectorPart, number>>;
  readonly total: number;
}

/** The parts in the order they fill the budget bar. @internal */
export const CONTEXT_PARTS: readonly ContextInspectorPart[] = [
  "system",
  "summary",
  "history",
  "pending",
];

function looksLikeSummary(message: Message | undefined, policy: ContextPolicy): boolean {
  return (
    message?.role === policy.summaryRole &&
    typeof message.content === "string" &&
    message.content.startsWith(SUMMARY_PREFIX)
  );
}

/**
 * How many system prompt messages lead the context (0 or 1). The result holds no markers, so
 * this reads the layout `projectContext` guarantees: system prompt, summary, history, pending.
 */
function systemCount(
  messages: readonly Message[],
  meta: ContextMeta,
  policy: ContextPolicy,
): number {
  const summaries = meta.summaryUsed ? 1 : 0;
  const loose = messages.length - summaries - meta.entriesIncluded;
  if (loose <= 0 || messages[0]?.role !== "system") return 0;
  const summaryFirst =
    summaries === 1 &&
    looksLikeSummary(messages[0], policy) &&
    !looksLikeSummary(messages[1], policy);
  return summaryFirst ? 0 : 1;
}

function partAt(
  index: number,
  system: number,
  summaries: number,
  history: number,
): ContextInspectorPart {
  if (index < system) return "system";
  if (index < system + summaries) return "summary";
  if (index < system + summaries + history) return "history";
  return "pending";
}

/**
 * Splits a context's messages into system prompt, summary, history and pending input and
 * sizes each with the policy's token counter, or with `estimate` when given.
 * @internal
 */
export function contextParts(
  messages: readonly Message[],
  meta: ContextMeta,
  policy: ContextPolicy,
  estimate: TokenEstimator | undefined,
): ContextParts {
  const counter = tokenCounter(estimate ? { ...policy, tokenEstimator: estimate } : policy);
  const system = systemCount(messages, meta, policy);
  const summaries = meta.summaryUsed ? 1 : 0;
  const tokens = { system: 0, summary: 0, history: 0, pending: 0 };
  let total = 0;
  const sized = messages.map((message, index): SizedMessage => {
    const part = partAt(index, system, summaries, meta.entriesIncluded);
    const size = counter.message(message);
    tokens[part] += size;
    total += size;
    return { message, part, tokens: size, index };
  });
  return { messages: sized, tokens, total };
}
