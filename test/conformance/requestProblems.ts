import {
  toAnthropicMessages,
  toOpenAIMessages,
  toOpenAIResponsesInput,
} from "../../src/adapters/index.js";
import type { Message } from "../../src/index.js";
import { apiProblems } from "../apiValidity.js";
import { anthropicRequestProblems } from "./anthropicRules.js";
import { openAIChatProblems, openAIResponsesInputProblems } from "./openaiRules.js";

/**
 * What any of the big APIs would reject in the next request built from `messages`: the
 * provider-neutral rules, then each formatter's output checked by that provider's rules.
 */
export function requestProblems(messages: readonly Message[]): string[] {
  return [
    ...apiProblems(messages),
    ...anthropicRequestProblems(toAnthropicMessages(messages)).map(
      (problem) => `Anthropic: ${problem}`,
    ),
    ...openAIChatProblems(toOpenAIMessages(messages)).map((problem) => `Chat: ${problem}`),
    ...openAIResponsesInputProblems(toOpenAIResponsesInput(messages)).map(
      (problem) => `Responses: ${problem}`,
    ),
  ];
}
