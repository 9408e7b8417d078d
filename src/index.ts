// Events: what an agent server streams

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

// Parsing: unknown input into events, with errors that name what is wrong

export type { EventError, ParseEventResult } from "./core/graph/parseEvent.js";
export { parseEvent } from "./core/graph/parseEvent.js";

// Graph: events reduced into one immutable graph

export { createGraph } from "./core/graph/createGraph.js";
export { nodeIds } from "./core/graph/nodeIds.js";
export type {
  Diagnostic,
  DiagnosticCode,
  Graph,
  GraphChanges,
  GraphIndex,
  RunInfo,
} from "./core/graph/Graph.js";
export { DIAGNOSTICS_LIMIT } from "./core/graph/reducer/GraphDraft.js";
export { reduceEvent } from "./core/graph/reduceEvent.js";
export { reduceEvents } from "./core/graph/reduceEvents.js";

// Graph nodes

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

// Messages projection (provider formats are in threadline/adapters)

export type {
  AssistantPart,
  Message,
  MessageToolCall,
} from "./core/projections/messages/Message.js";
export { projectMessages } from "./core/projections/messages/projectMessages.js";
export type { ProjectMessagesOptions } from "./core/projections/messages/projectMessages.js";

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

// Relays: permission requests waiting for an answer

export { pendingRelays } from "./core/projections/pendingRelays.js";
export type { PendingRelay } from "./core/projections/pendingRelays.js";

// Store

export type { BatchMode, ConversationStore } from "./core/store/ConversationStore.js";
export { createConversationStore } from "./core/store/createConversationStore.js";
export type { ConversationStoreOptions } from "./core/store/createConversationStore.js";
export type { Schedule } from "./core/store/flushScheduler.js";

// Sources: SSE, NDJSON, WebSocket, iterables, replay

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
