/** A kind of history entry a context may include. */
export type ContextKind = "message" | "tool_call" | "tool_result" | "summary" | "reasoning";

/** Counts the tokens of a text. */
export type TokenEstimator = (text: string) => number;

/** How the graph becomes the LLM context: budget, windowing, summaries, filtering. */
export interface ContextPolicy {
  /** The model's input limit. @default 8000 */
  readonly maxInputTokens: number;
  /** Tokens kept free for the answer. @default 2000 */
  readonly reserveOutputTokens: number;
  /** At most this many history messages; 0 = no cap. @default 0 */
  readonly maxMessages: number;
  /** Keep at most the last N turns (a user message and all up to the next); 0 = all. @default 3 */
  readonly keepLastTurns: number;
  /** Whether summaries in the graph are used (`request_new` also asks for new ones via `meta.needsSummary`). @default "use_existing" */
  readonly summarization: "none" | "use_existing" | "request_new";
  /** The role the summary message takes. @default "system" */
  readonly summaryRole: "system" | "user";
  /** What history may contain; tool calls and results are only kept together. @default ["message", "tool_call", "tool_result", "summary"] */
  readonly includeKinds: readonly ContextKind[];
  /** The system prompt, unless the call passes `system`. */
  readonly systemPrompt?: string;
  /** The heuristic (characters / 4 + 10 per message) or an exact counter. @default "heuristic" */
  readonly tokenEstimator: "heuristic" | TokenEstimator;
}

const KINDS: readonly ContextKind[] = [
  "message",
  "tool_call",
  "tool_result",
  "summary",
  "reasoning",
];

const DEFAULTS: ContextPolicy = {
  maxInputTokens: 8000,
  reserveOutputTokens: 2000,
  maxMessages: 0,
  keepLastTurns: 3,
  summarization: "use_existing",
  summaryRole: "system",
  includeKinds: ["message", "tool_call", "tool_result", "summary"],
  tokenEstimator: "heuristic",
};

function count(name: string, value: unknown): void {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0) {
    throw new TypeError(
      `ContextPolicy.${name}: expected a non-negative integer, got ${String(value)}`,
    );
  }
}

function oneOf(name: string, value: unknown, allowed: readonly unknown[]): void {
  if (!allowed.includes(value)) {
    throw new TypeError(
      `ContextPolicy.${name}: expected one of ${allowed.map(String).join(", ")}, got ${String(value)}`,
    );
  }
}

function validate(policy: ContextPolicy): ContextPolicy {
  for (const name of [
    "maxInputTokens",
    "reserveOutputTokens",
    "maxMessages",
    "keepLastTurns",
  ] as const)
    count(name, policy[name]);
  if (policy.reserveOutputTokens >= policy.maxInputTokens) {
    throw new TypeError(
      `ContextPolicy.reserveOutputTokens: ${policy.reserveOutputTokens} leaves nothing of maxInputTokens ${policy.maxInputTokens}`,
    );
  }
  oneOf("summarization", policy.summarization, ["none", "use_existing", "request_new"]);
  oneOf("summaryRole", policy.summaryRole, ["system", "user"]);
  if (!Array.isArray(policy.includeKinds))
    throw new TypeError("ContextPolicy.includeKinds: expected an array of kinds");
  for (const kind of policy.includeKinds) oneOf("includeKinds[]", kind, KINDS);
  if (policy.tokenEstimator !== "heuristic" && typeof policy.tokenEstimator !== "function") {
    throw new TypeError(
      'ContextPolicy.tokenEstimator: expected "heuristic" or a function (text) => number',
    );
  }
  if (policy.systemPrompt !== undefined && typeof policy.systemPrompt !== "string") {
    throw new TypeError("ContextPolicy.systemPrompt: expected a string");
  }
  return Object.freeze(policy);
}

/**
 * Makes a context policy from the seed's defaults and your overrides; a bad value throws a
 * `TypeError` naming the field.
 * @example
 * const policy = createContextPolicy({ maxInputTokens: 32_000, keepLastTurns: 0 });
 */
export function createContextPolicy(overrides: Partial<ContextPolicy> = {}): ContextPolicy {
  return validate({ ...DEFAULTS, ...overrides });
}

/** For 8K-token models: 6000 input tokens, the last 2 turns. */
export function shortContextPolicy(overrides: Partial<ContextPolicy> = {}): ContextPolicy {
  return createContextPolicy({ maxInputTokens: 6000, keepLastTurns: 2, ...overrides });
}

/** For 128K-token models: 100 000 input tokens, the last 10 turns. */
export function longContextPolicy(overrides: Partial<ContextPolicy> = {}): ContextPolicy {
  return createContextPolicy({
    maxInputTokens: 100_000,
    keepLastTurns: 10,
    maxMessages: 0,
    ...overrides,
  });
}

/** For tool-heavy work: the last 5 turns, no summaries. */
export function toolFocusedPolicy(overrides: Partial<ContextPolicy> = {}): ContextPolicy {
  return createContextPolicy({
    keepLastTurns: 5,
    includeKinds: ["message", "tool_call", "tool_result"],
    summarization: "none",
    ...overrides,
  });
}
