import type { UIMessageChunk } from "ai";
import { describe, expect, it } from "vitest";
import { createGraph } from "../../core/graph/createGraph.js";
import type { GraphEvent } from "../../core/graph/GraphEvent.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import type { AiSdkUiChunk } from "./AiSdkUiChunk.js";
import { approvalStream, approvedStream, failingToolsStream } from "./aiSdkAdapter.fixtures.js";
import { createAiSdkAdapter } from "./aiSdkAdapter.js";

/** A step that calls a client-side tool: the stream finishes without the tool's output. */
const clientToolStream: UIMessageChunk[] = [
  { type: "start", messageId: "msg_client" },
  { type: "start-step" },
  { type: "text-start", id: "0" },
  { type: "text-delta", id: "0", delta: "Where are you?" },
  { type: "text-end", id: "0" },
  {
    type: "tool-input-available",
    toolCallId: "call_locate",
    toolName: "getLocation",
    input: {},
  },
  { type: "finish-step" },
  { type: "finish", finishReason: "tool-calls" },
];
/** The stream that continues the message once the client added the tool's output. */
const afterClientTool: UIMessageChunk[] = [
  { type: "start", messageId: "msg_client" },
  { type: "start-step" },
  { type: "text-start", id: "0" },
  { type: "text-delta", id: "0", delta: "You are in Paris." },
  { type: "text-end", id: "0" },
  { type: "finish-step" },
  { type: "finish", finishReason: "stop" },
];
const located: GraphEvent = {
  type: "tool_result",
  id: "call_locate",
  runId: "r1",
  name: "getLocation",
  output: { city: "Paris" },
};

function adaptStep(stream: readonly AiSdkUiChunk[], step = 1): GraphEvent[] {
  const adapter = createAiSdkAdapter({ runId: "r1", parentId: "u1:user", step });
  return [...stream.flatMap((chunk) => adapter.push(chunk)), ...adapter.finish()];
}

function stateOf(events: readonly GraphEvent[], callId: string): unknown {
  const views = projectThread(reduceEvents(createGraph(), events));
  const call = views.find((view) => view.id === callId)?.content;
  return call?.kind === "tool_call" ? call.state : undefined;
}

describe("createAiSdkAdapter over several streams of one message", () => {
  it("leaves the run open while a client-side tool runs, and ends it in the next step", () => {
    const step1 = adaptStep(clientToolStream);
    expect(step1.map((event) => event.type)).not.toContain("harness_end");
    expect(stateOf(step1, "call_locate")).toBe("running");
    const step2 = adaptStep(afterClientTool, 2);
    expect(step2.map((event) => event.type)).toEqual(["text", "harness_end"]);
    const graph = reduceEvents(createGraph(), [...step1, located, ...step2]);
    expect(graph.runs.get("r1")?.ended).toBe(true);
    expect(graph.diagnostics).toEqual([]);
    expect(projectThread(graph).map((view) => [view.id, view.status])).toEqual([
      ["r1:text:0", "complete"],
      ["call_locate", "complete"],
      ["r1:step2:text:0", "complete"],
    ]);
  });

  it("leaves the run open for a call awaiting approval, so an allowed call runs", () => {
    const step1 = adaptStep(approvalStream);
    expect(step1.map((event) => event.type)).not.toContain("harness_end");
    expect(stateOf(step1, "call_del")).toBe("awaiting_permission");
    const allowed: GraphEvent = {
      type: "relay_resolved",
      relayId: "approval_1",
      decision: "allow",
    };
    expect(stateOf([...step1, allowed], "call_del")).toBe("running");
    const events = [...step1, ...adaptStep(approvedStream, 2)];
    expect(events.filter((event) => event.type === "harness_start")).toHaveLength(1);
    expect(events.filter((event) => event.type === "harness_end")).toHaveLength(1);
    expect(stateOf(events, "call_del")).toBe("complete");
  });

  it("gives an approval whose id is its call's id a node of its own, as LangChain sends them", () => {
    const request = approvalStream.map((chunk) =>
      chunk.type === "tool-approval-request" ? { ...chunk, approvalId: "call_del" } : chunk,
    );
    const step1 = adaptStep(request);
    const relays = step1.filter((event) => event.type === "relay");
    expect(relays.map((relay) => [relay.id, relay.toolCallId])).toEqual([
      ["call_del:approval", "call_del"],
    ]);
    expect(stateOf(step1, "call_del")).toBe("awaiting_permission");
    const adapter = createAiSdkAdapter({ runId: "r1", step: 1 });
    for (const chunk of request.slice(0, -2)) adapter.push(chunk);
    expect(
      adapter.push({ type: "tool-approval-response", approvalId: "call_del", approved: false }),
    ).toEqual([
      { type: "relay_resolved", relayId: "call_del:approval", decision: "deny", runId: "r1" },
    ]);
  });

  it("ends the run when every call has its output, or the stream stops for another reason", () => {
    expect(adaptStep(failingToolsStream).at(-1)).toMatchObject({ type: "harness_end" });
    const cutOff = clientToolStream.with(-1, { type: "finish", finishReason: "length" });
    const events = adaptStep(cutOff);
    expect(events.at(-1)).toMatchObject({ type: "harness_end" });
    expect(stateOf(events, "call_locate")).toBe("error");
  });
});
