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
  toolCallStream,
} from "./openaiChatAdapter.fixtures.js";
import { createOpenAIChatAdapter } from "./openaiChatAdapter.js";

const errorsOf = (events: GraphEvent[]) => events.filter((event) => event.type === "error");

describe("createOpenAIChatAdapter endings", () => {
  it("reports finish_reason length as an error with the code max_tokens", () => {
    const events = adapt([chunk({ content: "Once upon" }), chunk({}, "length")]);
    expect(errorsOf(events)).toEqual([
      {
        type: "error",
        runId: "r1",
        agentId: "assistant",
        code: "max_tokens",
        message: "The response was cut off at the output token limit.",
      },
    ]);
  });

  it("reports finish_reason content_filter as an error with the code content_filter", () => {
    const events = adapt([chunk({ content: "Well" }), chunk({}, "content_filter")]);
    expect(errorsOf(events)).toMatchObject([{ code: "content_filter" }]);
  });

  it("turns an error object in the stream into an error", () => {
    const failure = { error: { message: "Rate limit reached", code: 429 } };
    const events = adapt([chunk({ content: "Hi" }), failure]);
    expect(errorsOf(events)).toEqual([
      {
        type: "error",
        runId: "r1",
        agentId: "assistant",
        message: "Rate limit reached",
        code: "429",
      },
    ]);
  });

  it("completes tool calls cut off mid-arguments at finish and says the stream was incomplete", () => {
    const adapter = createOpenAIChatAdapter(options);
    const pushed = parallelStream.slice(0, 5).flatMap((event) => adapter.push(event));
    const finished = adapter.finish();
    expect(finished.map((event) => event.type)).toEqual([
      "tool_call",
      "tool_call",
      "error",
      "harness_end",
    ]);
    expect(finished.slice(0, 2)).toMatchObject([
      { id: "call_weather_paris", input: { city: "Pa" } },
      { id: "call_weather_tokyo", input: { city: "Tokyo", unit: "c" } },
    ]);
    expect(finished[0]).not.toHaveProperty("partial");
    expect(finished[2]).toMatchObject({ code: "incomplete_stream" });
    const views = projectThread(reduceEvents(createGraph(), [...pushed, ...finished]));
    expect(views.map((view) => view.status)).toEqual(["error", "error", "error"]);
  });

  it("ends a run whose model stopped to call tools when the stream then reports an error", () => {
    const failure = { error: { message: "Server error", code: "server_error" } };
    const events = adapt([...toolCallStream, failure]);
    expect(events.slice(-3).map((event) => event.type)).toEqual(["error", "usage", "harness_end"]);
    const views = projectThread(reduceEvents(createGraph(), events));
    expect(views[1]?.content).toMatchObject({ kind: "tool_call", state: "error" });
  });

  it("produces only events that parseEvent accepts when a stream fails or stops short", () => {
    const events = [
      ...adapt([chunk({ content: "x" }), chunk({}, "length")]),
      ...adapt(parallelStream.slice(0, 5)),
      ...adapt([{ error: {} }]),
    ];
    expect(events.filter((event) => !parseEvent(event).ok)).toEqual([]);
  });

  it("gives the same events for the same stream", () => {
    expect(adapt(parallelStream)).toEqual(adapt(structuredClone(parallelStream)));
  });
});

describe("createOpenAIChatAdapter with unknown and malformed chunks", () => {
  it("ignores choices other than the first and fields it does not know", () => {
    const second: ChatCompletionChunk = {
      ...chunk({ content: "other choice" }),
      choices: [{ index: 1, delta: { content: "other choice" }, finish_reason: null }],
    };
    const events = adapt([chunk({ content: "first" }), second, chunk({}, "stop")]);
    expect(events.filter((event) => event.type === "text")).toMatchObject([{ content: "first" }]);
  });

  it("skips malformed chunks without throwing, reports them, and keeps what came before", () => {
    const problems: string[] = [];
    const adapter = createOpenAIChatAdapter({
      ...options,
      onProblem: (message) => problems.push(message),
    });
    const before = [chunk({ content: "Kept" }), callStart(0, "call_1", "ls")].flatMap((event) =>
      adapter.push(event),
    );
    const malformed: unknown[] = [
      undefined,
      { choices: "many" },
      { choices: [{ index: 0, delta: 7 }] },
      chunk({ content: 12 as unknown as string }),
      chunk({ tool_calls: [callPiece(3, '{"x": 1}')] }),
      chunk({ tool_calls: [{ index: 1, id: "call_2", function: { arguments: "{}" } }] }),
      chunk({ tool_calls: [{ index: -1 }] }),
      chunk({ tool_calls: {} as unknown as [] }),
    ];
    for (const item of malformed) expect(adapter.push(item as OpenAIChatChunk)).toEqual([]);
    const after = [chunk({ tool_calls: [callPiece(0, '{"dir": "/"}')] }), chunk({}, "tool_calls")];
    const events = [
      ...before,
      ...after.flatMap((event) => adapter.push(event)),
      ...adapter.finish(),
    ];
    expect(projectThread(reduceEvents(createGraph(), events)).map((view) => view.content)).toEqual([
      { kind: "text", text: "Kept" },
      expect.objectContaining({ toolCallId: "call_1", input: { dir: "/" } }),
    ]);
    expect(problems).toEqual([
      "chunk: expected an object, got undefined; skipped",
      'chat.completion.chunk.choices: expected an array, got the string "many"; skipped',
      "choices[0].delta: expected an object, got 7; skipped",
      "choices[0].delta.content: expected a string, got 12; skipped",
      "choices[0].delta.tool_calls[].id: expected the id of a new tool call at index 3, got undefined; skipped",
      "choices[0].delta.tool_calls[].function.name: expected a non-empty string, got undefined; skipped",
      "choices[0].delta.tool_calls[].index: expected a non-negative integer, got -1; skipped",
      "choices[0].delta.tool_calls: expected an array, got a object; skipped",
    ]);
  });

  it("reports arguments that never become valid JSON and keeps the part that parses", () => {
    const problems: string[] = [];
    const adapter = createOpenAIChatAdapter({
      ...options,
      onProblem: (message) => problems.push(message),
    });
    const stream = [
      callStart(0, "call_1", "ls"),
      chunk({ tool_calls: [callPiece(0, '{"dir": "/tmp"} trailing')] }),
      chunk({}, "tool_calls"),
    ];
    const events = stream.flatMap((event) => adapter.push(event));
    expect(events.at(-1)).toMatchObject({ type: "tool_call", input: { dir: "/tmp" } });
    expect(problems).toEqual([
      "tool call call_1 (ls): input is not complete JSON; kept the part that parses",
    ]);
  });

  it("skips chunks after finish and reports them", () => {
    const problems: string[] = [];
    const adapter = createOpenAIChatAdapter({
      ...options,
      onProblem: (message) => problems.push(message),
    });
    for (const event of textStream) adapter.push(event);
    adapter.finish();
    expect(adapter.push(chunk({ content: "late" }))).toEqual([]);
    expect(problems).toEqual(["chat.completion.chunk arrived after the run ended; skipped"]);
  });
});
