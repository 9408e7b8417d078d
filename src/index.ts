// Events

// Graph
export { createGraph } from "./core/graph/createGraph.js";
export type { Diagnostic, DiagnosticCode, Graph, RunInfo } from "./core/graph/Graph.js";
export { DIAGNOSTICS_LIMIT } from "./core/graph/reducer/GraphDraft.js";
export type {
  ConnectedEvent,
  ContentPart,
  DiscardEvent,
  ErrorEvent,
  GraphEvent,
  GraphEventType,
  HarnessEndEvent,
  HarnessStartEvent,
  ProviderToolFields,
  ReasoningEvent,
  RelayDecision,
  RelayEvent,
  RelayResolvedEvent,
  SummaryEvent,
  TextEvent,
  TokenUsage,
  ToolCallEvent,
  ToolProgressEvent,
  ToolResultEvent,
  UsageEvent,
  UserEvent,
} from "./core/graph/GraphEvent.js";
export type {
  ErrorNode,
  HarnessEndNode,
  HarnessStartNode,
  Node,
  NodeKind,
  ReasoningNode,
  RelayNode,
  SummaryNode,
  TextNode,
  ToolCallNode,
  ToolProgressNode,
  ToolResultNode,
  UsageNode,
  UserNode,
} from "./core/graph/Node.js";
export type { EventError, ParseEventResult } from "./core/graph/parseEvent.js";
// Parsing
export { parseEvent } from "./core/graph/parseEvent.js";
export { reduceEvent } from "./core/graph/reduceEvent.js";
export { reduceEvents } from "./core/graph/reduceEvents.js";

// Thread projection
export { execAccumulator } from "./core/projections/accumulators.js";
export type { ExecProgress, ProgressAccumulator } from "./core/projections/accumulators.js";
export type { ActiveAlternatives } from "./core/projections/forks.js";
export { projectThread } from "./core/projections/thread/projectThread.js";
export type { ProjectThreadOptions } from "./core/projections/thread/projectThread.js";
export type {
  SummaryContent,
  ToolCallContent,
  ToolCallState,
  ViewAlternatives,
  ViewContent,
  ViewNode,
  ViewStatus,
} from "./core/projections/ViewNode.js";

// Turns and usage
export { groupTurns } from "./core/projections/groupTurns.js";
export type { Turn } from "./core/projections/groupTurns.js";
export { totalUsage, usageByRun } from "./core/projections/usageByRun.js";
export type { RunUsage } from "./core/projections/usageByRun.js";

// Messages projection
export type {
  AssistantPart,
  Message,
  MessageToolCall,
} from "./core/projections/messages/Message.js";
export { projectMessages } from "./core/projections/messages/projectMessages.js";
export type { ProjectMessagesOptions } from "./core/projections/messages/projectMessages.js";
export { toAnthropicMessages } from "./core/projections/messages/toAnthropicMessages.js";
export type {
  AnthropicBlock,
  AnthropicMessage,
  AnthropicRelayedBlock,
  AnthropicRequest,
} from "./core/projections/messages/toAnthropicMessages.js";
export { toOpenAIMessages } from "./core/projections/messages/toOpenAIMessages.js";
export type {
  OpenAIContentPart,
  OpenAIMessage,
} from "./core/projections/messages/toOpenAIMessages.js";
export { toOpenAIResponsesInput } from "./core/projections/messages/toOpenAIResponsesInput.js";
export type {
  OpenAIResponsesInputContent,
  OpenAIResponsesInputItem,
  OpenAIResponsesRelayedItem,
} from "./core/projections/messages/toOpenAIResponsesInput.js";

// DAG projection
export type {
  DagEdge,
  DagEdgeKind,
  DagGroup,
  DagNode,
  DagNodeStatus,
  ProjectedDag,
} from "./core/projections/dag/DagNode.js";
export { projectDAG } from "./core/projections/dag/projectDAG.js";
export type { ProjectDagOptions } from "./core/projections/dag/projectDAG.js";

