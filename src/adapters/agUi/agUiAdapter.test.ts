import type { AGUIEvent } from "@ag-ui/core";
import { describe, expect, expectTypeOf, it } from "vitest";
import { createGraph } from "../../core/graph/createGraph.js";
import type { GraphEvent } from "../../core/graph/GraphEvent.js";
import { parseEvent } from "../../core/graph/parseEvent.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import type { ViewNode } from "../../core/projections/ViewNode.js";
import type { AgUiEvent } from "./AgUiEvent.js";
import {
  chunkStream,
  interruptStream,
  nestedRunsStream,
  subagentStream,
} from "./agUiAdapter.fixtures.js";
import { createAgUiAdapter } from "./agUiAdapter.js";

const streams = [nestedRunsStream, subagentStream, interruptStream, chunkStream];

function adapt(stream: readonly AgUiEvent[]): GraphEvent[] {
  const adapter = createAgUiAdapter({ runId: "fallback", parentId: "u1:user" });
  return [...stream.flatMap((event) => adapter.push(event)), ...adapter.finish()];
}

/** Each view as `kind:id`, with its branches nested below it. */
type Outline = (string | Outline)[];
function outline(views: readonly ViewNode[]): Outline {
  return views.flatMap((view) => [
    `${view.content.kind}:${view.id}`,
    ...view.branches.map((branch) => outline(branch)),
  ]);
}

