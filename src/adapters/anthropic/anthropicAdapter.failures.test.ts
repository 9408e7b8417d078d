import type { RawMessageDeltaEvent } from "@anthropic-ai/sdk/resources/messages";
import type { ErrorResponse } from "@anthropic-ai/sdk/resources/shared";
import { describe, expect, it } from "vitest";
import { createGraph } from "../../core/graph/createGraph.js";
import { parseEvent } from "../../core/graph/parseEvent.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import type { AnthropicStreamEvent } from "./AnthropicStreamEvent.js";
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

describe("createAnthropicAdapter endings", () => {
  it("reports a cut-off response as an error with the code max_tokens", () => {
    const events = adapt([
      messageStart(10),
      textStart(0),
      text(0, "Once upon"),
      messageDelta("max_tokens", 4096),
      messageStop,
    ]);
    expect(events.filter((event) => event.type === "error")).toEqual([
      {
        type: "error",
        runId: "r1",
        agentId: "assistant",
        code: "max_tokens",
        message: "The response was cut off at the output token limit.",
      },
    ]);
    const views = projectThread(reduceEvents(createGraph(), events));
    expect(views.map((view) => view.status)).toEqual(["error", "error"]);
  });

  it("reports a refusal with the provider's explanation", () => {
    const refusal: RawMessageDeltaEvent = {
      ...messageDelta("refusal", 2),
      delta: {
        stop_reason: "refusal",
        stop_sequence: null,
        container: null,
        stop_details: {
          type: "refusal",
          category: "cyber",
          explanation: "This request asks for malware.",
        },
      },
    };
    const events = adapt([messageStart(10), refusal, messageStop]);
    expect(events).toContainEqual(
      expect.objectContaining({
        type: "error",
        code: "refusal",
        message: "This request asks for malware.",
      }),
    );
  });

  it("turns an error event of the stream into an error and ends the run at finish", () => {
    const overloaded: ErrorResponse = {
      type: "error",
      request_id: null,
      error: { type: "overloaded_error", message: "Overloaded" },
    };
    const events = adapt([messageStart(10), textStart(0), text(0, "Hi"), overloaded]);
    expect(events.slice(2)).toEqual([
      {
        type: "error",
        runId: "r1",
        agentId: "assistant",
        message: "Overloaded",
        code: "overloaded_error",
      },
      { type: "usage", runId: "r1", agentId: "assistant", inputTokens: 10, outputTokens: 1 },
      {
        type: "harness_end",
        runId: "r1",
        agentId: "assistant",
        totalUsage: { inputTokens: 10, outputTokens: 1 },
      },
    ]);
  });

  it("completes a tool call cut off mid-input at finish, with the input read so far", () => {
    const adapter = createAnthropicAdapter(options);
    const pushed = toolStream.slice(0, 9).flatMap((event) => adapter.push(event));
    const finished = adapter.finish();
    expect(finished.map((event) => event.type)).toEqual([
      "tool_call",
      "error",
      "usage",
      "harness_end",
    ]);
    expect(finished[0]).toEqual({
      type: "tool_call",
      runId: "r1",
      agentId: "assistant",
      id: "toolu_01A09q90qw90lq917835lq9",
      name: "read_file",
      input: { path: "src/index.ts", limits: { from: 1 } },
    });
    expect(finished[1]).toMatchObject({ type: "error", code: "incomplete_stream" });
    expect(adapter.finish()).toEqual([]);
    const views = projectThread(reduceEvents(createGraph(), [...pushed, ...finished]));
    expect(views[1]?.content).toMatchObject({ kind: "tool_call", state: "error" });
  });

  it("ends a run whose model stopped to call tools when the stream then fails", () => {
    const overloaded: ErrorResponse = {
      type: "error",
      request_id: null,
      error: { type: "overloaded_error", message: "Overloaded" },
    };
    const events = adapt([...toolStream.slice(0, -1), overloaded]);
    expect(events.slice(-3).map((event) => event.type)).toEqual(["error", "usage", "harness_end"]);
    const views = projectThread(reduceEvents(createGraph(), events));
    expect(views[1]?.content).toMatchObject({ kind: "tool_call", state: "error" });
  });

  it("starts and ends a run that received nothing, saying the stream was incomplete", () => {
    const adapter = createAnthropicAdapter({ runId: "r9" });
    expect(adapter.finish().map((event) => event.type)).toEqual([
      "harness_start",
      "error",
      "harness_end",
    ]);
  });

  it("produces only events that parseEvent accepts when a stream fails or stops short", () => {
    const events = [
      ...adapt([messageStart(10), messageDelta("max_tokens", 10), messageStop]),
      ...adapt(toolStream.slice(0, 9)),
      ...adapt([]),
    ];
    expect(events.filter((event) => !parseEvent(event).ok)).toEqual([]);
  });

  it("gives the same events for the same stream", () => {
    expect(adapt(toolStream)).toEqual(adapt(toolStream));
    expect(adapt(toolStream).map((event) => ("id" in event ? event.id : event.type))).toEqual(
      adapt(structuredClone(toolStream)).map((event) => ("id" in event ? event.id : event.type)),
    );
  });
});

