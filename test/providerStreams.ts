import * as agUi from "../src/adapters/agUi/agUiAdapter.fixtures.js";
import * as aiSdk from "../src/adapters/aiSdk/aiSdkAdapter.fixtures.js";
import * as anthropic from "../src/adapters/anthropic/anthropicAdapter.fixtures.js";
import * as chat from "../src/adapters/openai/openaiChatAdapter.fixtures.js";
import * as responses from "../src/adapters/openai/openaiResponsesAdapter.fixtures.js";

type Chunk = object;

// Real chunk shapes the fixtures do not hold: thinking with its signature, redacted thinking,
// a server tool and its result, a refusal and a mid-stream error (Anthropic Messages API).
const anthropicExtras: Chunk[][] = [
  [
    anthropic.messageStart(40),
    { type: "content_block_start", index: 0, content_block: { type: "thinking", thinking: "" } },
    anthropic.delta(0, { type: "thinking_delta", thinking: "2 and 2 make 4." }),
    anthropic.delta(0, { type: "signature_delta", signature: "EqQBCgIYAhIM1gbcDa9GJwZA2b3h" }),
    anthropic.stop(0),
    {
      type: "content_block_start",
      index: 1,
      content_block: { type: "redacted_thinking", data: "EmwKAhgBEgy3va3pzix/LafPsn4a" },
    },
    anthropic.stop(1),
    anthropic.textStart(2),
    anthropic.text(2, "4"),
    anthropic.stop(2),
    anthropic.messageDelta("end_turn", 30),
    anthropic.messageStop,
  ],
  [
    anthropic.messageStart(60),
    {
      type: "content_block_start",
      index: 0,
      content_block: {
        type: "server_tool_use",
        id: "srvtoolu_014hJH82",
        name: "web_search",
        input: {},
      },
    },
    anthropic.json(0, '{"query": "weather in Paris"}'),
    anthropic.stop(0),
    {
      type: "content_block_start",
      index: 1,
      content_block: {
        type: "web_search_tool_result",
        tool_use_id: "srvtoolu_014hJH82",
        content: [{ type: "web_search_result", title: "Paris", url: "https://example.com/paris" }],
      },
    },
    anthropic.stop(1),
    anthropic.textStart(2),
    anthropic.text(2, "It is mild."),
    anthropic.stop(2),
    anthropic.messageDelta("end_turn", 12),
    anthropic.messageStop,
  ],
  [
    anthropic.messageStart(20),
    anthropic.textStart(0),
    anthropic.text(0, "Sure, here"),
    { type: "ping" },
    { type: "error", error: { type: "overloaded_error", message: "Overloaded" } },
  ],
  [
    anthropic.messageStart(20),
    {
      type: "message_delta",
      delta: { stop_reason: "refusal", stop_details: { type: "refusal", explanation: "No." } },
      usage: { output_tokens: 3 },
    },
    anthropic.messageStop,
  ],
];

const chatChunk = (delta: Chunk, finishReason: string | null = null): Chunk => ({
  id: "chatcmpl-B9MHDbslfkBeAs8l4bebGdFOJ6PeG",
  object: "chat.completion.chunk",
  created: 1741570283,
  model: "gpt-4o-2024-08-06",
  choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
});

// A refusal, reasoning as OpenAI-compatible servers stream it, a cut-off and an in-stream error.
const chatExtras: Chunk[][] = [
  [
    chatChunk({ role: "assistant", content: null, refusal: "" }),
    chatChunk({ refusal: "I'm sorry, " }),
    chatChunk({ refusal: "I can't help with that." }),
    chatChunk({}, "stop"),
    chat.usageChunk(20, 9),
  ],
  [
    chatChunk({ role: "assistant", reasoning_content: "The user greets me." }),
    chatChunk({ reasoning: " Answer briefly." }),
    chatChunk({ content: "Hi!" }),
    chatChunk({}, "length"),
  ],
  [chatChunk({ content: "Partial" }), { error: { message: "The server had an error", code: 500 } }],
];

const item = (outputIndex: number, fields: Chunk, done = false): Chunk => ({
  type: done ? "response.output_item.done" : "response.output_item.added",
  output_index: outputIndex,
  item: fields,
  sequence_number: 0,
});

