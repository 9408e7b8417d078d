import type { RawMessageStreamEvent } from "@anthropic-ai/sdk/resources/messages";
import type { ErrorResponse } from "@anthropic-ai/sdk/resources/shared";
import { describe, expect, it } from "vitest";
import { createGraph } from "../../core/graph/createGraph.js";
import type { GraphEvent } from "../../core/graph/GraphEvent.js";
import { parseEvent } from "../../core/graph/parseEvent.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import type { AnthropicKnownEvent } from "./AnthropicStreamEvent.js";
import {
  adapt,
  delta,
  json,
  messageDelta,
  messageStart,
  messageStop,
  options,
  stop,
  text,
  textStart,
  textStream,
  toolStream,
} from "./anthropicAdapter.fixtures.js";
import { createAnthropicAdapter } from "./anthropicAdapter.js";

describe("createAnthropicAdapter", () => {
  it("accepts every event of the SDK's stream union and the raw stream's error event", () => {
    const fromSdk = (event: RawMessageStreamEvent): AnthropicKnownEvent => event;
    const fromServer = (event: ErrorResponse): AnthropicKnownEvent => event;
    expect(fromSdk(messageStop)).toBe(messageStop);
    expect(fromServer).toBeTypeOf("function");
  });

  it("streams text into one text node between harness_start and harness_end", () => {
    expect(adapt(textStream)).toEqual([
      { type: "harness_start", runId: "r1", agentId: "assistant", parentId: "u1:user" },
      { type: "text", runId: "r1", agentId: "assistant", id: "r1:text:0", content: "Hello" },
      { type: "text", runId: "r1", agentId: "assistant", id: "r1:text:0", content: ", world" },
      { type: "usage", runId: "r1", agentId: "assistant", inputTokens: 25, outputTokens: 12 },
      {
        type: "harness_end",
        runId: "r1",
        agentId: "assistant",
        totalUsage: { inputTokens: 25, outputTokens: 12 },
      },
    ]);
  });

  it("produces only events that parseEvent accepts", () => {
    const events = [...adapt(textStream), ...adapt(toolStream)];
    expect(events.filter((event) => !parseEvent(event).ok)).toEqual([]);
  });

  it("gives a thread with the merged text, complete once the message stops", () => {
    const views = projectThread(reduceEvents(createGraph(), adapt(textStream)));
    expect(views.map((view) => [view.content, view.status])).toEqual([
      [{ kind: "text", text: "Hello, world" }, "complete"],
    ]);
  });

  it("counts cached input tokens as input", () => {
    const events = adapt([messageStart(5, 2000), messageDelta("end_turn", 3), messageStop]);
    expect(events).toContainEqual(
      expect.objectContaining({ type: "usage", inputTokens: 2005, outputTokens: 3 }),
    );
  });

  it("streams thinking as reasoning, keeping its signature and the redacted block's data", () => {
    const stream: RawMessageStreamEvent[] = [
      messageStart(10),
      {
        type: "content_block_start",
        index: 0,
        content_block: { type: "thinking", thinking: "", signature: "" },
      },
      delta(0, { type: "thinking_delta", thinking: "The user wants" }),
      delta(0, { type: "thinking_delta", thinking: " a haiku." }),
      delta(0, { type: "signature_delta", signature: "EqQBCgIYAhIM1gbcDa9GJwZA2b3h" }),
      stop(0),
      {
        type: "content_block_start",
        index: 1,
        content_block: { type: "redacted_thinking", data: "EmwKAhgBEgy3va3p" },
      },
      stop(1),
      textStart(2),
      text(2, "Autumn leaves fall"),
      stop(2),
      messageDelta("end_turn", 40),
      messageStop,
    ];
    const graph = reduceEvents(createGraph(), adapt(stream));
    expect(projectThread(graph).map((view) => view.content)).toEqual([
      { kind: "reasoning", text: "The user wants a haiku.[redacted thinking]" },
      { kind: "text", text: "Autumn leaves fall" },
    ]);
    expect(graph.nodes.get("r1:reasoning:0")).toMatchObject({
      signature: "EqQBCgIYAhIM1gbcDa9GJwZA2b3h",
    });
    expect(graph.nodes.get("r1:reasoning:1")).toMatchObject({ redactedData: "EmwKAhgBEgy3va3p" });
  });

  it("streams tool input as partial tool calls whose input grows, then the exact input", () => {
    const calls = adapt(toolStream).filter((event) => event.type === "tool_call");
    expect(calls.map((call) => [call.input, call.partial])).toEqual([
      [{}, true],
      [{ path: "src/" }, true],
      [{ path: "src/index.ts" }, true],
      [{ path: "src/index.ts", limits: { from: 1 } }, true],
      [{ path: "src/index.ts", limits: { from: 1, to: 40 } }, true],
      [{ path: "src/index.ts", limits: { from: 1, to: 40 } }, undefined],
    ]);
    expect(calls.every((call) => call.id === "toolu_01A09q90qw90lq917835lq9")).toBe(true);
    expect(calls.every((call) => call.name === "read_file")).toBe(true);
  });

  it("keeps the provider's tool call id, so the app's tool result completes the call", () => {
    const events: GraphEvent[] = [
      ...adapt(toolStream),
      {
        type: "tool_result",
        id: "toolu_01A09q90qw90lq917835lq9",
        runId: "tools",
        name: "read_file",
        output: "…",
      },
    ];
    const views = projectThread(reduceEvents(createGraph(), events));
    expect(views.map((view) => view.content)).toEqual([
      { kind: "text", text: "Let me read it." },
      {
        kind: "tool_call",
        toolCallId: "toolu_01A09q90qw90lq917835lq9",
        name: "read_file",
        input: { path: "src/index.ts", limits: { from: 1, to: 40 } },
        output: "…",
        state: "complete",
      },
    ]);
  });

  it("shows a tool call as pending while its input streams", () => {
    const adapter = createAnthropicAdapter(options);
    const events = toolStream.slice(0, 8).flatMap((event) => adapter.push(event));
    const views = projectThread(reduceEvents(createGraph(), events));
    expect(views[1]?.content).toMatchObject({ state: "pending", input: { path: "src/index.ts" } });
  });

  it("turns a server tool call and its result block into a tool call with its output", () => {
    const results = [
      {
        type: "web_search_result" as const,
        url: "https://example.com",
        title: "Example",
        encrypted_content: "Eq0",
        page_age: null,
      },
    ];
    const stream: RawMessageStreamEvent[] = [
      messageStart(10),
      {
        type: "content_block_start",
        index: 0,
        content_block: {
          type: "server_tool_use",
          id: "srvtoolu_014",
          name: "web_search",
          input: {},
          caller: { type: "direct" },
        },
      },
      json(0, '{"query": "weather"}'),
      stop(0),
      {
        type: "content_block_start",
        index: 1,
        content_block: {
          type: "web_search_tool_result",
          tool_use_id: "srvtoolu_014",
          content: results,
          caller: { type: "direct" },
        },
      },
      stop(1),
      messageDelta("end_turn", 20),
      messageStop,
    ];
    const graph = reduceEvents(createGraph(), adapt(stream));
    expect(graph.nodes.get("srvtoolu_014")).toMatchObject({
      providerExecuted: true,
      providerType: "server_tool_use",
    });
    expect(graph.nodes.get("srvtoolu_014:result")).toMatchObject({
      providerExecuted: true,
      providerType: "web_search_tool_result",
    });
    const views = projectThread(graph);
    expect(views.map((view) => view.content)).toEqual([
      {
        kind: "tool_call",
        toolCallId: "srvtoolu_014",
        name: "web_search",
        input: { query: "weather" },
        output: results,
        state: "complete",
      },
    ]);
  });

  it("never mixes the blocks of a second message_start into the first message", () => {
    const problems: string[] = [];
    const adapter = createAnthropicAdapter({ ...options, onProblem: (p) => problems.push(p) });
    const call = (index: number, id: string) =>
      ({
        type: "content_block_start",
        index,
        content_block: { type: "tool_use", id, name: "lookup", input: {} },
      }) as const;
    const stream: AnthropicKnownEvent[] = [
      messageStart(10),
      textStart(0),
      text(0, "First"),
      call(1, "toolu_first"),
      json(1, '{"value":"Spark'),
      messageStart(12),
      textStart(0),
      text(0, "Second"),
      stop(0),
      call(1, "toolu_second"),
      json(1, '{"value":"Flint"}'),
      stop(1),
      messageDelta("tool_use", 30),
      messageStop,
    ];
    const events = [...stream.flatMap((event) => adapter.push(event)), ...adapter.finish()];
    const graph = reduceEvents(createGraph(), events);
    expect(graph.nodes.get("toolu_first")).toMatchObject({ input: { value: "Spark" } });
    expect(graph.nodes.get("toolu_second")).toMatchObject({ input: { value: "Flint" } });
    expect(graph.nodes.get("r1:text:0")).toMatchObject({ content: "First" });
    expect(graph.nodes.get("r1:text:m2:0")).toMatchObject({ content: "Second" });
    expect(problems).toEqual([
      "message_start: message 2 began before message 1 stopped; its open blocks were closed with what they had",
      "tool call toolu_first (lookup): input is not complete JSON; kept the part that parses",
    ]);
  });
});
