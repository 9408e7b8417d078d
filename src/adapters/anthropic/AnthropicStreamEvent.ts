/** Token counts as an Anthropic message reports them. */
export interface AnthropicUsage {
  readonly input_tokens?: number | null;
  readonly output_tokens?: number | null;
  readonly cache_creation_input_tokens?: number | null;
  readonly cache_read_input_tokens?: number | null;
}

/** A content block as `content_block_start` announces it; the fields read depend on `type`. */
export interface AnthropicContentBlock {
  readonly type: string;
  readonly id?: string;
  readonly name?: string;
  readonly input?: unknown;
  readonly text?: string;
  readonly thinking?: string;
  readonly signature?: string;
  /** The encrypted reasoning of a `redacted_thinking` block. */
  readonly data?: string;
  /** Server tool results (`web_search_tool_result`…) name the `server_tool_use` they answer. */
  readonly tool_use_id?: string;
  readonly content?: unknown;
}

/** A `content_block_delta` payload; the field read depends on `type`. */
export interface AnthropicDelta {
  readonly type: string;
  readonly text?: string;
  readonly thinking?: string;
  readonly partial_json?: string;
  readonly signature?: string;
}

/** The top-level changes a `message_delta` reports. */
export interface AnthropicMessageDelta {
  readonly stop_reason: string | null;
  readonly stop_details?: { readonly explanation?: string | null } | null;
}

/** The Anthropic stream events the adapter reads. */
export type AnthropicKnownEvent =
  | { readonly type: "message_start"; readonly message: { readonly usage: AnthropicUsage } }
  | {
      readonly type: "content_block_start";
      readonly index: number;
      readonly content_block: AnthropicContentBlock;
    }
  | { readonly type: "content_block_delta"; readonly index: number; readonly delta: AnthropicDelta }
  | { readonly type: "content_block_stop"; readonly index: number }
  | {
      readonly type: "message_delta";
      readonly delta: AnthropicMessageDelta;
      readonly usage: AnthropicUsage;
    }
  | { readonly type: "message_stop" }
  | { readonly type: "ping" }
  | { readonly type: "error"; readonly error: { readonly type: string; readonly message: string } };

/**
 * An event of an Anthropic Messages stream: the SDK's `RawMessageStreamEvent`, or the `ping`
 * and `error` events of the raw server-sent stream. Events of other types are ignored, so
 * any `{ type }` object is accepted.
 */
export type AnthropicStreamEvent = AnthropicKnownEvent | { readonly type: string };

const KNOWN_TYPES: Readonly<Record<AnthropicKnownEvent["type"], true>> = {
  message_start: true,
  content_block_start: true,
  content_block_delta: true,
  content_block_stop: true,
  message_delta: true,
  message_stop: true,
  ping: true,
  error: true,
};

/** Whether the adapter reads events of this event's type. @internal */
export function isKnownAnthropicEvent(event: AnthropicStreamEvent): event is AnthropicKnownEvent {
  return Object.hasOwn(KNOWN_TYPES, event.type);
}
