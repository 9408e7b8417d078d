import type { ChatCompletionChunk } from "openai/resources/chat/completions";
import type { GraphEvent } from "../../core/graph/GraphEvent.js";
import type { OpenAIChatChunk } from "./OpenAIChatChunk.js";
import { createOpenAIChatAdapter } from "./openaiChatAdapter.js";

type Delta = ChatCompletionChunk.Choice.Delta;
type FinishReason = ChatCompletionChunk.Choice["finish_reason"];
type ToolCallPiece = ChatCompletionChunk.Choice.Delta.ToolCall;

/** A chunk of choice 0 with `delta`, as the API streams it. */
export const chunk = (delta: Delta, finishReason: FinishReason = null): ChatCompletionChunk => ({
  id: "chatcmpl-B9MHDbslfkBeAs8l4bebGdFOJ6PeG",
  object: "chat.completion.chunk",
  created: 1741570283,
  model: "gpt-4o-2024-08-06",
  system_fingerprint: "fp_eb9dce56a8",
  choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
});

/** The last chunk with `stream_options.include_usage`: no choices, the usage. */
export const usageChunk = (prompt: number, completion: number): ChatCompletionChunk => ({
  id: "chatcmpl-B9MHDbslfkBeAs8l4bebGdFOJ6PeG",
  object: "chat.completion.chunk",
  created: 1741570283,
  model: "gpt-4o-2024-08-06",
  choices: [],
  usage: {
    prompt_tokens: prompt,
    completion_tokens: completion,
    total_tokens: prompt + completion,
  },
});

/** The first piece of a tool call: its index, id and name. */
export const callStart = (index: number, id: string, name: string): ChatCompletionChunk =>
  chunk({ tool_calls: [{ index, id, type: "function", function: { name, arguments: "" } }] });

/** A piece of a tool call's arguments. */
export const callPiece = (index: number, piece: string): ToolCallPiece => ({
  index,
  function: { arguments: piece },
});

/** A reply of text, ending with usage. */
export const textStream: ChatCompletionChunk[] = [
  chunk({ role: "assistant", content: "", refusal: null }),
  chunk({ content: "Hello" }),
  chunk({ content: ", world" }),
  chunk({}, "stop"),
  usageChunk(19, 10),
];

/** Two tool calls streamed in parallel, their argument pieces interleaved. */
export const parallelStream: ChatCompletionChunk[] = [
  chunk({ role: "assistant", content: null }),
  callStart(0, "call_weather_paris", "get_weather"),
  callStart(1, "call_weather_tokyo", "get_weather"),
  chunk({ tool_calls: [callPiece(0, '{"city": "Pa'), callPiece(1, '{"city": ')] }),
  chunk({ tool_calls: [callPiece(1, '"Tokyo", "unit": "c')] }),
  chunk({ tool_calls: [callPiece(0, 'ris"}')] }),
  chunk({ tool_calls: [callPiece(1, 'elsius"}')] }),
  chunk({}, "tool_calls"),
  usageChunk(80, 40),
];

/** A reply of text and a tool call that stops for the tool to run. */
export const toolCallStream: ChatCompletionChunk[] = [
  chunk({ role: "assistant", content: "Checking the forecast." }),
  callStart(0, "call_weather_paris", "get_weather"),
  chunk({ tool_calls: [callPiece(0, '{"city": "Paris"}')] }),
  chunk({}, "tool_calls"),
  usageChunk(80, 20),
];

/** The model call after `toolCallStream`'s tool ran: an answer in text. */
export const answerStream: ChatCompletionChunk[] = [
  chunk({ role: "assistant", content: "It is 18 °C." }),
  chunk({}, "stop"),
  usageChunk(120, 8),
];

/** Where the events of the test streams go. */
export const options = { runId: "r1", parentId: "u1:user" };

/** Pushes a whole stream through a new adapter and finishes it. */
export function adapt(stream: readonly OpenAIChatChunk[]): GraphEvent[] {
  const adapter = createOpenAIChatAdapter(options);
  return [...stream.flatMap((event) => adapter.push(event)), ...adapter.finish()];
}
