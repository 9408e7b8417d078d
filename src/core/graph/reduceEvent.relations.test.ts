import { describe, expect, it } from "vitest";
import { createGraph } from "./createGraph.js";
import type { Graph } from "./Graph.js";
import type { GraphEvent } from "./GraphEvent.js";
import { reduceEvent } from "./reduceEvent.js";
import { reduceEvents } from "./reduceEvents.js";
import { DIAGNOSTICS_LIMIT } from "./reducer/GraphDraft.js";

const build = (events: GraphEvent[]): Graph => reduceEvents(createGraph(), events);
const relay: GraphEvent = {
  type: "relay",
  kind: "permission",
  id: "q1",
  runId: "r1",
  agentId: "main",
  toolCallId: "c1",
  tool: "bash",
  params: { command: "rm -rf build" },
};

describe("reduceEvent relay_resolved", () => {
  it("sets the decision on its relay and adds no node", () => {
    const before = build([relay]);
    const after = reduceEvent(before, {
      type: "relay_resolved",
      relayId: "q1",
      decision: "allow_always",
    });
    expect(after.nodes.size).toBe(1);
    expect(after.edges).toBe(before.edges);
    expect(after.nodes.get("q1")).toMatchObject({
      kind: "relay",
      relayKind: "permission",
      decision: "allow_always",
    });
    expect(before.nodes.get("q1")).not.toHaveProperty("decision");
  });

  it("records a diagnostic for an unknown relay", () => {
    const graph = reduceEvent(createGraph(), {
      type: "relay_resolved",
      relayId: "nope",
      decision: "deny",
    });
    expect(graph.nodes.size).toBe(0);
    expect(graph.diagnostics).toEqual([
      {
        code: "unknown_relay",
        message: "relay_resolved names nope, which is unknown; ignored",
        eventType: "relay_resolved",
      },
    ]);
  });

  it("keeps the first decision and notes a conflicting second one", () => {
    const graph = build([
      relay,
      { type: "relay_resolved", relayId: "q1", decision: "deny" },
      { type: "relay_resolved", relayId: "q1", decision: "allow" },
    ]);
    expect(graph.nodes.get("q1")).toMatchObject({ decision: "deny" });
    expect(graph.diagnostics.map((item) => item.code)).toEqual(["relay_already_resolved"]);
  });
});

describe("reduceEvent dangling parents", () => {
  it("keeps the edge from a parent that has not arrived and attaches when it does", () => {
    const early = build([
      { type: "harness_start", runId: "sub", agentId: "helper", parentId: "c9" },
    ]);
    expect(early.nodes.has("c9")).toBe(false);
    expect(early.edges.get("c9")).toEqual(["sub:harness_start"]);
    const late = reduceEvent(early, {
      type: "tool_call",
      id: "c9",
      runId: "main",
      agentId: "main",
      name: "agent",
      input: {},
    });
    expect(late.nodes.get("c9")).toMatchObject({ kind: "tool_call" });
    expect(late.edges.get("c9")).toEqual(["sub:harness_start"]);
    expect(late.diagnostics).toEqual([]);
  });
});

describe("reduceEvent cycles", () => {
  it("drops a parent edge to the node itself", () => {
    const graph = build([{ type: "text", id: "t", runId: "r", parentId: "t", content: "x" }]);
    expect(graph.edges.size).toBe(0);
    expect(graph.nodes.get("t")).toMatchObject({ content: "x" });
    expect(graph.diagnostics.map((item) => item.code)).toEqual(["edge_dropped"]);
  });

  it("drops an edge that would close a cycle through a dangling parent", () => {
    const graph = build([
      { type: "text", id: "a", runId: "r1", parentId: "b", content: "1" },
      { type: "text", id: "b", runId: "r2", parentId: "a", content: "2" },
    ]);
    expect(Object.fromEntries(graph.edges)).toEqual({ b: ["a"] });
    expect(graph.diagnostics).toEqual([
      {
        code: "edge_dropped",
        message: "edge a → b would close a cycle; dropped",
        eventType: "text",
        nodeId: "b",
      },
    ]);
  });

  it("drops a sequential edge that would close a cycle", () => {
    const graph = build([
      { type: "text", id: "a", runId: "r", parentId: "b", content: "1" },
      { type: "text", id: "b", runId: "r", content: "2" },
    ]);
    expect(Object.fromEntries(graph.edges)).toEqual({ b: ["a"] });
    expect(graph.lastNodeByRunId.get("r")).toBe("b");
  });
});

