import { describe, expect, it } from "vitest";
import { toAnthropicMessages } from "../../../adapters/anthropic/toAnthropicMessages.js";
import { createGraph } from "../../graph/createGraph.js";
import type { GraphEvent } from "../../graph/GraphEvent.js";
import { reduceEvents } from "../../graph/reduceEvents.js";
import { projectMessages } from "./projectMessages.js";

const run = { runId: "a1", agentId: "assistant" } as const;
const opening: GraphEvent[] = [
  { type: "user", runId: "u1", content: "Go" },
  { type: "harness_start", ...run, parentId: "u1:user" },
];

function messagesOf(events: readonly GraphEvent[], includeReasoning = false) {
  return projectMessages(reduceEvents(createGraph(), [...opening, ...events]), {
    includeReasoning,
  });
}

describe("projectMessages", () => {
  it("starts a new assistant message for a call made after an earlier call's result", () => {
    const messages = messagesOf([
      { type: "tool_call", ...run, id: "c1", name: "read", input: { path: "a" } },
      { type: "tool_result", ...run, id: "c1", name: "read", output: "A" },
      { type: "tool_call", ...run, id: "c2", name: "read", input: { path: "b" } },
      { type: "tool_result", ...run, id: "c2", name: "read", output: "B" },
      { type: "text", ...run, id: "t", content: "Both read." },
    ]);
    expect(messages.slice(1)).toEqual([
      {
        role: "assistant",
        content: null,
        tool_calls: [{ id: "c1", name: "read", input: { path: "a" } }],
      },
      { role: "tool", tool_call_id: "c1", content: "A" },
      {
        role: "assistant",
        content: null,
        tool_calls: [{ id: "c2", name: "read", input: { path: "b" } }],
      },
      { role: "tool", tool_call_id: "c2", content: "B" },
      { role: "assistant", content: "Both read." },
    ]);
  });

  it("keeps parallel calls made before any result in one assistant message", () => {
    const messages = messagesOf([
      { type: "tool_call", ...run, id: "c1", name: "read", input: {} },
      { type: "tool_call", ...run, id: "c2", name: "read", input: {} },
      { type: "tool_result", ...run, id: "c1", name: "read", output: "A" },
      { type: "tool_result", ...run, id: "c2", name: "read", output: "B" },
    ]);
    expect(messages.map((message) => message.role)).toEqual(["user", "assistant", "tool", "tool"]);
  });

  it("keeps a signed reasoning block and a redacted one in order, in the message's parts", () => {
    const messages = messagesOf(
      [
        { type: "reasoning", ...run, id: "a1:reasoning:0", content: "Hmm." },
        { type: "reasoning", ...run, id: "a1:reasoning:0", content: "", signature: "sig-1" },
        {
          type: "reasoning",
          ...run,
          id: "a1:reasoning:1",
          content: "[redacted thinking]",
          redactedData: "ENC",
        },
        { type: "text", ...run, id: "a1:text:2", content: "Done." },
      ],
      true,
    );
    expect(messages[1]).toEqual({
      role: "assistant",
      content: "Done.",
      reasoning: "Hmm.[redacted thinking]",
      parts: [
        { type: "reasoning", text: "Hmm.", signature: "sig-1" },
        { type: "redacted_reasoning", data: "ENC" },
        { type: "text", text: "Done." },
      ],
    });
    expect(toAnthropicMessages(messages).messages[1]?.content).toEqual([
      { type: "thinking", thinking: "Hmm.", signature: "sig-1" },
      { type: "redacted_thinking", data: "ENC" },
      { type: "text", text: "Done." },
    ]);
  });

  it("keeps a tool the provider ran inside the assistant message, answered by no tool message", () => {
    const server = { providerExecuted: true } as const;
    const messages = messagesOf([
      { type: "text", ...run, id: "a1:text:0", content: "Searching." },
      {
        type: "tool_call",
        ...run,
        ...server,
        id: "srvtoolu_1",
        name: "web_search",
        input: { query: "q" },
        providerType: "server_tool_use",
      },
      {
        type: "tool_result",
        ...run,
        ...server,
        id: "srvtoolu_1",
        name: "web_search",
        output: [{ type: "web_search_result", url: "https://example.com" }],
        providerType: "web_search_tool_result",
      },
      { type: "text", ...run, id: "a1:text:3", content: " Found it." },
    ]);
    expect(messages.map((message) => message.role)).toEqual(["user", "assistant"]);
    expect(toAnthropicMessages(messages).messages[1]?.content).toEqual([
      { type: "text", text: "Searching." },
      { type: "server_tool_use", id: "srvtoolu_1", name: "web_search", input: { query: "q" } },
      {
        type: "web_search_tool_result",
        tool_use_id: "srvtoolu_1",
        content: [{ type: "web_search_result", url: "https://example.com" }],
      },
      { type: "text", text: " Found it." },
    ]);
  });
});

describe("toAnthropicMessages", () => {
  it("leaves out reasoning that has no signature, which Anthropic would reject", () => {
    const messages = messagesOf(
      [
        { type: "reasoning", ...run, id: "a1:reasoning:0", content: "Unsigned." },
        { type: "text", ...run, id: "a1:text:1", content: "Hi." },
      ],
      true,
    );
    expect(toAnthropicMessages(messages).messages[1]?.content).toEqual([
      { type: "text", text: "Hi." },
    ]);
  });

  it("sends no text block of only whitespace, and no trailing whitespace in a final assistant turn", () => {
    const request = toAnthropicMessages([
      { role: "user", content: "" },
      { role: "user", content: [{ type: "text", text: " \n" }] },
      { role: "assistant", content: "  " },
    ]);
    expect(request.messages).toEqual([]);
    const final = toAnthropicMessages([
      { role: "user", content: "Hi" },
      { role: "assistant", content: "Hello \n" },
    ]);
    expect(final.messages[1]?.content).toEqual([{ type: "text", text: "Hello" }]);
  });
});
