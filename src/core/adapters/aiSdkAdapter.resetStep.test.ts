import type { UIMessageChunk } from "ai";
import { describe, expect, it } from "vitest";
import { createGraph } from "../createGraph.js";
import type { GraphEvent } from "../GraphEvent.js";
import { pendingRelays } from "../projections/pendingRelays.js";
import { projectMessages } from "../projections/projectMessages.js";
import { projectThread } from "../projections/projectThread.js";
import { reduceEvents } from "../reduceEvents.js";
import type { AiSdkUiChunk } from "./AiSdkUiChunk.js";
import { createAiSdkAdapter } from "./aiSdkAdapter.js";

const user: GraphEvent = { type: "user", runId: "u1", content: "Clean up the folder." };
const discarded = { error: "The step that made this call was retried; the call was discarded." };

/** Step 1 answers; step 2 starts a call and some text, is reset, and is retried with another call. */
const retriedStream: UIMessageChunk[] = [
  { type: "start" },
  { type: "start-step" },
  { type: "tool-input-available", toolCallId: "call_list", toolName: "listFiles", input: {} },
  { type: "tool-output-available", toolCallId: "call_list", output: ["a.tmp", "b.txt"] },
  { type: "finish-step" },
  { type: "start-step" },
  { type: "text-start", id: "0" },
  { type: "text-delta", id: "0", delta: "Deleting a.t" },
  { type: "tool-input-start", toolCallId: "call_stale", toolName: "deleteFile" },
  { type: "tool-input-delta", toolCallId: "call_stale", inputTextDelta: '{"path": "a.t' },
  { type: "reset-step" },
  { type: "text-start", id: "0" },
  { type: "text-delta", id: "0", delta: "Deleting a.tmp." },
  { type: "text-end", id: "0" },
  { type: "tool-input-start", toolCallId: "call_retried", toolName: "deleteFile" },
  { type: "tool-input-delta", toolCallId: "call_retried", inputTextDelta: '{"path": "a.tmp"}' },
  {
    type: "tool-input-available",
    toolCallId: "call_retried",
    toolName: "deleteFile",
    input: { path: "a.tmp" },
  },
  { type: "tool-output-available", toolCallId: "call_retried", output: { deleted: true } },
  { type: "finish-step" },
  { type: "finish", finishReason: "tool-calls" },
];

function adapt(stream: readonly AiSdkUiChunk[]) {
  const problems: string[] = [];
  const onProblem = (message: string) => problems.push(message);
  const adapter = createAiSdkAdapter({ runId: "r1", parentId: "u1:user", onProblem });
  const events = [...stream.flatMap((chunk) => adapter.push(chunk)), ...adapter.finish()];
  return { events, problems, graph: reduceEvents(createGraph(), [user, ...events]) };
}

