import type { GraphEvent, ToolCallEvent } from "../../core/graph/GraphEvent.js";
import type { ChunkChecks } from "../ChunkChecks.js";
import { PartialToolCalls } from "../PartialToolCalls.js";
import { permissionRelay, UNKNOWN_TOOL } from "../permissionRelay.js";
import type { RunFields } from "../RunEmitter.js";
import { type ChunkFields, readChunk } from "../readChunk.js";
import type { AiSdkUiChunk } from "./AiSdkUiChunk.js";

/** The AI SDK chunk types about tool calls. @internal */
export type AiSdkToolChunkType = Extract<AiSdkUiChunk["type"], `tool-${string}`>;

/** Translates the AI SDK's tool chunks for one run. @internal */
export interface AiSdkTools {
  readonly handlers: Readonly<Record<AiSdkToolChunkType, (chunk: ChunkFields) => GraphEvent[]>>;
  /** Final events for the calls whose input is still streaming. */
  closeAll(): ToolCallEvent[];
  /** A step starts (`start-step`): `discardStep` discards only the calls made after this. */
  startStep(): void;
  /**
   * The step is discarded to be retried (`reset-step`): each call it made that still streams
   * its input is closed with the input it had (the final events are returned), and every call
   * it made is discarded: later chunks that name one are skipped.
   */
  discardStep(): ToolCallEvent[];
}

interface ToolState {
  readonly run: RunFields;
  readonly checks: ChunkChecks;
  readonly calls: PartialToolCalls<string>;
  /** Calls whose input streams as plain text (`inputEncoding: "text"`), not JSON. */
  readonly textInputs: Set<string>;
  readonly names: Map<string, string>;
  /** The latest input of each call, partial or final. */
  readonly inputs: Map<string, unknown>;
  /** Calls whose streamed input text gave an input. */
  readonly parsed: Set<string>;
  /** The chunk type that gave each answered call its result. */
  readonly answered: Map<string, string>;
  /** Calls made in the current step, which a `reset-step` discards. */
  readonly stepCalls: Set<string>;
  readonly discarded: Set<string>;
  readonly progressCounts: Map<string, number>;
}

/** Notes a call's name and that this step made it; false, reported, for a call a reset discarded. */
function announce(state: ToolState, chunk: ChunkFields, id: string, name: string): boolean {
  if (wasDiscarded(state, String(chunk.type), id)) return false;
  if (!state.names.has(id)) state.stepCalls.add(id);
  state.names.set(id, name);
  return true;
}

/** Closes a call still streaming with `input` when given, else with the input text it streamed. */
function closeCall(state: ToolState, id: string, input: unknown): ToolCallEvent[] {
  state.textInputs.delete(id);
  return state.calls.close(id, input === undefined ? undefined : JSON.stringify(input));
}

function callEvents(state: ToolState, id: string, name: string, input: unknown): ToolCallEvent[] {
  if (state.calls.has(id)) return closeCall(state, id, input);
  return [{ type: "tool_call", id, ...state.run, name, input: input ?? {} }];
}

/**
 * The call a `tool-input-error` names. The chunk repeats the streamed JSON text raw when it does
 * not parse: the input parsed from that text is kept, and the raw text stands in only when
 * nothing parsed. A call already complete keeps its own input.
 */
function failedCall(state: ToolState, id: string, name: string, input: unknown): ToolCallEvent[] {
  if (!state.calls.has(id)) return state.inputs.has(id) ? [] : callEvents(state, id, name, input);
  const raw = typeof input === "string" && !state.textInputs.has(id);
  return closeCall(state, id, raw && state.parsed.has(id) ? undefined : input);
}

/** Whether a call was discarded with its step; a chunk of `type` that names it is reported. */
function wasDiscarded(state: ToolState, type: string, id: string): boolean {
  if (!state.discarded.has(id)) return false;
  state.checks.problem(`${type}.toolCallId: ${id} was discarded with its step; skipped`);
  return true;
}

