import type Anthropic from "@anthropic-ai/sdk";
import type OpenAI from "openai";
import { describe, expect, it } from "vitest";
import {
  type AnthropicMessage,
  type AnthropicRelayedBlock,
  type AnthropicRequest,
  type OpenAIResponsesInputItem,
  type OpenAIResponsesRelayedItem,
  toAnthropicMessages,
  toOpenAIMessages,
  toOpenAIResponsesInput,
} from "../src/adapters/index.js";
import { createGraph, type GraphEvent, projectMessages, reduceEvents } from "../src/index.js";

type WithoutRelayed<R extends AnthropicRequest> = Omit<R, "messages"> & {
  messages: (Omit<AnthropicMessage, "content"> & {
    content: Exclude<AnthropicMessage["content"][number], AnthropicRelayedBlock>[];
  })[];
};

const main = { runId: "a1", agentId: "main" } as const;
const events: GraphEvent[] = [
  { type: "user", runId: "u1", content: "Find the bug" },
  { type: "harness_start", ...main, parentId: "u1:user" },
  { type: "reasoning", id: "r", ...main, content: "Check the logs first." },
  { type: "reasoning", id: "r", ...main, content: "", signature: "EqQBCkYIBxgCKkDsig==" },
  { type: "text", id: "t1", ...main, content: "Looking." },
  { type: "tool_call", id: "grep-1", ...main, name: "grep", input: { pattern: "error" } },
  { type: "tool_call", id: "ls-1", ...main, name: "ls", input: "src" },
  { type: "tool_result", id: "grep-1", ...main, name: "grep", output: ["a.ts:3"] },
  { type: "tool_result", id: "ls-1", ...main, name: "ls", output: "a.ts" },
  { type: "text", id: "t2", ...main, content: "Found it in a.ts." },
  { type: "harness_end", ...main },
  {
    type: "user",
    runId: "u2",
    parentId: "a1:harness_end",
    content: [{ type: "text", text: "Fix it" }],
  },
];
const messages = projectMessages(reduceEvents(createGraph(), events), { includeReasoning: true });

describe("toAnthropicMessages", () => {
  it("builds a request the Anthropic SDK accepts, with tool_use and tool_result blocks", () => {
    const built = toAnthropicMessages(messages, { system: "You are careful." });
    // Blocks relayed from Anthropic's own stream keep its content unchecked; every other block type-checks.
    const request: Anthropic.MessageCreateParamsNonStreaming = {
      model: "claude-sonnet-4-5",
      max_tokens: 1024,
      ...(built as WithoutRelayed<typeof built>),
    };
    expect(request.system).toBe("You are careful.");
    expect(request.messages.map((message) => message.role)).toEqual([
      "user",
      "assistant",
      "user",
      "assistant",
      "user",
    ]);
    expect(request.messages[1]?.content).toEqual([
      { type: "thinking", thinking: "Check the logs first.", signature: "EqQBCkYIBxgCKkDsig==" },
      { type: "text", text: "Looking." },
      { type: "tool_use", id: "grep-1", name: "grep", input: { pattern: "error" } },
      { type: "tool_use", id: "ls-1", name: "ls", input: { value: "src" } },
    ]);
    expect(request.messages[2]?.content).toEqual([
      { type: "tool_result", tool_use_id: "grep-1", content: '["a.ts:3"]' },
      { type: "tool_result", tool_use_id: "ls-1", content: "a.ts" },
    ]);
  });

  it("merges a user message that follows tool results into the same user turn", () => {
    const request = toAnthropicMessages([
      { role: "user", content: "a" },
      { role: "assistant", content: null, tool_calls: [{ id: "c", name: "x", input: {} }] },
      { role: "tool", tool_call_id: "c", content: "r" },
      { role: "user", content: "b" },
    ]);
    expect(request.messages.at(-1)).toEqual({
      role: "user",
      content: [
        { type: "tool_result", tool_use_id: "c", content: "r" },
        { type: "text", text: "b" },
      ],
    });
    expect(request).not.toHaveProperty("system");
  });
});

