import { chunkField, eventSchema, fieldPasses, firstBadField } from "./eventSchema.js";
import type {
  ReasoningEvent,
  TextEvent,
  ToolCallEvent,
  ToolProgressEvent,
  ToolResultEvent,
  UsageEvent,
} from "./GraphEvent.js";

/** The events that make up nearly all of a stream, which the reducer applies without a draft. @internal */
export type CommonEvent =
  | TextEvent
  | ReasoningEvent
  | ToolCallEvent
  | ToolResultEvent
  | ToolProgressEvent
  | UsageEvent;

// The fields of a chunk one by one, so that checking a chunk, which the reducer does for every
// chunk of a stream, runs no loop once optimised.
const ID = chunkField("id");
const RUN_ID = chunkField("runId");
const AGENT_ID = chunkField("agentId");
const PARENT_ID = chunkField("parentId");
const SEQ = chunkField("seq");
const CONTENT = chunkField("content");

/**
 * Whether the fields of a text or reasoning chunk (a reasoning chunk's proof aside), read once
 * each in the order of the event schema, pass its checks.
 * @internal
 */
export function isValidChunk(
  id: unknown,
  runId: unknown,
  agentId: unknown,
  parentId: unknown,
  seq: unknown,
  content: unknown,
): boolean {
  return (
    fieldPasses(ID, id) &&
    fieldPasses(RUN_ID, runId) &&
    fieldPasses(AGENT_ID, agentId) &&
    fieldPasses(PARENT_ID, parentId) &&
    fieldPasses(SEQ, seq) &&
    fieldPasses(CONTENT, content)
  );
}

/** A common event as the fast path read it, and whether it passes the event schema. @internal */
export interface CommonRead {
  readonly event: CommonEvent;
  readonly valid: boolean;
}

/** `event` with the verdict of the event schema on `values`, its fields in the schema's order. */
function checked(event: CommonEvent, values: readonly unknown[]): CommonRead {
  return { event, valid: firstBadField(eventSchema[event.type], values) < 0 };
}

/**
 * Copies the fields the event schema lists for a tool call, tool result, tool progress or usage
 * event, reading each once and in the schema's order (as `readEvent` reads them), and checks
 * them with the schema, so that the copy gets the verdict `readEvent` would give; `undefined`
 * for other types, having read nothing.
 * @internal
 */
export function readCommonEvent(type: unknown, input: object): CommonRead | undefined {
  // Fields read by name (not through `readFields`, which reads by key): this is the fast path.
  switch (type) {
    case "tool_call": {
      const {
        id,
        runId,
        agentId,
        parentId,
        seq,
        name,
        input: value,
        partial,
        providerExecuted,
        providerType,
        providerFields,
      } = input as ToolCallEvent;
      const event = {
        type,
        id,
        runId,
        agentId,
        parentId,
        seq,
        name,
        input: value,
        partial,
        providerExecuted,
        providerType,
        providerFields,
      } as CommonEvent;
      return checked(event, [
        id,
        runId,
        agentId,
        parentId,
        seq,
        name,
        value,
        partial,
        providerExecuted,
        providerType,
        providerFields,
      ]);
    }
    case "tool_result": {
      const {
        id,
        runId,
        agentId,
        parentId,
        seq,
        name,
        output,
        providerExecuted,
        providerType,
        providerFields,
      } = input as ToolResultEvent;
      const event = {
        type,
        id,
        runId,
        agentId,
        parentId,
        seq,
        name,
        output,
        providerExecuted,
        providerType,
        providerFields,
      } as CommonEvent;
      return checked(event, [
        id,
        runId,
        agentId,
        parentId,
        seq,
        name,
        output,
        providerExecuted,
        providerType,
        providerFields,
      ]);
    }
    case "tool_progress": {
      const { id, runId, agentId, parentId, seq, toolCallId, name, content } =
        input as ToolProgressEvent;
      const event = {
        type,
        id,
        runId,
        agentId,
        parentId,
        seq,
        toolCallId,
        name,
        content,
      } as CommonEvent;
      return checked(event, [id, runId, agentId, parentId, seq, toolCallId, name, content]);
    }
    case "usage": {
      const { runId, agentId, parentId, seq, inputTokens, outputTokens } = input as UsageEvent;
      const event = {
        type,
        runId,
        agentId,
        parentId,
        seq,
        inputTokens,
        outputTokens,
      } as CommonEvent;
      return checked(event, [runId, agentId, parentId, seq, inputTokens, outputTokens]);
    }
    default:
      return undefined;
  }
}
