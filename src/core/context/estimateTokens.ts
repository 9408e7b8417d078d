import type { Message } from "../projections/Message.js";
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

/** Counts texts and whole messages under one policy, remembering each message's count. */
export interface TokenCounter {
  text(text: string): number;
  message(message: Message): number;
}

const HEURISTIC_KEY = {};
const counts = new WeakMap<object, WeakMap<Message, number>>();

/** The token counter of a policy's estimator. @internal */
export function tokenCounter(policy: ContextPolicy): TokenCounter {
  const estimator: TokenEstimator =
    policy.tokenEstimator === "heuristic" ? heuristicTokens : policy.tokenEstimator;
  const overhead = policy.tokenEstimator === "heuristic" ? HEURISTIC_OVERHEAD : COUNTER_OVERHEAD;
  const key = policy.tokenEstimator === "heuristic" ? HEURISTIC_KEY : policy.tokenEstimator;
  let memo = counts.get(key);
  if (!memo) {
    memo = new WeakMap();
    counts.set(key, memo);
  }
  const known = memo;
  const text = (value: string): number => Math.max(0, Math.ceil(estimator(value)));
  return {
    text,
    message(message) {
      const cached = known.get(message);
      if (cached !== undefined) return cached;
      const tokens = text(messageText(message)) + overhead;
      known.set(message, tokens);
      return tokens;
    },
  };
}
