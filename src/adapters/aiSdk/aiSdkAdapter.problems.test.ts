import type { UIMessageChunk } from "ai";
import { describe, expect, it } from "vitest";
import { createGraph } from "../../core/graph/createGraph.js";
import type { GraphEvent } from "../../core/graph/GraphEvent.js";
import { parseEvent } from "../../core/graph/parseEvent.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import type { AiSdkUiChunk } from "./AiSdkUiChunk.js";
import { truncatedStream, weatherStream } from "./aiSdkAdapter.fixtures.js";
import { createAiSdkAdapter } from "./aiSdkAdapter.js";

const run = { runId: "r1", agentId: "assistant" } as const;

function withProblems() {
  const problems: string[] = [];
  const adapter = createAiSdkAdapter({
    runId: "r1",
    onProblem: (message) => problems.push(message),
  });
  return { adapter, problems };
}

describe("createAiSdkAdapter on broken streams", () => {
  it("skips a malformed chunk, names its type and field, and keeps what came before", () => {
    const { adapter, problems } = withProblems();
    const malformed = [
      { type: "text-delta", id: "1" },
      { type: "tool-input-delta", toolCallId: "toolu_01A9", inputTextDelta: 7 },
      { type: "tool-input-start", toolName: "getWeather" },
    ] as unknown as AiSdkUiChunk[];
    const events: GraphEvent[] = [];
    for (const [index, chunk] of weatherStream.entries()) {
      if (index === 8 || index === 13)
        events.push(...malformed.flatMap((bad) => adapter.push(bad)));
      events.push(...adapter.push(chunk));
    }
    expect(problems).toEqual([
      "text-delta.delta: expected a string, got undefined; skipped",
      "tool-input-delta.inputTextDelta: expected a string, got 7; skipped",
      "tool-input-start.toolCallId: expected a non-empty string, got undefined; skipped",
      "text-delta.delta: expected a string, got undefined; skipped",
      "tool-input-delta.inputTextDelta: expected a string, got 7; skipped",
      "tool-input-start.toolCallId: expected a non-empty string, got undefined; skipped",
    ]);
    const clean = createAiSdkAdapter({ runId: "r1" });
    expect(events).toEqual(weatherStream.flatMap((chunk) => clean.push(chunk)));
  });

  it("reports chunks that are no objects or throw when read, and never throws", () => {
    const { adapter, problems } = withProblems();
    const hostile = {
      type: "text-delta",
      id: "1",
      get delta(): string {
        throw new Error("boom");
      },
    };
    for (const chunk of [null, "text-delta", hostile, { id: "1" }]) {
      expect(adapter.push(chunk as unknown as AiSdkUiChunk)).toEqual([]);
    }
    expect(problems).toEqual([
      "chunk: expected an object, got null; skipped",
      'chunk: expected an object, got the string "text-delta"; skipped',
      "text-delta: could not be translated (boom); skipped",
      "chunk.type: expected a string, got undefined; skipped",
    ]);
  });

  it("keeps streaming when onProblem itself throws", () => {
    const adapter = createAiSdkAdapter({
      runId: "r1",
      onProblem: () => {
        throw new Error("listener failed");
      },
    });
    expect(adapter.push({ type: "text-delta", id: "1" } as unknown as AiSdkUiChunk)).toEqual([]);
    expect(adapter.push({ type: "text-delta", id: "1", delta: "Hi" })).toHaveLength(2);
  });

  it("makes no events and no problems for chunk types it does not know", () => {
    const { adapter, problems } = withProblems();
    const future = { type: "tool-input-summary", toolCallId: "c1" } as unknown as AiSdkUiChunk;
    expect(adapter.push(future)).toEqual([]);
    expect(adapter.push({ type: "constructor" } as unknown as AiSdkUiChunk)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("closes a truncated stream on finish: best-effort input, an error, the end", () => {
    const adapter = createAiSdkAdapter({ runId: "r1" });
    for (const chunk of truncatedStream) adapter.push(chunk);
    const closing = adapter.finish();
    expect(closing).toEqual([
      { type: "tool_call", ...run, id: "call_q", name: "search", input: { query: "threadl" } },
      {
        type: "error",
        ...run,
        message: "The stream ended before the provider finished its response.",
        code: "incomplete_stream",
      },
      { type: "harness_end", ...run },
    ]);
    expect(adapter.finish()).toEqual([]);
    expect(closing.filter((event) => !parseEvent(event).ok)).toEqual([]);
  });

  it("shows a truncated run as failed, its unanswered call as an error", () => {
    const adapter = createAiSdkAdapter({ runId: "r1" });
    const events = [
      ...truncatedStream.flatMap((chunk) => adapter.push(chunk)),
      ...adapter.finish(),
    ];
    const views = projectThread(reduceEvents(createGraph(), events));
    expect(views.map((view) => [view.content.kind, view.status])).toEqual([
      ["text", "error"],
      ["tool_call", "error"],
      ["error", "error"],
    ]);
    expect(views[1]?.content).toMatchObject({ input: { query: "threadl" }, state: "error" });
  });

  it("turns an error chunk into the run's error and an abort into an aborted end", () => {
    const stream: UIMessageChunk[] = [
      { type: "start" },
      { type: "text-delta", id: "t", delta: "Partial answ" },
      { type: "error", errorText: "Overloaded" },
      { type: "abort", reason: "user stopped the stream" },
      { type: "text-delta", id: "t", delta: "er" },
    ];
    const { adapter, problems } = withProblems();
    expect(stream.flatMap((chunk) => adapter.push(chunk))).toEqual([
      { type: "harness_start", ...run },
      { type: "text", ...run, id: "r1:text:t", content: "Partial answ" },
      { type: "error", ...run, message: "Overloaded", code: "provider_error" },
      { type: "harness_end", ...run },
    ]);
    expect(problems).toEqual(["text-delta arrived after the run ended; skipped"]);
  });

  it("says the run was aborted when the stream is stopped", () => {
    const adapter = createAiSdkAdapter({ runId: "r1" });
    expect(adapter.push({ type: "abort" })).toEqual([
      { type: "harness_start", ...run },
      { type: "error", ...run, message: "The stream was aborted.", code: "aborted" },
      { type: "harness_end", ...run },
    ]);
  });

  it("streams plain-text tool input as a growing string", () => {
    const stream: UIMessageChunk[] = [
      { type: "tool-input-start", toolCallId: "ct_1", toolName: "shell", inputEncoding: "text" },
      { type: "tool-input-delta", toolCallId: "ct_1", inputTextDelta: 'echo "hi' },
      { type: "tool-input-delta", toolCallId: "ct_1", inputTextDelta: '"\n' },
      { type: "tool-input-available", toolCallId: "ct_1", toolName: "shell", input: 'echo "hi"\n' },
    ];
    const adapter = createAiSdkAdapter({ runId: "r1" });
    const calls = stream
      .flatMap((chunk) => adapter.push(chunk))
      .filter((e) => e.type === "tool_call");
    expect(calls.map((call) => [call.input, call.partial])).toEqual([
      ["", true],
      ['echo "hi', true],
      ['echo "hi"\n', true],
      ['echo "hi"\n', undefined],
    ]);
  });

  it("reports input deltas for a call that never started", () => {
    const { adapter, problems } = withProblems();
    const delta: UIMessageChunk = {
      type: "tool-input-delta",
      toolCallId: "nope",
      inputTextDelta: "{",
    };
    expect(adapter.push(delta)).toEqual([]);
    expect(problems).toEqual([
      "tool-input-delta.toolCallId: nope names no open tool call; skipped",
    ]);
  });
});
