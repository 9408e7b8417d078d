import { describe, expect, it } from "vitest";
import { createGraph } from "./createGraph.js";
import type { Graph } from "./Graph.js";
import type { GraphEvent } from "./GraphEvent.js";
import { reduceEvent } from "./reduceEvent.js";
import { reduceEvents } from "./reduceEvents.js";

const build = (events: GraphEvent[]): Graph => reduceEvents(createGraph(), events);
const text = (id: string, content: string, runId = "r1"): GraphEvent => ({
  type: "text",
  id,
  runId,
  agentId: "main",
  content,
});

describe("reduceEvent usage ids", () => {
  it("numbers usage nodes from 1 within each run", () => {
    const usage = (runId: string): GraphEvent => ({
      type: "usage",
      runId,
      inputTokens: 1,
      outputTokens: 1,
    });
    const graph = build([usage("a"), usage("b"), usage("a"), usage("b"), usage("b")]);
    expect([...graph.nodes.keys()]).toEqual([
      "a:usage:1",
      "b:usage:1",
      "a:usage:2",
      "b:usage:2",
      "b:usage:3",
    ]);
  });
});

describe("reduceEvent streaming append", () => {
  it("appends to a text node even when other nodes came between", () => {
    const graph = build([
      text("t1", "Hello"),
      { type: "tool_call", id: "c1", runId: "r1", agentId: "main", name: "ls", input: {} },
      text("t2", "other"),
      text("t1", " world"),
    ]);
    expect(graph.nodes.get("t1")).toMatchObject({ content: "Hello world" });
    expect(graph.edges.get("t1")).toEqual(["c1"]);
    expect(graph.lastNodeByRunId.get("r1")).toBe("t2");
  });

  it("appends reasoning the same way", () => {
    const reasoning = (content: string): GraphEvent => ({
      type: "reasoning",
      id: "k",
      runId: "r",
      agentId: "a",
      content,
    });
    expect(build([reasoning("a"), reasoning("b"), reasoning("c")]).nodes.get("k")).toMatchObject({
      content: "abc",
    });
  });
});

describe("reduceEvent kind conflicts", () => {
  it("rejects an event whose id exists with another kind and records why", () => {
    const before = build([text("x", "hi")]);
    const after = reduceEvent(before, {
      type: "reasoning",
      id: "x",
      runId: "r1",
      agentId: "main",
      content: "!",
    });
    expect(after.nodes).toBe(before.nodes);
    expect(after.edges).toBe(before.edges);
    expect(after.nodes.get("x")).toMatchObject({ kind: "text", content: "hi" });
    expect(after.diagnostics).toEqual([
      {
        code: "kind_conflict",
        message: "reasoning x collides with an existing text node; rejected",
        eventType: "reasoning",
        nodeId: "x",
      },
    ]);
  });

  it("rejects a tool result whose id collides with a node of another kind", () => {
    const graph = build([
      text("c1:result", "sneaky"),
      { type: "tool_result", id: "c1", runId: "r1", name: "x", output: 1 },
    ]);
    expect(graph.nodes.get("c1:result")).toMatchObject({ kind: "text" });
    expect(graph.diagnostics.map((item) => item.code)).toEqual(["kind_conflict"]);
  });
});

describe("reduceEvent idempotence", () => {
  const events: GraphEvent[] = [
    { type: "user", runId: "u", content: "go" },
    { type: "harness_start", runId: "r1", agentId: "main", parentId: "u:user" },
    { type: "tool_call", id: "c1", runId: "r1", agentId: "main", name: "ls", input: {} },
    { type: "tool_result", id: "c1", runId: "r1", agentId: "main", name: "ls", output: "a" },
    { type: "tool_progress", id: "p1", runId: "r1", toolCallId: "c1", name: "ls", content: "." },
    {
      type: "relay",
      kind: "permission",
      id: "q1",
      runId: "r1",
      toolCallId: "c1",
      tool: "ls",
      params: {},
    },
    { type: "error", runId: "r1", message: "bad" },
    { type: "summary", id: "s1", runId: "r1", content: "sum", covers: ["c1"] },
    { type: "harness_end", runId: "r1", agentId: "main" },
    { type: "connected" },
  ];

  it("returns the same graph for every repeated lifecycle, tool and content event", () => {
    const graph = build(events);
    for (const event of events) expect(reduceEvent(graph, event)).toBe(graph);
  });

  it("lets a partial tool call be replaced by a fuller input", () => {
    const call = {
      type: "tool_call",
      id: "c1",
      runId: "r1",
      agentId: "main",
      name: "write",
    } as const;
    const partial = build([{ ...call, input: { path: "a" }, partial: true }]);
    expect(partial.nodes.get("c1")).toMatchObject({ input: { path: "a" }, partial: true });
    const fuller = reduceEvent(partial, {
      ...call,
      input: { path: "a.txt", text: "x" },
      partial: true,
    });
    expect(fuller.nodes.get("c1")).toMatchObject({
      input: { path: "a.txt", text: "x" },
      partial: true,
    });
    const final = reduceEvent(fuller, { ...call, input: { path: "a.txt", text: "xy" } });
    expect(final.nodes.get("c1")).toStrictEqual({
      id: "c1",
      runId: "r1",
      agentId: "main",
      kind: "tool_call",
      name: "write",
      input: { path: "a.txt", text: "xy" },
    });
    expect(final.edges).toBe(partial.edges);
    expect(reduceEvent(final, { ...call, input: { other: true }, partial: true })).toBe(final);
  });
});

describe("reduceEvent seq", () => {
  it("ignores an event whose seq is not above the highest applied", () => {
    const graph = build([
      { ...text("t", "a"), seq: 1 },
      { ...text("t", "b"), seq: 2 },
    ]);
    expect(graph.highestSeq).toBe(2);
    expect(reduceEvent(graph, { ...text("t", "b"), seq: 2 })).toBe(graph);
    expect(reduceEvent(graph, { ...text("t", "zzz"), seq: 1 })).toBe(graph);
    expect(reduceEvent(graph, { ...text("t", "c"), seq: 3 }).nodes.get("t")).toMatchObject({
      content: "abc",
    });
  });

  it("does not move the highest seq for a rejected event", () => {
    const graph = build([{ ...text("t", "a"), seq: 1 }]);
    const rejected = reduceEvent(graph, {
      type: "reasoning",
      id: "t",
      runId: "r1",
      content: "x",
      seq: 5,
    });
    expect(rejected.highestSeq).toBe(1);
    const invalid = reduceEvent(graph, {
      type: "text",
      id: "",
      runId: "r1",
      content: "x",
      seq: 6,
    } as GraphEvent);
    expect(invalid.highestSeq).toBe(1);
    expect(reduceEvent(invalid, { ...text("t", "b"), seq: 2 }).nodes.get("t")).toMatchObject({
      content: "ab",
    });
  });
});
