// Any provider

export { adaptStream } from "./adaptStream.js";
export type { ProviderAdapterOptions } from "./ProviderAdapterOptions.js";
export type { AdapterOptions, StreamAdapter } from "./StreamAdapter.js";

// Anthropic Messages: the stream in, the next request out

export { createAnthropicAdapter } from "./anthropic/anthropicAdapter.js";
export type {
  AnthropicContentBlock,
  AnthropicDelta,
  AnthropicKnownEvent,
  AnthropicMessageDelta,
  AnthropicStreamEvent,
  AnthropicUsage,
} from "./anthropic/AnthropicStreamEvent.js";
export { toAnthropicMessages } from "./anthropic/toAnthropicMessages.js";
export type {
  AnthropicBlock,
  AnthropicMessage,
  AnthropicRelayedBlock,
  AnthropicRequest,
} from "./anthropic/toAnthropicMessages.js";

// OpenAI Chat Completions: the stream in, the next request out

export type {
  OpenAIChatChoice,
  OpenAIChatChunk,
  OpenAIChatDelta,
  OpenAIChatToolCallDelta,
  OpenAIChatUsage,
} from "./openai/OpenAIChatChunk.js";
export { createOpenAIChatAdapter } from "./openai/openaiChatAdapter.js";
export { toOpenAIMessages } from "./openai/toOpenAIMessages.js";
export type { OpenAIContentPart, OpenAIMessage } from "./openai/toOpenAIMessages.js";

// OpenAI Responses: the stream in, the next request out

export type {
  OpenAIResponsesArgumentsDeltaEvent,
  OpenAIResponsesArgumentsDoneEvent,
  OpenAIResponsesContentDeltaEvent,
  OpenAIResponsesErrorEvent,
  OpenAIResponsesItem,
  OpenAIResponsesItemEvent,
  OpenAIResponsesKnownEvent,
  OpenAIResponsesLifecycleEvent,
  OpenAIResponsesResponse,
  OpenAIResponsesSettledEvent,
  OpenAIResponsesStreamEvent,
  OpenAIResponsesSummaryDeltaEvent,
} from "./openai/OpenAIResponsesStreamEvent.js";
export { createOpenAIResponsesAdapter } from "./openai/openaiResponsesAdapter.js";
export { toOpenAIResponsesInput } from "./openai/toOpenAIResponsesInput.js";
export type {
  OpenAIResponsesInputContent,
  OpenAIResponsesInputItem,
  OpenAIResponsesRelayedItem,
} from "./openai/toOpenAIResponsesInput.js";

// Vercel AI SDK UI message stream

export { createAiSdkAdapter } from "./aiSdk/aiSdkAdapter.js";
export type { AiSdkUiChunk } from "./aiSdk/AiSdkUiChunk.js";

// AG-UI

export type {
  AgUiEvent,
  AgUiInterrupt,
  AgUiRunOutcome,
  AgUiTokenUsage,
} from "./agUi/AgUiEvent.js";
export { createAgUiAdapter } from "./agUi/agUiAdapter.js";
