import { createParser, type EventSourceMessage } from "eventsource-parser";
import type { ConversationStore } from "../store/ConversationStore.js";
import { createEventBatch } from "./createEventBatch.js";
import type { AttemptContext, AttemptOutcome } from "./keepConnected.js";
import { readTextStream } from "./readTextStream.js";
import { reasonOf } from "./runConnection.js";

/** What a Server-Sent Events connection carries from one attempt to the next. */
export interface EventStreamPosition {
  /** The id of the last event received, sent back as `Last-Event-ID` on reconnect. */
  lastEventId: string | undefined;
}

function describe(message: EventSourceMessage, position: EventStreamPosition): string {
  if (message.id !== undefined) return `SSE event id ${JSON.stringify(message.id)}`;
  const last = position.lastEventId;
  return last === undefined
    ? "SSE event without id"
    : `SSE event without id after id ${JSON.stringify(last)}`;
}

/**
 * Reads one Server-Sent Events response body into a store until an event named `done`, the
 * end of the body or an error; each event's data is an event or an array of events.
 * @internal
 * @example
 * const outcome = await readEventStream(response.body, { store, context, position });
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  connection: {
    readonly store: ConversationStore;
    readonly context: AttemptContext;
    readonly position: EventStreamPosition;
  },
): Promise<AttemptOutcome> {
  const { store, context, position } = connection;
  const batch = createEventBatch(store);
  let finished = false;
  const parser = createParser({
    onEvent(message) {
      if (finished) return;
      if (message.event === "done") finished = true;
      else batch.add(message.data, () => describe(message, position));
      if (message.id !== undefined) position.lastEventId = message.id || undefined;
    },
    onRetry: (delayMs) => context.setBaseDelay(delayMs),
    onError(error) {
      const message = `SSE line ${JSON.stringify(error.line ?? "")} ignored: ${error.message}`;
      const field = error.type === "invalid-retry" ? "retry" : (error.field ?? error.type);
      store.report({ code: "invalid_event", message, field });
    },
  });
  try {
    await readTextStream(body, context.signal, (text) => {
      parser.feed(text);
      batch.dispatch();
      return !finished;
    });
  } catch (cause) {
    return { kind: "dropped", reason: `the event stream broke: ${reasonOf(cause)}` };
  }
  if (finished || context.signal.aborted) return { kind: "finished" };
  return { kind: "dropped", reason: "the event stream ended without a done event" };
}
