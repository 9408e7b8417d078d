/** The standard message of each way a provider stops early. @internal */
export const STOP_FAILURE_MESSAGES = {
  max_tokens: "The response was cut off at the output token limit.",
  context_window_exceeded: "The response was cut off: the model's context window is full.",
  content_filter: "The response was stopped by the provider's content filter.",
  refusal: "The model declined to respond.",
  incomplete_stream: "The stream ended before the provider finished its response.",
} as const;

/** Why a provider stopped early, as the `code` of the error event that says so. @internal */
export type StopFailure = keyof typeof STOP_FAILURE_MESSAGES;
