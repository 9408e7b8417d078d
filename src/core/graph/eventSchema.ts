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

/**
 * The fields of a text chunk, and the first fields of a reasoning chunk (whose proof comes
 * after them, and passes when absent).
 * @internal
 */
export const chunkFields: readonly FieldSpec[] = [
  required("id", nonEmptyString),
  ...runFields,
  required("content", anyString),
];

/** The fields each event type carries, in the order they are checked. @internal */
export const eventSchema: Readonly<Record<GraphEventType, readonly FieldSpec[]>> = {
  text: chunkFields,
  reasoning: [
    ...chunkFields,
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

/** The field of a text chunk named `name`, for checks written out field by field. @internal */
export function chunkField(name: string): FieldSpec {
  const spec = chunkFields.find((field) => field.name === name);
  if (!spec) throw new Error(`the event schema has no chunk field ${JSON.stringify(name)}`);
  return spec;
}

/** The values of the `fields` of `input`, each read once, in order. @internal */
export function readFields(fields: readonly FieldSpec[], input: object): unknown[] {
  const values = new Array<unknown>(fields.length);
  for (let index = 0; index < fields.length; index++)
    values[index] = (input as Record<string, unknown>)[(fields[index] as FieldSpec).name];
  return values;
}

/** Whether the value of a field passes: absent when optional, or passing its check. @internal */
export function fieldPasses(field: FieldSpec, value: unknown): boolean {
  return (value === undefined && !field.required) || field.check.accepts(value);
}

/**
 * The index of the first of `values` (of `fields`, in order) that fails its field, or -1 when
 * all pass: the one verdict on an event's fields, for the reducer and `parseEvent` alike.
 * @internal
 */
export function firstBadField(fields: readonly FieldSpec[], values: readonly unknown[]): number {
  for (let index = 0; index < fields.length; index++)
    if (!fieldPasses(fields[index] as FieldSpec, values[index])) return index;
  return -1;
}

/** An event of `type` with the `values` of its `fields` that are present. @internal */
export function eventOf(
  type: GraphEventType,
  fields: readonly FieldSpec[],
  values: readonly unknown[],
): Record<string, unknown> {
  const event: Record<string, unknown> = { type };
  for (let index = 0; index < fields.length; index++) {
    const value = values[index];
    if (value !== undefined) event[(fields[index] as FieldSpec).name] = value;
  }
  return event;
}
