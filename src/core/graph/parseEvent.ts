import { describeValue, problemOf } from "./eventChecks.js";
import {
  eventOf,
  eventSchema,
  type FieldSpec,
  firstBadField,
  isEventType,
  readFields,
} from "./eventSchema.js";
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

function reasonOf(cause: unknown): string {
  try {
    return cause instanceof Error ? cause.message : String(cause);
  } catch {
    return "unreadable error";
  }
}

/** The error for the field at `index` of an event of `type`, whose value fails its check. */
function errorAt(type: GraphEventType, index: number, value: unknown): EventError {
  const field = eventSchema[type][index] as FieldSpec;
  const problem = problemOf(field.check, value, field.name);
  const got = describeValue(problem.value);
  const message = `${type}.${problem.path}: expected ${problem.expected}, got ${got}`;
  return { field: problem.path, message };
}

/**
 * Reads and checks an event object: each known field is read once, and what was read is checked
 * and returned as a copy without the fields that are absent. Never throws; an object that
 * throws when read is reported.
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
    const specs = eventSchema[type];
    const values = readFields(specs, fields);
    const bad = firstBadField(specs, values);
    if (bad >= 0) return { ok: false, error: errorAt(type, bad, values[bad]) };
    return { ok: true, event: eventOf(type, specs, values) as unknown as GraphEvent };
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
  return readEvent(value);
}
