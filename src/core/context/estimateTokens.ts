import type { Message } from "../projections/messages/Message.js";
import type { ContextPolicy, TokenEstimator } from "./ContextPolicy.js";

/** Tokens a message costs beyond its text, for the heuristic and for plugged-in counters. */
const HEURISTIC_OVERHEAD = 10;
const COUNTER_OVERHEAD = 4;

/** About four characters a token. */
export function heuristicTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

function json(value: unknown): string {
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value) ?? "";
  } catch {
    return String(value);
  }
}

/** All the text of a message a model reads: content, reasoning, tool names, inputs and outputs. */
export function messageText(message: Message): string {
  if (message.role !== "assistant") {
    return typeof message.content === "string" ? message.content : json(message.content);
  }
  const calls = (message.tool_calls ?? []).map((call) => `${call.name} ${json(call.input)}`);
  return [message.reasoning ?? "", message.content ?? "", ...calls]
    .filter((part) => part !== "")
    .join("\n");
}

/** The length of `messageText(message)`, without building the text. */
function messageTextLength(message: Message): number {
  if (message.role !== "assistant") {
    return typeof message.content === "string"
      ? message.content.length
      : json(message.content).length;
  }
  let length = 0;
  let parts = 0;
  const add = (partLength: number) => {
    if (partLength === 0) return;
    length += partLength;
    parts++;
  };
  add(message.reasoning?.length ?? 0);
  add(message.content?.length ?? 0);
  for (const call of message.tool_calls ?? []) add(call.name.length + 1 + json(call.input).length);
  return length + Math.max(0, parts - 1);
}

/** Counts texts and whole messages under one policy (a plugged-in estimator's counts are kept). */
export interface TokenCounter {
  text(text: string): number;
  message(message: Message): number;
}

const counts = new WeakMap<TokenEstimator, WeakMap<Message, number>>();

/** The heuristic reads only lengths: cheaper than remembering its counts. */
const HEURISTIC_COUNTER: TokenCounter = {
  text: heuristicTokens,
  message: (message) => Math.ceil(messageTextLength(message) / 4) + HEURISTIC_OVERHEAD,
};

/** The token counter of a policy's estimator. @internal */
export function tokenCounter(policy: ContextPolicy): TokenCounter {
  const estimator = policy.tokenEstimator;
  if (estimator === "heuristic") return HEURISTIC_COUNTER;
  let memo = counts.get(estimator);
  if (!memo) {
    memo = new WeakMap();
    counts.set(estimator, memo);
  }
  const known = memo;
  const text = (value: string): number => Math.max(0, Math.ceil(estimator(value)));
  return {
    text,
    message(message) {
      const cached = known.get(message);
      if (cached !== undefined) return cached;
      const tokens = text(messageText(message)) + COUNTER_OVERHEAD;
      known.set(message, tokens);
      return tokens;
    },
  };
}