describe("createAnthropicAdapter with unknown and malformed chunks", () => {
  it("ignores event, block and delta types it does not know", () => {
    const problems: string[] = [];
    const adapter = createAnthropicAdapter({
      ...options,
      onProblem: (message) => problems.push(message),
    });
    adapter.push(messageStart(1));
    adapter.push(textStart(0));
    expect(adapter.push({ type: "ping" })).toEqual([]);
    expect(adapter.push({ type: "message_snapshot" })).toEqual([]);
    expect(
      adapter.push({
        type: "content_block_start",
        index: 1,
        content_block: { type: "container_upload" },
      }),
    ).toEqual([]);
    expect(
      adapter.push(
        delta(0, {
          type: "citations_delta",
          citation: {
            type: "char_location",
            cited_text: "x",
            document_index: 0,
            document_title: null,
            start_char_index: 0,
            end_char_index: 1,
            file_id: null,
          },
        }),
      ),
    ).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("skips malformed chunks without throwing, reports them, and keeps what came before", () => {
    const problems: string[] = [];
    const adapter = createAnthropicAdapter({
      ...options,
      onProblem: (message) => problems.push(message),
    });
    const before = [messageStart(1), textStart(0), text(0, "Kept")].flatMap((event) =>
      adapter.push(event),
    );
    const hostile = Object.defineProperty({}, "type", {
      get() {
        throw new Error("no access");
      },
    });
    const malformed: unknown[] = [
      null,
      "content_block_delta",
      { type: 42 },
      text(7, "orphan"),
      { type: "content_block_delta", index: 0, delta: null },
      { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: 5 } },
      json(0, '{"a":'),
      { type: "content_block_start", index: -1, content_block: { type: "text", text: "" } },
      stop(9),
      hostile,
    ];
    for (const chunk of malformed) expect(adapter.push(chunk as AnthropicStreamEvent)).toEqual([]);
    const after = [text(0, " too"), stop(0), messageStop].flatMap((event) => adapter.push(event));
    const views = projectThread(reduceEvents(createGraph(), [...before, ...after]));
    expect(views.map((view) => view.content)).toEqual([{ kind: "text", text: "Kept too" }]);
    expect(problems).toEqual([
      "chunk: expected an object, got null; skipped",
      'chunk: expected an object, got the string "content_block_delta"; skipped',
      "event.type: expected a string, got 42; skipped",
      "content_block_delta.index: expected the index of an open block, got 7; skipped",
      "content_block_delta.delta.type: expected a string, got undefined; skipped",
      "content_block_delta.delta.text: expected a string, got 5; skipped",
      "content_block_delta.delta: a tool_call delta for text block 0; skipped",
      "content_block_start.index: expected a non-negative integer, got -1; skipped",
      "content_block_stop.index: expected the index of an open block, got 9; skipped",
      "chunk: could not be translated (no access); skipped",
    ]);
  });

  it("skips chunks after message_stop and reports them", () => {
    const problems: string[] = [];
    const adapter = createAnthropicAdapter({
      ...options,
      onProblem: (message) => problems.push(message),
    });
    for (const event of textStream) adapter.push(event);
    expect(adapter.push(text(0, "late"))).toEqual([]);
    expect(adapter.finish()).toEqual([]);
    expect(problems).toEqual(["content_block_delta arrived after the run ended; skipped"]);
  });

  it("skips chunks after a stop to call tools and reports them", () => {
    const problems: string[] = [];
    const adapter = createAnthropicAdapter({
      ...options,
      onProblem: (message) => problems.push(message),
    });
    for (const event of toolStream) adapter.push(event);
    expect(adapter.push(text(0, "late"))).toEqual([]);
    expect(adapter.finish()).toEqual([]);
    expect(problems).toEqual([
      "content_block_delta arrived after the model call stopped to call tools; skipped",
    ]);
  });

  it("does not let an onProblem that throws escape push", () => {
    const adapter = createAnthropicAdapter({
      ...options,
      onProblem: () => {
        throw new Error("listener failed");
      },
    });
    expect(adapter.push(null as unknown as AnthropicStreamEvent)).toEqual([]);
    expect(adapter.push(messageStart(1))).toHaveLength(1);
  });
});
