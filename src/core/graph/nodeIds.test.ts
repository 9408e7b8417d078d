import { describe, expect, it } from "vitest";
import { createGraph } from "./createGraph.js";
import { nodeIds } from "./nodeIds.js";
import { reduceEvents } from "./reduceEvents.js";

describe("nodeIds", () => {
  it("names the nodes the reducer creates without an id in their event", () => {
    const graph = reduceEvents(createGraph(), [
      { type: "user", runId: "u1", content: "Hi" },
      { type: "harness_start", runId: "r1", agentId: "main", parentId: nodeIds.user("u1") },
      { type: "tool_call", id: "c1", runId: "r1", name: "ls", input: {} },
      { type: "tool_result", id: "c1", runId: "r1", name: "ls", output: "a" },
      { type: "usage", runId: "r1", inputTokens: 3, outputTokens: 1 },
      { type: "usage", runId: "r1", inputTokens: 4, outputTokens: 2 },
      { type: "error", runId: "r1", message: "boom" },
      { type: "harness_end", runId: "r1", agentId: "main" },
    ]);
    for (const id of [
      nodeIds.user("u1"),
      nodeIds.runStart("r1"),
      nodeIds.result("c1"),
      nodeIds.usage("r1", 1),
      nodeIds.usage("r1", 2),
      nodeIds.error("r1"),
      nodeIds.runEnd("r1"),
    ]) {
      expect(graph.nodes.has(id), id).toBe(true);
    }
    expect(graph.diagnostics).toEqual([]);
  });
});
