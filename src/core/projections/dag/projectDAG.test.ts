import { describe, expect, it } from "vitest";
import { createGraph } from "../../graph/createGraph.js";
import type { GraphEvent } from "../../graph/GraphEvent.js";
import { reduceEvents } from "../../graph/reduceEvents.js";
import type { DagEdge } from "./DagNode.js";
import { projectDAG } from "./projectDAG.js";

const agent = { runId: "agent-1", agentId: "main" } as const;

/** Seed 002's example graph: a user message and an agent run with one tool call. */
const seedExample: GraphEvent[] = [
  { type: "user", runId: "user-1", content: "List files" },
  { type: "harness_start", ...agent, parentId: "user-1:user" },
  { type: "text", id: "text-1", ...agent, content: "I'll list the files..." },
  { type: "tool_call", id: "tc-1", ...agent, name: "bash", input: { command: "ls" } },
  { type: "usage", ...agent, inputTokens: 50, outputTokens: 20 },
  {
    type: "relay",
    kind: "permission",
    id: "relay-1",
    ...agent,
    toolCallId: "tc-1",
    tool: "bash",
    params: { command: "ls" },
  },
  { type: "relay_resolved", relayId: "relay-1", decision: "allow" },
  {
    type: "tool_result",
    id: "tc-1",
    ...agent,
    name: "bash",
    output: { context: "file1.txt\nfile2.txt" },
  },
  { type: "text", id: "text-2", ...agent, content: "The directory contains..." },
  { type: "usage", ...agent, inputTokens: 70, outputTokens: 15 },
  { type: "harness_end", ...agent },
];

const pairs = (edges: readonly DagEdge[]) => edges.map((edge) => [edge.source, edge.target]);

