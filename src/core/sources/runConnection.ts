import type { ConversationStore } from "../store/ConversationStore.js";
import type { Connection, ConnectionFailure, ConnectionStatus } from "./Connection.js";

/** A status a connection can leave again. */
export type LiveStatus = Extract<ConnectionStatus, "connecting" | "open" | "reconnecting">;

/** What the body of a source can do with its connection. */
export interface ConnectionControl {
  /** Aborted by `close()` and by the caller's signal. */
  readonly signal: AbortSignal;
  /** Moves the connection to `status`, unless it has already closed or failed. */
  setStatus(status: LiveStatus): void;
}

/** Reads a source until it ends: resolves with why it failed, or `undefined` when it ended well. */
export type ConnectionBody = (control: ConnectionControl) => Promise<ConnectionFailure | undefined>;

/**
 * Describes a thrown value in words, for a failure or a diagnostic.
 * @internal
 */
export function reasonOf(cause: unknown): string {
  if (cause instanceof Error) {
    const inner = cause.cause instanceof Error ? ` (${cause.cause.message})` : "";
    return `${cause.message}${inner}`;
  }
  return String(cause);
}

/** The status of a connection with its listeners: final once `closed` or `error`. */
function observableStatus() {
  const listeners = new Set<() => void>();
  let status: ConnectionStatus = "connecting";
  let error: ConnectionFailure | undefined;
  return {
    get: () => status,
    error: () => error,
    change(next: ConnectionStatus, failure?: ConnectionFailure): void {
      if (status === "closed" || status === "error" || status === next) return;
      status = next;
      error = failure;
      for (const listener of [...listeners]) {
        try {
          listener();
        } catch (thrown) {
          // A broken listener must not stop the stream; its error still surfaces.
          queueMicrotask(() => {
            throw thrown;
          });
        }
      }
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Runs a source's body as a `Connection`: starts it after the caller has the connection in
 * hand, flushes the store when it stops, and settles `done` last.
 * @internal
 * @example
 * return runConnection(store, { name: "NDJSON stream" }, async ({ signal, setStatus }) => {
 *   setStatus("open");
 *   return undefined;
 * });
 */
export function runConnection(
  store: ConversationStore,
  source: { readonly name: string; readonly signal?: AbortSignal | undefined },
  body: ConnectionBody,
): Connection {
  const { signal } = source;
  const abort = new AbortController();
  const status = observableStatus();
  const close = (): void => {
    status.change("closed");
    abort.abort();
  };

  async function run(): Promise<void> {
    await Promise.resolve();
    let failure: ConnectionFailure | undefined;
    try {
      if (!abort.signal.aborted)
        failure = await body({ signal: abort.signal, setStatus: status.change });
    } catch (cause) {
      failure = { message: `the ${source.name} failed: ${reasonOf(cause)}`, cause };
    }
    signal?.removeEventListener("abort", close);
    store.flush();
    status.change(failure ? "error" : "closed", failure);
    abort.abort();
  }

  if (signal?.aborted) close();
  else signal?.addEventListener("abort", close, { once: true });
  const done = run();
  return {
    get status() {
      return status.get();
    },
    get error() {
      return status.error();
    },
    getStatus: status.get,
    subscribe: status.subscribe,
    close,
    done,
  };
}
