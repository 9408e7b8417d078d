import { describe, expect, it } from "vitest";
import { createGraph } from "../../graph/createGraph.js";
import type { GraphEvent } from "../../graph/GraphEvent.js";
import { reduceEvent } from "../../graph/reduceEvent.js";
import { reduceEvents } from "../../graph/reduceEvents.js";
import { projectDAG } from "./projectDAG.js";

const main = { runId: "a1", agentId: "main" } as const;
const session: GraphEvent[] = [
  { type: "harness_start", ...main },
  { type: "text", id: "t1", ...main, content: "Deleting" },
  { type: "tool_call", id: "c1", ...main, name: "rm", input: {} },
  { type: "tool_result", id: "c1", ...main, name: "rm", output: "gone" },
  { type: "text", id: "t2", ...main, content: "Done" },
];

describe("projectDAG with discarded nodes", () => {
  it("keeps every node, and shows the discarded ones as discarded", () => {
    const before = reduceEvents(createGraph(), session);
    const first = projectDAG(before);
    const graph = reduceEvent(before, { type: "discard", runId: "a1", ids: ["t1", "c1"] });
    const dag = projectDAG(graph);
    expect(dag.nodes.map((node) => [node.id, node.status])).toEqual([
      ["a1:harness_start", "streaming"],
      ["t1", "discarded"],
      ["c1", "discarded"],
      ["c1:result", "streaming"],
      ["t2", "streaming"],
    ]);
    expect(dag.edges).toEqual(first.edges);
    expect(dag).toEqual(
      projectDAG(
        reduceEvents(createGraph(), [
          ...session,
          { type: "discard", runId: "a1", ids: ["t1", "c1"] },
        ]),
      ),
    );
  });

  it("folds a discarded node with no other in collapsed mode", () => {
    const events: GraphEvent[] = [
      { type: "text", id: "t1", ...main, content: "One" },
      { type: "text", id: "t2", ...main, content: "stale" },
      { type: "usage", ...main, inputTokens: 5, outputTokens: 2 },
      { type: "text", id: "t3", ...main, content: "Two" },
    ];
    const units = (graph: ReturnType<typeof reduceEvents>) =>
      projectDAG(graph, { collapsed: true }).nodes.map((node) => [
        node.id,
        node.status,
        node.folded,
      ]);
    expect(units(reduceEvents(createGraph(), events))).toEqual([
      ["t1", "streaming", ["t2", "a1:usage:1", "t3"]],
    ]);
    const graph = reduceEvents(createGraph(), [
      ...events,
      { type: "discard", runId: "a1", ids: ["t2"] },
    ]);
    expect(units(graph)).toEqual([
      ["t1", "streaming", undefined],
      ["t2", "discarded", undefined],
      ["a1:usage:1", "streaming", undefined],
      ["t3", "streaming", undefined],
    ]);
  });
});