describe("createAgUiAdapter", () => {
  it("accepts every event of the @ag-ui/core 1.0 Event union", () => {
    expectTypeOf<AGUIEvent>().toExtend<AgUiEvent>();
    const adapter = createAgUiAdapter({ runId: "fallback" });
    expect(nestedRunsStream.flatMap((event: AGUIEvent) => adapter.push(event))).not.toEqual([]);
  });

  it("makes each AG-UI run a graph run, a child run hanging from its parent's open tool call", () => {
    const starts = adapt(nestedRunsStream).filter((event) => event.type === "harness_start");
    expect(starts).toEqual([
      { type: "harness_start", runId: "run_lead", agentId: "assistant", parentId: "u1:user" },
      {
        type: "harness_start",
        runId: "run_research",
        agentId: "assistant",
        parentId: "call_research",
      },
      { type: "harness_start", runId: "run_fetcher", agentId: "assistant", parentId: "call_fetch" },
    ]);
  });

  it("nests child runs two levels deep as branches of the tool calls that spawned them", () => {
    const views = projectThread(reduceEvents(createGraph(), adapt(nestedRunsStream)));
    expect(outline(views)).toEqual([
      "text:run_lead:text:msg_lead_1",
      "tool_call:call_research",
      [
        "reasoning:run_research:reasoning:rs_1",
        "tool_call:call_fetch",
        ["text:run_fetcher:text:msg_fetch"],
        "text:run_research:text:msg_research",
      ],
      "text:run_lead:text:msg_lead_2",
    ]);
    expect(views[0]?.content).toEqual({ kind: "text", text: "I'll ask the researcher." });
    expect(views[1]?.content).toMatchObject({
      input: { topic: "tides" },
      output: "The Moon's pull.",
      state: "complete",
    });
    const fetcher = views[1]?.branches[0]?.[1]?.branches[0]?.[0];
    expect(fetcher).toMatchObject({ runId: "run_fetcher", status: "complete" });
    expect(fetcher?.content).toEqual({ kind: "text", text: "Found 3 sources." });
  });

  it("grows a partial tool call with each argument delta, then gives the whole input", () => {
    const calls = adapt(nestedRunsStream).filter(
      (event) => event.type === "tool_call" && event.id === "call_research",
    );
    expect(calls.map((call) => call.type === "tool_call" && [call.input, call.partial])).toEqual([
      [{}, true],
      [{ topic: "ti" }, true],
      [{ topic: "tides" }, true],
      [{ topic: "tides" }, undefined],
    ]);
  });

  it("ends each run with the usage of all its models", () => {
    const ends = adapt(nestedRunsStream).filter((event) => event.type === "harness_end");
    expect(ends.map((end) => end.type === "harness_end" && [end.runId, end.totalUsage])).toEqual([
      ["run_fetcher", { inputTokens: 400, outputTokens: 20 }],
      ["run_research", undefined],
      ["run_lead", { inputTokens: 1300, outputTokens: 300 }],
    ]);
  });

  it("nests subagent invocations under the tool calls that spawned them", () => {
    const events = adapt(subagentStream);
    expect(events.filter((event) => event.type === "harness_start")).toEqual([
      { type: "harness_start", runId: "run_main", agentId: "assistant", parentId: "u1:user" },
      {
        type: "harness_start",
        runId: "run_main:sa_planner",
        agentId: "planner",
        parentId: "call_plan",
      },
      {
        type: "harness_start",
        runId: "run_main:sa_expert",
        agentId: "expert",
        parentId: "call_expert",
      },
    ]);
    const views = projectThread(reduceEvents(createGraph(), events));
    expect(outline(views)).toEqual([
      "tool_call:call_plan",
      [
        "text:run_main:sa_planner:text:m_plan",
        "tool_call:call_expert",
        ["text:run_main:sa_expert:text:m_expert"],
        "error:run_main:sa_planner:error",
      ],
    ]);
    const planner = views[0]?.branches[0];
    expect(planner?.map((view) => [view.agentId, view.status])).toEqual([
      ["planner", "error"],
      ["planner", "error"],
      ["planner", "error"],
    ]);
    expect(planner?.[2]?.content).toEqual({ kind: "error", message: "No flights found" });
  });

  it("turns an interrupt that asks to approve a tool call into a permission relay", () => {
    const relays = adapt(interruptStream).filter((event) => event.type === "relay");
    expect(relays).toEqual([
      {
        type: "relay",
        kind: "permission",
        id: "int_1",
        runId: "run_ask",
        agentId: "assistant",
        toolCallId: "call_send",
        tool: "send_email",
        params: { to: "ana@example.com" },
      },
    ]);
    const views = projectThread(reduceEvents(createGraph(), adapt(interruptStream)));
    expect(views[1]?.content).toMatchObject({ kind: "relay", tool: "send_email" });
  });

  it("reads chunk shorthands as a tool call and a message, ignoring state and custom events", () => {
    const events = adapt(chunkStream);
    expect(events.filter((event) => event.type !== "tool_call")).toEqual([
      { type: "harness_start", runId: "run_chunks", agentId: "assistant", parentId: "u1:user" },
      {
        type: "tool_result",
        id: "call_c",
        runId: "run_chunks",
        agentId: "assistant",
        name: "search",
        output: "[]",
      },
      {
        type: "text",
        id: "run_chunks:text:m_c",
        runId: "run_chunks",
        agentId: "assistant",
        content: "Nothing ",
      },
      {
        type: "text",
        id: "run_chunks:text:m_c",
        runId: "run_chunks",
        agentId: "assistant",
        content: "found.",
      },
      { type: "harness_end", runId: "run_chunks", agentId: "assistant" },
    ]);
    const calls = events.filter((event) => event.type === "tool_call");
    expect(calls.at(-1)).toMatchObject({ input: { q: "ag-ui" } });
    expect(calls.at(-1)).not.toHaveProperty("partial");
  });

  it("produces only events that parseEvent accepts", () => {
    const events = streams.flatMap((stream) => adapt(stream));
    expect(events.filter((event) => !parseEvent(event).ok)).toEqual([]);
  });

  it("gives identical events for the same stream, and a graph without diagnostics", () => {
    for (const stream of streams) {
      expect(adapt(stream)).toEqual(adapt(stream));
      expect(reduceEvents(createGraph(), adapt(stream)).diagnostics).toEqual([]);
    }
  });
});
