import type { IncomingMessage, ServerResponse } from "node:http";
import type { EventLog } from "./EventLog.js";
import { type SSEResponseOptions, sseResponse } from "./sseResponse.js";

/** Options of `handleSSE`. */
export interface HandleSSEOptions extends Omit<SSEResponseOptions, "lastEventId" | "signal"> {
  readonly log: EventLog;
  readonly conversationId: string;
  /**
   * Hears what failed unexpectedly (the log's store is unreachable): the client is answered
   * 503, or its stream ends, and it retries.
   * @default console.error
   */
  readonly onError?: (error: unknown) => void;
}

function unavailable(response: ServerResponse, error: unknown): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const message = `the event log failed: ${error instanceof Error ? error.message : String(error)}`;
  response.writeHead(503, { "content-type": "application/json; charset=utf-8" });
  response.end(JSON.stringify({ error: { code: "unavailable", message } }));
}

/** Resolves once the response can take more, or has closed. */
function drained(response: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      response.off("drain", done);
      response.off("close", done);
      resolve();
    };
    response.on("drain", done);
    response.on("close", done);
  });
}

/**
 * Serves a conversation of a log as Server-Sent Events on Node's `http` (and Express, which
 * builds on it), as `sseResponse` does for Fetch runtimes: it reads `Last-Event-ID` from the
 * request, writes only as fast as the socket takes it, and ends the subscription when the
 * client disconnects. Resolves once the response has ended; never rejects.
 * @example
 * createServer((request, response) => {
 *   const conversationId = new URL(request.url ?? "/", "http://host").searchParams.get("c") ?? "";
 *   void handleSSE(request, response, { log, conversationId });
 * });
 */
export async function handleSSE(
  request: IncomingMessage,
  response: ServerResponse,
  options: HandleSSEOptions,
): Promise<void> {
  const { log, conversationId, onError, ...rest } = options;
  const header = request.headers["last-event-id"];
  const lastEventId = Array.isArray(header) ? header[0] : header;
  const disconnect = new AbortController();
  const onClose = () => disconnect.abort();
  response.on("close", onClose);
  try {
    const answer = await sseResponse(log, conversationId, {
      ...rest,
      ...(lastEventId === undefined ? {} : { lastEventId }),
      signal: disconnect.signal,
    });
    if (disconnect.signal.aborted) {
      await answer.body?.cancel();
      return;
    }
    response.writeHead(answer.status, Object.fromEntries(answer.headers));
    response.flushHeaders();
    const reader = answer.body?.getReader();
    if (!reader) return;
    disconnect.signal.addEventListener("abort", () => void reader.cancel(), { once: true });
    for (;;) {
      const { done, value } = await reader.read();
      if (done || disconnect.signal.aborted) break;
      if (!response.write(value)) await drained(response);
    }
  } catch (error) {
    unavailable(response, error);
    (onError ?? console.error)(error);
  } finally {
    response.off("close", onClose);
    if (!response.writableEnded) response.end();
  }
}
