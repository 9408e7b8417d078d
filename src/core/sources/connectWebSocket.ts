import type { ConversationStore } from "../store/ConversationStore.js";
import type { RetryOptions } from "./backoffDelay.js";
import type { Connection } from "./Connection.js";
import { createEventBatch, type EventBatch } from "./createEventBatch.js";
import { type AttemptContext, type AttemptOutcome, keepConnected } from "./keepConnected.js";
import { reasonOf, runConnection } from "./runConnection.js";
import type { WebSocketClose, WebSocketConstructor, WebSocketLike } from "./WebSocketLike.js";

/** Options of `connectWebSocket`. */
export interface ConnectWebSocketOptions {
  /** Subprotocols offered to the server. */
  readonly protocols?: string | string[];
  /** @default globalThis.WebSocket */
  readonly WebSocket?: WebSocketConstructor;
  /** Stops the connection when it aborts, like `close()`. */
  readonly signal?: AbortSignal;
  /** How to wait between reconnect attempts. */
  readonly retry?: RetryOptions;
}

/** Close codes that say the server will not take this client back: retrying cannot help. */
const REFUSED_CODES: ReadonlySet<number> = new Set([1002, 1003, 1007, 1008, 1009, 1010]);
const NORMAL_CLOSURE = 1000;

/** Everything one attempt of a WebSocket connection needs. */
interface WebSocketSession {
  readonly url: string;
  readonly options: ConnectWebSocketOptions;
  readonly WebSocket: WebSocketConstructor;
  readonly batch: EventBatch;
  readonly store: ConversationStore;
  readonly decoder: InstanceType<typeof TextDecoder>;
}

function textOf(data: unknown, decoder: InstanceType<typeof TextDecoder>): string | undefined {
  if (typeof data === "string") return data;
  if (data instanceof ArrayBuffer) return decoder.decode(new Uint8Array(data));
  if (ArrayBuffer.isView(data))
    return decoder.decode(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
  return undefined;
}

function outcomeOf(close: WebSocketClose, url: string, lastError: string): AttemptOutcome {
  if (close.code === NORMAL_CLOSURE) return { kind: "finished" };
  const detail = close.reason || lastError;
  const message = `the WebSocket to ${url} closed with code ${close.code}${detail ? ` (${detail})` : ""}`;
  return REFUSED_CODES.has(close.code)
    ? { kind: "failed", failure: { message, code: close.code } }
    : { kind: "dropped", reason: message };
}

function listen(socket: WebSocketLike, context: AttemptContext, session: WebSocketSession) {
  let messages = 0;
  let lastError = "";
  socket.addEventListener("open", () => context.opened());
  socket.addEventListener("error", (event) => {
    const message = (event as { message?: unknown } | null)?.message;
    if (typeof message === "string") lastError = message;
  });
  socket.addEventListener("message", ({ data }) => {
    if (context.signal.aborted) return;
    messages += 1;
    const where = `WebSocket message ${messages}`;
    const text = textOf(data, session.decoder);
    if (text === undefined) {
      const message = `${where}: expected text or bytes, got ${Object.prototype.toString.call(data)}`;
      session.store.report({ code: "invalid_event", message, field: "event" });
      return;
    }
    session.batch.add(text, where);
    session.batch.dispatch();
  });
  return (close: WebSocketClose) => outcomeOf(close, session.url, lastError);
}

function attemptOnce(context: AttemptContext, session: WebSocketSession): Promise<AttemptOutcome> {
  return new Promise((resolve) => {
    let socket: WebSocketLike;
    try {
      socket = new session.WebSocket(session.url, session.options.protocols);
    } catch (cause) {
      const message = `could not open a WebSocket to ${session.url}: ${reasonOf(cause)}`;
      resolve({ kind: "failed", failure: { message, cause } });
      return;
    }
    socket.binaryType = "arraybuffer";
    const closeSocket = (): void => socket.close(NORMAL_CLOSURE, "closed by the client");
    const outcome = listen(socket, context, session);
    socket.addEventListener("close", (event) => {
      context.signal.removeEventListener("abort", closeSocket);
      resolve(outcome(event));
    });
    context.signal.addEventListener("abort", closeSocket, { once: true });
  });
}

/**
 * Reads a WebSocket into a store: each message is one event or an array of events (JSON text
 * or UTF-8 bytes), and a message that does not parse is reported with its number. A dropped
 * socket reconnects with backoff; the server ends the stream by closing with code 1000, and a
 * close code that refuses the client (1002, 1003, 1007 to 1010) fails it.
 * @example
 * import WebSocket from "ws";
 * const connection = connectWebSocket(store, "wss://agent.example/events", { WebSocket });
 */
export function connectWebSocket(
  store: ConversationStore,
  url: string,
  options: ConnectWebSocketOptions = {},
): Connection {
  return runConnection(store, { name: "WebSocket", signal: options.signal }, (control) => {
    const host = globalThis as { WebSocket?: WebSocketConstructor };
    const WebSocket = options.WebSocket ?? host.WebSocket;
    if (!WebSocket)
      return Promise.resolve({
        message: "connectWebSocket needs a WebSocket: pass options.WebSocket (the ws package)",
      });
    const batch = createEventBatch(store);
    const decoder = new TextDecoder();
    const session: WebSocketSession = { url, options, WebSocket, batch, store, decoder };
    return keepConnected(control, options.retry, (context) => attemptOnce(context, session));
  });
}
