import { createGraph, type GraphEvent, projectDAG, reduceEvents } from "threadline";
import {
  deepNestingSession,
  longSession,
  multiAgentScenario,
  researchAgentSession,
} from "threadline/testing";
import { describe, expect, it } from "vitest";
import type { DagBox, DagLayout, DagLayoutResult, DagPoint } from "./DagLayout.js";
import { layoutDag } from "./layoutDag.js";
import {
  crowdedLabels,
  edgesAcrossLabels,
  entryBoxOf,
  escapedBoxes,
  overlappingPairs,
  slantedEdges,
  strayingSpawnEdges,
  upstreamEdges,
} from "./layoutGeometry.fixtures.js";
import { inProcessWorker } from "./worker/inProcessWorker.fixtures.js";

const dagOf = (events: GraphEvent[]) => projectDAG(reduceEvents(createGraph(), events));

function laidOut(result: DagLayoutResult): DagLayout {
  if (result.status !== "ok") throw new Error(result.reason);
  return result;
}

const onBorder = (point: DagPoint | undefined, box: DagBox | undefined) =>
  point !== undefined &&
  box !== undefined &&
  point.x >= box.x - 0.5 &&
  point.x <= box.x + box.width + 0.5 &&
  (Math.abs(point.y - box.y) < 0.5 || Math.abs(point.y - box.y - box.height) < 0.5);

// elkjs takes a few seconds to compile on first use, more on a busy machine.
const ELK_TIMEOUT = { timeout: 60_000 };

describe("layoutDag", ELK_TIMEOUT, () => {
  it("places every node and group of the research session without overlaps", async () => {
    const dag = dagOf(researchAgentSession().events());
    const layout = laidOut(await layoutDag(dag));
    expect(layout.nodes.map((node) => node.id)).toEqual(dag.nodes.map((node) => node.id));
    expect(layout.groups.map((group) => group.id)).toEqual(dag.groups.map((group) => group.id));
    expect(layout.placement).toBe("full");
    expect(overlappingPairs(layout)).toEqual([]);
    expect(escapedBoxes(layout)).toEqual([]);
  });

  it("nests each subagent's box in its parent's box, seven levels deep", async () => {
    const layout = laidOut(await layoutDag(dagOf(deepNestingSession().events())));
    expect(layout.groups.filter((group) => group.parentGroupId !== undefined)).toHaveLength(6);
    expect(escapedBoxes(layout)).toEqual([]);
    expect(overlappingPairs(layout)).toEqual([]);
  });

  it("routes spawn edges from the tool call into the subagent's box", async () => {
    for (const session of [researchAgentSession(), deepNestingSession()]) {
      const layout = laidOut(await layoutDag(dagOf(session.events())));
      expect(layout.edges.filter((edge) => edge.kind === "spawn").length).toBeGreaterThan(0);
      expect(strayingSpawnEdges(layout)).toEqual([]);
    }
  });

  it("routes every edge orthogonally from its source's border to the border it enters", async () => {
    for (const direction of ["DOWN", "RIGHT"] as const) {
      const layout = laidOut(await layoutDag(dagOf(multiAgentScenario().events()), { direction }));
      const boxes = new Map(layout.nodes.map((node) => [node.id, node]));
      expect(slantedEdges(layout)).toEqual([]);
      const turn = (point: DagPoint | undefined) =>
        point && direction === "RIGHT" ? { x: point.y, y: point.x } : point;
      const turnBox = (box: DagBox | undefined) =>
        box && direction === "RIGHT"
          ? { x: box.y, y: box.x, width: box.height, height: box.width }
          : box;
      const loose = layout.edges.filter(
        (edge) =>
          !onBorder(turn(edge.points[0]), turnBox(boxes.get(edge.source))) ||
          !onBorder(turn(edge.points.at(-1)), turnBox(entryBoxOf(layout, edge))),
      );
      expect(loose.map((edge) => edge.id)).toEqual([]);
      // Edges into a run stop at its box (the spawn edges and the user's message into the lead's).
      const intoRuns = layout.edges.filter(
        (edge) => entryBoxOf(layout, edge) !== boxes.get(edge.target),
      );
      expect(intoRuns.map((edge) => edge.kind)).toEqual(
        expect.arrayContaining(["spawn", "sequence"]),
      );
    }
  });

  it("runs every edge forwards and keeps each box's label clear, either way round", async () => {
    for (const direction of ["DOWN", "RIGHT"] as const)
      for (const session of [researchAgentSession(), multiAgentScenario()]) {
        const options = { direction, groupPadding: 10 };
        const layout = laidOut(await layoutDag(dagOf(session.events()), options));
        expect(upstreamEdges(layout)).toEqual([]);
        expect(crowdedLabels(layout, 10 + 20)).toEqual([]);
        expect(edgesAcrossLabels(layout, 10 + 20)).toEqual([]);
        expect(overlappingPairs(layout)).toEqual([]);
      }
  });

  it("lays layers out to the right when asked", async () => {
    const dag = dagOf(researchAgentSession().events());
    const layout = laidOut(await layoutDag(dag, { direction: "RIGHT" }));
    const user = layout.nodes.find((node) => node.kind === "user");
    const end = layout.nodes.find((node) => node.id === "lead-1:harness_end");
    expect(layout.direction).toBe("RIGHT");
    expect(end && user && end.x > user.x + user.width).toBe(true);
    expect(overlappingPairs(layout)).toEqual([]);
    expect(escapedBoxes(layout)).toEqual([]);
  });

  it("sizes nodes with measure when given, else from their label", async () => {
    const dag = dagOf(researchAgentSession().events());
    const measure = () => ({ width: 50, height: 20 });
    const measured = laidOut(await layoutDag(dag, { measure }));
    expect(measured.nodes.every((node) => node.width === 50 && node.height === 20)).toBe(true);
    const estimated = laidOut(await layoutDag(dag));
    const short = estimated.nodes.find((node) => node.label === "research");
    const long = estimated.nodes.find((node) => node.kind === "user");
    expect(short && long && long.width > short.width).toBe(true);
  });

  it("stacks a long top level in order, each turn below the one before", async () => {
    const dag = dagOf(longSession(120).events());
    const layout = laidOut(await layoutDag(dag));
    const top = layout.groups.filter((group) => group.parentGroupId === undefined);
    expect(top.length).toBeGreaterThan(200);
    const firstNode = new Map<string, number>();
    for (const node of layout.nodes)
      if (!firstNode.has(node.groupId)) firstNode.set(node.groupId, node.y);
    const starts = top.map((group) => firstNode.get(group.id) ?? 0);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(overlappingPairs(layout)).toEqual([]);
    expect(slantedEdges(layout)).toEqual([]);
    expect(upstreamEdges(layout)).toEqual([]);
  });

  it("resolves too_large, naming the size and the deadline, when the deadline passes first", async () => {
    const dag = dagOf(longSession(60).events());
    const deadlineMs = 0;
    expect(await layoutDag(dag, { deadlineMs })).toEqual({
      status: "too_large",
      nodeCount: dag.nodes.length,
      edgeCount: dag.edges.length,
      groupCount: dag.groups.length,
      deadlineMs,
      reason: `The layout of ${dag.nodes.length} nodes, ${dag.edges.length} edges and ${dag.groups.length} groups did not finish within the ${deadlineMs} ms deadline.`,
    });
  });
});

