import type {
  Response,
  ResponseFunctionToolCall,
  ResponseOutputMessage,
  ResponseStreamEvent,
  ResponseUsage,
} from "openai/resources/responses/responses";
import type { GraphEvent } from "../../core/graph/GraphEvent.js";
import type { OpenAIResponsesStreamEvent } from "./OpenAIResponsesStreamEvent.js";
import { createOpenAIResponsesAdapter } from "./openaiResponsesAdapter.js";

/** A response object as the lifecycle events carry it. */
export const response = (fields: Partial<Response> = {}): Response => ({
  id: "resp_67ccd2bed1ec8190b14f964abc054267",
  object: "response",
  created_at: 1741476542,
  status: "in_progress",
  model: "gpt-5-2025-08-07",
  output: [],
  output_text: "",
  error: null,
  incomplete_details: null,
  instructions: null,
  metadata: {},
  parallel_tool_calls: true,
  temperature: 1,
  tool_choice: "auto",
  tools: [],
  top_p: 1,
  ...fields,
});

/** Token usage of a finished response. */
export const usage = (input: number, output: number): ResponseUsage => ({
  input_tokens: input,
  input_tokens_details: { cached_tokens: 0, cache_write_tokens: 0 },
  output_tokens: output,
  output_tokens_details: { reasoning_tokens: 0 },
  total_tokens: input + output,
});

/** Gives the events their `sequence_number` by position, as the API numbers them. */
export const numbered = (events: readonly ResponseStreamEvent[]): ResponseStreamEvent[] =>
  events.map((event, index) => ({ ...event, sequence_number: index }));

const message = (status: ResponseOutputMessage["status"]): ResponseOutputMessage => ({
  id: "msg_67ccd2bf17f0819081ff3bb2cf6508e6",
  type: "message",
  role: "assistant",
  status,
  content: [],
});

/** A function call output item. */
export const functionCall = (
  callId: string,
  name: string,
  args = "",
): ResponseFunctionToolCall => ({
  id: `fc_${callId}`,
  type: "function_call",
  call_id: callId,
  name,
  arguments: args,
  status: args === "" ? "in_progress" : "completed",
});

/** A piece of output text of the message at `outputIndex`. */
export const textDelta = (outputIndex: number, delta: string): ResponseStreamEvent => ({
  type: "response.output_text.delta",
  item_id: "msg_67ccd2bf17f0819081ff3bb2cf6508e6",
  output_index: outputIndex,
  content_index: 0,
  delta,
  logprobs: [],
  sequence_number: 0,
});

/** A piece of the arguments of the function call at `outputIndex`. */
export const argumentsDelta = (outputIndex: number, delta: string): ResponseStreamEvent => ({
  type: "response.function_call_arguments.delta",
  item_id: `fc_item_${outputIndex}`,
  output_index: outputIndex,
  delta,
  sequence_number: 0,
});

/** A response of one message, as the API streams it. */
export const textStream: ResponseStreamEvent[] = numbered([
  { type: "response.created", response: response(), sequence_number: 0 },
  { type: "response.in_progress", response: response(), sequence_number: 0 },
  {
    type: "response.output_item.added",
    output_index: 0,
    item: message("in_progress"),
    sequence_number: 0,
  },
  {
    type: "response.content_part.added",
    item_id: "msg_67ccd2bf17f0819081ff3bb2cf6508e6",
    output_index: 0,
    content_index: 0,
    part: { type: "output_text", text: "", annotations: [] },
    sequence_number: 0,
  },
  textDelta(0, "Hello"),
  textDelta(0, ", world"),
  {
    type: "response.output_text.done",
    item_id: "msg_67ccd2bf17f0819081ff3bb2cf6508e6",
    output_index: 0,
    content_index: 0,
    text: "Hello, world",
    logprobs: [],
    sequence_number: 0,
  },
  {
    type: "response.output_item.done",
    output_index: 0,
    item: message("completed"),
    sequence_number: 0,
  },
  {
    type: "response.completed",
    response: response({ status: "completed", usage: usage(37, 11) }),
    sequence_number: 0,
  },
]);

/** Two function calls, the second starting before the first is done. */
export const callStream: ResponseStreamEvent[] = numbered([
  { type: "response.created", response: response(), sequence_number: 0 },
  {
    type: "response.output_item.added",
    output_index: 0,
    item: functionCall("call_paris", "get_weather"),
    sequence_number: 0,
  },
  argumentsDelta(0, '{"city": "Pa'),
  {
    type: "response.output_item.added",
    output_index: 1,
    item: functionCall("call_tokyo", "get_weather"),
    sequence_number: 0,
  },
  argumentsDelta(1, '{"city": "Tok'),
  argumentsDelta(0, 'ris"}'),
  {
    type: "response.function_call_arguments.done",
    item_id: "fc_item_0",
    output_index: 0,
    name: "get_weather",
    arguments: '{"city": "Paris"}',
    sequence_number: 0,
  },
  {
    type: "response.output_item.done",
    output_index: 0,
    item: functionCall("call_paris", "get_weather", '{"city": "Paris"}'),
    sequence_number: 0,
  },
  argumentsDelta(1, 'yo"}'),
  {
    type: "response.output_item.done",
    output_index: 1,
    item: functionCall("call_tokyo", "get_weather", '{"city": "Tokyo"}'),
    sequence_number: 0,
  },
  {
    type: "response.completed",
    response: response({ status: "completed", usage: usage(60, 30) }),
    sequence_number: 0,
  },
]);

/** A response of text and a function call, completed so that the app runs the call. */
export const textAndCallStream: ResponseStreamEvent[] = numbered([
  { type: "response.created", response: response(), sequence_number: 0 },
  textDelta(0, "Checking the forecast."),
  {
    type: "response.output_item.added",
    output_index: 1,
    item: functionCall("call_paris", "get_weather"),
    sequence_number: 0,
  },
  argumentsDelta(1, '{"city": "Paris"}'),
  {
    type: "response.output_item.done",
    output_index: 1,
    item: functionCall("call_paris", "get_weather", '{"city": "Paris"}'),
    sequence_number: 0,
  },
  {
    type: "response.completed",
    response: response({ status: "completed", usage: usage(60, 30) }),
    sequence_number: 0,
  },
]);

/** The model call after `textAndCallStream`'s call ran: an answer in text. */
export const answerStream: ResponseStreamEvent[] = numbered([
  { type: "response.created", response: response(), sequence_number: 0 },
  textDelta(0, "It is 18 °C."),
  {
    type: "response.completed",
    response: response({ status: "completed", usage: usage(110, 7) }),
    sequence_number: 0,
  },
]);

/** Where the events of the test streams go. */
export const options = { runId: "r1", parentId: "u1:user" };

/** Pushes a whole stream through a new adapter and finishes it. */
export function adapt(stream: readonly OpenAIResponsesStreamEvent[]): GraphEvent[] {
  const adapter = createOpenAIResponsesAdapter(options);
  return [...stream.flatMap((event) => adapter.push(event)), ...adapter.finish()];
}
