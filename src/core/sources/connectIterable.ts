import type { ConversationStore } from "../store/ConversationStore.js";
import type { Connection } from "./Connection.js";
import { createEventBatch, type EventBatch } from "./createEventBatch.js";
import { runConnection } from "./runConnection.js";

/** Options of `connectIterable`. */
export interface ConnectIterableOptions {
  /** Stops reading when it aborts, like `close()`. */
  readonly signal?: AbortSignal;
}

function isAsyncIterable(value: object): value is AsyncIterable<unknown> {
  return typeof (value as Partial<AsyncIterable<unknown>>)[Symbol.asyncIterator] === "function";
}

function abortion(signal: AbortSignal): Promise<IteratorReturnResult<undefined>> {
  return new Promise((resolve) => {
    signal.addEventListener("abort", () => resolve({ done: true, value: undefined }), {
      once: true,
    });
  });
}

async function readAsync(
  iterable: AsyncIterable<unknown>,
  batch: EventBatch,
  signal: AbortSignal,
): Promise<undefined> {
  const iterator = iterable[Symbol.asyncIterator]();
  const aborted = abortion(signal);
  for (let index = 0; ; index += 1) {
    const step = await Promise.race([iterator.next(), aborted]);
    if (signal.aborted) {
      // Asks the producer to end (a generator's `finally` runs at its next yield), without waiting.
      Promise.resolve()
        .then(() => iterator.return?.())
        .catch(() => undefined);
      return undefined;
    }
    if (step.done) return undefined;
    batch.add(step.value, `iterable item ${index}`);
    batch.dispatch();
  }
}

/**
 * Reads events from a sync or async iterable into a store: each item is one event, an array of
 * events (what an adapter's `push` returns) or the JSON text of either; items that do not
 * parse are reported with their index. A sync iterable is dispatched as one array.
 * @example
 * const connection = connectIterable(store, replayLog(recordedEvents));
 * await connection.done;
 */
export function connectIterable(
  store: ConversationStore,
  iterable: AsyncIterable<unknown> | Iterable<unknown>,
  options: ConnectIterableOptions = {},
): Connection {
  return runConnection(store, { name: "iterable", signal: options.signal }, async (control) => {
    const batch = createEventBatch(store);
    control.setStatus("open");
    if (isAsyncIterable(iterable)) return readAsync(iterable, batch, control.signal);
    let index = 0;
    try {
      for (const item of iterable) {
        batch.add(item, `iterable item ${index}`);
        index += 1;
      }
    } finally {
      batch.dispatch();
    }
    return undefined;
  });
}