describe("layoutDag in a worker", ELK_TIMEOUT, () => {
  it("lays out in the worker from createWorker and terminates it afterwards", async () => {
    const { worker, posted, terminated } = await inProcessWorker();
    const dag = dagOf(researchAgentSession().events());
    const layout = laidOut(await layoutDag(dag, { createWorker: () => worker }));
    expect(posted).toHaveLength(1);
    expect(layout).toEqual(laidOut(await layoutDag(dag)));
    expect(terminated()).toBe(1);
  });

  it("resolves too_large when the worker's layout outlives the deadline", async () => {
    const { worker } = await inProcessWorker();
    const dag = dagOf(researchAgentSession().events());
    const result = await layoutDag(dag, { createWorker: () => worker, deadlineMs: 0 });
    expect(result.status).toBe("too_large");
  });

  it("lays out on the calling thread when the worker cannot start", async () => {
    const broken = new EventTarget();
    const worker = Object.assign(broken, {
      postMessage: () => setTimeout(() => broken.dispatchEvent(new Event("error")), 0),
      terminate: () => {},
    });
    const dag = dagOf(deepNestingSession().events());
    const layout = laidOut(
      await layoutDag(dag, { createWorker: () => worker as unknown as Worker }),
    );
    expect(escapedBoxes(layout)).toEqual([]);
  });

  it("runs on the calling thread when workerUrl is given but there is no Worker", async () => {
    const layout = await layoutDag(dagOf(deepNestingSession().events()), {
      workerUrl: "/dagLayoutWorker.js",
    });
    expect(layout.status).toBe("ok");
  });
});