describe("toOpenAIMessages", () => {
  it("leaves out an assistant message that holds only tools another provider ran", () => {
    const server = [
      { type: "server_tool_call", id: "srvtoolu_1", name: "web_search", input: {} },
      { type: "server_tool_result", toolCallId: "srvtoolu_1", name: "web_search", output: [] },
    ] as const;
    const messages = toOpenAIMessages([
      { role: "user", content: "Search" },
      { role: "assistant", content: null, parts: server },
    ]);
    expect(messages).toEqual([{ role: "user", content: "Search" }]);
  });

  it("builds Chat Completions messages the OpenAI SDK accepts, with JSON-string arguments", () => {
    const request: OpenAI.ChatCompletionCreateParamsNonStreaming = {
      model: "gpt-4.1",
      messages: toOpenAIMessages(messages),
    };
    expect(request.messages.map((message) => message.role)).toEqual([
      "user",
      "assistant",
      "tool",
      "tool",
      "assistant",
      "user",
    ]);
    expect(request.messages[1]).toEqual({
      role: "assistant",
      content: "Looking.",
      tool_calls: [
        {
          id: "grep-1",
          type: "function",
          function: { name: "grep", arguments: '{"pattern":"error"}' },
        },
        { id: "ls-1", type: "function", function: { name: "ls", arguments: '{"value":"src"}' } },
      ],
    });
    expect(request.messages[2]).toEqual({
      role: "tool",
      tool_call_id: "grep-1",
      content: '["a.ts:3"]',
    });
    expect(request.messages[5]).toEqual({
      role: "user",
      content: [{ type: "text", text: "Fix it" }],
    });
  });
});

describe("toOpenAIResponsesInput", () => {
  it("builds input items the OpenAI SDK accepts, each function call answered by its output", () => {
    const items = toOpenAIResponsesInput(messages);
    // Items relayed from OpenAI's own stream keep its fields unchecked; every other item type-checks.
    const input: OpenAI.Responses.ResponseInputItem[] = items as Exclude<
      OpenAIResponsesInputItem,
      OpenAIResponsesRelayedItem
    >[];
    expect(input).toEqual([
      { type: "message", role: "user", content: "Find the bug" },
      { type: "message", role: "assistant", content: "Looking." },
      {
        type: "function_call",
        call_id: "grep-1",
        name: "grep",
        arguments: '{"pattern":"error"}',
      },
      { type: "function_call", call_id: "ls-1", name: "ls", arguments: '{"value":"src"}' },
      { type: "function_call_output", call_id: "grep-1", output: '["a.ts:3"]' },
      { type: "function_call_output", call_id: "ls-1", output: "a.ts" },
      { type: "message", role: "assistant", content: "Found it in a.ts." },
      { type: "message", role: "user", content: [{ type: "input_text", text: "Fix it" }] },
    ]);
  });

  it("sends back a web search OpenAI ran as the item it sent, and another provider's tool not at all", () => {
    const items = toOpenAIResponsesInput([
      { role: "user", content: "Weather?" },
      {
        role: "assistant",
        content: "Sunny.",
        parts: [
          {
            type: "server_tool_call",
            id: "ws_1",
            name: "web_search",
            input: { action: { type: "search", query: "weather" } },
            providerType: "web_search_call",
          },
          {
            type: "server_tool_result",
            toolCallId: "ws_1",
            name: "web_search",
            output: { status: "completed" },
          },
          {
            type: "server_tool_call",
            id: "srvtoolu_1",
            name: "web_search",
            input: {},
            providerType: "server_tool_use",
          },
          { type: "text", text: "Sunny." },
        ],
      },
    ]);
    expect(items.slice(1)).toEqual([
      {
        type: "web_search_call",
        id: "ws_1",
        action: { type: "search", query: "weather" },
        status: "completed",
      },
      { type: "message", role: "assistant", content: "Sunny." },
    ]);
  });
});
