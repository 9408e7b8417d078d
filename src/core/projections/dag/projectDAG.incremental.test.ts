import { describe, expect, it } from "vitest";
import { createGraph } from "../../graph/createGraph.js";
import type { Graph } from "../../graph/Graph.js";
import type { GraphEvent } from "../../graph/GraphEvent.js";
import { reduceEvent } from "../../graph/reduceEvent.js";
import { reduceEvents } from "../../graph/reduceEvents.js";
import { projectDAG } from "./projectDAG.js";

function conversation(turns: number): GraphEvent[] {
  const events: GraphEvent[] = [];
  let parent: string | undefined;
  for (let turn = 0; turn < turns; turn++) {
    events.push({
      type: "user",
      runId: `u${turn}`,
      ...(parent && { parentId: parent }),
      content: `question ${turn}`,
    });
    const run = { runId: `a${turn}`, agentId: "main" };
    events.push({ type: "harness_start", ...run, parentId: `u${turn}:user` });
    events.push({ type: "text", id: `t${turn}`, ...run, content: "answer " });
    events.push({ type: "text", id: `t${turn}`, ...run, content: `number ${turn}` });
    events.push({ type: "usage", ...run, inputTokens: 10, outputTokens: 5 });
    events.push({ type: "tool_call", id: `c${turn}`, ...run, name: "agent", input: { turn } });
    const sub = { runId: `sub${turn}`, agentId: "helper" };
    events.push({ type: "text", id: `s${turn}`, ...sub, parentId: `c${turn}`, content: "sub" });
    events.push({ type: "usage", ...sub, inputTokens: 3, outputTokens: 1 });
    events.push({ type: "tool_result", id: `c${turn}`, ...run, name: "agent", output: "done" });
    events.push({ type: "harness_end", ...run });
    parent = `a${turn}:harness_end`;
  }
  return events;
}

/** A fresh graph from the same events: a new history, so nothing earlier is reused. */
const fresh = (events: GraphEvent[]): Graph => reduceEvents(createGraph(), events);

