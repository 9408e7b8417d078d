/** One part of a multi-part user message (text, image, file…); only `type` is required. */
export interface ContentPart {
  readonly type: string;
  readonly [key: string]: unknown;
}

/** Token counts reported by a provider. */
export interface TokenUsage {
  readonly inputTokens: number;
  readonly outputTokens: number;
}

/** A decision on a permission relay. */
export type RelayDecision = "allow" | "allow_always" | "deny";

/** Fields every event may carry: `seq` orders a stream so replays never apply twice. */
interface EventBase {
  readonly seq?: number;
}

/** Fields of events produced inside an agent run. */
interface RunEventBase extends EventBase {
  readonly runId: string;
  readonly agentId?: string;
  /** Links the first node of a run to the node that caused it (a user message, a tool call). */
  readonly parentId?: string;
}

/** A streamed chunk of assistant text; chunks with the same `id` append. */
export interface TextEvent extends RunEventBase {
  readonly type: "text";
  readonly id: string;
  readonly content: string;
}

/**
 * A streamed chunk of model reasoning; chunks with the same `id` append. A provider's proof
 * that the reasoning is its own (`signature`) or its encrypted form (`redactedData`) is kept
 * on the node, the last one given winning, so that it can be sent back unchanged.
 */
export interface ReasoningEvent extends RunEventBase {
  readonly type: "reasoning";
  readonly id: string;
  readonly content: string;
  /** The provider's signature of the whole reasoning block (Anthropic `signature_delta`). */
  readonly signature?: string;
  /** The encrypted reasoning of a redacted block (Anthropic `redacted_thinking.data`). */
  readonly redactedData?: string;
}

/** Where a tool ran, for tools that the provider runs itself (web search, code execution). */
export interface ProviderToolFields {
  /** The provider ran the tool and sent its result; the app has nothing to answer. */
  readonly providerExecuted?: boolean;
  /** The provider's own type of the block or item (`server_tool_use`, `web_search_tool_result`). */
  readonly providerType?: string;
  /** Other fields of the provider's block, kept to send it back whole (`server_name`, `caller`). */
  readonly providerFields?: Readonly<Record<string, unknown>>;
}

/** A tool call; `partial: true` marks input still streaming, replaced by a fuller one. */
export interface ToolCallEvent extends RunEventBase, ProviderToolFields {
  readonly type: "tool_call";
  readonly id: string;
  readonly name: string;
  readonly input: unknown;
  readonly partial?: boolean;
}

/** The result of the tool call with the same `id`. */
export interface ToolResultEvent extends RunEventBase, ProviderToolFields {
  readonly type: "tool_result";
  readonly id: string;
  readonly name: string;
  readonly output: unknown;
}

/** A progress chunk of a running tool call (`exec` output, metrics…). */
export interface ToolProgressEvent extends RunEventBase {
  readonly type: "tool_progress";
  readonly id: string;
  readonly toolCallId: string;
  readonly name: string;
  readonly content: unknown;
}

/** A request relayed to the user, such as permission to run a tool. */
export interface RelayEvent extends RunEventBase {
  readonly type: "relay";
  readonly kind: "permission";
  readonly id: string;
  readonly toolCallId: string;
  readonly tool: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/** The user's decision on a relay. Adds no node. */
export interface RelayResolvedEvent extends EventBase {
  readonly type: "relay_resolved";
  readonly relayId: string;
  readonly decision: RelayDecision;
  readonly runId?: string;
}

/** An agent run started. */
export interface HarnessStartEvent extends RunEventBase {
  readonly type: "harness_start";
  readonly agentId: string;
}

/** An agent run ended, optionally with the run's total usage. */
export interface HarnessEndEvent extends RunEventBase {
  readonly type: "harness_end";
  readonly agentId: string;
  readonly totalUsage?: TokenUsage;
}

/** A run failed. */
export interface ErrorEvent extends RunEventBase {
  readonly type: "error";
  readonly message: string;
  readonly code?: string;
}

/** Token usage of one model call inside a run. */
export interface UsageEvent extends RunEventBase, TokenUsage {
  readonly type: "usage";
}

/** The transport connected. Adds nothing to the graph. */
export interface ConnectedEvent extends EventBase {
  readonly type: "connected";
}

/** A user message; it is the only node of its run. */
export interface UserEvent extends EventBase {
  readonly type: "user";
  readonly runId: string;
  readonly parentId?: string;
  readonly content: string | readonly ContentPart[];
}

/** A summary of earlier nodes (`covers` lists their ids); the originals are kept. */
export interface SummaryEvent extends RunEventBase {
  readonly type: "summary";
  readonly id: string;
  readonly content: string;
  readonly covers: readonly string[];
}

/**
 * Marks nodes of a run as discarded (a step the provider retried): the nodes stay in the graph,
 * and projections leave them out, with the results, progress and relays of discarded tool
 * calls. Adds no node.
 */
export interface DiscardEvent extends EventBase {
  readonly type: "discard";
  readonly runId: string;
  /** The ids of the nodes to discard; each must be a node of `runId`. */
  readonly ids: readonly string[];
  /** Why they were discarded, such as `"reset-step"`. */
  readonly reason?: string;
}

/** Every event the graph reducer accepts. */
export type GraphEvent =
  | TextEvent
  | ReasoningEvent
  | ToolCallEvent
  | ToolResultEvent
  | ToolProgressEvent
  | RelayEvent
  | RelayResolvedEvent
  | HarnessStartEvent
  | HarnessEndEvent
  | ErrorEvent
  | UsageEvent
  | ConnectedEvent
  | UserEvent
  | SummaryEvent
  | DiscardEvent;

/** The `type` of a graph event. */
export type GraphEventType = GraphEvent["type"];
