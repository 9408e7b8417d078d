/** The data of a WebSocket message: text, or bytes in one of the shapes hosts deliver. */
export interface WebSocketMessage {
  readonly data: unknown;
}

/** Why a WebSocket closed. */
export interface WebSocketClose {
  readonly code: number;
  readonly reason: string;
}

/**
 * The part of a WebSocket that `connectWebSocket` uses, so that core needs no DOM types: the
 * browser's `WebSocket`, Node 22's global one and the `ws` package all fit.
 */
export interface WebSocketLike {
  /** Set to `"arraybuffer"` so that binary messages arrive as bytes, not as a `Blob`. */
  binaryType?: string;
  addEventListener(type: "open", listener: () => void): void;
  addEventListener(type: "message", listener: (event: WebSocketMessage) => void): void;
  addEventListener(type: "close", listener: (event: WebSocketClose) => void): void;
  addEventListener(type: "error", listener: (event: unknown) => void): void;
  close(code?: number, reason?: string): void;
}

/** A WebSocket constructor: `globalThis.WebSocket`, or `WebSocket` from the `ws` package. */
export type WebSocketConstructor = new (
  url: string,
  protocols?: string | string[],
) => WebSocketLike;
