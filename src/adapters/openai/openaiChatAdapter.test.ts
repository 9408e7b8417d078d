import type { ChatCompletionChunk } from "openai/resources/chat/completions";
import { describe, expect, it } from "vitest";
import { createGraph } from "../../core/graph/createGraph.js";
import type { GraphEvent } from "../../core/graph/GraphEvent.js";
import { parseEvent } from "../../core/graph/parseEvent.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import type { OpenAIChatChunk } from "./OpenAIChatChunk.js";
import {
  adapt,
  callPiece,
  callStart,
  chunk,
  options,
  parallelStream,
  textStream,
  usageChunk,
} from "./openaiChatAdapter.fixtures.js";
import { createOpenAIChatAdapter } from "./openaiChatAdapter.js";

const project = (events: GraphEvent[]) => projectThread(reduceEvents(createGraph(), events));

describe("createOpenAIChatAdapter", () => {
  it("accepts the SDK's chunks", () => {
    const fromSdk = (sdkChunk: ChatCompletionChunk): OpenAIChatChunk => sdkChunk;
    expect(fromSdk(usageChunk(1, 1))).toMatchObject({ choices: [] });
  });

  it("streams content into one text node and ends the run with usage at finish", () => {
    const adapter = createOpenAIChatAdapter(options);
    const pushed = textStream.flatMap((event) => adapter.push(event));
    expect(pushed).toEqual([
      { type: "harness_start", runId: "r1", agentId: "assistant", parentId: "u1:user" },
      { type: "text", runId: "r1", agentId: "assistant", id: "r1:text:0", content: "Hello" },
      { type: "text", runId: "r1", agentId: "assistant", id: "r1:text:0", content: ", world" },
    ]);
    expect(adapter.finish()).toEqual([
      { type: "usage", runId: "r1", agentId: "assistant", inputTokens: 19, outputTokens: 10 },
      {
        type: "harness_end",
        runId: "r1",
        agentId: "assistant",
        totalUsage: { inputTokens: 19, outputTokens: 10 },
      },
    ]);
    expect(adapter.finish()).toEqual([]);
  });

  it("produces only events that parseEvent accepts", () => {
    const events = [...adapt(textStream), ...adapt(parallelStream), ...adapt([])];
    expect(events.filter((event) => !parseEvent(event).ok)).toEqual([]);
  });

  it("gives a thread with the merged text, complete once finished", () => {
    expect(project(adapt(textStream)).map((view) => [view.content, view.status])).toEqual([
      [{ kind: "text", text: "Hello, world" }, "complete"],
    ]);
  });

  it("reads reasoning_content and reasoning as reasoning, before the text", () => {
    // DeepSeek and OpenRouter add these fields to the delta; the SDK's type does not name them.
    const deepSeek = { role: "assistant" as const, reasoning_content: "First, " };
    const openRouter = { content: "", reasoning: "the units." };
    const reasoning = [
      chunk(deepSeek),
      chunk(openRouter),
      chunk({ content: "It is 3 km." }),
      chunk({}, "stop"),
    ];
    expect(project(adapt(reasoning)).map((view) => [view.id, view.content])).toEqual([
      ["r1:reasoning:0", { kind: "reasoning", text: "First, the units." }],
      ["r1:text:1", { kind: "text", text: "It is 3 km." }],
    ]);
  });

  it("shows a refusal as the run's refusal error with the model's words, not as text", () => {
    const events = adapt([
      chunk({ content: "Sorry: " }),
      chunk({ refusal: "I can't help" }),
      chunk({ refusal: " with that." }),
      chunk({}, "stop"),
    ]);
    expect(project(events).map((view) => [view.content, view.status])).toEqual([
      [{ kind: "text", text: "Sorry: " }, "error"],
      [{ kind: "error", message: "I can't help with that.", code: "refusal" }, "error"],
    ]);
  });

  it("reports a refusal the stream cut before its finish reason", () => {
    const adapter = createOpenAIChatAdapter(options);
    const events = [...adapter.push(chunk({ refusal: "No." })), ...adapter.finish()];
    expect(events.filter((event) => event.type === "error")).toEqual([
      expect.objectContaining({ message: "No.", code: "refusal" }),
    ]);
  });

  it("streams tool arguments as partial tool calls whose input grows, then the exact input", () => {
    const pieces = ['{"query": "ca', 'ts", "limit"', ": 5", "}"];
    const stream = [
      callStart(0, "call_abc123", "search"),
      ...pieces.map((piece) => chunk({ tool_calls: [callPiece(0, piece)] })),
      chunk({}, "tool_calls"),
    ];
    const calls = adapt(stream).filter((event) => event.type === "tool_call");
    expect(calls.map((call) => [call.id, call.input, call.partial])).toEqual([
      ["call_abc123", {}, true],
      ["call_abc123", { query: "ca" }, true],
      ["call_abc123", { query: "cats" }, true],
      ["call_abc123", { query: "cats", limit: 5 }, true],
      ["call_abc123", { query: "cats", limit: 5 }, undefined],
    ]);
  });

  it("keeps parallel tool calls apart by index when their pieces interleave", () => {
    const views = project(adapt(parallelStream));
    expect(views.map((view) => view.content)).toEqual([
      expect.objectContaining({ toolCallId: "call_weather_paris", input: { city: "Paris" } }),
      expect.objectContaining({
        toolCallId: "call_weather_tokyo",
        input: { city: "Tokyo", unit: "celsius" },
      }),
    ]);
    const finals = adapt(parallelStream).filter(
      (event) => event.type === "tool_call" && event.partial === undefined,
    );
    expect(finals.map((event) => event.type === "tool_call" && event.name)).toEqual([
      "get_weather",
      "get_weather",
    ]);
  });

  it("completes the tool calls when finish_reason arrives, before the usage", () => {
    const adapter = createOpenAIChatAdapter(options);
    for (const event of parallelStream.slice(0, -2)) adapter.push(event);
    expect(adapter.push(chunk({}, "tool_calls")).map((event) => event.type)).toEqual([
      "tool_call",
      "tool_call",
    ]);
  });

  it("starts a new call when a server reuses an index with a new id", () => {
    const stream = [
      callStart(0, "call_1", "read"),
      chunk({ tool_calls: [callPiece(0, '{"a": 1}')] }),
      callStart(0, "call_2", "write"),
      chunk({ tool_calls: [callPiece(0, '{"b": 2}')] }),
      chunk({}, "tool_calls"),
    ];
    const finals = adapt(stream).filter((event) => event.type === "tool_call" && !event.partial);
    expect(finals).toMatchObject([
      { id: "call_1", name: "read", input: { a: 1 } },
      { id: "call_2", name: "write", input: { b: 2 } },
    ]);
  });

  it("makes text after a tool call a new text node, so the order is kept", () => {
    const stream = [
      chunk({ content: "Checking." }),
      callStart(0, "call_1", "check"),
      chunk({ content: "Done." }),
      chunk({}, "stop"),
    ];
    expect(project(adapt(stream)).map((view) => view.id)).toEqual([
      "r1:text:0",
      "call_1",
      "r1:text:2",
    ]);
  });
});
