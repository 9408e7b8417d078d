import type {
  RawContentBlockDeltaEvent,
  RawContentBlockStartEvent,
  RawMessageDeltaEvent,
  RawMessageStartEvent,
  RawMessageStreamEvent,
  StopReason,
} from "@anthropic-ai/sdk/resources/messages";
import type { GraphEvent } from "../../core/graph/GraphEvent.js";
import type { AnthropicStreamEvent } from "./AnthropicStreamEvent.js";
import { createAnthropicAdapter } from "./anthropicAdapter.js";

/** A `message_start` with the request's input tokens (and tokens read from the cache). */
export const messageStart = (
  inputTokens: number,
  cacheRead: number | null = null,
): RawMessageStartEvent => ({
  type: "message_start",
  message: {
    id: "msg_01XFDUDYJgAACzvnptvVoYEL",
    type: "message",
    role: "assistant",
    model: "claude-sonnet-4-5",
    content: [],
    container: null,
    diagnostics: null,
    stop_details: null,
    stop_reason: null,
    stop_sequence: null,
    usage: {
      input_tokens: inputTokens,
      output_tokens: 1,
      cache_creation: null,
      cache_creation_input_tokens: null,
      cache_read_input_tokens: cacheRead,
      inference_geo: null,
      output_tokens_details: null,
      server_tool_use: null,
      service_tier: "standard",
      speed: null,
    },
  },
});
/** The start of a text block. */
export const textStart = (index: number): RawContentBlockStartEvent => ({
  type: "content_block_start",
  index,
  content_block: { type: "text", text: "", citations: null },
});
/** A `content_block_delta` for the block at `index`. */
export const delta = (
  index: number,
  payload: RawContentBlockDeltaEvent["delta"],
): RawContentBlockDeltaEvent => ({
  type: "content_block_delta",
  index,
  delta: payload,
});
/** A piece of text for the block at `index`. */
export const text = (index: number, value: string) =>
  delta(index, { type: "text_delta", text: value });
/** A piece of tool input JSON for the block at `index`. */
export const json = (index: number, value: string) =>
  delta(index, { type: "input_json_delta", partial_json: value });
/** The end of the block at `index`. */
export const stop = (index: number): RawMessageStreamEvent => ({
  type: "content_block_stop",
  index,
});
/** The start of a `tool_use` block. */
export const toolStart = (index: number, id: string, name: string): RawContentBlockStartEvent => ({
  type: "content_block_start",
  index,
  content_block: { type: "tool_use", id, name, input: {}, caller: { type: "direct" } },
});
/** The `message_delta` with the stop reason and the output tokens. */
export const messageDelta = (
  stopReason: StopReason,
  outputTokens: number,
): RawMessageDeltaEvent => ({
  type: "message_delta",
  delta: { stop_reason: stopReason, stop_sequence: null, stop_details: null, container: null },
  usage: {
    output_tokens: outputTokens,
    input_tokens: null,
    cache_creation_input_tokens: null,
    cache_read_input_tokens: null,
    output_tokens_details: null,
    server_tool_use: null,
  },
});
/** The end of the message. */
export const messageStop: RawMessageStreamEvent = { type: "message_stop" };

/** A message of one text block, as the API streams it. */
export const textStream: RawMessageStreamEvent[] = [
  messageStart(25),
  textStart(0),
  text(0, "Hello"),
  text(0, ", world"),
  stop(0),
  messageDelta("end_turn", 12),
  messageStop,
];

/** The pieces in which the tool input of `toolStream` arrives. */
export const toolArguments = [
  '{"path": "src/',
  'index.ts", "li',
  'mits": {"from": 1',
  ', "to": 40}}',
];
/** A message with text, then a tool call whose input arrives in pieces. */
export const toolStream: RawMessageStreamEvent[] = [
  messageStart(100),
  textStart(0),
  text(0, "Let me read it."),
  stop(0),
  toolStart(1, "toolu_01A09q90qw90lq917835lq9", "read_file"),
  json(1, ""),
  ...toolArguments.map((piece) => json(1, piece)),
  stop(1),
  messageDelta("tool_use", 48),
  messageStop,
];

/** The model call after `toolStream`'s tool ran: an answer in text. */
export const answerStream: RawMessageStreamEvent[] = [
  messageStart(160),
  textStart(0),
  text(0, "It exports nothing."),
  stop(0),
  messageDelta("end_turn", 9),
  messageStop,
];

/** Where the events of the test streams go. */
export const options = { runId: "r1", parentId: "u1:user" };

/** Pushes a whole stream through a new adapter and finishes it. */
export function adapt(stream: readonly AnthropicStreamEvent[]): GraphEvent[] {
  const adapter = createAnthropicAdapter(options);
  return [...stream.flatMap((event) => adapter.push(event)), ...adapter.finish()];
}