describe("projectDAG incremental", () => {
  it("equals a full projection after every event of a growing session", () => {
    const events = conversation(4);
    let graph = createGraph();
    for (let index = 0; index < events.length; index++) {
      graph = reduceEvent(graph, events[index] as GraphEvent);
      const prefix = fresh(events.slice(0, index + 1));
      expect(projectDAG(graph)).toEqual(projectDAG(prefix));
      expect(projectDAG(graph, { collapsed: true })).toEqual(
        projectDAG(prefix, { collapsed: true }),
      );
    }
  });

  it("equals a full projection after a batch that adds several runs at once", () => {
    const events = conversation(4);
    const prefix = reduceEvents(createGraph(), events.slice(0, 7));
    projectDAG(prefix);
    expect(projectDAG(reduceEvents(prefix, events.slice(7)))).toEqual(projectDAG(fresh(events)));
  });

  it("keeps nodes, edges and groups of untouched runs identical after one more event", () => {
    const before = reduceEvents(createGraph(), conversation(5).slice(0, -1));
    const first = projectDAG(before);
    const after = reduceEvent(before, { type: "text", id: "late", runId: "a4", content: "more" });
    const second = projectDAG(after);
    expect(second.nodes.length).toBe(first.nodes.length + 1);
    const kept = new Set(first.nodes);
    expect(second.nodes.filter((node) => !kept.has(node)).map((node) => node.id)).toEqual(["late"]);
    const keptEdges = new Set(first.edges);
    expect(second.edges.filter((edge) => !keptEdges.has(edge)).map((edge) => edge.id)).toEqual([
      "c4:result->late",
    ]);
    expect(second.groups).toBe(first.groups);
  });

  it("keeps the whole result when a streamed chunk leaves every node looking the same", () => {
    const long = { type: "text", id: "t0", runId: "a0", content: "x".repeat(100) } as const;
    const before = reduceEvents(createGraph(), [...conversation(1).slice(0, 3), long]);
    const first = projectDAG(before);
    const second = projectDAG(reduceEvent(before, { ...long, content: "more" }));
    expect(second).toBe(first);
  });

  it("rebuilds only the run a change inside a subagent reaches", () => {
    const before = reduceEvents(createGraph(), conversation(3));
    const first = projectDAG(before);
    const after = reduceEvent(before, { type: "text", id: "s9", runId: "sub1", content: "again" });
    const second = projectDAG(after);
    expect(
      second.nodes.filter((node) => !first.nodes.includes(node)).map((node) => node.id),
    ).toEqual(["s9"]);
  });

  it("moves a waiting subtree into place when its parent arrives", () => {
    const events: GraphEvent[] = [
      { type: "text", id: "s1", runId: "sub1", parentId: "c0", content: "child" },
      { type: "tool_call", id: "c1", runId: "sub1", name: "agent", input: {} },
      { type: "text", id: "s2", runId: "sub2", parentId: "c1", content: "grandchild" },
      { type: "tool_call", id: "c0", runId: "main", name: "agent", input: {} },
    ];
    const early = reduceEvents(createGraph(), events.slice(0, 3));
    expect(projectDAG(early).nodes.map((node) => node.depth)).toEqual([0, 0, 1]);
    const late = reduceEvent(early, events[3] as GraphEvent);
    const dag = projectDAG(late);
    expect(dag.nodes.map((node) => [node.id, node.depth])).toEqual([
      ["s1", 1],
      ["c1", 1],
      ["s2", 2],
      ["c0", 0],
    ]);
    expect(dag).toEqual(projectDAG(fresh(events)));
  });

  it("cuts a loop of runs closed by late nodes where the thread finds its root", () => {
    const events: GraphEvent[] = [
      { type: "text", id: "r1", runId: "R", parentId: "p2", content: "r1" },
      { type: "text", id: "p1", runId: "P", parentId: "r2", content: "p1" },
      { type: "tool_call", id: "p2", runId: "P", name: "agent", input: {} },
      // Its edge from r1 would close a cycle and is dropped, so R and P each hold the other.
      { type: "tool_call", id: "r2", runId: "R", name: "agent", input: {} },
    ];
    let graph = createGraph();
    for (let index = 0; index < events.length; index++) {
      graph = reduceEvent(graph, events[index] as GraphEvent);
      expect(projectDAG(graph)).toEqual(projectDAG(fresh(events.slice(0, index + 1))));
    }
    expect(graph.runs.get("R")?.containerId).toBe("p2");
    expect(graph.runs.get("P")?.containerId).toBe("r2");
    expect(projectDAG(graph).groups.map((group) => [group.id, group.parentGroupId])).toEqual([
      ["run:R", "run:P"],
      ["run:P", undefined],
    ]);
  });

  it("projects an older graph of the same history correctly after a newer one", () => {
    const events = conversation(3);
    const older = reduceEvents(createGraph(), events.slice(0, 12));
    const newer = reduceEvents(older, events.slice(12));
    expect(projectDAG(newer)).toEqual(projectDAG(fresh(events)));
    expect(projectDAG(older)).toEqual(projectDAG(fresh(events.slice(0, 12))));
    const newest = reduceEvent(newer, { type: "text", id: "z", runId: "a2", content: "!" });
    expect(projectDAG(newest)).toEqual(
      projectDAG(fresh([...events, { type: "text", id: "z", runId: "a2", content: "!" }])),
    );
  });

  it("projects a branch of history without disturbing the original line", () => {
    const events = conversation(2);
    const base = reduceEvents(createGraph(), events);
    projectDAG(base, { collapsed: true });
    const line = reduceEvent(base, { type: "text", id: "x", runId: "a1", content: "line" });
    projectDAG(line, { collapsed: true });
    const branch = reduceEvent(base, { type: "text", id: "y", runId: "a1", content: "branch" });
    expect(projectDAG(branch, { collapsed: true })).toEqual(
      projectDAG(fresh([...events, { type: "text", id: "y", runId: "a1", content: "branch" }]), {
        collapsed: true,
      }),
    );
  });
});
