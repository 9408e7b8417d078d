/** An output item of a response; a `function_call` item carries the call's id, name and input. */
export interface OpenAIResponsesItem {
  readonly type: string;
  readonly id?: string | null;
  readonly call_id?: string | null;
  readonly name?: string | null;
  readonly arguments?: unknown;
}

/** The response object that the lifecycle events carry. */
export interface OpenAIResponsesResponse {
  readonly usage?: { readonly input_tokens: number; readonly output_tokens: number } | null;
  readonly error?: { readonly code?: string | null; readonly message?: string | null } | null;
  readonly incomplete_details?: { readonly reason?: string | null } | null;
}

/** An event about one output item, by its position in the response. */
interface OutputEvent {
  readonly output_index: number;
}

/** The response started or is progressing. */
export interface OpenAIResponsesLifecycleEvent {
  readonly type: "response.created" | "response.in_progress" | "response.queued";
}

/** The response ended: completed, failed or incomplete. */
export interface OpenAIResponsesSettledEvent {
  readonly type: "response.completed" | "response.failed" | "response.incomplete";
  readonly response: OpenAIResponsesResponse;
}

/** An output item (a message, a function call, reasoning…) was added or is done. */
export interface OpenAIResponsesItemEvent extends OutputEvent {
  readonly type: "response.output_item.added" | "response.output_item.done";
  readonly item: OpenAIResponsesItem;
}

/** A piece of a content part: output text, a refusal or reasoning text. */
export interface OpenAIResponsesContentDeltaEvent extends OutputEvent {
  readonly type:
    | "response.output_text.delta"
    | "response.refusal.delta"
    | "response.reasoning_text.delta";
  readonly content_index: number;
  readonly delta: string;
}

/** A piece of a reasoning summary part. */
export interface OpenAIResponsesSummaryDeltaEvent extends OutputEvent {
  readonly type: "response.reasoning_summary_text.delta";
  readonly summary_index: number;
  readonly delta: string;
}

/** A piece of a function call's arguments (JSON text). */
export interface OpenAIResponsesArgumentsDeltaEvent extends OutputEvent {
  readonly type: "response.function_call_arguments.delta";
  readonly delta: string;
}

/** A function call's whole arguments. */
export interface OpenAIResponsesArgumentsDoneEvent extends OutputEvent {
  readonly type: "response.function_call_arguments.done";
  readonly arguments: string;
}

/** The stream failed. */
export interface OpenAIResponsesErrorEvent {
  readonly type: "error";
  /** The stream's `error` event nests its words in `error`; older servers put them at the top. */
  readonly error?: {
    readonly code?: string | null;
    readonly message?: string | null;
    readonly type?: string | null;
  } | null;
  readonly code?: string | null;
  readonly message?: string | null;
}

/** The Responses API stream events the adapter reads. */
export type OpenAIResponsesKnownEvent =
  | OpenAIResponsesLifecycleEvent
  | OpenAIResponsesSettledEvent
  | OpenAIResponsesItemEvent
  | OpenAIResponsesContentDeltaEvent
  | OpenAIResponsesSummaryDeltaEvent
  | OpenAIResponsesArgumentsDeltaEvent
  | OpenAIResponsesArgumentsDoneEvent
  | OpenAIResponsesErrorEvent;

/**
 * An event of an OpenAI Responses API stream (the SDK's `ResponseStreamEvent`). Events of
 * types the adapter does not read (audio, hosted tools…) are ignored, so any `{ type }`
 * object is accepted.
 */
export type OpenAIResponsesStreamEvent = OpenAIResponsesKnownEvent | { readonly type: string };

const KNOWN_TYPES: Readonly<Record<OpenAIResponsesKnownEvent["type"], true>> = {
  "response.created": true,
  "response.in_progress": true,
  "response.queued": true,
  "response.completed": true,
  "response.failed": true,
  "response.incomplete": true,
  "response.output_item.added": true,
  "response.output_item.done": true,
  "response.output_text.delta": true,
  "response.refusal.delta": true,
  "response.reasoning_text.delta": true,
  "response.reasoning_summary_text.delta": true,
  "response.function_call_arguments.delta": true,
  "response.function_call_arguments.done": true,
  error: true,
};

/** Whether the adapter reads events of this event's type. @internal */
export function isKnownResponsesEvent(
  event: OpenAIResponsesStreamEvent,
): event is OpenAIResponsesKnownEvent {
  return Object.hasOwn(KNOWN_TYPES, event.type);
}
