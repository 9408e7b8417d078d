import { describeValue, nonEmpty } from "./eventChecks.js";
import { eventSchema, isEventType } from "./eventSchema.js";
import type { GraphEvent, GraphEventType } from "./GraphEvent.js";

/** What is wrong with an event: the path of the first bad field and a readable message. */
export interface EventError {
  readonly field: string;
  readonly message: string;
}

/** The outcome of `parseEvent`. */
export type ParseEventResult =
  | { readonly ok: true; readonly event: GraphEvent }
  | { readonly ok: false; readonly error: EventError };

const KNOWN_TYPES = Object.keys(eventSchema).join(", ");

/** The shape of nearly every event in a stream, checked without the generic walk. */
function isPlainChunk(fields: Record<string, unknown>): boolean {
  const { agentId, parentId, seq } = fields;
  return (
    nonEmpty(fields.id) &&
    nonEmpty(fields.runId) &&
    typeof fields.content === "string" &&
    (agentId === undefined || nonEmpty(agentId)) &&
    (parentId === undefined || nonEmpty(parentId)) &&
    (seq === undefined || (typeof seq === "number" && Number.isFinite(seq)))
  );
}

function reasonOf(cause: unknown): string {
  try {
    return cause instanceof Error ? cause.message : String(cause);
  } catch {
    return "unreadable error";
  }
}

/** Reads each known field once, so a getter cannot pass the checks and then change. */
function snapshotOf(
  type: GraphEventType,
  fields: Record<string, unknown>,
): Record<string, unknown> {
  if (type === "text") {
    const { id, runId, agentId, parentId, content, seq } = fields;
    return { type, id, runId, agentId, parentId, content, seq };
  }
  const event: Record<string, unknown> = { type };
  for (const spec of eventSchema[type]) {
    const value = fields[spec.name];
    if (value !== undefined) event[spec.name] = value;
  }
  return event;
}

function checkFields(type: GraphEventType, event: Record<string, unknown>): EventError | undefined {
  for (const spec of eventSchema[type]) {
    const value = event[spec.name];
    if (value === undefined && !spec.required) continue;
    const problem = spec.check(value, spec.name);
    if (problem) {
      return {
        field: problem.path,
        message: `${type}.${problem.path}: expected ${problem.expected}, got ${describeValue(problem.value)}`,
      };
    }
  }
  return undefined;
}

/**
 * Reads and checks an event object: each known field is read once into a copy, which is what
 * is checked and returned. Never throws; an object that throws when read is reported.
 * @internal
 */
export function readEvent(input: unknown): ParseEventResult {
  try {
    if (typeof input !== "object" || input === null || Array.isArray(input)) {
      return {
        ok: false,
        error: {
          field: "event",
          message: `event: expected an object, got ${describeValue(input)}`,
        },
      };
    }
    const fields = input as Record<string, unknown>;
    const type = fields.type;
    if (!isEventType(type)) {
      const message = `event.type: expected a known event type (${KNOWN_TYPES}), got ${describeValue(type)}`;
      return { ok: false, error: { field: "type", message } };
    }
    const event = snapshotOf(type, fields);
    const plain =
      (type === "text" ||
        (type === "reasoning" &&
          event.signature === undefined &&
          event.redactedData === undefined)) &&
      isPlainChunk(event);
    const error = plain ? undefined : checkFields(type, event);
    return error ? { ok: false, error } : { ok: true, event: event as unknown as GraphEvent };
  } catch (cause) {
    return {
      ok: false,
      error: { field: "event", message: `event: could not be read (${reasonOf(cause)})` },
    };
  }
}

/**
 * Validates an event given as an object or a JSON string, keeping only the fields it knows.
 * @example
 * const result = parseEvent('{"type":"text","id":"t1","runId":"r1","content":"Hi"}');
 * if (!result.ok) console.warn(result.error.message);
 */
export function parseEvent(input: unknown): ParseEventResult {
  let value = input;
  if (typeof input === "string") {
    try {
      value = JSON.parse(input);
    } catch (cause) {
      return {
        ok: false,
        error: { field: "event", message: `event: expected valid JSON, got ${reasonOf(cause)}` },
      };
    }
  }
  const result = readEvent(value);
  if (!result.ok) return result;
  const event: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(result.event))
    if (field !== undefined) event[key] = field;
  return { ok: true, event: event as unknown as GraphEvent };
}