describe("reduceEvent after harness_end", () => {
  it("applies a late event and records a diagnostic", () => {
    const graph = build([
      { type: "harness_start", runId: "r", agentId: "main" },
      { type: "text", id: "t", runId: "r", content: "done" },
      { type: "harness_end", runId: "r", agentId: "main" },
      { type: "text", id: "t", runId: "r", content: "!" },
      { type: "text", id: "late", runId: "r", content: "late" },
    ]);
    expect(graph.nodes.get("t")).toMatchObject({ content: "done!" });
    expect(graph.edges.get("r:harness_end")).toEqual(["late"]);
    expect(graph.diagnostics.map((item) => [item.code, item.nodeId])).toEqual([
      ["after_end", "t"],
      ["after_end", "late"],
    ]);
  });
});

describe("reduceEvent rejections", () => {
  it("rejects what parseEvent rejects, leaving nodes untouched", () => {
    const before = build([{ type: "text", id: "t", runId: "r", content: "x" }]);
    const inputs: unknown[] = [
      null,
      7,
      "text",
      [],
      {},
      { type: "nope" },
      { type: "text", id: "t", runId: "r" },
    ];
    for (const input of inputs) {
      const after = reduceEvent(before, input as GraphEvent);
      expect(after.nodes).toBe(before.nodes);
      expect(after.diagnostics.at(-1)?.code).toBe("invalid_event");
    }
  });

  it("treats connected as a quiet no-op", () => {
    const graph = build([{ type: "text", id: "t", runId: "r", content: "x" }]);
    expect(reduceEvent(graph, { type: "connected" })).toBe(graph);
  });

  it("keeps at most DIAGNOSTICS_LIMIT diagnostics, newest last", () => {
    const bad = Array.from({ length: DIAGNOSTICS_LIMIT + 5 }, (_, index) => ({
      type: "text",
      id: "",
      runId: `r${index}`,
    }));
    const graph = reduceEvents(createGraph(), bad as unknown as GraphEvent[]);
    expect(graph.diagnostics).toHaveLength(DIAGNOSTICS_LIMIT);
    expect(graph.diagnostics.at(-1)?.message).toBe(
      "text.id: expected a non-empty string, got an empty string",
    );
  });

  it("never throws on hostile input and keeps what came before", () => {
    const graph = build([{ type: "text", id: "t", runId: "r", content: "x" }]);
    const throwing = new Proxy(
      {},
      {
        get: () => {
          throw new Error("trap");
        },
      },
    );
    const after = reduceEvents(graph, [
      throwing,
      { type: "text", id: "t", runId: "r", content: "y" },
    ] as GraphEvent[]);
    expect(after.nodes.get("t")).toMatchObject({ content: "xy" });
    expect(after.diagnostics.map((item) => item.code)).toEqual(["invalid_event"]);
    expect(reduceEvents(graph, 42 as unknown as GraphEvent[]).diagnostics.at(-1)?.field).toBe(
      "events",
    );
  });
});

describe("reduceEvent structural sharing", () => {
  it("keeps untouched nodes and maps by reference", () => {
    const before = build([
      { type: "text", id: "a", runId: "r1", content: "x" },
      { type: "text", id: "b", runId: "r2", content: "y" },
    ]);
    const after = reduceEvent(before, { type: "text", id: "a", runId: "r1", content: "z" });
    expect(after.nodes.get("b")).toBe(before.nodes.get("b"));
    expect(after.edges).toBe(before.edges);
    expect(after.lastNodeByRunId).toBe(before.lastNodeByRunId);
    expect(after.runs.get("r2")).toBe(before.runs.get("r2"));
    expect(after.runs.get("r1")?.version).toBe(after.version);
  });

  it("adopts a graph of plain maps, as seed 001 builds them", () => {
    const plain = {
      nodes: new Map([["u:user", { id: "u:user", runId: "u", kind: "user", content: "hi" }]]),
      edges: new Map<string, string[]>(),
      lastNodeByRunId: new Map([["u", "u:user"]]),
    } as unknown as Graph;
    const graph = reduceEvent(plain, {
      type: "text",
      id: "t",
      runId: "r",
      parentId: "u:user",
      content: "yo",
    });
    expect([...graph.nodes.keys()]).toEqual(["u:user", "t"]);
    expect(graph.edges.get("u:user")).toEqual(["t"]);
  });
});
