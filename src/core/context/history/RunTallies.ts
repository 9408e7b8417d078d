import type { Node } from "../../graph/Node.js";
import type { ContextPolicy } from "../ContextPolicy.js";

/** What of the history a policy keeps, as flags. @internal */
export interface HistoryKinds {
  /** User messages and assistant text. */
  readonly text: boolean;
  /** Tool calls with their results. */
  readonly tools: boolean;
  readonly reasoning: boolean;
}

/** The history kinds of a policy. @internal */
export function historyKinds(policy: ContextPolicy): HistoryKinds {
  const kinds = policy.includeKinds;
  return {
    text: kinds.includes("message"),
    tools: kinds.includes("tool_call") && kinds.includes("tool_result"),
    reasoning: kinds.includes("reasoning"),
  };
}

/** The messages one assistant message with `calls` tool calls leaves after kind filtering. */
function assistantMessages(hasText: boolean, calls: number, kinds: HistoryKinds): number {
  if (kinds.tools) return calls > 0 || kinds.text ? 1 + calls : 0;
  return kinds.text && hasText ? 1 : 0;
}

/**
 * Counts the history messages of runs from their nodes' kinds alone, one run per slot, the
 * way `runMessages` groups them (text and the calls after it form one assistant message,
 * every call answered by one tool message) and `filterKinds` keeps them.
 * @internal
 */
export class RunTallies {
  readonly #kinds: HistoryKinds;
  readonly #counts: Float64Array;
  readonly #calls: Float64Array;
  readonly #texts: Uint8Array;
  /** 1 once a result of the slot's open calls came: a later call starts a new message. */
  readonly #answered: Uint8Array;

  constructor(size: number, kinds: HistoryKinds) {
    this.#kinds = kinds;
    this.#counts = new Float64Array(size);
    this.#calls = new Float64Array(size);
    this.#texts = new Uint8Array(size);
    this.#answered = new Uint8Array(size);
  }

  /** Adds the run's next node; a discarded one makes no message, as in `runMessages`. */
  add(slot: number, node: Node): void {
    if (node.discarded) return;
    const kind = node.kind;
    if (node.kind === "tool_call" && node.providerExecuted) {
      // A tool the provider ran stays inside the assistant message, answered by no tool message.
      if (this.#calls[slot] !== 0) this.#close(slot);
      this.#texts[slot] = 1;
      return;
    }
    switch (kind) {
      case "user":
        this.#close(slot);
        if (this.#kinds.text) this.#counts[slot] = (this.#counts[slot] as number) + 1;
        return;
      case "text":
        if (this.#calls[slot] !== 0) this.#close(slot);
        this.#texts[slot] = 1;
        return;
      case "reasoning":
        if (this.#kinds.reasoning && this.#calls[slot] !== 0) this.#close(slot);
        return;
      case "tool_call":
        if (this.#answered[slot] === 1) this.#close(slot);
        this.#calls[slot] = (this.#calls[slot] as number) + 1;
        return;
      case "tool_result":
        if (this.#calls[slot] !== 0 && !node.providerExecuted) this.#answered[slot] = 1;
        return;
      case "tool_progress":
      case "harness_start":
      case "harness_end":
      case "error":
      case "usage":
      case "relay":
      case "summary":
        return;
      default:
        kind satisfies never;
    }
  }

  /** The run's message count, its last assistant message closed; the slot starts over. */
  take(slot: number): number {
    this.#close(slot);
    const count = this.#counts[slot] as number;
    this.#counts[slot] = 0;
    return count;
  }

  #close(slot: number): void {
    const calls = this.#calls[slot] as number;
    const hasText = this.#texts[slot] === 1;
    if (!hasText && calls === 0) return;
    const messages = assistantMessages(hasText, calls, this.#kinds);
    this.#counts[slot] = (this.#counts[slot] as number) + messages;
    this.#calls[slot] = 0;
    this.#texts[slot] = 0;
    this.#answered[slot] = 0;
  }
}
