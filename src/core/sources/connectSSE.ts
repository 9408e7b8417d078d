import type { ConversationStore } from "../store/ConversationStore.js";
import type { RetryOptions } from "./backoffDelay.js";
import type { Connection } from "./Connection.js";
import { type AttemptContext, type AttemptOutcome, keepConnected } from "./keepConnected.js";
import { type EventStreamPosition, readEventStream } from "./readEventStream.js";
import { reasonOf, runConnection } from "./runConnection.js";

/** The part of a fetch `Response` that `connectSSE` reads. */
export interface SSEResponse {
  readonly status: number;
  readonly statusText: string;
  readonly headers: { get(name: string): string | null };
  readonly body: ReadableStream<Uint8Array> | null;
}

/** A `fetch` (the global one, or one that adds auth, logging, a test double). */
export type FetchFunction = (url: string, init: RequestInit) => Promise<SSEResponse>;

/** Options of `connectSSE`. */
export interface ConnectSSEOptions {
  /** @default "GET" */
  readonly method?: string;
  /** Sent with every attempt, after `Accept: text/event-stream`. */
  readonly headers?: Readonly<Record<string, string>>;
  /** The request body, sent again with every attempt (so it cannot be a stream). */
  readonly body?: string;
  /** @default globalThis.fetch */
  readonly fetch?: FetchFunction;
  /** Stops the connection when it aborts, like `close()`. */
  readonly signal?: AbortSignal;
  /** How to wait between reconnect attempts; the server's `retry:` field sets the base delay. */
  readonly retry?: RetryOptions;
  /** Resumes after this event id: sent as `Last-Event-ID` on the first attempt too. */
  readonly lastEventId?: string;
}

function isFatal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** What a response says before its body is read: `undefined` when the body is an event stream. */
function verdictOn(response: SSEResponse, url: string): AttemptOutcome | undefined {
  const { status, statusText } = response;
  if (status === 204) return { kind: "finished" };
  if (status < 200 || status >= 300) {
    const message = `HTTP ${status}${statusText ? ` ${statusText}` : ""} from ${url}`;
    return isFatal(status)
      ? { kind: "failed", failure: { message, code: status } }
      : { kind: "dropped", reason: message };
  }
  const type = response.headers.get("content-type");
  if (type !== null && !type.toLowerCase().startsWith("text/event-stream")) {
    const message = `expected content-type text/event-stream from ${url}, got ${type}`;
    return { kind: "failed", failure: { message, code: status } };
  }
  return undefined;
}

function requestOf(options: ConnectSSEOptions, lastEventId: string | undefined): RequestInit {
  const headers: Record<string, string> = { Accept: "text/event-stream", ...options.headers };
  if (lastEventId !== undefined) headers["Last-Event-ID"] = lastEventId;
  const request: RequestInit = { method: options.method ?? "GET", headers };
  if (options.body !== undefined) request.body = options.body;
  return request;
}

/** Everything one attempt of a Server-Sent Events connection needs. */
interface SSESession {
  readonly store: ConversationStore;
  readonly url: string;
  readonly options: ConnectSSEOptions;
  readonly fetchFunction: FetchFunction;
  readonly position: EventStreamPosition;
}

async function attemptOnce(context: AttemptContext, session: SSESession): Promise<AttemptOutcome> {
  const { url, options, position } = session;
  let response: SSEResponse;
  try {
    const request = requestOf(options, position.lastEventId);
    response = await session.fetchFunction(url, { ...request, signal: context.signal });
  } catch (cause) {
    return { kind: "dropped", reason: `the request to ${url} failed: ${reasonOf(cause)}` };
  }
  const verdict = verdictOn(response, url);
  if (verdict) {
    response.body?.cancel().catch(() => undefined);
    return verdict;
  }
  if (!response.body) return { kind: "dropped", reason: `the response from ${url} has no body` };
  context.opened();
  return readEventStream(response.body, { store: session.store, context, position });
}

/**
 * Reads Server-Sent Events over `fetch` into a store (so POST bodies and auth headers work).
 * Each event's data is one event or a JSON array of events; what does not parse is reported
 * with the SSE event id. A dropped connection reconnects with backoff and `Last-Event-ID`;
 * an event named `done`, a 204 response, `close()` or the signal stop it, and a 4xx other
 * than 408 and 429 fails it.
 * @example
 * const connection = connectSSE(store, "/api/chat/42/events", {
 *   method: "POST",
 *   headers: { Authorization: `Bearer ${token}` },
 *   body: JSON.stringify({ message: "Hello" }),
 * });
 */
export function connectSSE(
  store: ConversationStore,
  url: string,
  options: ConnectSSEOptions = {},
): Connection {
  const position: EventStreamPosition = { lastEventId: options.lastEventId };
  return runConnection(store, { name: "event stream", signal: options.signal }, (control) => {
    const host = globalThis.fetch;
    if (!options.fetch && typeof host !== "function")
      return Promise.resolve({ message: "connectSSE needs fetch: pass options.fetch" });
    // Browsers throw "Illegal invocation" when fetch is called as a method of another object.
    const fetchFunction: FetchFunction = options.fetch ?? ((input, init) => host(input, init));
    const session: SSESession = { store, url, options, fetchFunction, position };
    return keepConnected(control, options.retry, (context) => attemptOnce(context, session));
  });
}
