import { createGraph, type GraphEvent, projectDAG, reduceEvent, reduceEvents } from "threadline";
import {
  deepNestingSession,
  longSession,
  recordedSessions,
  researchAgentSession,
} from "threadline/testing";
import { describe, expect, it } from "vitest";
import type { DagDirection, DagLayout, DagLayoutResult } from "./DagLayout.js";
import { layoutDag } from "./layoutDag.js";
import {
  crowdedLabels,
  edgesAcrossLabels,
  edgesThroughBoxes,
  escapedBoxes,
  overlappingPairs,
  slantedEdges,
  strayingSpawnEdges,
} from "./layoutGeometry.fixtures.js";

/** How far a node laid out before may move when nodes are appended: none, up to rounding. */
const TOLERANCE = 1;

const dagOf = (events: GraphEvent[]) => projectDAG(reduceEvents(createGraph(), events));

function laidOut(result: DagLayoutResult): DagLayout {
  if (result.status !== "ok") throw new Error(result.reason);
  return result;
}

function movedNodes(before: DagLayout, after: DagLayout): string[] {
  const now = new Map(after.nodes.map((node) => [node.id, node]));
  return before.nodes
    .filter((old) => {
      const node = now.get(old.id);
      return !node || Math.abs(node.x - old.x) > TOLERANCE || Math.abs(node.y - old.y) > TOLERANCE;
    })
    .map((old) => old.id);
}

/** Lays out every prefix of `events`, each with the layout of the prefix before as `previous`. */
async function stream(events: GraphEvent[], direction: DagDirection = "DOWN") {
  const steps: { before: DagLayout; after: DagLayout }[] = [];
  let graph = reduceEvent(createGraph(), events[0] as GraphEvent);
  let before = laidOut(await layoutDag(projectDAG(graph), { direction }));
  for (const event of events.slice(1)) {
    graph = reduceEvent(graph, event);
    const after = laidOut(await layoutDag(projectDAG(graph), { direction, previous: before }));
    steps.push({ before, after });
    before = after;
  }
  return steps;
}

/** About a hundred of `steps`, evenly spread, and the last: the pairwise checks cost n² a step. */
const sampled = <T>(steps: readonly T[]) =>
  steps.filter(
    (_, index) => index % Math.ceil(steps.length / 100) === 0 || index === steps.length - 1,
  );

describe("layoutDag with previous", () => {
  it("keeps every earlier node in place while a nested session streams in", async () => {
    for (const session of [deepNestingSession(), longSession(5)]) {
      for (const { before, after } of await stream(session.events())) {
        expect(after.placement).toBe("incremental");
        expect(movedNodes(before, after)).toEqual([]);
        expect(overlappingPairs(after)).toEqual([]);
        expect(escapedBoxes(after)).toEqual([]);
        expect(strayingSpawnEdges(after)).toEqual([]);
        expect(slantedEdges(after)).toEqual([]);
        expect(edgesAcrossLabels(after, 36)).toEqual([]);
        expect(edgesThroughBoxes(after)).toEqual([]);
      }
    }
  });

  it.each(recordedSessions.filter(({ file }) => file !== "long-session.ndjson"))(
    "keeps every guarantee while $file streams in, appended nodes in place",
    async ({ session }) => {
      const steps = await stream(session().events());
      const incremental = steps.filter(({ after }) => after.placement === "incremental");
      expect(incremental.length).toBeGreaterThan(0);
      for (const { before, after } of incremental) expect(movedNodes(before, after)).toEqual([]);
      for (const { after } of sampled(steps)) {
        expect(overlappingPairs(after)).toEqual([]);
        expect(escapedBoxes(after)).toEqual([]);
        expect(strayingSpawnEdges(after)).toEqual([]);
        expect(slantedEdges(after)).toEqual([]);
        expect(edgesAcrossLabels(after, 36)).toEqual([]);
        expect(edgesThroughBoxes(after)).toEqual([]);
      }
    },
    120_000,
  );

  it("keeps places in RIGHT layouts too, below each box's label", async () => {
    const steps = await stream(deepNestingSession().events(), "RIGHT");
    for (const { before, after } of steps) {
      expect(after.placement).toBe("incremental");
      expect(movedNodes(before, after)).toEqual([]);
      expect(overlappingPairs(after)).toEqual([]);
      expect(crowdedLabels(after, 36)).toEqual([]);
    }
  });

  it("lays out afresh only where an appended box would overlap, never leaving an overlap", async () => {
    const steps = await stream(researchAgentSession().events());
    const incremental = steps.filter(({ after }) => after.placement === "incremental");
    expect(incremental.length).toBeGreaterThan(steps.length * 0.9);
    for (const { before, after } of incremental) expect(movedNodes(before, after)).toEqual([]);
    for (const { after } of steps) {
      expect(overlappingPairs(after)).toEqual([]);
      expect(escapedBoxes(after)).toEqual([]);
    }
  });

  it("places an appended node after the last item of its group", async () => {
    const events = longSession(3).events();
    const before = laidOut(await layoutDag(dagOf(events.slice(0, -1))));
    const after = laidOut(await layoutDag(dagOf(events), { previous: before }));
    const added = after.nodes.find((node) => !before.nodes.some((old) => old.id === node.id));
    const group = after.groups.find((candidate) => candidate.id === added?.groupId);
    const siblings = before.nodes.filter((node) => node.groupId === added?.groupId);
    expect(added && siblings.every((node) => added.y >= node.y + node.height)).toBe(true);
    expect(added && group && added.y + added.height <= group.y + group.height).toBe(true);
    expect(after.height).toBeGreaterThan(before.height);
  });

  it("lays out afresh when earlier nodes are gone or the direction changed", async () => {
    const events = researchAgentSession().events();
    const previous = laidOut(await layoutDag(dagOf(events)));
    const fewer = await layoutDag(dagOf(events.slice(0, 20)), { previous });
    const turned = await layoutDag(dagOf(events), { previous, direction: "RIGHT" });
    expect(laidOut(fewer).placement).toBe("full");
    expect(laidOut(turned).placement).toBe("full");
  });

  it("gives the same boxes for the same DAG", async () => {
    const dag = dagOf(researchAgentSession().events());
    const previous = laidOut(await layoutDag(dag));
    const again = laidOut(await layoutDag(dag, { previous }));
    expect(again.placement).toBe("incremental");
    expect(again.nodes).toEqual(previous.nodes);
    expect(again.groups).toEqual(previous.groups);
    expect(again.edges).toEqual(previous.edges);
  });
});
