import type { GraphEvent, ToolCallEvent } from "../GraphEvent.js";
import type { AiSdkUiChunk } from "./AiSdkUiChunk.js";
import type { ChunkChecks } from "./ChunkChecks.js";
import { PartialToolCalls } from "./PartialToolCalls.js";
import { permissionRelay, UNKNOWN_TOOL } from "./permissionRelay.js";
import type { RunFields } from "./RunEmitter.js";
import { type ChunkFields, readChunk } from "./readChunk.js";

/** The AI SDK chunk types about tool calls. @internal */
export type AiSdkToolChunkType = Extract<AiSdkUiChunk["type"], `tool-${string}`>;

/** Translates the AI SDK's tool chunks for one run. @internal */
export interface AiSdkTools {
  readonly handlers: Readonly<Record<AiSdkToolChunkType, (chunk: ChunkFields) => GraphEvent[]>>;
  /** Final events for the calls whose input is still streaming. */
  closeAll(): ToolCallEvent[];
}

interface ToolState {
  readonly run: RunFields;
  readonly checks: ChunkChecks;
  readonly calls: PartialToolCalls<string>;
  /** Calls whose input streams as plain text (`inputEncoding: "text"`), not JSON. */
  readonly textInputs: Set<string>;
  readonly names: Map<string, string>;
  readonly inputs: Map<string, unknown>;
  readonly progressCounts: Map<string, number>;
}

function callEvents(state: ToolState, id: string, name: string, input: unknown): ToolCallEvent[] {
  state.names.set(id, name);
  state.textInputs.delete(id);
  const events = state.calls.has(id)
    ? state.calls.close(id, input === undefined ? undefined : JSON.stringify(input))
    : [{ type: "tool_call" as const, id, ...state.run, name, input: input ?? {} }];
  for (const event of events) state.inputs.set(id, event.input);
  return events;
}

function resultEvents(state: ToolState, id: string, output: unknown): GraphEvent[] {
  const name = state.names.get(id) ?? UNKNOWN_TOOL;
  return [...state.calls.close(id), { type: "tool_result", id, ...state.run, name, output }];
}

function inputStart(state: ToolState, chunk: ChunkFields): GraphEvent[] {
  const read = readChunk<{ toolCallId: string; toolName: string; inputEncoding?: string }>(
    chunk,
    { toolCallId: "id", toolName: "id", inputEncoding: "optional string" },
    state.checks,
  );
  if (read === undefined || state.calls.has(read.toolCallId)) return [];
  const { toolCallId: id, toolName: name } = read;
  state.names.set(id, name);
  if (read.inputEncoding !== "text") return [state.calls.open(id, { id, name })];
  // Plain-text input streams as the body of a JSON string, so partial parsing reads it as text.
  state.textInputs.add(id);
  return [state.calls.open(id, { id, name, input: "" }), ...state.calls.append(id, '"')];
}

function inputDelta(state: ToolState, chunk: ChunkFields): GraphEvent[] {
  const read = readChunk<{ toolCallId: string; inputTextDelta: string }>(
    chunk,
    { toolCallId: "id", inputTextDelta: "string" },
    state.checks,
  );
  if (read === undefined) return [];
  const { toolCallId, inputTextDelta } = read;
  if (state.calls.has(toolCallId)) {
    const text = state.textInputs.has(toolCallId);
    return state.calls.append(
      toolCallId,
      text ? JSON.stringify(inputTextDelta).slice(1, -1) : inputTextDelta,
    );
  }
  state.checks.problem(
    `tool-input-delta.toolCallId: ${toolCallId} names no open tool call; skipped`,
  );
  return [];
}

function inputError(state: ToolState, chunk: ChunkFields): GraphEvent[] {
  const read = readChunk<{ toolCallId: string; toolName: string; errorText: string }>(
    chunk,
    { toolCallId: "id", toolName: "id", errorText: "string" },
    state.checks,
  );
  if (read === undefined) return [];
  const call = callEvents(state, read.toolCallId, read.toolName, read.input);
  return [...call, ...resultEvents(state, read.toolCallId, { error: read.errorText })];
}

