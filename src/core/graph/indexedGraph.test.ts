import { describe, expect, it } from "vitest";
import { createGraph } from "./createGraph.js";
import type { Graph, GraphIndex } from "./Graph.js";
import { indexedGraph } from "./indexedGraph.js";
import { reduceEvents } from "./reduceEvents.js";

const graph = reduceEvents(createGraph(), [
  { type: "harness_start", runId: "a", agentId: "main" },
  { type: "tool_call", id: "c", runId: "a", name: "exec", input: {} },
  { type: "tool_result", id: "c", runId: "a", name: "exec", output: "ok" },
]);

/** The same graph as plain maps, as a user might build it by hand. */
function plain(): Graph {
  return {
    nodes: new Map(graph.nodes),
    edges: new Map(graph.edges),
    lastNodeByRunId: new Map(graph.lastNodeByRunId),
    runs: new Map(graph.runs),
    diagnostics: [],
    highestSeq: undefined,
    version: graph.version,
  };
}

describe("indexedGraph", () => {
  it("returns a graph that has an index as it is", () => {
    expect(indexedGraph(graph)).toBe(graph);
  });

  it("indexes a graph of plain maps once, with the answers of the reducer's index", () => {
    const input = plain();
    const indexed = indexedGraph(input);
    expect(indexed).not.toBe(input);
    expect(indexedGraph(input)).toBe(indexed);
    expect([...indexed.nodes.keys()]).toEqual([...graph.nodes.keys()]);
    const { index } = indexed;
    expect(index.nodesOf("a")).toEqual(graph.index?.nodesOf("a"));
    expect(index.attachmentsOf("c")).toEqual(["c:result"]);
    expect(index.targetsOf("a:harness_start")).toEqual(["c"]);
    expect(index.changes.latestVersion).toBe(graph.version);
  });

  it("names the field when the index is not one", () => {
    const broken = { ...plain(), index: {} as GraphIndex };
    expect(() => indexedGraph(broken)).toThrow(/graph\.index: expected a GraphIndex/);
  });
});
