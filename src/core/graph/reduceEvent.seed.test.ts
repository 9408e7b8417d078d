import { describe, expect, it } from "vitest";
import { createGraph } from "./createGraph.js";
import type { GraphEvent } from "./GraphEvent.js";
import { reduceEvent } from "./reduceEvent.js";
import { reduceEvents } from "./reduceEvents.js";

const edgesOf = (graph: ReturnType<typeof createGraph>) => Object.fromEntries(graph.edges);

describe("reduceEvent (seed 001 examples)", () => {
  it("builds the user → text → tool call example", () => {
    let graph = createGraph();
    graph = reduceEvent(graph, { type: "user", runId: "user-1", content: "What is the weather?" });
    graph = reduceEvent(graph, {
      type: "text",
      id: "text-1",
      runId: "assistant-1",
      agentId: "main",
      parentId: "user-1:user",
      content: "Let me check that for you.",
    });
    graph = reduceEvent(graph, {
      type: "tool_call",
      id: "call-1",
      runId: "assistant-1",
      agentId: "main",
      name: "get_weather",
      input: { location: "San Francisco" },
    });
    expect([...graph.nodes.keys()]).toEqual(["user-1:user", "text-1", "call-1"]);
    expect(graph.nodes.get("user-1:user")).toEqual({
      id: "user-1:user",
      runId: "user-1",
      kind: "user",
      content: "What is the weather?",
    });
    expect(graph.nodes.get("call-1")).toEqual({
      id: "call-1",
      runId: "assistant-1",
      agentId: "main",
      kind: "tool_call",
      name: "get_weather",
      input: { location: "San Francisco" },
    });
    expect(edgesOf(graph)).toEqual({ "user-1:user": ["text-1"], "text-1": ["call-1"] });
    expect(graph.lastNodeByRunId.get("assistant-1")).toBe("call-1");
  });

  it("appends streamed chunks into one node", () => {
    const chunk = { type: "text", id: "text-1", runId: "assistant-1", agentId: "main" } as const;
    let graph = reduceEvent(createGraph(), { ...chunk, content: "The weather" });
    graph = reduceEvent(graph, { ...chunk, content: " is sunny." });
    expect(graph.nodes.size).toBe(1);
    expect(graph.nodes.get("text-1")).toMatchObject({
      kind: "text",
      content: "The weather is sunny.",
    });
  });

  it("leaves the previous graph unchanged", () => {
    const graph1 = createGraph();
    const graph2 = reduceEvent(graph1, { type: "user", runId: "u", content: "hi" });
    expect(graph1.nodes.size).toBe(0);
    expect(graph2.nodes.size).toBe(1);
  });
});

describe("reduceEvents (seed 002 example graph)", () => {
  const run = { runId: "agent-1", agentId: "main" } as const;
  const events: GraphEvent[] = [
    { type: "user", runId: "user-1", content: "List files" },
    { type: "harness_start", ...run, parentId: "user-1:user" },
    { type: "text", id: "text-1", ...run, content: "I'll list the files..." },
    { type: "tool_call", id: "tc-1", ...run, name: "bash", input: { command: "ls" } },
    { type: "usage", ...run, inputTokens: 50, outputTokens: 20 },
    {
      type: "relay",
      kind: "permission",
      id: "relay-1",
      ...run,
      toolCallId: "tc-1",
      tool: "bash",
      params: { command: "ls" },
    },
    {
      type: "tool_result",
      id: "tc-1",
      ...run,
      name: "bash",
      output: { context: "file1.txt\nfile2.txt" },
    },
    { type: "text", id: "text-2", ...run, content: "The directory contains..." },
    { type: "usage", ...run, inputTokens: 70, outputTokens: 15 },
    { type: "harness_end", ...run },
  ];

  it("derives the seed's node ids", () => {
    const graph = reduceEvents(createGraph(), events);
    expect([...graph.nodes.keys()]).toEqual([
      "user-1:user",
      "agent-1:harness_start",
      "text-1",
      "tc-1",
      "agent-1:usage:1",
      "relay-1",
      "tc-1:result",
      "text-2",
      "agent-1:usage:2",
      "agent-1:harness_end",
    ]);
  });

  it("links the run sequentially and the run's first node from its parent", () => {
    const graph = reduceEvents(createGraph(), events);
    expect(edgesOf(graph)).toEqual({
      "user-1:user": ["agent-1:harness_start"],
      "agent-1:harness_start": ["text-1"],
      "text-1": ["tc-1"],
      "tc-1": ["agent-1:usage:1"],
      "agent-1:usage:1": ["relay-1"],
      "relay-1": ["tc-1:result"],
      "tc-1:result": ["text-2"],
      "text-2": ["agent-1:usage:2"],
      "agent-1:usage:2": ["agent-1:harness_end"],
    });
    expect(graph.diagnostics).toEqual([]);
  });

  it("links a subagent's first node from the parent's tool call", () => {
    const graph = reduceEvents(createGraph(), [
      { type: "text", id: "t1", runId: "a1", agentId: "main", content: "I'll search..." },
      {
        type: "tool_call",
        id: "tc-1",
        runId: "a1",
        agentId: "main",
        name: "agent",
        input: { task: "search for X" },
      },
      { type: "harness_start", runId: "a2", agentId: "searcher", parentId: "tc-1" },
      { type: "text", id: "t2", runId: "a2", agentId: "searcher", content: "Searching..." },
      { type: "harness_end", runId: "a2", agentId: "searcher" },
      {
        type: "tool_result",
        id: "tc-1",
        runId: "a1",
        agentId: "main",
        name: "agent",
        output: "found",
      },
    ]);
    expect(graph.edges.get("tc-1")).toEqual(["a2:harness_start", "tc-1:result"]);
    expect(graph.runs.get("a2")).toMatchObject({
      parentId: "tc-1",
      agentId: "searcher",
      firstNodeId: "a2:harness_start",
    });
  });
});
