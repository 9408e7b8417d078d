import type { ContentPart, ProviderToolFields, RelayDecision, TokenUsage } from "./GraphEvent.js";

/** Fields every graph node has; `agentId` is kept when the event carried one. */
interface NodeBase {
  readonly id: string;
  readonly runId: string;
  readonly agentId?: string;
  /**
   * Set by a `discard` event: the node stays in the graph, but projections leave it out (a
   * discarded tool call with its results, progress and relays), and nothing streams into it.
   */
  readonly discarded?: boolean;
}

/** Streamed assistant text. */
export interface TextNode extends NodeBase {
  readonly kind: "text";
  readonly content: string;
}

/** Streamed model reasoning, with the provider's signature or encrypted form when it sent one. */
export interface ReasoningNode extends NodeBase {
  readonly kind: "reasoning";
  readonly content: string;
  readonly signature?: string;
  readonly redactedData?: string;
}

/** A tool call; `partial` while its input is still streaming. */
export interface ToolCallNode extends NodeBase, ProviderToolFields {
  readonly kind: "tool_call";
  readonly name: string;
  readonly input: unknown;
  readonly partial?: boolean;
}

/** A tool result, id `${toolCallId}:result`. */
export interface ToolResultNode extends NodeBase, ProviderToolFields {
  readonly kind: "tool_result";
  readonly toolCallId: string;
  readonly name: string;
  readonly output: unknown;
}

/** One progress chunk of a tool call. */
export interface ToolProgressNode extends NodeBase {
  readonly kind: "tool_progress";
  readonly toolCallId: string;
  readonly name: string;
  readonly content: unknown;
}

/** A user message, id `${runId}:user`. */
export interface UserNode extends NodeBase {
  readonly kind: "user";
  readonly content: string | readonly ContentPart[];
}

/** A run start, id `${runId}:harness_start`. */
export interface HarnessStartNode extends NodeBase {
  readonly kind: "harness_start";
  readonly agentId: string;
}

/** A run end, id `${runId}:harness_end`. */
export interface HarnessEndNode extends NodeBase {
  readonly kind: "harness_end";
  readonly agentId: string;
  readonly totalUsage?: TokenUsage;
}

/** A run failure, id `${runId}:error`. */
export interface ErrorNode extends NodeBase {
  readonly kind: "error";
  readonly message: string;
  readonly code?: string;
}

/** Usage of one model call, id `${runId}:usage:${n}` with `n` counting from 1 in the run. */
export interface UsageNode extends NodeBase, TokenUsage {
  readonly kind: "usage";
}

/** A permission request; `decision` once the user answered. */
export interface RelayNode extends NodeBase {
  readonly kind: "relay";
  readonly relayKind: "permission";
  readonly toolCallId: string;
  readonly tool: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly decision?: RelayDecision;
}

/** A summary standing in for the nodes it `covers`. */
export interface SummaryNode extends NodeBase {
  readonly kind: "summary";
  readonly content: string;
  readonly covers: readonly string[];
}

/** One node of the conversation graph. */
export type Node =
  | TextNode
  | ReasoningNode
  | ToolCallNode
  | ToolResultNode
  | ToolProgressNode
  | UserNode
  | HarnessStartNode
  | HarnessEndNode
  | ErrorNode
  | UsageNode
  | RelayNode
  | SummaryNode;

/** The `kind` of a graph node. */
export type NodeKind = Node["kind"];
