import type { GraphEvent } from "../graph/GraphEvent.js";
import { parseEvent } from "../graph/parseEvent.js";
import type { ConversationStore } from "../store/ConversationStore.js";
import { edgeSeq } from "./edgeSeq.js";
import { reasonOf } from "./runConnection.js";

/** Collects the valid events of what a source received, to dispatch them as one array. */
export interface EventBatch {
  /**
   * Adds one item of a stream: an event, an array of events, or the JSON text of either.
   * Blank text is skipped (keep-alive), and so is an event whose `seq` the store's graph
   * already holds (a replay); whatever does not parse is reported to the store, prefixed
   * with `where` (`NDJSON line 3`, or a function that says it, called only then), and the
   * rest of the item is kept.
   */
  add(item: unknown, where: string | (() => string)): void;
  /** Dispatches the events added since the last call as one array, if there are any. */
  dispatch(): void;
}

function eventTypeOf(value: unknown): { eventType?: string } {
  if (typeof value !== "object" || value === null) return {};
  try {
    const type: unknown = (value as { type?: unknown }).type;
    return typeof type === "string" ? { eventType: type } : {};
  } catch {
    return {};
  }
}

/**
 * Creates the batch a source fills from each network chunk, message or line.
 * @internal
 * @example
 * const batch = createEventBatch(store);
 * batch.add('{"type":"text","id":"t1","runId":"r1","content":"Hi"}', "NDJSON line 1");
 * batch.dispatch();
 */
export function createEventBatch(store: ConversationStore): EventBatch {
  let events: GraphEvent[] = [];

  /** The graph already holds this event's `seq`, so the reducer would ignore it anyway. */
  function isKnown(value: unknown): boolean {
    const highest = store.getSnapshot().highestSeq;
    if (highest === undefined || typeof value !== "object" || value === null) return false;
    try {
      const seq: unknown = (value as { seq?: unknown }).seq;
      return typeof seq === "number" && seq <= highest;
    } catch {
      return false;
    }
  }

  function addOne(value: unknown, where: () => string): void {
    // A stream replayed after a reconnect then costs its JSON parse and nothing more.
    if (isKnown(value)) return;
    const result = parseEvent(value);
    if (result.ok) {
      events.push(result.event);
      return;
    }
    const { field, message } = result.error;
    store.report({
      code: "invalid_event",
      message: `${where()}: ${message}`,
      field,
      ...eventTypeOf(value),
    });
  }

  function add(item: unknown, place: string | (() => string)): void {
    const where = typeof place === "string" ? () => place : place;
    let value = item;
    if (typeof item === "string") {
      if (item.trim() === "") return;
      // A replayed event numbered at its edge is skipped before it costs a JSON parse; a
      // graph without numbered events has nothing to compare with, so its text is not read.
      const highest = store.getSnapshot().highestSeq;
      if (highest !== undefined && (edgeSeq(item) ?? Number.POSITIVE_INFINITY) <= highest) return;
      try {
        value = JSON.parse(item);
      } catch (cause) {
        const message = `${where()}: expected JSON, got ${reasonOf(cause)}`;
        store.report({ code: "invalid_event", message, field: "event" });
        return;
      }
    }
    if (!Array.isArray(value)) {
      addOne(value, where);
      return;
    }
    value.forEach((element: unknown, index) => {
      addOne(element, () => `${where()}, item ${index}`);
    });
  }

  return {
    add,
    dispatch() {
      if (events.length === 0) return;
      const ready = events;
      events = [];
      store.dispatch(ready);
    },
  };
}