describe("projectDAG", () => {
  it("projects seed 002's example as one node per graph node in a sequence", () => {
    const dag = projectDAG(reduceEvents(createGraph(), seedExample));
    expect(dag.nodes.map((node) => node.id)).toEqual([
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
    expect(pairs(dag.edges)).toEqual([
      ["user-1:user", "agent-1:harness_start"],
      ["agent-1:harness_start", "text-1"],
      ["text-1", "tc-1"],
      ["tc-1", "agent-1:usage:1"],
      ["agent-1:usage:1", "relay-1"],
      ["relay-1", "tc-1:result"],
      ["tc-1:result", "text-2"],
      ["text-2", "agent-1:usage:2"],
      ["agent-1:usage:2", "agent-1:harness_end"],
    ]);
    expect(dag.edges.every((edge) => edge.kind === "sequence")).toBe(true);
    expect(dag.edges[0]).toEqual({
      id: "user-1:user->agent-1:harness_start",
      source: "user-1:user",
      target: "agent-1:harness_start",
      kind: "sequence",
    });
  });

  it("makes one group per run, a user message's run labelled user and complete", () => {
    const dag = projectDAG(reduceEvents(createGraph(), seedExample));
    expect(dag.groups).toEqual([
      { id: "run:user-1", runId: "user-1", status: "complete", depth: 0, label: "user" },
      {
        id: "run:agent-1",
        runId: "agent-1",
        agentId: "main",
        status: "complete",
        depth: 0,
        label: "main",
      },
    ]);
    expect(dag.nodes.find((node) => node.id === "text-1")).toEqual({
      id: "text-1",
      kind: "text",
      label: "I'll list the files...",
      runId: "agent-1",
      agentId: "main",
      status: "complete",
      depth: 0,
      groupId: "run:agent-1",
    });
  });

  it("labels each kind of node briefly", () => {
    const graph = reduceEvents(createGraph(), [
      ...seedExample.slice(0, -1),
      { type: "error", ...agent, message: "model overloaded\nretry later" },
      { type: "harness_end", ...agent },
    ]);
    const labels = Object.fromEntries(projectDAG(graph).nodes.map((node) => [node.id, node.label]));
    expect(labels).toMatchObject({
      "user-1:user": "List files",
      "agent-1:harness_start": "main start",
      "tc-1": "bash",
      "agent-1:usage:1": "50/20 tokens",
      "relay-1": "permission: bash (allow)",
      "tc-1:result": "bash result",
      "agent-1:error": "model overloaded retry later",
      "agent-1:harness_end": "main end",
    });
  });

  it("gives a node's tool, decision and tokens beside its label, for views to word", () => {
    const nodes = projectDAG(reduceEvents(createGraph(), seedExample)).nodes;
    const data = Object.fromEntries(
      nodes.map((node) => [node.id, [node.tool, node.decision, node.usage]]),
    );
    expect(data).toMatchObject({
      "tc-1": ["bash", undefined, undefined],
      "relay-1": ["bash", "allow", undefined],
      "tc-1:result": ["bash", undefined, undefined],
      "agent-1:usage:1": [undefined, undefined, { inputTokens: 50, outputTokens: 20 }],
      "text-1": [undefined, undefined, undefined],
    });
  });

  it("cuts long text to one line of at most 40 characters", () => {
    const long = `  First line\n\nthen   a second line that goes on ${"and on ".repeat(5000)}`;
    const graph = reduceEvents(createGraph(), [
      { type: "text", id: "t", runId: "r", content: long },
      { type: "user", runId: "u", content: [{ type: "text", text: "Look at" }, { type: "image" }] },
    ]);
    const [text, user] = projectDAG(graph).nodes;
    expect(text?.label).toBe("First line then a second line that goes…");
    expect(text?.label.length).toBeLessThanOrEqual(40);
    expect(user?.label).toBe("Look at [image]");
  });

  it("takes a node's agent from the node, else from its run", () => {
    const graph = reduceEvents(createGraph(), [
      { type: "harness_start", runId: "r", agentId: "planner" },
      { type: "text", id: "t", runId: "r", content: "hi" },
      { type: "text", id: "u", runId: "r", agentId: "writer", content: "yo" },
    ]);
    expect(projectDAG(graph).nodes.map((node) => node.agentId)).toEqual([
      "planner",
      "planner",
      "writer",
    ]);
  });

  it("draws a spawn edge from a tool call into its subagent, whose group sits inside", () => {
    const graph = reduceEvents(createGraph(), [
      { type: "harness_start", runId: "a1", agentId: "main" },
      { type: "tool_call", id: "tc-1", runId: "a1", name: "agent", input: { task: "search" } },
      { type: "harness_start", runId: "a2", agentId: "helper", parentId: "tc-1" },
      { type: "text", id: "s", runId: "a2", content: "Searching..." },
      { type: "harness_end", runId: "a2", agentId: "helper" },
      { type: "tool_result", id: "tc-1", runId: "a1", name: "agent", output: "found" },
    ]);
    const dag = projectDAG(graph);
    expect(dag.edges.find((edge) => edge.target === "a2:harness_start")).toEqual({
      id: "tc-1->a2:harness_start",
      source: "tc-1",
      target: "a2:harness_start",
      kind: "spawn",
    });
    expect(dag.edges.filter((edge) => edge.kind === "spawn")).toHaveLength(1);
    expect(dag.groups[1]).toEqual({
      id: "run:a2",
      runId: "a2",
      agentId: "helper",
      parentGroupId: "run:a1",
      status: "complete",
      depth: 1,
      label: "helper",
      task: "search",
    });
    const sub = dag.nodes.filter((node) => node.runId === "a2");
    expect(sub.map((node) => [node.depth, node.groupId])).toEqual([
      [1, "run:a2"],
      [1, "run:a2"],
      [1, "run:a2"],
    ]);
    expect(dag.nodes.find((node) => node.id === "tc-1:result")?.depth).toBe(0);
  });

  it("nests subagents three deep", () => {
    const graph = reduceEvents(createGraph(), [
      { type: "tool_call", id: "c0", runId: "r0", name: "agent", input: {} },
      { type: "tool_call", id: "c1", runId: "r1", parentId: "c0", name: "agent", input: {} },
      { type: "tool_call", id: "c2", runId: "r2", parentId: "c1", name: "agent", input: {} },
      { type: "text", id: "t3", runId: "r3", parentId: "c2", content: "deep" },
    ]);
    const dag = projectDAG(graph);
    expect(dag.groups.map((group) => [group.id, group.parentGroupId, group.depth])).toEqual([
      ["run:r0", undefined, 0],
      ["run:r1", "run:r0", 1],
      ["run:r2", "run:r1", 2],
      ["run:r3", "run:r2", 3],
    ]);
    expect(dag.nodes.map((node) => node.depth)).toEqual([0, 1, 2, 3]);
    expect(dag.edges.map((edge) => edge.kind)).toEqual(["spawn", "spawn", "spawn"]);
  });

  it("nests 10 000 levels deep without running out of stack", () => {
    const events: GraphEvent[] = [];
    for (let level = 0; level < 10_000; level++) {
      events.push({
        type: "tool_call",
        id: `c${level}`,
        runId: `r${level}`,
        ...(level > 0 && { parentId: `c${level - 1}` }),
        name: "agent",
        input: {},
      });
    }
    const dag = projectDAG(reduceEvents(createGraph(), events));
    expect(dag.nodes.at(-1)?.depth).toBe(9_999);
    expect(dag.groups.at(-1)?.parentGroupId).toBe("run:r9998");
  });

  it("links alternatives under one user message with sequence edges, each a fork deeper", () => {
    const graph = reduceEvents(createGraph(), [
      { type: "user", runId: "u", content: "Write a haiku" },
      { type: "text", id: "first", runId: "a", parentId: "u:user", content: "One" },
      { type: "text", id: "again", runId: "b", parentId: "u:user", content: "Two" },
    ]);
    const dag = projectDAG(graph);
    expect(dag.edges).toEqual([
      { id: "u:user->first", source: "u:user", target: "first", kind: "sequence" },
      { id: "u:user->again", source: "u:user", target: "again", kind: "sequence" },
    ]);
    expect(dag.groups.map((group) => [group.id, group.parentGroupId, group.depth])).toEqual([
      ["run:u", undefined, 0],
      ["run:a", "run:u", 1],
      ["run:b", "run:u", 1],
    ]);
  });

  it("links one turn to the next with a sequence edge, both at the top", () => {
    const graph = reduceEvents(createGraph(), [
      ...seedExample,
      { type: "user", runId: "user-2", parentId: "agent-1:harness_end", content: "Thanks" },
    ]);
    const dag = projectDAG(graph);
    expect(dag.edges.at(-1)).toEqual({
      id: "agent-1:harness_end->user-2:user",
      source: "agent-1:harness_end",
      target: "user-2:user",
      kind: "sequence",
    });
    expect(dag.groups.map((group) => group.depth)).toEqual([0, 0, 0]);
  });

  it("draws a dangling parent's edge only once the parent arrives", () => {
    const child: GraphEvent = { type: "text", id: "s", runId: "sub", parentId: "c", content: "x" };
    const early = projectDAG(reduceEvents(createGraph(), [child]));
    expect(early.edges).toEqual([]);
    expect(early.groups).toEqual([
      { id: "run:sub", runId: "sub", status: "streaming", depth: 0, label: "sub" },
    ]);
    const late = projectDAG(
      reduceEvents(createGraph(), [
        child,
        { type: "tool_call", id: "c", runId: "main", name: "agent", input: {} },
      ]),
    );
    expect(late.edges).toEqual([{ id: "c->s", source: "c", target: "s", kind: "spawn" }]);
    expect(late.groups[0]).toMatchObject({ id: "run:sub", parentGroupId: "run:main", depth: 1 });
  });

  it("draws no edge to a node that is missing from a hand-made graph", () => {
    const graph = {
      nodes: new Map([
        ["a", { id: "a", runId: "r", kind: "text", content: "a" }],
        ["b", { id: "b", runId: "r", kind: "text", content: "b" }],
      ]),
      edges: new Map([
        ["a", ["b", "ghost", "a", "b"]],
        ["ghost", ["a"]],
      ]),
      lastNodeByRunId: new Map([["r", "b"]]),
    } as unknown as Parameters<typeof projectDAG>[0];
    expect(projectDAG(graph).edges).toEqual([
      { id: "a->b", source: "a", target: "b", kind: "sequence" },
    ]);
  });

  it("returns the same result for the same graph", () => {
    const graph = reduceEvents(createGraph(), seedExample);
    expect(projectDAG(graph)).toBe(projectDAG(graph));
  });
});
