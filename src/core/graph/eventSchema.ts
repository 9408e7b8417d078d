import {
  anyString,
  anyValue,
  arrayOf,
  type Check,
  finiteNumber,
  flag,
  messageContent,
  nonEmptyString,
  oneOf,
  record,
  shape,
  tokenCount,
} from "./eventChecks.js";
import type { GraphEventType } from "./GraphEvent.js";

/** One field of an event: its check, and whether it must be present. @internal */
export interface FieldSpec {
  readonly name: string;
  readonly check: Check;
  readonly required: boolean;
}

const required = (name: string, check: Check): FieldSpec => ({ name, check, required: true });
const optional = (name: string, check: Check): FieldSpec => ({ name, check, required: false });

const seq = optional("seq", finiteNumber);
const runFields = [
  required("runId", nonEmptyString),
  optional("agentId", nonEmptyString),
  optional("parentId", nonEmptyString),
  seq,
];
const providerFields = [
  optional("providerExecuted", flag),
  optional("providerType", nonEmptyString),
  optional("providerFields", record),
];
const usageShape = shape({ inputTokens: tokenCount, outputTokens: tokenCount });

/** The fields each event type carries, in the order they are checked. @internal */
export const eventSchema: Readonly<Record<GraphEventType, readonly FieldSpec[]>> = {
  text: [required("id", nonEmptyString), ...runFields, required("content", anyString)],
  reasoning: [
    required("id", nonEmptyString),
    ...runFields,
    required("content", anyString),
    optional("signature", anyString),
    optional("redactedData", anyString),
  ],
  tool_call: [
    required("id", nonEmptyString),
    ...runFields,
    required("name", nonEmptyString),
    required("input", anyValue),
    optional("partial", flag),
    ...providerFields,
  ],
  tool_result: [
    required("id", nonEmptyString),
    ...runFields,
    required("name", nonEmptyString),
    required("output", anyValue),
    ...providerFields,
  ],
  tool_progress: [
    required("id", nonEmptyString),
    ...runFields,
    required("toolCallId", nonEmptyString),
    required("name", nonEmptyString),
    required("content", anyValue),
  ],
  relay: [
    required("kind", oneOf("permission")),
    required("id", nonEmptyString),
    ...runFields,
    required("toolCallId", nonEmptyString),
    required("tool", nonEmptyString),
    required("params", record),
  ],
  relay_resolved: [
    required("relayId", nonEmptyString),
    required("decision", oneOf("allow", "allow_always", "deny")),
    optional("runId", nonEmptyString),
    seq,
  ],
  harness_start: [
    required("runId", nonEmptyString),
    required("agentId", nonEmptyString),
    optional("parentId", nonEmptyString),
    seq,
  ],
  harness_end: [
    required("runId", nonEmptyString),
    required("agentId", nonEmptyString),
    optional("parentId", nonEmptyString),
    optional("totalUsage", usageShape),
    seq,
  ],
  error: [...runFields, required("message", anyString), optional("code", anyString)],
  usage: [...runFields, required("inputTokens", tokenCount), required("outputTokens", tokenCount)],
  connected: [seq],
  user: [
    required("runId", nonEmptyString),
    optional("parentId", nonEmptyString),
    required("content", messageContent),
    seq,
  ],
  summary: [
    required("id", nonEmptyString),
    ...runFields,
    required("content", anyString),
    required("covers", arrayOf(nonEmptyString)),
  ],
  discard: [
    required("runId", nonEmptyString),
    required("ids", arrayOf(nonEmptyString)),
    optional("reason", anyString),
    seq,
  ],
};

/** Whether `type` names an event type the graph knows. @internal */
export function isEventType(type: unknown): type is GraphEventType {
  return typeof type === "string" && Object.hasOwn(eventSchema, type);
}
