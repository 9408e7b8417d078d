import { describe, expect, it } from "vitest";
import { createGraph } from "../../graph/createGraph.js";
import type { GraphEvent } from "../../graph/GraphEvent.js";
import { reduceEvents } from "../../graph/reduceEvents.js";
import { projectDAG } from "./projectDAG.js";

const run = { runId: "a", agentId: "main" } as const;
const text = (id: string, content: string): GraphEvent => ({ type: "text", id, ...run, content });
const usage = (inputTokens: number, outputTokens: number): GraphEvent => ({
  type: "usage",
  ...run,
  inputTokens,
  outputTokens,
});

describe("projectDAG collapsed", () => {
  it("merges text split by usage into its first node, summing the tokens", () => {
    const graph = reduceEvents(createGraph(), [
      text("t1", "Hello "),
      usage(10, 1),
      text("t2", "there, "),
      usage(20, 2),
      text("t3", "friend."),
      { type: "tool_call", id: "c", ...run, name: "bash", input: {} },
      text("t4", "Done."),
    ]);
    const dag = projectDAG(graph, { collapsed: true });
    expect(dag.nodes.map((node) => node.id)).toEqual(["t1", "c", "t4"]);
    expect(dag.nodes[0]).toEqual({
      id: "t1",
      kind: "text",
      label: "Hello there, friend.",
      runId: "a",
      agentId: "main",
      status: "streaming",
      depth: 0,
      groupId: "run:a",
      folded: ["a:usage:1", "t2", "a:usage:2", "t3"],
      usage: { inputTokens: 30, outputTokens: 3 },
    });
    expect(dag.edges.map((edge) => edge.id)).toEqual(["t1->c", "c->t4"]);
  });

  it("folds usage into the node kept just before it, whatever its kind", () => {
    const graph = reduceEvents(createGraph(), [
      { type: "harness_start", ...run },
      { type: "tool_call", id: "c", ...run, name: "bash", input: {} },
      usage(50, 20),
      usage(5, 2),
      { type: "harness_end", ...run },
    ]);
    const dag = projectDAG(graph, { collapsed: true });
    expect(dag.nodes.map((node) => [node.id, node.folded, node.usage])).toEqual([
      ["a:harness_start", undefined, undefined],
      ["c", ["a:usage:1", "a:usage:2"], { inputTokens: 55, outputTokens: 22 }],
      ["a:harness_end", undefined, undefined],
    ]);
    expect(dag.edges.map((edge) => edge.id)).toEqual(["a:harness_start->c", "c->a:harness_end"]);
  });

  it("keeps the usage a run begins with, carrying the usage after it", () => {
    const graph = reduceEvents(createGraph(), [usage(1, 2), usage(3, 4), text("t", "Hi")]);
    const dag = projectDAG(graph, { collapsed: true });
    expect(dag.nodes.map((node) => [node.id, node.label, node.usage])).toEqual([
      ["a:usage:1", "4/6 tokens", { inputTokens: 4, outputTokens: 6 }],
      ["t", "Hi", undefined],
    ]);
    expect(dag.edges.map((edge) => edge.id)).toEqual(["a:usage:1->t"]);
  });

  it("merges reasoning with reasoning and text with text, never one with the other", () => {
    const graph = reduceEvents(createGraph(), [
      { type: "reasoning", id: "r1", ...run, content: "Think" },
      { type: "reasoning", id: "r2", ...run, content: "ing" },
      text("t1", "Say"),
      text("t2", "ing"),
    ]);
    const dag = projectDAG(graph, { collapsed: true });
    expect(dag.nodes.map((node) => [node.id, node.kind, node.label, node.folded])).toEqual([
      ["r1", "reasoning", "Thinking", ["r2"]],
      ["t1", "text", "Saying", ["t2"]],
    ]);
  });

  it("keeps the first node of a subagent run, so its spawn edge stays", () => {
    const graph = reduceEvents(createGraph(), [
      { type: "tool_call", id: "c", ...run, name: "agent", input: {} },
      { type: "text", id: "s1", runId: "sub", parentId: "c", content: "a" },
      { type: "text", id: "s2", runId: "sub", content: "b" },
    ]);
    const dag = projectDAG(graph, { collapsed: true });
    expect(dag.nodes.map((node) => node.id)).toEqual(["c", "s1"]);
    expect(dag.edges).toEqual([{ id: "c->s1", source: "c", target: "s1", kind: "spawn" }]);
  });

  it("rewires edges leaving a folded node to the node it folded into", () => {
    const graph = reduceEvents(createGraph(), [
      text("t1", "One"),
      text("t2", "Two"),
      { type: "text", id: "x", runId: "alt1", parentId: "t2", content: "left" },
      { type: "text", id: "y", runId: "alt2", parentId: "t2", content: "right" },
      text("t3", "Three"),
    ]);
    const dag = projectDAG(graph, { collapsed: true });
    expect(dag.nodes.map((node) => node.id)).toEqual(["t1", "x", "y"]);
    expect(dag.edges).toEqual([
      { id: "t1->x", source: "t1", target: "x", kind: "sequence" },
      { id: "t1->y", source: "t1", target: "y", kind: "sequence" },
    ]);
    const ids = new Set(dag.nodes.map((node) => node.id));
    for (const edge of dag.edges) {
      expect(edge.source).not.toBe(edge.target);
      expect(ids.has(edge.source) && ids.has(edge.target)).toBe(true);
    }
  });

  it("rewires an edge of a hand-made graph into a folded node of another run", () => {
    const node = (id: string, runId: string, kind: string) => [
      id,
      { id, runId, kind, content: id, inputTokens: 1, outputTokens: 1 },
    ];
    const graph = {
      nodes: new Map([
        node("a1", "A", "text"),
        node("a2", "A", "text"),
        node("b1", "B", "tool_call"),
      ] as [string, unknown][]),
      edges: new Map([
        ["a1", ["a2"]],
        ["b1", ["a2"]],
      ]),
      lastNodeByRunId: new Map([
        ["A", "a2"],
        ["B", "b1"],
      ]),
    } as unknown as Parameters<typeof projectDAG>[0];
    expect(projectDAG(graph, { collapsed: true }).edges).toEqual([
      { id: "b1->a1", source: "b1", target: "a1", kind: "spawn" },
    ]);
  });

  it("accounts for every graph node once, kept or folded", () => {
    const graph = reduceEvents(createGraph(), [
      { type: "user", runId: "u", content: "Go" },
      { type: "harness_start", ...run, parentId: "u:user" },
      text("t1", "a"),
      usage(1, 1),
      text("t2", "b"),
      { type: "tool_call", id: "c", ...run, name: "agent", input: {} },
      { type: "text", id: "s", runId: "sub", parentId: "c", content: "x" },
      { type: "usage", runId: "sub", inputTokens: 3, outputTokens: 3 },
      { type: "tool_result", id: "c", ...run, name: "agent", output: "ok" },
      usage(2, 2),
      { type: "harness_end", ...run },
    ]);
    const full = projectDAG(graph);
    const collapsed = projectDAG(graph, { collapsed: true });
    const shown = collapsed.nodes.flatMap((node) => [node.id, ...(node.folded ?? [])]);
    expect(shown.sort()).toEqual(full.nodes.map((node) => node.id).sort());
    expect(collapsed.nodes.length).toBeLessThan(full.nodes.length);
    expect(collapsed.groups).toEqual(full.groups);
  });
});
