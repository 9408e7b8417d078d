import { describe, expect, it } from "vitest";
import { createGraph } from "../../graph/createGraph.js";
import type { Graph } from "../../graph/Graph.js";
import type { GraphEvent } from "../../graph/GraphEvent.js";
import { reduceEvents } from "../../graph/reduceEvents.js";
import { execAccumulator, type ProgressAccumulator } from "../accumulators.js";
import { projectThread } from "./projectThread.js";

const build = (events: GraphEvent[]): Graph => reduceEvents(createGraph(), events);
const main = { runId: "a1", agentId: "main" } as const;
const start: GraphEvent[] = [
  { type: "user", runId: "u1", content: "List files" },
  { type: "harness_start", ...main, parentId: "u1:user" },
];

describe("projectThread (seed 000 behaviour)", () => {
  it("merges a tool result into its call", () => {
    const views = projectThread(
      build([
        ...start,
        { type: "tool_call", id: "call-1", ...main, name: "search", input: { q: "x" } },
        { type: "tool_result", id: "call-1", ...main, name: "search", output: { hits: 3 } },
      ]),
    );
    expect(views.map((view) => view.content)).toEqual([
      { kind: "user", content: "List files" },
      {
        kind: "tool_call",
        toolCallId: "call-1",
        name: "search",
        input: { q: "x" },
        output: { hits: 3 },
        state: "complete",
      },
    ]);
  });

  it("nests a subagent run in the branches of the tool call that spawned it", () => {
    const views = projectThread(
      build([
        ...start,
        { type: "tool_call", id: "tc-1", ...main, name: "spawn_agent", input: {} },
        { type: "harness_start", runId: "a2", agentId: "sub", parentId: "tc-1" },
        { type: "text", id: "s1", runId: "a2", agentId: "sub", content: "Subagent output" },
      ]),
    );
    expect(views).toHaveLength(2);
    expect(views[1]?.branches).toHaveLength(1);
    expect(views[1]?.branches[0]?.map((view) => view.content)).toEqual([
      { kind: "text", text: "Subagent output" },
    ]);
    expect(views[1]?.branches[0]?.[0]).toMatchObject({
      runId: "a2",
      agentId: "sub",
      role: "assistant",
      status: "streaming",
    });
  });

  it("derives status from the run's lifecycle: error over complete over streaming", () => {
    const text = (runId: string): GraphEvent => ({
      type: "text",
      id: `${runId}-t`,
      runId,
      agentId: "x",
      content: ".",
    });
    const views = projectThread(
      build([
        text("streaming"),
        text("done"),
        { type: "harness_end", runId: "done", agentId: "x" },
        text("failed"),
        { type: "error", runId: "failed", message: "boom" },
        { type: "harness_end", runId: "failed", agentId: "x" },
      ]),
    );
    expect(views.map((view) => [view.id, view.status])).toEqual([
      ["streaming-t", "streaming"],
      ["done-t", "complete"],
      ["failed-t", "error"],
      ["failed:error", "error"],
    ]);
    expect(views[3]?.content).toEqual({ kind: "error", message: "boom" });
  });

  it("makes no view for lifecycle, usage, results and progress", () => {
    const views = projectThread(
      build([
        ...start,
        { type: "usage", ...main, inputTokens: 1, outputTokens: 1 },
        { type: "tool_call", id: "c", ...main, name: "exec", input: {} },
        {
          type: "tool_progress",
          id: "p",
          ...main,
          toolCallId: "c",
          name: "exec",
          content: { channel: "stdout", data: "x" },
        },
        { type: "tool_result", id: "c", ...main, name: "exec", output: "x" },
        { type: "harness_end", ...main },
      ]),
    );
    expect(views.map((view) => view.id)).toEqual(["u1:user", "c"]);
    expect(views.every((view) => view.status === "complete")).toBe(true);
  });
});