/** The result of a call, once: a later one is skipped, and reported unless the SDK repeats it. */
function resultEvents(state: ToolState, type: string, id: string, output: unknown): GraphEvent[] {
  if (wasDiscarded(state, type, id)) return [];
  const answeredBy = state.answered.get(id);
  if (answeredBy !== undefined) {
    // AI SDK versions before 7 follow each tool-input-error with a tool-output-error.
    if (answeredBy !== "tool-input-error" || type !== "tool-output-error")
      state.checks.problem(`${type}.toolCallId: ${id} already has a result; skipped`);
    return [];
  }
  state.answered.set(id, type);
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
  if (!announce(state, chunk, id, name)) return [];
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
    const events = state.calls.append(
      toolCallId,
      text ? JSON.stringify(inputTextDelta).slice(1, -1) : inputTextDelta,
    );
    if (events.length > 0) state.parsed.add(toolCallId);
    return events;
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
  const { toolCallId: id, toolName: name } = read;
  if (!announce(state, chunk, id, name)) return [];
  const call = failedCall(state, id, name, read.input);
  return [...call, ...resultEvents(state, "tool-input-error", id, { error: read.errorText })];
}

function inputAvailable(state: ToolState, chunk: ChunkFields): GraphEvent[] {
  const read = readChunk<{ toolCallId: string; toolName: string; input: unknown }>(
    chunk,
    { toolCallId: "id", toolName: "id", input: "value" },
    state.checks,
  );
  if (read === undefined || !announce(state, chunk, read.toolCallId, read.toolName)) return [];
  return callEvents(state, read.toolCallId, read.toolName, read.input);
}

function discardStep(state: ToolState): ToolCallEvent[] {
  const events: ToolCallEvent[] = [];
  for (const id of state.stepCalls) {
    if (state.calls.has(id)) events.push(...closeCall(state, id, state.inputs.get(id)));
    state.discarded.add(id);
  }
  state.stepCalls.clear();
  return events;
}

function outputAvailable(state: ToolState, chunk: ChunkFields): GraphEvent[] {
  const read = readChunk<{ toolCallId: string; output: unknown; preliminary?: boolean }>(
    chunk,
    { toolCallId: "id", output: "value", preliminary: "optional flag" },
    state.checks,
  );
  if (read === undefined) return [];
  const { toolCallId, output } = read;
  if (read.preliminary !== true)
    return resultEvents(state, "tool-output-available", toolCallId, output);
  if (wasDiscarded(state, "tool-output-available", toolCallId)) return [];
  const count = (state.progressCounts.get(toolCallId) ?? 0) + 1;
  state.progressCounts.set(toolCallId, count);
  const name = state.names.get(toolCallId) ?? UNKNOWN_TOOL;
  const id = `${toolCallId}:progress:${count}`;
  return [{ type: "tool_progress", id, ...state.run, toolCallId, name, content: output }];
}

/** The relay node of an approval: its own id, unless that is a call's (LangChain's are). */
function relayIdOf(state: ToolState, approvalId: string): string {
  return state.names.has(approvalId) ? `${approvalId}:approval` : approvalId;
}

function approvalRequest(state: ToolState, chunk: ChunkFields): GraphEvent[] {
  const read = readChunk<{ approvalId: string; toolCallId: string }>(
    chunk,
    { approvalId: "id", toolCallId: "id" },
    state.checks,
  );
  if (read === undefined || wasDiscarded(state, "tool-approval-request", read.toolCallId))
    return [];
  const { toolCallId } = read;
  const id = relayIdOf(state, read.approvalId);
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
  const relayId = relayIdOf(state, read.approvalId);
  return [{ type: "relay_resolved", relayId, decision, runId: state.run.runId }];
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
  return resultEvents(state, String(chunk.type), read.toolCallId, output);
}

/** Keeps the latest input of each call the events carry. */
function remembered<Events extends readonly GraphEvent[]>(
  state: ToolState,
  events: Events,
): Events {
  for (const event of events) {
    if (event.type === "tool_call") state.inputs.set(event.id, event.input);
  }
  return events;
}

function toolHandlers(state: ToolState): AiSdkTools["handlers"] {
  return {
    "tool-input-start": (chunk) => remembered(state, inputStart(state, chunk)),
    "tool-input-delta": (chunk) => remembered(state, inputDelta(state, chunk)),
    "tool-input-available": (chunk) => remembered(state, inputAvailable(state, chunk)),
    "tool-input-error": (chunk) => remembered(state, inputError(state, chunk)),
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
    parsed: new Set(),
    answered: new Map(),
    stepCalls: new Set(),
    discarded: new Set(),
    progressCounts: new Map(),
  };
  return {
    handlers: toolHandlers(state),
    closeAll: () => state.calls.closeAll(),
    startStep: () => state.stepCalls.clear(),
    discardStep: () => discardStep(state),
  };
}
