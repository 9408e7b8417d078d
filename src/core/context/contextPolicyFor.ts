import { type ContextPolicy, createContextPolicy } from "./ContextPolicy.js";

/** A model family's context window and output limit, in tokens. */
interface ModelLimits {
  readonly pattern: RegExp;
  readonly contextWindow: number;
  readonly maxOutput: number;
}

// Published limits of well-known models; the first pattern that matches wins, so specific names come first.
const MODELS: readonly ModelLimits[] = [
  { pattern: /^claude-(opus|sonnet)-4/, contextWindow: 200_000, maxOutput: 32_000 },
  { pattern: /^claude-(3-7|3\.7)-sonnet/, contextWindow: 200_000, maxOutput: 64_000 },
  { pattern: /^claude-(3-5|3\.5)-haiku|^claude-haiku-4/, contextWindow: 200_000, maxOutput: 8_192 },
  { pattern: /^claude-(3-5|3\.5)-sonnet/, contextWindow: 200_000, maxOutput: 8_192 },
  { pattern: /^claude-3-(opus|sonnet|haiku)/, contextWindow: 200_000, maxOutput: 4_096 },
  { pattern: /^claude/, contextWindow: 200_000, maxOutput: 8_192 },
  { pattern: /^gpt-5/, contextWindow: 400_000, maxOutput: 128_000 },
  { pattern: /^gpt-4\.1/, contextWindow: 1_047_576, maxOutput: 32_768 },
  { pattern: /^gpt-4o/, contextWindow: 128_000, maxOutput: 16_384 },
  { pattern: /^gpt-4-turbo/, contextWindow: 128_000, maxOutput: 4_096 },
  { pattern: /^gpt-4(-\d+)?$/, contextWindow: 8_192, maxOutput: 8_192 },
  { pattern: /^gpt-3\.5-turbo/, contextWindow: 16_385, maxOutput: 4_096 },
  { pattern: /^o(1|3|4)(-mini|-pro)?(-|$)/, contextWindow: 200_000, maxOutput: 100_000 },
  { pattern: /^gemini-(2\.5|2\.0|1\.5)-(pro|flash)/, contextWindow: 1_048_576, maxOutput: 65_536 },
  { pattern: /^gemini/, contextWindow: 1_048_576, maxOutput: 8_192 },
  { pattern: /^(meta-)?llama-?(3\.[1-3]|4)/i, contextWindow: 128_000, maxOutput: 4_096 },
  { pattern: /^(meta-)?llama-?3/i, contextWindow: 8_192, maxOutput: 4_096 },
  {
    pattern: /^(mistral-large|mistral-medium|codestral|ministral)/,
    contextWindow: 128_000,
    maxOutput: 8_192,
  },
  {
    pattern: /^(mistral-small|open-mistral-nemo|pixtral)/,
    contextWindow: 128_000,
    maxOutput: 8_192,
  },
  { pattern: /^(mistral|mixtral|open-mixtral)/, contextWindow: 32_000, maxOutput: 8_192 },
];

/**
 * A policy sized for a known model: its context window as `maxInputTokens` and its output
 * limit (at most a quarter of the window) as `reserveOutputTokens`. An unknown model throws
 * an error listing the families it knows.
 * @example
 * const policy = contextPolicyFor("claude-sonnet-4-5", { keepLastTurns: 0 });
 */
export function contextPolicyFor(
  model: string,
  overrides: Partial<ContextPolicy> = {},
): ContextPolicy {
  const name = model
    .trim()
    .toLowerCase()
    .replace(/^(anthropic|openai|google|mistralai|meta-llama)\//, "");
  const limits = MODELS.find((entry) => entry.pattern.test(name));
  if (!limits) {
    throw new Error(
      `contextPolicyFor: unknown model "${model}"; known families: Claude, GPT-5, GPT-4.1, GPT-4o, GPT-4, GPT-3.5, o1/o3/o4, Gemini, Llama 3/4, Mistral/Mixtral/Codestral. Use createContextPolicy({ maxInputTokens, reserveOutputTokens }) for others.`,
    );
  }
  const reserve = Math.min(limits.maxOutput, Math.floor(limits.contextWindow / 4));
  return createContextPolicy({
    maxInputTokens: limits.contextWindow,
    reserveOutputTokens: reserve,
    ...overrides,
  });
}
