// Events

// Graph
export { createGraph } from "./core/createGraph.js";
export type { Diagnostic, DiagnosticCode, Graph, RunInfo } from "./core/Graph.js";
export { DIAGNOSTICS_LIMIT } from "./core/GraphDraft.js";
export type {
  ConnectedEvent,
  ContentPart,
  ErrorEvent,
  GraphEvent,
  GraphEventType,
  HarnessEndEvent,
  HarnessStartEvent,
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
} from "./core/GraphEvent.js";
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
} from "./core/Node.js";
export type { EventError, ParseEventResult } from "./core/parseEvent.js";
// Parsing
export { parseEvent } from "./core/parseEvent.js";
export { reduceEvent } from "./core/reduceEvent.js";
export { reduceEvents } from "./core/reduceEvents.js";

// Thread projection
export { execAccumulator } from "./core/projections/accumulators.js";
export type { ExecProgress, ProgressAccumulator } from "./core/projections/accumulators.js";
export type { ActiveAlternatives } from "./core/projections/forks.js";
export { projectThread } from "./core/projections/projectThread.js";
export type { ProjectThreadOptions } from "./core/projections/projectThread.js";
export type {
  SummaryContent,
  ToolCallContent,
  ToolCallState,
  ViewAlternatives,
  ViewContent,
  ViewNode,
  ViewStatus,
} from "./core/projections/ViewNode.js";
