import { describe, expect, it } from "vitest";
import { createGraph } from "./createGraph.js";
import type { Graph } from "./Graph.js";
import type { GraphEvent } from "./GraphEvent.js";
import { reduceEvent } from "./reduceEvent.js";
import { reduceEvents } from "./reduceEvents.js";

const build = (events: GraphEvent[]): Graph => reduceEvents(createGraph(), events);
const session: GraphEvent[] = [
  { type: "user", runId: "u1", content: "Research X" },
  { type: "harness_start", runId: "main", agentId: "lead", parentId: "u1:user" },
  { type: "tool_call", id: "spawn", runId: "main", agentId: "lead", name: "agent", input: {} },
  { type: "harness_start", runId: "sub", agentId: "helper", parentId: "spawn" },
  { type: "tool_call", id: "deeper", runId: "sub", agentId: "helper", name: "agent", input: {} },
  { type: "harness_start", runId: "subsub", agentId: "leaf", parentId: "deeper" },
];

describe("reduceEvent run info", () => {
  it("records the tool call a subagent run is shown inside", () => {
    const graph = build(session);
    expect(graph.runs.get("main")?.containerId).toBeUndefined();
    expect(graph.runs.get("sub")?.containerId).toBe("spawn");
    expect(graph.runs.get("subsub")?.containerId).toBe("deeper");
  });

  it("gives a change to its own run only, leaving the runs it is shown inside as they were", () => {
    const before = build(session);
    const after = reduceEvent(before, {
      type: "text",
      id: "t",
      runId: "subsub",
      agentId: "leaf",
      content: "hi",
    });
    expect(after.runs.get("subsub")?.version).toBe(after.version);
    expect(after.runs.get("sub")).toBe(before.runs.get("sub"));
    expect(after.runs.get("main")).toBe(before.runs.get("main"));
  });

  it("touches the parent's run when a child run starts", () => {
    const before = build(session.slice(0, 5));
    const after = reduceEvent(before, {
      type: "harness_start",
      runId: "subsub",
      agentId: "leaf",
      parentId: "deeper",
    });
    expect(after.runs.get("sub")?.version).toBe(after.version);
    expect(after.runs.get("main")).toBe(before.runs.get("main"));
  });

  it("does not pass a change in the next turn back to the previous one", () => {
    const before = build([...session, { type: "harness_end", runId: "main", agentId: "lead" }]);
    const next = reduceEvents(before, [
      { type: "user", runId: "u2", parentId: "main:harness_end", content: "more" },
      { type: "harness_start", runId: "main2", agentId: "lead", parentId: "u2:user" },
    ]);
    const streamed = reduceEvent(next, {
      type: "text",
      id: "t2",
      runId: "main2",
      agentId: "lead",
      content: "ok",
    });
    expect(streamed.runs.get("main2")?.version).toBe(streamed.version);
    expect(streamed.runs.get("u2")).toBe(next.runs.get("u2"));
    expect(streamed.runs.get("main")).toBe(next.runs.get("main"));
  });

  it("touches a tool call's run when its result lands in another run", () => {
    const before = build(session);
    const after = reduceEvent(before, {
      type: "tool_result",
      id: "spawn",
      runId: "elsewhere",
      name: "agent",
      output: 1,
    });
    expect(after.runs.get("main")?.version).toBe(after.version);
  });

  it("moves runs inside a tool call that arrives after them", () => {
    const early = build([
      { type: "harness_start", runId: "sub", agentId: "helper", parentId: "late-call" },
      { type: "text", id: "t", runId: "sub", agentId: "helper", content: "working" },
    ]);
    expect(early.runs.get("sub")?.containerId).toBeUndefined();
    const late = reduceEvent(early, {
      type: "tool_call",
      id: "late-call",
      runId: "main",
      agentId: "lead",
      name: "agent",
      input: {},
    });
    expect(late.runs.get("sub")?.containerId).toBe("late-call");
    expect(late.runs.get("sub")?.version).toBe(late.version);
  });

  it("counts nodes and usage per run", () => {
    const graph = build([
      ...session,
      { type: "usage", runId: "sub", inputTokens: 5, outputTokens: 1 },
    ]);
    expect(graph.runs.get("sub")).toMatchObject({
      nodeCount: 3,
      usageCount: 1,
      agentId: "helper",
      parentId: "spawn",
    });
  });
});
