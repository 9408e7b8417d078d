import { createGraph, projectDAG, reduceEvents } from "threadline";
import {
  failingScenario,
  longSession,
  multiAgentScenario,
  recordedSessions,
} from "threadline/testing";
import { describe, expect, it } from "vitest";
import { dagSession } from "../../../bench/dag/dagSession.js";
import type { DagLayout, DagLayoutResult } from "./DagLayout.js";
import { layoutDag } from "./layoutDag.js";
import {
  crowdedLabels,
  edgesAcrossLabels,
  edgesThroughBoxes,
  escapedBoxes,
  overlappingPairs,
  slantedEdges,
  strayingSpawnEdges,
  upstreamEdges,
} from "./layoutGeometry.fixtures.js";

function laidOut(result: DagLayoutResult): DagLayout {
  if (result.status !== "ok") throw new Error(result.reason);
  return result;
}

const sessions = [
  ...recordedSessions.filter(({ file }) => file !== "long-session.ndjson"),
  { file: "long session, 300 turns", session: () => longSession(300) },
  { file: "multi-agent scenario", session: multiAgentScenario },
  { file: "failing scenario", session: failingScenario },
];

describe("layoutDag", () => {
  it.each(sessions)("keeps every guarantee on $file, full and collapsed", async ({ session }) => {
    const graph = reduceEvents(createGraph(), session().events());
    for (const collapsed of [false, true])
      for (const direction of ["DOWN", "RIGHT"] as const) {
        const dag = projectDAG(graph, { collapsed });
        const layout = laidOut(await layoutDag(dag, { direction }));
        expect(layout.nodes).toHaveLength(dag.nodes.length);
        expect(overlappingPairs(layout)).toEqual([]);
        expect(escapedBoxes(layout)).toEqual([]);
        expect(strayingSpawnEdges(layout)).toEqual([]);
        expect(upstreamEdges(layout)).toEqual([]);
        expect(crowdedLabels(layout, 36)).toEqual([]);
        expect(edgesAcrossLabels(layout, 36)).toEqual([]);
        expect(edgesThroughBoxes(layout)).toEqual([]);
        expect(slantedEdges(layout)).toEqual([]);
      }
  });

  it("routes round the items an edge skips in the benchmark's agents session", async () => {
    // The generated session of bench:dag: runs of over 40 items, laid out in pieces, whose
    // fan-outs put a later subagent's box below its siblings; before the routes went round,
    // the spawn edge into it ran through them, and a run's last node left its box through one.
    const layout = laidOut(await layoutDag(dagSession("agents", 500).dag));
    expect(layout.groups.length).toBeGreaterThan(30);
    expect(edgesThroughBoxes(layout)).toEqual([]);
    expect(edgesAcrossLabels(layout, 36)).toEqual([]);
    expect(escapedBoxes(layout)).toEqual([]);
    expect(slantedEdges(layout)).toEqual([]);
  });

  it("lays each run's flow downwards, every node below the one before", async () => {
    const dag = projectDAG(reduceEvents(createGraph(), multiAgentScenario().events()));
    const layout = laidOut(await layoutDag(dag));
    const previous = new Map<string, DagLayout["nodes"][number]>();
    for (const node of layout.nodes) {
      const before = previous.get(node.groupId);
      previous.set(node.groupId, node);
      if (before) expect(node.y).toBeGreaterThanOrEqual(before.y + before.height);
    }
    expect(previous.size).toBe(layout.groups.length);
  });
});
