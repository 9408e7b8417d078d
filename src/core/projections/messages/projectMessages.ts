import type { Graph } from "../../graph/Graph.js";
import type { ActiveAlternatives } from "../forks.js";
import { GraphView } from "../GraphView.js";
import type { Message } from "./Message.js";
import { messageFlow } from "./messageFlow.js";
import type { MessageEntry } from "./runMessages.js";

/** Options of `projectMessages`. */
export interface ProjectMessagesOptions {
  /** Adds model reasoning to assistant messages as `reasoning`. @default false */
  readonly includeReasoning?: boolean;
  /** A tool call with no result gets a placeholder result, or is dropped. @default "placeholder" */
  readonly unanswered?: "placeholder" | "drop";
  /** The alternative to follow at each fork: fork node id → run id (default: the first). */
  readonly active?: ActiveAlternatives;
}

function flowOf(graph: Graph, options: ProjectMessagesOptions) {
  const runOptions = {
    includeReasoning: options.includeReasoning ?? false,
    unanswered: options.unanswered ?? "placeholder",
  } as const;
  return messageFlow(new GraphView(graph), runOptions, options.active);
}

/** The main flow's messages with the nodes each came from; do not change the array. @internal */
export function projectMessageEntries(
  graph: Graph,
  options: ProjectMessagesOptions = {},
): readonly MessageEntry[] {
  return flowOf(graph, options).entries;
}

/**
 * Projects the main flow into the messages of the next LLM request: every assistant tool
 * call answered by exactly one tool message right after it; subagent runs, alternatives not
 * followed, runs waiting for their parent, and summaries left out.
 * @example
 * const messages = projectMessages(graph);
 * await client.messages.create({ model, max_tokens: 1024, ...toAnthropicMessages(messages) });
 */
export function projectMessages(graph: Graph, options: ProjectMessagesOptions = {}): Message[] {
  return flowOf(graph, options).messages.slice();
}