// Context projection
export {
  createContextPolicy,
  longContextPolicy,
  shortContextPolicy,
  toolFocusedPolicy,
} from "./core/context/ContextPolicy.js";
export type { ContextKind, ContextPolicy, TokenEstimator } from "./core/context/ContextPolicy.js";
export { contextPolicyFor } from "./core/context/contextPolicyFor.js";
export { heuristicTokens } from "./core/context/estimateTokens.js";
export { loadExactEstimator } from "./core/context/loadExactEstimator.js";
export type { ExactEncoding } from "./core/context/loadExactEstimator.js";
export { projectContext } from "./core/context/projectContext.js";
export type {
  ContextMeta,
  ContextOverflow,
  ContextResult,
  ProjectContextOptions,
} from "./core/context/projectContext.js";
export { createSummaryEvent, summaryCandidates } from "./core/context/summaries.js";
export type { SummaryCandidate } from "./core/context/summaries.js";

// Relays
export { pendingRelays } from "./core/projections/pendingRelays.js";
export type { PendingRelay } from "./core/projections/pendingRelays.js";

// Store
export type { BatchMode, ConversationStore } from "./core/store/ConversationStore.js";
export { createConversationStore } from "./core/store/createConversationStore.js";
export type { ConversationStoreOptions } from "./core/store/createConversationStore.js";
export type { Schedule } from "./core/store/flushScheduler.js";

// Sources
export type { RetryOptions } from "./core/sources/backoffDelay.js";
export type {
  Connection,
  ConnectionFailure,
  ConnectionStatus,
} from "./core/sources/Connection.js";
export { connectIterable } from "./core/sources/connectIterable.js";
export type { ConnectIterableOptions } from "./core/sources/connectIterable.js";
export { connectNDJSON } from "./core/sources/connectNDJSON.js";
export type { ConnectNDJSONOptions } from "./core/sources/connectNDJSON.js";
export { connectSSE } from "./core/sources/connectSSE.js";
export type { ConnectSSEOptions, FetchFunction, SSEResponse } from "./core/sources/connectSSE.js";
export { connectWebSocket } from "./core/sources/connectWebSocket.js";
export type { ConnectWebSocketOptions } from "./core/sources/connectWebSocket.js";
export type {
  WebSocketClose,
  WebSocketConstructor,
  WebSocketLike,
  WebSocketMessage,
} from "./core/sources/WebSocketLike.js";
export { replay } from "./core/sources/replay.js";
export type {
  RecordedEvent,
  ReplayOptions,
  ReplayPlayer,
  ReplayState,
} from "./core/sources/replay.js";

// Provider adapters
export { adaptStream } from "./core/adapters/adaptStream.js";
export type {
  AgUiEvent,
  AgUiInterrupt,
  AgUiRunOutcome,
  AgUiTokenUsage,
} from "./core/adapters/AgUiEvent.js";
export { createAgUiAdapter } from "./core/adapters/agUiAdapter.js";
export { createAiSdkAdapter } from "./core/adapters/aiSdkAdapter.js";
export type { AiSdkUiChunk } from "./core/adapters/AiSdkUiChunk.js";
export { createAnthropicAdapter } from "./core/adapters/anthropicAdapter.js";
export type {
  AnthropicContentBlock,
  AnthropicDelta,
  AnthropicKnownEvent,
  AnthropicMessageDelta,
  AnthropicStreamEvent,
  AnthropicUsage,
} from "./core/adapters/AnthropicStreamEvent.js";
export { createOpenAIChatAdapter } from "./core/adapters/openaiChatAdapter.js";
export type {
  OpenAIChatChoice,
  OpenAIChatChunk,
  OpenAIChatDelta,
  OpenAIChatToolCallDelta,
  OpenAIChatUsage,
} from "./core/adapters/OpenAIChatChunk.js";
export { createOpenAIResponsesAdapter } from "./core/adapters/openaiResponsesAdapter.js";
export type {
  OpenAIResponsesArgumentsDeltaEvent,
  OpenAIResponsesArgumentsDoneEvent,
  OpenAIResponsesContentDeltaEvent,
  OpenAIResponsesErrorEvent,
  OpenAIResponsesItem,
  OpenAIResponsesItemEvent,
  OpenAIResponsesKnownEvent,
  OpenAIResponsesLifecycleEvent,
  OpenAIResponsesResponse,
  OpenAIResponsesSettledEvent,
  OpenAIResponsesStreamEvent,
  OpenAIResponsesSummaryDeltaEvent,
} from "./core/adapters/OpenAIResponsesStreamEvent.js";
export type { ProviderAdapterOptions } from "./core/adapters/ProviderAdapterOptions.js";
export type { AdapterOptions, StreamAdapter } from "./core/adapters/StreamAdapter.js";
