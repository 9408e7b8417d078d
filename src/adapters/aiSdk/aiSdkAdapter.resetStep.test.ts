import type { UIMessageChunk } from "ai";
import { describe, expect, it } from "vitest";
import { createGraph } from "../../core/graph/createGraph.js";
import type { GraphEvent } from "../../core/graph/GraphEvent.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectMessages } from "../../core/projections/messages/projectMessages.js";
import { pendingRelays } from "../../core/projections/pendingRelays.js";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import type { AiSdkUiChunk } from "./AiSdkUiChunk.js";
import { createAiSdkAdapter } from "./aiSdkAdapter.js";

const user: GraphEvent = { type: "user", runId: "u1", content: "Clean up the folder." };

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

  it("closes the call the discarded step was streaming and discards every node of the step", () => {
    const { events, problems, graph } = adapt(retriedStream);
    expect(problems).toEqual([]);
    expect(graph.diagnostics).toEqual([]);
    const reset = events.findIndex((event) => event.type === "discard");
    expect(events.slice(reset - 1, reset + 1)).toEqual([
      {
        type: "tool_call",
        runId: "r1",
        agentId: "assistant",
        id: "call_stale",
        name: "deleteFile",
        input: { path: "a.t" },
      },
      { type: "discard", runId: "r1", ids: ["r1:text:0", "call_stale"], reason: "reset-step" },
    ]);
    expect(events.filter((event) => event.type === "discard")).toHaveLength(1);
    expect(graph.nodes.get("call_stale")).toMatchObject({ discarded: true });
    expect(graph.nodes.get("r1:text:0")).toMatchObject({ discarded: true });
    expect(events.some((event) => event.type === "tool_result" && event.id === "call_stale")).toBe(
      false,
    );
    const views = projectThread(graph);
    expect(views.map((view) => [view.id, view.content.kind])).toEqual([
      ["u1:user", "user"],
      ["call_list", "tool_call"],
      ["r1:text:0#2", "text"],
      ["call_retried", "tool_call"],
    ]);
    expect(views[2]?.content).toEqual({ kind: "text", text: "Deleting a.tmp." });
  });

  it("ends the run when the retried step's calls have their outputs", () => {
    const { events, graph } = adapt(retriedStream);
    expect(events.at(-1)).toEqual({ type: "harness_end", runId: "r1", agentId: "assistant" });
    expect(graph.runs.get("r1")?.ended).toBe(true);
  });

  it("sends the model nothing of the discarded step", () => {
    const { graph } = adapt(retriedStream);
    const messages = projectMessages(graph);
    expect(messages.filter((message) => message.role === "tool")).toEqual([
      { role: "tool", tool_call_id: "call_list", content: '["a.tmp","b.txt"]' },
      { role: "tool", tool_call_id: "call_retried", content: '{"deleted":true}' },
    ]);
    expect(messages.filter((message) => message.role === "assistant")).toEqual([
      {
        role: "assistant",
        content: null,
        tool_calls: [{ id: "call_list", name: "listFiles", input: {} }],
      },
      {
        role: "assistant",
        content: "Deleting a.tmp.",
        tool_calls: [{ id: "call_retried", name: "deleteFile", input: { path: "a.tmp" } }],
      },
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
    expect(events.filter((event) => event.type === "discard")).toEqual([
      { type: "discard", runId: "r1", ids: ["call_rm", "approval_rm"], reason: "reset-step" },
    ]);
    expect(events.filter((event) => event.type === "tool_result")).toEqual([]);
    expect(pendingRelays(graph)).toEqual([]);
  });

  it("ends the run when only discarded calls were left without output", () => {
    const stream: UIMessageChunk[] = [
      { type: "start-step" },
      { type: "tool-input-available", toolCallId: "call_a", toolName: "search", input: {} },
      { type: "reset-step" },
      { type: "text-delta", id: "t", delta: "No search needed." },
      { type: "finish", finishReason: "tool-calls" },
    ];
    const { events, graph } = adapt(stream);
    expect(events.at(-1)).toEqual({ type: "harness_end", runId: "r1", agentId: "assistant" });
    expect(graph.runs.get("r1")?.ended).toBe(true);
    expect(projectMessages(graph).at(-1)).toEqual({
      role: "assistant",
      content: "No search needed.",
    });
  });

  it("discards the step's reasoning, and each node once", () => {
    const stream: UIMessageChunk[] = [
      { type: "start-step" },
      { type: "reasoning-start", id: "k" },
      { type: "reasoning-delta", id: "k", delta: "Maybe" },
      { type: "reasoning-delta", id: "k", delta: " not" },
      { type: "reset-step" },
      { type: "reset-step" },
      { type: "reasoning-delta", id: "k", delta: "Surely" },
    ];
    const { events } = adapt(stream);
    expect(events.filter((event) => event.type === "discard")).toEqual([
      { type: "discard", runId: "r1", ids: ["r1:reasoning:k"], reason: "reset-step" },
    ]);
    const reasoning = events.filter((event) => event.type === "reasoning");
    expect(reasoning.map((event) => event.id)).toEqual([
      "r1:reasoning:k",
      "r1:reasoning:k",
      "r1:reasoning:k#2",
    ]);
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
    const { events, problems, graph } = adapt(stream);
    expect(events.filter((event) => event.type === "discard")).toEqual([
      { type: "discard", runId: "r1", ids: ["call_a", "call_b"], reason: "reset-step" },
    ]);
    expect(graph.nodes.get("call_a")).toMatchObject({ input: {}, discarded: true });
    expect(graph.nodes.get("call_a")).not.toHaveProperty("partial");
    const results = events.filter((event) => event.type === "tool_result");
    expect(results.map((result) => [result.id, result.output])).toEqual([["call_c", "found"]]);
    expect(problems).toEqual([]);
    expect(graph.diagnostics).toEqual([]);
  });

  it("skips, and says so, a retried call or an output that names a discarded call", () => {
    const stream: UIMessageChunk[] = [
      { type: "tool-input-start", toolCallId: "call_a", toolName: "search" },
      { type: "reset-step" },
      { type: "tool-input-start", toolCallId: "call_a", toolName: "search" },
      { type: "tool-input-delta", toolCallId: "call_a", inputTextDelta: "{}" },
      { type: "tool-input-available", toolCallId: "call_a", toolName: "search", input: {} },
      { type: "tool-approval-request", approvalId: "approval_a", toolCallId: "call_a" },
      { type: "tool-output-available", toolCallId: "call_a", output: "found" },
    ];
    const { events, problems, graph } = adapt(stream);
    expect(events.filter((event) => event.type === "tool_result")).toEqual([]);
    expect(events.filter((event) => event.type === "relay")).toEqual([]);
    expect(problems).toEqual([
      "tool-input-start.toolCallId: call_a was discarded with its step; skipped",
      "tool-input-delta.toolCallId: call_a names no open tool call; skipped",
      "tool-input-available.toolCallId: call_a was discarded with its step; skipped",
      "tool-approval-request.toolCallId: call_a was discarded with its step; skipped",
      "tool-output-available.toolCallId: call_a was discarded with its step; skipped",
    ]);
    expect(graph.diagnostics).toEqual([]);
  });

  it("keeps the calls of earlier steps and discards the step's calls that have an output", () => {
    const stream: UIMessageChunk[] = [
      { type: "start-step" },
      { type: "tool-input-available", toolCallId: "call_done", toolName: "search", input: {} },
      { type: "tool-output-available", toolCallId: "call_done", output: "found" },
      { type: "reset-step" },
      { type: "finish", finishReason: "stop" },
    ];
    const { events, graph } = adapt([...retriedStream.slice(0, 5), ...stream]);
    expect(events.filter((event) => event.type === "discard")).toEqual([
      { type: "discard", runId: "r1", ids: ["call_done"], reason: "reset-step" },
    ]);
    const views = projectThread(graph);
    expect(views.map((view) => view.id)).toEqual(["u1:user", "call_list"]);
  });
});
