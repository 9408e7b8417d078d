import {
  anyValue,
  type Check,
  finiteNumber,
  flag,
  nonEmpty,
  nonEmptyString,
  record,
  tokenCount,
} from "./eventChecks.js";
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

/**
 * Copies the known fields of a common event of type `type` (already read; text and reasoning
 * chunks are read where they are applied), reading each once and in the order `readEvent` reads
 * them, so that a copy that fails `isValidCommonEvent` gets the same verdict from `readEvent`;
 * `undefined` for other types. Fields may be missing or wrong until checked.
 * @internal
 */
export function readCommonEvent(type: unknown, input: object): CommonEvent | undefined {
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
      return {
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
      } as ToolCallEvent;
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
      return {
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
      } as ToolResultEvent;
    }
    case "tool_progress": {
      const { id, runId, agentId, parentId, seq, toolCallId, name, content } =
        input as ToolProgressEvent;
      return {
        type,
        id,
        runId,
        agentId,
        parentId,
        seq,
        toolCallId,
        name,
        content,
      } as ToolProgressEvent;
    }
    case "usage": {
      const { runId, agentId, parentId, seq, inputTokens, outputTokens } = input as UsageEvent;
      return { type, runId, agentId, parentId, seq, inputTokens, outputTokens } as UsageEvent;
    }
    default:
      return undefined;
  }
}

function passes(check: Check, value: unknown): boolean {
  return check(value, "") === undefined;
}

function optionalPasses(check: Check, value: unknown): boolean {
  return value === undefined || check(value, "") === undefined;
}

/** The checks of the event schema for the fields every run event has. */
function validRunFields(event: CommonEvent): boolean {
  return (
    passes(nonEmptyString, event.runId) &&
    optionalPasses(nonEmptyString, event.agentId) &&
    optionalPasses(nonEmptyString, event.parentId) &&
    optionalPasses(finiteNumber, event.seq)
  );
}

/** The checks of the event schema for the fields of a tool the provider runs. */
function validProviderFields(event: ToolCallEvent | ToolResultEvent): boolean {
  return (
    optionalPasses(flag, event.providerExecuted) &&
    optionalPasses(nonEmptyString, event.providerType) &&
    optionalPasses(record, event.providerFields)
  );
}

/** Whether the fields of a text or reasoning chunk pass the checks of the event schema. @internal */
export function isValidChunk(
  id: unknown,
  runId: unknown,
  agentId: unknown,
  parentId: unknown,
  content: unknown,
  seq: unknown,
): boolean {
  // Spelled out with the schema's predicates: this runs for every chunk of a stream.
  return (
    nonEmpty(id) &&
    nonEmpty(runId) &&
    (agentId === undefined || nonEmpty(agentId)) &&
    (parentId === undefined || nonEmpty(parentId)) &&
    (seq === undefined || (typeof seq === "number" && Number.isFinite(seq))) &&
    typeof content === "string"
  );
}

/** Whether a copy from `readCommonEvent` passes every check of the event schema. @internal */
export function isValidCommonEvent(event: CommonEvent): boolean {
  switch (event.type) {
    case "text":
    case "reasoning": {
      const { id, runId, agentId, parentId, content, seq } = event;
      return isValidChunk(id, runId, agentId, parentId, content, seq);
    }
    case "tool_call":
      return (
        validRunFields(event) &&
        passes(nonEmptyString, event.id) &&
        passes(nonEmptyString, event.name) &&
        passes(anyValue, event.input) &&
        optionalPasses(flag, event.partial) &&
        validProviderFields(event)
      );
    case "tool_result":
      return (
        validRunFields(event) &&
        passes(nonEmptyString, event.id) &&
        passes(nonEmptyString, event.name) &&
        passes(anyValue, event.output) &&
        validProviderFields(event)
      );
    case "tool_progress":
      return (
        validRunFields(event) &&
        passes(nonEmptyString, event.id) &&
        passes(nonEmptyString, event.toolCallId) &&
        passes(nonEmptyString, event.name) &&
        passes(anyValue, event.content)
      );
    case "usage":
      return (
        validRunFields(event) &&
        passes(tokenCount, event.inputTokens) &&
        passes(tokenCount, event.outputTokens)
      );
    default:
      return event satisfies never;
  }
}
