/** A piece of one tool call in a streamed chat delta; `index` says which call it belongs to. */
export interface OpenAIChatToolCallDelta {
  readonly index: number;
  /** Sent with the first piece of a call only. */
  readonly id?: string | null;
  readonly function?: {
    /** Sent with the first piece of a call only. */
    readonly name?: string | null;
    readonly arguments?: string | null;
  } | null;
}

/** What one streamed chunk adds to a chat completion choice. */
export interface OpenAIChatDelta {
  readonly content?: string | null;
  readonly refusal?: string | null;
  /** Reasoning text as DeepSeek and OpenAI-compatible servers (vLLM, SGLang) stream it. */
  readonly reasoning_content?: string | null;
  /** Reasoning text as OpenRouter and some OpenAI-compatible servers stream it. */
  readonly reasoning?: string | null;
  readonly tool_calls?: readonly OpenAIChatToolCallDelta[] | null;
}

/** One choice of a streamed chat completion chunk. */
export interface OpenAIChatChoice {
  readonly index?: number;
  readonly delta?: OpenAIChatDelta | null;
  readonly finish_reason?: string | null;
}

/** Token counts of a chat completion (the last chunk, with `stream_options.include_usage`). */
export interface OpenAIChatUsage {
  readonly prompt_tokens: number;
  readonly completion_tokens: number;
}

/**
 * A chunk of an OpenAI Chat Completions stream (the SDK's `ChatCompletionChunk`), or the
 * `{ error }` object some OpenAI-compatible servers send in the stream when they fail.
 */
export interface OpenAIChatChunk {
  readonly choices?: readonly OpenAIChatChoice[] | null;
  readonly usage?: OpenAIChatUsage | null;
  readonly error?: {
    readonly message?: string | null;
    readonly code?: string | number | null;
  } | null;
}