function outputAvailable(state: ToolState, chunk: ChunkFields): GraphEvent[] {
  const read = readChunk<{ toolCallId: string; output: unknown; preliminary?: boolean }>(
    chunk,
    { toolCallId: "id", output: "value", preliminary: "optional flag" },
    state.checks,
  );
  if (read === undefined) return [];
  const { toolCallId, output } = read;
  if (read.preliminary !== true) return resultEvents(state, toolCallId, output);
  const count = (state.progressCounts.get(toolCallId) ?? 0) + 1;
  state.progressCounts.set(toolCallId, count);
  const name = state.names.get(toolCallId) ?? UNKNOWN_TOOL;
  const id = `${toolCallId}:progress:${count}`;
  return [{ type: "tool_progress", id, ...state.run, toolCallId, name, content: output }];
}

function approvalRequest(state: ToolState, chunk: ChunkFields): GraphEvent[] {
  const read = readChunk<{ approvalId: string; toolCallId: string }>(
    chunk,
    { approvalId: "id", toolCallId: "id" },
    state.checks,
  );
  if (read === undefined) return [];
  const { approvalId: id, toolCallId } = read;
  const tool = state.names.get(toolCallId) ?? UNKNOWN_TOOL;
  return [
    permissionRelay(state.run, { id, toolCallId, tool, input: state.inputs.get(toolCallId) }),
  ];
}

function approvalResponse(state: ToolState, chunk: ChunkFields): GraphEvent[] {
  const read = readChunk<{ approvalId: string; approved: boolean }>(
    chunk,
    { approvalId: "id", approved: "flag" },
    state.checks,
  );
  if (read === undefined) return [];
  const decision = read.approved ? "allow" : "deny";
  return [{ type: "relay_resolved", relayId: read.approvalId, decision, runId: state.run.runId }];
}

function outputEnd(
  state: ToolState,
  chunk: ChunkFields,
  outcome: "error" | "denied",
): GraphEvent[] {
  const read = readChunk<{ toolCallId: string; errorText?: string }>(
    chunk,
    { toolCallId: "id", errorText: outcome === "error" ? "string" : "optional string" },
    state.checks,
  );
  if (read === undefined) return [];
  const output = outcome === "error" ? { error: read.errorText } : { status: "denied" };
  return resultEvents(state, read.toolCallId, output);
}

function toolHandlers(state: ToolState): AiSdkTools["handlers"] {
  return {
    "tool-input-start": (chunk) => inputStart(state, chunk),
    "tool-input-delta": (chunk) => inputDelta(state, chunk),
    "tool-input-available": (chunk) => {
      const read = readChunk<{ toolCallId: string; toolName: string; input: unknown }>(
        chunk,
        { toolCallId: "id", toolName: "id", input: "value" },
        state.checks,
      );
      return read ? callEvents(state, read.toolCallId, read.toolName, read.input) : [];
    },
    "tool-input-error": (chunk) => inputError(state, chunk),
    "tool-output-available": (chunk) => outputAvailable(state, chunk),
    "tool-output-error": (chunk) => outputEnd(state, chunk, "error"),
    "tool-output-denied": (chunk) => outputEnd(state, chunk, "denied"),
    "tool-approval-request": (chunk) => approvalRequest(state, chunk),
    "tool-approval-response": (chunk) => approvalResponse(state, chunk),
  };
}

/**
 * Tool call chunks of one AI SDK stream: streamed input becomes partial `tool_call` events,
 * outputs `tool_result` (`{ error }` and `{ status: "denied" }` by the graph's conventions),
 * preliminary outputs `tool_progress`, approvals `relay` and `relay_resolved`.
 * @example
 * const tools = createAiSdkTools({ runId: "r1", agentId: "assistant" }, new ChunkChecks(console.warn));
 * tools.handlers["tool-output-denied"]({ type: "tool-output-denied", toolCallId: "c1" });
 * @internal
 */
export function createAiSdkTools(run: RunFields, checks: ChunkChecks): AiSdkTools {
  const state: ToolState = {
    run,
    checks,
    calls: new PartialToolCalls<string>(run, checks),
    textInputs: new Set(),
    names: new Map(),
    inputs: new Map(),
    progressCounts: new Map(),
  };
  return {
    handlers: toolHandlers(state),
    closeAll: () => state.calls.closeAll(),
  };
}
