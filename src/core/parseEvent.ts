import { describeValue } from "./eventChecks.js";
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

/**
 * Checks an event object in place without copying it; `undefined` means it is valid.
 * @internal
 */
export function validateEvent(input: unknown): EventError | undefined {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { field: "event", message: `event: expected an object, got ${describeValue(input)}` };
  }
  const fields = input as Record<string, unknown>;
  const type = fields.type;
  if (!isEventType(type)) {
    return {
      field: "type",
      message: `event.type: expected a known event type (${KNOWN_TYPES}), got ${describeValue(type)}`,
    };
  }
  for (const spec of eventSchema[type]) {
    const value = fields[spec.name];
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

function pickKnownFields(type: GraphEventType, fields: Record<string, unknown>): GraphEvent {
  const event: Record<string, unknown> = { type };
  for (const spec of eventSchema[type]) {
    if (fields[spec.name] !== undefined) event[spec.name] = fields[spec.name];
  }
  return event as unknown as GraphEvent;
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
      const reason = cause instanceof Error ? cause.message : String(cause);
      return {
        ok: false,
        error: { field: "event", message: `event: expected valid JSON, got ${reason}` },
      };
    }
  }
  try {
    const error = validateEvent(value);
    if (error) return { ok: false, error };
    const fields = value as Record<string, unknown>;
    return { ok: true, event: pickKnownFields(fields.type as GraphEventType, fields) };
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    return {
      ok: false,
      error: { field: "event", message: `event: could not be read (${reason})` },
    };
  }
}