// Reasoning summaries, a built-in tool, a refusal, both error shapes, a failed and a cut response.
const responsesExtras: Chunk[][] = [
  [
    { type: "response.created", response: responses.response(), sequence_number: 0 },
    item(0, { type: "reasoning", id: "rs_1", summary: [] }),
    {
      type: "response.reasoning_summary_text.delta",
      item_id: "rs_1",
      output_index: 0,
      summary_index: 0,
      delta: "Looking it up.",
      sequence_number: 0,
    },
    item(1, { type: "web_search_call", id: "ws_1", status: "in_progress" }),
    item(1, { type: "web_search_call", id: "ws_1", status: "completed", action: {} }, true),
    {
      type: "response.refusal.delta",
      item_id: "msg_1",
      output_index: 2,
      content_index: 0,
      delta: "I can't share that.",
      sequence_number: 0,
    },
    {
      type: "response.completed",
      response: responses.response({ status: "completed", usage: responses.usage(50, 20) }),
      sequence_number: 0,
    },
  ],
  [
    { type: "response.created", response: responses.response(), sequence_number: 0 },
    responses.textDelta(0, "Half an ans"),
    { type: "error", error: { code: "server_error", message: "The server failed." } },
    { type: "error", code: "rate_limit_exceeded", message: "Slow down.", param: null },
    {
      type: "response.failed",
      response: responses.response({
        status: "failed",
        error: { code: "server_error", message: "The response failed." },
      }),
      sequence_number: 0,
    },
  ],
  [
    { type: "response.created", response: responses.response(), sequence_number: 0 },
    responses.textDelta(0, "Cut"),
    {
      type: "response.incomplete",
      response: responses.response({
        status: "incomplete",
        incomplete_details: { reason: "max_output_tokens" },
      }),
      sequence_number: 0,
    },
  ],
];

// A discarded step, a stream error and an abort (AI SDK UI message stream).
const aiSdkExtras: Chunk[][] = [
  [
    { type: "start" },
    { type: "start-step" },
    { type: "tool-input-start", toolCallId: "call_x", toolName: "search" },
    { type: "tool-input-delta", toolCallId: "call_x", inputTextDelta: '{"q":' },
    { type: "reset-step" },
    { type: "start-step" },
    { type: "text-start", id: "t" },
    { type: "text-delta", id: "t", delta: "Done." },
    { type: "text-end", id: "t" },
    { type: "finish-step" },
    { type: "finish", finishReason: "stop" },
  ],
  [
    { type: "start" },
    { type: "text-start", id: "t" },
    { type: "text-delta", id: "t", delta: "Wor" },
    { type: "error", errorText: "Rate limit reached" },
    { type: "abort", reason: "user" },
  ],
];

// An error run, and a second run on the same thread that resumes the first (AG-UI).
const agUiExtras: Chunk[][] = [
  [
    { type: "RUN_STARTED", threadId: "thread_7f3a", runId: "run_err" },
    { type: "TEXT_MESSAGE_START", messageId: "m_err", role: "assistant" },
    { type: "TEXT_MESSAGE_CONTENT", messageId: "m_err", delta: "Work" },
    { type: "RUN_ERROR", message: "Agent crashed", code: "AGENT_ERROR" },
  ],
  [
    { type: "RUN_STARTED", threadId: "thread_7f3a", runId: "run_resume" },
    { type: "TOOL_CALL_RESULT", messageId: "tm_send", toolCallId: "call_send", content: "sent" },
    { type: "TEXT_MESSAGE_CHUNK", messageId: "m_resume", delta: "Sent." },
    { type: "RUN_FINISHED", threadId: "thread_7f3a", runId: "run_resume" },
  ],
];

/**
 * Chunk streams of each protocol an adapter reads: the adapter's own fixtures, and real chunk
 * shapes they do not hold. Chunks are plain data; a test that changes one changes a copy.
 */
export const providerStreams = {
  anthropic: [
    anthropic.textStream,
    anthropic.toolStream,
    anthropic.answerStream,
    ...anthropicExtras,
  ],
  openaiChat: [chat.textStream, chat.parallelStream, chat.toolCallStream, ...chatExtras],
  openaiResponses: [
    responses.textStream,
    responses.callStream,
    responses.textAndCallStream,
    ...responsesExtras,
  ],
  aiSdk: [
    aiSdk.weatherStream,
    aiSdk.failingToolsStream,
    aiSdk.approvalStream,
    aiSdk.approvedStream,
    aiSdk.truncatedStream,
    aiSdk.partsWithoutEvents,
    ...aiSdkExtras,
  ],
  agUi: [
    agUi.nestedRunsStream,
    agUi.subagentStream,
    agUi.interruptStream,
    agUi.chunkStream,
    ...agUiExtras,
  ],
} as const satisfies Readonly<Record<string, readonly (readonly unknown[])[]>>;