describe("projectThread merging", () => {
  it("merges text chunks of one run unless a view stands between them", () => {
    const views = projectThread(
      build([
        ...start,
        { type: "text", id: "t1", ...main, content: "Hello" },
        { type: "usage", ...main, inputTokens: 1, outputTokens: 1 },
        { type: "text", id: "t2", ...main, content: " world" },
        { type: "tool_call", id: "c", ...main, name: "ls", input: {} },
        { type: "text", id: "t3", ...main, content: "After" },
        { type: "reasoning", id: "r1", ...main, content: "hm" },
        { type: "text", id: "t4", ...main, content: "End" },
      ]),
    );
    expect(views.slice(1).map((view) => [view.id, view.content.kind, view.nodeIds])).toEqual([
      ["t1", "text", ["t1", "t2"]],
      ["c", "tool_call", ["c"]],
      ["t3", "text", ["t3"]],
      ["r1", "reasoning", ["r1"]],
      ["t4", "text", ["t4"]],
    ]);
    expect(views[1]?.content).toEqual({ kind: "text", text: "Hello world" });
  });

  it("does not merge text across runs", () => {
    const views = projectThread(
      build([
        { type: "text", id: "a", runId: "r1", content: "one" },
        { type: "text", id: "b", runId: "r2", content: "two" },
      ]),
    );
    expect(views.map((view) => view.id)).toEqual(["a", "b"]);
  });
});

describe("projectThread tool results", () => {
  it("merges a result into its call wherever the call is", () => {
    const views = projectThread(
      build([
        ...start,
        { type: "tool_call", id: "c", ...main, name: "fetch", input: { url: "u" } },
        { type: "tool_result", id: "c", runId: "other", name: "fetch", output: "page" },
      ]),
    );
    expect(views.map((view) => view.id)).toEqual(["u1:user", "c"]);
    expect(views[1]?.content).toMatchObject({ output: "page", state: "complete" });
  });

  it("renders a result whose call never arrived as a tool call with no input", () => {
    const views = projectThread(
      build([...start, { type: "tool_result", id: "ghost", ...main, name: "grep", output: "hit" }]),
    );
    expect(views[1]).toMatchObject({
      id: "ghost:result",
      nodeIds: ["ghost:result"],
      content: {
        kind: "tool_call",
        toolCallId: "ghost",
        name: "grep",
        input: undefined,
        output: "hit",
        state: "complete",
      },
    });
  });
});

describe("projectThread progress", () => {
  const progress = (id: string, content: unknown): GraphEvent => ({
    type: "tool_progress",
    id,
    ...main,
    toolCallId: "c",
    name: "exec",
    content,
  });

  it("folds exec chunks into stdout, stderr and metrics", () => {
    const views = projectThread(
      build([
        ...start,
        { type: "tool_call", id: "c", ...main, name: "exec", input: { cmd: "make" } },
        progress("p1", { channel: "stdout", data: "building\n" }),
        progress("p2", { channel: "stderr", data: "warning\n" }),
        progress("p3", { channel: "stdout", data: "done\n" }),
        progress("p4", { metrics: { cpu: 0.5 } }),
        progress("p5", { durationMs: 120 }),
      ]),
    );
    expect(views[1]?.content).toMatchObject({
      progress: {
        stdout: "building\ndone\n",
        stderr: "warning\n",
        metrics: { cpu: 0.5, durationMs: 120 },
      },
    });
  });

  it("keeps the raw list for a tool with no accumulator, and uses an injected one", () => {
    const events: GraphEvent[] = [
      ...start,
      { type: "tool_call", id: "c", ...main, name: "crawl", input: {} },
      {
        type: "tool_progress",
        id: "p1",
        ...main,
        toolCallId: "c",
        name: "crawl",
        content: { page: 1 },
      },
      {
        type: "tool_progress",
        id: "p2",
        ...main,
        toolCallId: "c",
        name: "crawl",
        content: { page: 2 },
      },
    ];
    const graph = build(events);
    expect(projectThread(graph)[1]?.content).toMatchObject({
      progress: [{ page: 1 }, { page: 2 }],
    });
    const pages: ProgressAccumulator<number> = { init: () => 0, reduce: (count) => count + 1 };
    expect(projectThread(graph, { accumulators: { crawl: pages } })[1]?.content).toMatchObject({
      progress: 2,
    });
    expect(
      projectThread(graph, { accumulators: { crawl: execAccumulator } })[1]?.content,
    ).toMatchObject({
      progress: { stdout: "", stderr: "", metrics: { page: 2 } },
    });
  });

  it("falls back to the raw list when an accumulator throws", () => {
    const broken: ProgressAccumulator<number> = {
      init: () => 0,
      reduce: () => {
        throw new Error("bad");
      },
    };
    const graph = build([
      ...start,
      { type: "tool_call", id: "c", ...main, name: "x", input: {} },
      { type: "tool_progress", id: "p", ...main, toolCallId: "c", name: "x", content: 1 },
    ]);
    expect(projectThread(graph, { accumulators: { x: broken } })[1]?.content).toMatchObject({
      progress: [1],
    });
  });
});
