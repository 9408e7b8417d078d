import type { GraphEvent } from "../core/graph/GraphEvent.js";
import { parseEvent } from "../core/graph/parseEvent.js";
import { EventLogError } from "./EventLogError.js";

function reasonOf(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}

/**
 * The JSON text of each event to append, without `seq` (the log numbers them): each is checked
 * with `parseEvent` and keeps only the fields it knows. Throws an `invalid_event` error naming
 * the first bad event and field.
 * @internal
 */
export function eventTexts(
  conversationId: string,
  events: GraphEvent | readonly GraphEvent[],
): string[] {
  const list: readonly unknown[] = Array.isArray(events) ? events : [events];
  const where = (index: number) =>
    `conversation ${JSON.stringify(conversationId)}: event ${index + 1} of ${list.length}`;
  return list.map((input, index) => {
    const result = parseEvent(input);
    if (!result.ok) {
      const { field, message } = result.error;
      throw new EventLogError("invalid_event", `${where(index)}: ${message}`, {
        conversationId,
        index,
        field,
      });
    }
    const { seq: _given, ...event } = result.event;
    try {
      return JSON.stringify(event);
    } catch (cause) {
      const message = `${where(index)}: expected JSON-serialisable fields, got ${reasonOf(cause)}`;
      throw new EventLogError("invalid_event", message, { conversationId, index, field: "event" });
    }
  });
}

/**
 * The event an appended text stands for, with its `seq` as the last field (so a client can
 * read it from the end of the JSON without parsing it), frozen because every subscriber
 * shares it.
 * @internal
 */
export function eventFromText(text: string, seq: number): GraphEvent {
  const event = JSON.parse(text) as Record<string, unknown>;
  event.seq = seq;
  return Object.freeze(event) as unknown as GraphEvent;
}
