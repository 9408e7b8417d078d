import type { UIMessageChunk } from "ai";
import { describe, expect, expectTypeOf, it } from "vitest";
import { createGraph } from "../../core/graph/createGraph.js";
import type { GraphEvent } from "../../core/graph/GraphEvent.js";
import { parseEvent } from "../../core/graph/parseEvent.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import type { ToolCallContent, ViewNode } from "../../core/projections/ViewNode.js";
import type { AiSdkUiChunk } from "./AiSdkUiChunk.js";
import {
  approvalStream,
  approvedStream,
  failingToolsStream,
  partsWithoutEvents,
  weatherStream,
} from "./aiSdkAdapter.fixtures.js";
import { createAiSdkAdapter } from "./aiSdkAdapter.js";

const run = { runId: "r1", agentId: "assistant" } as const;

function adapt(stream: readonly AiSdkUiChunk[], runId = "r1"): GraphEvent[] {
  const adapter = createAiSdkAdapter({ runId, parentId: "u1:user" });
  return [...stream.flatMap((chunk) => adapter.push(chunk)), ...adapter.finish()];
}

function toolView(views: readonly ViewNode[], id: string): ToolCallContent | undefined {
  const content = views.find((view) => view.id === id)?.content;
  return content?.kind === "tool_call" ? content : undefined;
}

