import type { ConversationStore } from "../store/ConversationStore.js";
import type { Connection } from "./Connection.js";
import { createEventBatch, type EventBatch } from "./createEventBatch.js";
import { readTextStream } from "./readTextStream.js";
import { runConnection } from "./runConnection.js";

/** Options of `connectNDJSON`. */
export interface ConnectNDJSONOptions {
  /** Stops reading when it aborts, like `close()`. */
  readonly signal?: AbortSignal;
}

/** Splits text into lines across chunks and adds each complete line to the batch. */
function lineSplitter(batch: EventBatch) {
  let pending = "";
  let lineNumber = 0;
  const addLine = (line: string): void => {
    lineNumber += 1;
    batch.add(line.endsWith("\r") ? line.slice(0, -1) : line, `NDJSON line ${lineNumber}`);
  };
  return {
    push(text: string): void {
      if (!text.includes("\n")) {
        pending += text;
        return;
      }
      const lines = (pending + text).split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) addLine(line);
    },
    end(): void {
      if (pending !== "") addLine(pending);
      pending = "";
    },
  };
}

/**
 * Reads newline-delimited JSON into a store: each line holds one event or an array of events;
 * blank lines are skipped and a line that does not parse is reported with its line number.
 * The events of each chunk are dispatched together.
 * @example
 * const response = await fetch("/api/chat/42/log.ndjson");
 * if (response.body) await connectNDJSON(store, response.body).done;
 */
export function connectNDJSON(
  store: ConversationStore,
  stream: ReadableStream<Uint8Array | string>,
  options: ConnectNDJSONOptions = {},
): Connection {
  const source = { name: "NDJSON stream", signal: options.signal };
  return runConnection(store, source, async ({ signal, setStatus }) => {
    const batch = createEventBatch(store);
    const lines = lineSplitter(batch);
    setStatus("open");
    await readTextStream(stream, signal, (text) => {
      lines.push(text);
      batch.dispatch();
      return true;
    });
    if (!signal.aborted) lines.end();
    batch.dispatch();
    return undefined;
  });
}
