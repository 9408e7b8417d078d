import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { toOpenAIMessages } from "../../src/adapters/index.js";
import type { Message } from "../../src/index.js";

/**
 * Compiles only while `toOpenAIMessages` gives messages of the official SDK's parameter type,
 * so `npm run typecheck` fails when the formatter drifts from what `chat.completions.create`
 * accepts.
 */
export function asChatCompletionMessages(
  messages: readonly Message[],
): ChatCompletionMessageParam[] {
  return toOpenAIMessages(messages);
}