describe("createAiSdkAdapter", () => {
  it("accepts every chunk of the AI SDK's UIMessageChunk union", () => {
    expectTypeOf<UIMessageChunk>().toExtend<AiSdkUiChunk>();
    type Typed = UIMessageChunk<{ createdAt: number }, { weather: { city: string } }>;
    expectTypeOf<Typed>().toExtend<AiSdkUiChunk>();
    const chunk: UIMessageChunk = { type: "text-delta", id: "1", delta: "Hi" };
    expect(createAiSdkAdapter({ runId: "r1" }).push(chunk)).toHaveLength(2);
  });

  it("streams reasoning and text between harness_start and harness_end", () => {
    const events = adapt(weatherStream);
    expect(events[0]).toEqual({ type: "harness_start", ...run, parentId: "u1:user" });
    expect(events.slice(1, 5)).toEqual([
      { type: "reasoning", ...run, id: "r1:reasoning:0", content: "The user wants the weather" },
      { type: "reasoning", ...run, id: "r1:reasoning:0", content: " in Paris." },
      { type: "text", ...run, id: "r1:text:1", content: "Let me check" },
      { type: "text", ...run, id: "r1:text:1", content: " the forecast." },
    ]);
    expect(events.at(-1)).toEqual({ type: "harness_end", ...run });
  });

  it("grows a partial tool call with each input delta, then gives the exact input", () => {
    const calls = adapt(weatherStream).filter((event) => event.type === "tool_call");
    expect(calls.map((call) => [call.input, call.partial])).toEqual([
      [{}, true],
      [{ city: "Pa" }, true],
      [{ city: "Paris", unit: "cel" }, true],
      [{ city: "Paris", unit: "celsius" }, true],
      [{ city: "Paris", unit: "celsius" }, undefined],
    ]);
    expect(calls.every((call) => call.id === "toolu_01A9" && call.name === "getWeather")).toBe(
      true,
    );
  });

  it("gives a fresh text node when a later step reuses a block id", () => {
    const texts = adapt(weatherStream).filter((event) => event.type === "text");
    expect(texts.map((text) => text.id)).toEqual(["r1:text:1", "r1:text:1", "r1:text:1#2"]);
  });

  it("gives a thread of reasoning, text, the completed tool call and the answer", () => {
    const views = projectThread(reduceEvents(createGraph(), adapt(weatherStream)));
    expect(views.map((view) => [view.content.kind, view.status])).toEqual([
      ["reasoning", "complete"],
      ["text", "complete"],
      ["tool_call", "complete"],
      ["text", "complete"],
    ]);
    expect(views[0]?.content).toEqual({
      kind: "reasoning",
      text: "The user wants the weather in Paris.",
    });
    expect(views[1]?.content).toEqual({ kind: "text", text: "Let me check the forecast." });
    expect(toolView(views, "toolu_01A9")).toMatchObject({
      input: { city: "Paris", unit: "celsius" },
      output: { temperature: 18, condition: "cloudy" },
      state: "complete",
    });
    expect(views[3]?.content).toEqual({ kind: "text", text: "It is 18 °C and cloudy in Paris." });
  });

  it("shows a tool call as pending while its input streams", () => {
    const adapter = createAiSdkAdapter({ runId: "r1" });
    const events = weatherStream.slice(0, 13).flatMap((chunk) => adapter.push(chunk));
    const views = projectThread(reduceEvents(createGraph(), events));
    expect(toolView(views, "toolu_01A9")).toMatchObject({
      input: { city: "Pa" },
      state: "pending",
    });
  });

  it("gives tool errors as { error }, denials as { status: 'denied' }, previews as progress", () => {
    const events = adapt(failingToolsStream);
    const results = events.filter((event) => event.type === "tool_result");
    expect(results.map((result) => [result.id, result.name, result.output])).toEqual([
      ["call_bad", "getWeather", { error: "Invalid input: city must be a string" }],
      ["call_read", "readFile", { error: "EACCES: permission denied" }],
      ["call_rm", "bash", { status: "denied" }],
      ["call_dl", "download", { bytes: 2048 }],
    ]);
    const views = projectThread(reduceEvents(createGraph(), events));
    expect(toolView(views, "call_bad")).toMatchObject({ input: { city: 42 }, state: "error" });
    expect(toolView(views, "call_read")?.state).toBe("error");
    expect(toolView(views, "call_rm")?.state).toBe("denied");
    expect(toolView(views, "call_dl")).toMatchObject({
      progress: [{ percent: 40 }, { percent: 100 }],
      state: "complete",
    });
  });

  it("turns an approval request into a permission relay with the call's input", () => {
    const events = adapt(approvalStream);
    expect(events.filter((event) => event.type === "relay")).toEqual([
      {
        type: "relay",
        kind: "permission",
        id: "approval_1",
        ...run,
        toolCallId: "call_del",
        tool: "deleteFile",
        params: { path: "notes.txt" },
      },
    ]);
    const relay = projectThread(reduceEvents(createGraph(), events)).find(
      (view) => view.content.kind === "relay",
    );
    expect(relay?.content).toMatchObject({ tool: "deleteFile", params: { path: "notes.txt" } });
    expect(relay?.content).not.toHaveProperty("decision");
  });

  it("resolves the relay and completes the call when the next stream answers it", () => {
    const events = [...adapt(approvalStream), ...adapt(approvedStream, "r2")];
    expect(events).toContainEqual({
      type: "relay_resolved",
      relayId: "approval_1",
      decision: "allow",
      runId: "r2",
    });
    const views = projectThread(reduceEvents(createGraph(), events));
    expect(toolView(views, "call_del")).toMatchObject({
      output: { deleted: true },
      state: "complete",
    });
    expect(views.find((view) => view.content.kind === "relay")?.content).toMatchObject({
      decision: "allow",
    });
  });

  it("makes no events for data parts, sources, files and metadata", () => {
    const adapter = createAiSdkAdapter({ runId: "r1" });
    expect(partsWithoutEvents.flatMap((chunk) => adapter.push(chunk))).toEqual([]);
  });

  it("produces only events that parseEvent accepts", () => {
    const streams = [weatherStream, failingToolsStream, approvalStream, approvedStream];
    const events = streams.flatMap((stream) => adapt(stream));
    expect(events.filter((event) => !parseEvent(event).ok)).toEqual([]);
  });

  it("gives identical events for the same stream", () => {
    const streams = [weatherStream, failingToolsStream, approvalStream, approvedStream];
    for (const stream of streams) expect(adapt(stream)).toEqual(adapt(stream));
  });
});
