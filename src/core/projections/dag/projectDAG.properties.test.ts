import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { agentSession, messySession } from "../../../../test/arbitraries.js";
import { createGraph } from "../../graph/createGraph.js";
import type { Graph } from "../../graph/Graph.js";
import type { GraphEvent } from "../../graph/GraphEvent.js";
import { reduceEvent } from "../../graph/reduceEvent.js";
import { reduceEvents } from "../../graph/reduceEvents.js";
import type { ProjectedDag } from "./DagNode.js";
import { projectDAG } from "./projectDAG.js";

/**
 * Few runs and ids, parents named before they arrive: late nodes link runs every which way,
 * drop edges that would close cycles and can leave runs holding each other.
 */
const tangledSession: fc.Arbitrary<GraphEvent[]> = fc.array(
  fc
    .record(
      {
        type: fc.constantFrom("text", "tool_call"),
        id: fc.constantFrom("n0", "n1", "n2", "n3", "n4", "n5"),
        runId: fc.constantFrom("A", "B", "C"),
        parentId: fc.option(fc.constantFrom("n0", "n1", "n2", "n3", "n4", "n5"), {
          nil: undefined,
        }),
      },
      { noNullPrototype: true },
    )
    .map(({ type, id, runId, parentId }): GraphEvent => {
      const linked = parentId === undefined ? {} : { parentId };
      return type === "text"
        ? { type, id, runId, ...linked, content: id }
        : { type, id, runId, ...linked, name: "agent", input: {} };
    }),
  { maxLength: 12 },
);

const session = fc.oneof(agentSession, messySession, tangledSession);

function expectWellFormed(dag: ProjectedDag): void {
  const ids = new Set(dag.nodes.map((node) => node.id));
  expect(ids.size).toBe(dag.nodes.length);
  const edgeIds = new Set(dag.edges.map((edge) => edge.id));
  expect(edgeIds.size).toBe(dag.edges.length);
  for (const edge of dag.edges) {
    expect(ids.has(edge.source)).toBe(true);
    expect(ids.has(edge.target)).toBe(true);
    expect(edge.source).not.toBe(edge.target);
  }
  const groups = new Map(dag.groups.map((group) => [group.id, group]));
  for (const node of dag.nodes) expect(groups.get(node.groupId)?.depth).toBe(node.depth);
  for (const group of dag.groups) {
    const parent = group.parentGroupId === undefined ? undefined : groups.get(group.parentGroupId);
    expect(group.depth).toBe(parent ? parent.depth + 1 : 0);
  }
}

describe("projectDAG properties", () => {
  it("shows every graph node exactly once, with edges only between shown nodes", () => {
    fc.assert(
      fc.property(session, (events) => {
        const graph = reduceEvents(createGraph(), events);
        const dag = projectDAG(graph);
        expect(dag.nodes.map((node) => node.id).sort()).toEqual([...graph.nodes.keys()].sort());
        expect(dag.groups.map((group) => group.runId).sort()).toEqual(
          [...graph.runs.keys()].sort(),
        );
        expectWellFormed(dag);
      }),
    );
  });

  it("draws one edge per graph edge between existing nodes", () => {
    fc.assert(
      fc.property(session, (events) => {
        const graph = reduceEvents(createGraph(), events);
        const expected = [...graph.edges].flatMap(([source, targets]) =>
          graph.nodes.has(source)
            ? targets.filter((target) => graph.nodes.has(target)).map((t) => `${source}->${t}`)
            : [],
        );
        expect(
          projectDAG(graph)
            .edges.map((edge) => edge.id)
            .sort(),
        ).toEqual(expected.sort());
      }),
    );
  });

  it("folds nodes in collapsed mode without losing any", () => {
    fc.assert(
      fc.property(session, (events) => {
        const graph = reduceEvents(createGraph(), events);
        const full = projectDAG(graph);
        const collapsed = projectDAG(graph, { collapsed: true });
        expect(collapsed.nodes.length).toBeLessThanOrEqual(full.nodes.length);
        const shown = collapsed.nodes.flatMap((node) => [node.id, ...(node.folded ?? [])]);
        expect(shown.sort()).toEqual(full.nodes.map((node) => node.id).sort());
        expectWellFormed(collapsed);
      }),
    );
  });

  it("gives the same result incrementally as projecting a fresh graph", () => {
    fc.assert(
      fc.property(session, fc.nat(), fc.boolean(), (events, cut, collapsed) => {
        const split = cut % (events.length + 1);
        let graph: Graph = reduceEvents(createGraph(), events.slice(0, split));
        projectDAG(graph, { collapsed });
        for (const event of events.slice(split)) {
          graph = reduceEvent(graph, event as GraphEvent);
          projectDAG(graph, { collapsed });
        }
        expect(projectDAG(graph, { collapsed })).toEqual(
          projectDAG(reduceEvents(createGraph(), events), { collapsed }),
        );
      }),
    );
  });
});
