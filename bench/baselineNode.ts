import type { GraphEvent, Node } from "../src/index.js";

/** Events that make a node (all but `relay_resolved`, `connected` and `discard`). */
export type NodeEvent = Exclude<
  GraphEvent,
  { type: "relay_resolved" } | { type: "connected" } | { type: "discard" }
>;

/** The per-run record both baselines keep, with the fields of threadline's `RunInfo`. */
export interface BaselineRun {
  runId: string;
  agentId: string | undefined;
  parentId: string | undefined;
  firstNodeId: string;
  nodeCount: number;
  usageCount: number;
  version: number;
  ended: boolean;
}

/** The seed's deterministic node id; usage ids count from 1 within their run. */
export function baselineNodeId(event: NodeEvent, runs: ReadonlyMap<string, BaselineRun>): string {
  switch (event.type) {
    case "text":
    case "reasoning":
    case "tool_call":
    case "tool_progress":
    case "relay":
    case "summary":
      return event.id;
    case "tool_result":
      return `${event.id}:result`;
    case "harness_start":
    case "harness_end":
    case "error":
    case "user":
      return `${event.runId}:${event.type}`;
    case "usage":
      return `${event.runId}:usage:${(runs.get(event.runId)?.usageCount ?? 0) + 1}`;
    default:
      return event satisfies never;
  }
}

/** The node an event makes, with the same fields threadline stores. */
export function baselineNodeOf(event: NodeEvent, id: string): Node {
  const { runId } = event;
  const agentId = event.type === "user" ? undefined : event.agentId;
  switch (event.type) {
    case "text":
    case "reasoning":
      return { id, runId, agentId, kind: event.type, content: event.content } as Node;
    case "tool_call":
      return {
        id,
        runId,
        agentId,
        kind: event.type,
        name: event.name,
        input: event.input,
        partial: event.partial,
      } as Node;
    case "tool_result":
      return {
        id,
        runId,
        agentId,
        kind: event.type,
        toolCallId: event.id,
        name: event.name,
        output: event.output,
      } as Node;
    case "tool_progress":
      return {
        id,
        runId,
        agentId,
        kind: event.type,
        toolCallId: event.toolCallId,
        name: event.name,
        content: event.content,
      } as Node;
    case "relay":
      return {
        id,
        runId,
        agentId,
        kind: event.type,
        relayKind: event.kind,
        toolCallId: event.toolCallId,
        tool: event.tool,
        params: event.params,
      } as Node;
    case "harness_start":
      return { id, runId, agentId: event.agentId, kind: event.type } as Node;
    case "harness_end":
      return {
        id,
        runId,
        agentId: event.agentId,
        kind: event.type,
        totalUsage: event.totalUsage,
      } as Node;
    case "error":
      return {
        id,
        runId,
        agentId,
        kind: event.type,
        message: event.message,
        code: event.code,
      } as Node;
    case "usage":
      return {
        id,
        runId,
        agentId,
        kind: event.type,
        inputTokens: event.inputTokens,
        outputTokens: event.outputTokens,
      } as Node;
    case "user":
      return { id, runId, kind: event.type, content: event.content } as Node;
    case "summary":
      return {
        id,
        runId,
        agentId,
        kind: event.type,
        content: event.content,
        covers: event.covers,
      } as Node;
    default:
      return event satisfies never;
  }
}