describe("createAiSdkAdapter on reset-step", () => {
  it("gives the retried step's parts new nodes instead of appending to the discarded ones", () => {
    const { events } = adapt(retriedStream);
    const texts = events.filter((event) => event.type === "text");
    expect(texts.map((text) => [text.id, text.content])).toEqual([
      ["r1:text:0", "Deleting a.t"],
      ["r1:text:0#2", "Deleting a.tmp."],
    ]);
  });

  it("closes the call the discarded step was streaming and answers it as discarded", () => {
    const { events, problems, graph } = adapt(retriedStream);
    expect(problems).toEqual([]);
    expect(graph.diagnostics).toEqual([]);
    const stale = events.filter(
      (event) =>
        (event.type === "tool_call" || event.type === "tool_result") && event.id === "call_stale",
    );
    expect(stale.slice(-2)).toEqual([
      {
        type: "tool_call",
        runId: "r1",
        agentId: "assistant",
        id: "call_stale",
        name: "deleteFile",
        input: { path: "a.t" },
      },
      {
        type: "tool_result",
        id: "call_stale",
        runId: "r1",
        agentId: "assistant",
        name: "deleteFile",
        output: discarded,
      },
    ]);
    const views = projectThread(graph);
    const stateOf = (id: string) => {
      const content = views.find((view) => view.id === id)?.content;
      return content?.kind === "tool_call" ? content.state : undefined;
    };
    expect([stateOf("call_list"), stateOf("call_stale"), stateOf("call_retried")]).toEqual([
      "complete",
      "error",
      "complete",
    ]);
  });

  it("ends the run when the retried step's calls have their outputs", () => {
    const { events, graph } = adapt(retriedStream);
    expect(events.at(-1)).toEqual({ type: "harness_end", runId: "r1", agentId: "assistant" });
    expect(graph.runs.get("r1")?.ended).toBe(true);
  });

  it("tells the model the discarded call was discarded, never that it did not complete", () => {
    const { graph } = adapt(retriedStream);
    const answers = projectMessages(graph).filter((message) => message.role === "tool");
    expect(answers).toEqual([
      { role: "tool", tool_call_id: "call_list", content: '["a.tmp","b.txt"]' },
      { role: "tool", tool_call_id: "call_stale", content: JSON.stringify(discarded) },
      { role: "tool", tool_call_id: "call_retried", content: '{"deleted":true}' },
    ]);
  });

  it("leaves no approval waiting for a call of the discarded step", () => {
    const stream: UIMessageChunk[] = [
      { type: "start-step" },
      { type: "tool-input-available", toolCallId: "call_rm", toolName: "rm", input: { path: "/" } },
      { type: "tool-approval-request", approvalId: "approval_rm", toolCallId: "call_rm" },
      { type: "reset-step" },
      { type: "text-delta", id: "t", delta: "I will not delete anything." },
      { type: "finish", finishReason: "stop" },
    ];
    const { events, graph } = adapt(stream);
    expect(events.filter((event) => event.type === "tool_result")).toEqual([
      {
        type: "tool_result",
        id: "call_rm",
        runId: "r1",
        agentId: "assistant",
        name: "rm",
        output: discarded,
      },
    ]);
    expect(pendingRelays(graph)).toEqual([]);
  });

  it("discards every call since the stream began when no step started", () => {
    const stream: UIMessageChunk[] = [
      { type: "tool-input-start", toolCallId: "call_a", toolName: "search" },
      { type: "tool-input-available", toolCallId: "call_b", toolName: "search", input: {} },
      { type: "reset-step" },
      { type: "tool-input-available", toolCallId: "call_c", toolName: "search", input: {} },
      { type: "tool-output-available", toolCallId: "call_c", output: "found" },
      { type: "finish", finishReason: "tool-calls" },
    ];
    const { events, problems } = adapt(stream);
    const results = events.filter((event) => event.type === "tool_result");
    expect(results.map((result) => [result.id, result.output])).toEqual([
      ["call_a", discarded],
      ["call_b", discarded],
      ["call_c", "found"],
    ]);
    expect(problems).toEqual([]);
  });

  it("skips, and says so, a retried call that reuses the id of a discarded one", () => {
    const stream: UIMessageChunk[] = [
      { type: "tool-input-start", toolCallId: "call_a", toolName: "search" },
      { type: "reset-step" },
      { type: "tool-input-start", toolCallId: "call_a", toolName: "search" },
      { type: "tool-input-delta", toolCallId: "call_a", inputTextDelta: "{}" },
      { type: "tool-input-available", toolCallId: "call_a", toolName: "search", input: {} },
      { type: "tool-output-available", toolCallId: "call_a", output: "found" },
    ];
    const { events, problems } = adapt(stream);
    const results = events.filter((event) => event.type === "tool_result");
    expect(results.map((result) => [result.id, result.output])).toEqual([["call_a", discarded]]);
    expect(problems).toEqual([
      "tool-input-start.toolCallId: call_a was discarded with its step; skipped",
      "tool-input-delta.toolCallId: call_a names no open tool call; skipped",
      "tool-input-available.toolCallId: call_a was discarded with its step; skipped",
      "tool-output-available.toolCallId: call_a already has a result; skipped",
    ]);
  });

  it("leaves the calls of earlier steps and calls that already have an output alone", () => {
    const stream: UIMessageChunk[] = [
      { type: "start-step" },
      { type: "tool-input-available", toolCallId: "call_done", toolName: "search", input: {} },
      { type: "tool-output-available", toolCallId: "call_done", output: "found" },
      { type: "reset-step" },
    ];
    const { events } = adapt([...retriedStream.slice(0, 5), ...stream]);
    const results = events.filter((event) => event.type === "tool_result");
    expect(results.map((result) => [result.id, result.output])).toEqual([
      ["call_list", ["a.tmp", "b.txt"]],
      ["call_done", "found"],
    ]);
  });
});
