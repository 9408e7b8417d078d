/**
 * Where a source's connection stands: `closed` and `error` are final, `reconnecting` covers the
 * wait before the next attempt as well as the attempt itself.
 */
export type ConnectionStatus = "connecting" | "open" | "reconnecting" | "closed" | "error";

/** Why a connection ended in `error`. */
export interface ConnectionFailure {
  /** What went wrong, in words: `HTTP 401 Unauthorized from https://…`. */
  readonly message: string;
  /** The HTTP status (Server-Sent Events) or close code (WebSocket) that ended it, if any. */
  readonly code?: number;
  /** The error that ended it, if one was thrown. */
  readonly cause?: unknown;
}

/**
 * A live link between a stream and a store, observable so that a UI can show its status.
 * `subscribe` with `getStatus` fits `useSyncExternalStore`.
 * @example
 * const connection = connectSSE(store, "/api/chat/42/events");
 * connection.subscribe(() => console.log(connection.getStatus(), connection.error?.message));
 * await connection.done;
 */
export interface Connection {
  /** The current status; the same as `getStatus()`. */
  readonly status: ConnectionStatus;
  /** Why the connection failed, once `status` is `error`. */
  readonly error: ConnectionFailure | undefined;
  /** The current status. */
  getStatus(): ConnectionStatus;
  /** Calls `listener` after each status change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Stops reading and reconnecting, aborts a pending request; the status becomes `closed`. */
  close(): void;
  /** Settles once the source has stopped and its events are flushed; never rejects. */
  readonly done: Promise<void>;
}
