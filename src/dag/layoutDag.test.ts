import { createRequire } from "node:module";
import { createGraph, type GraphEvent, projectDAG, reduceEvents } from "threadline";
import { deepNestingSession, longSession, researchAgentSession } from "threadline/testing";
import { describe, expect, it } from "vitest";
import type { DagLayout, DagLayoutResult } from "./DagLayout.js";
import { layoutDag } from "./layoutDag.js";
import { escapedBoxes, overlappingPairs, strayingSpawnEdges } from "./layoutGeometry.fixtures.js";

const dagOf = (events: GraphEvent[]) => projectDAG(reduceEvents(createGraph(), events));

function laidOut(result: DagLayoutResult): DagLayout {
  if (result.status !== "ok") throw new Error(result.reason);
  return result;
}

describe("layoutDag", () => {
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
    const measured = laidOut(await layoutDag(dag, { measure: () => ({ width: 50, height: 20 }) }));
    expect(measured.nodes.every((node) => node.width === 50 && node.height === 20)).toBe(true);
    const estimated = laidOut(await layoutDag(dag));
    const short = estimated.nodes.find((node) => node.label === "research");
    const long = estimated.nodes.find((node) => node.kind === "user");
    expect(short && long && long.width > short.width).toBe(true);
  });

  it("resolves too_large, naming the size and the deadline, when the deadline passes first", async () => {
    const dag = dagOf(longSession(60).events());
    const result = await layoutDag(dag, { deadlineMs: 1 });
    expect(result).toEqual({
      status: "too_large",
      reason: `The layout of ${dag.nodes.length} nodes, ${dag.edges.length} edges and ${dag.groups.length} groups did not finish within the 1 ms deadline.`,
    });
  });
});

interface ElkWorkerModule {
  Worker: new () => { postMessage(message: unknown): void; onmessage?: unknown };
}

const elkWorker = createRequire(import.meta.url)("elkjs/lib/elk-worker.js") as ElkWorkerModule;

describe("layoutDag in a worker", () => {
  it("runs elkjs in the worker from createWorker and terminates it afterwards", async () => {
    let terminated = 0;
    const createWorker = () => {
      const worker = new elkWorker.Worker();
      return Object.assign(worker, { terminate: () => terminated++ }) as unknown as Worker;
    };
    const dag = dagOf(researchAgentSession().events());
    const layout = laidOut(await layoutDag(dag, { createWorker }));
    expect(escapedBoxes(layout)).toEqual([]);
    expect(terminated).toBe(1);
  });

  it("terminates a worker that outlives the deadline and resolves too_large", async () => {
    let terminated = 0;
    const silent = { postMessage: () => {}, terminate: () => terminated++ };
    const result = await layoutDag(dagOf(researchAgentSession().events()), {
      createWorker: () => silent as unknown as Worker,
      deadlineMs: 20,
    });
    expect(result.status).toBe("too_large");
    expect(terminated).toBe(1);
  });

  it("runs on the calling thread when workerUrl is given but there is no Worker", async () => {
    const layout = await layoutDag(dagOf(deepNestingSession().events()), {
      workerUrl: "/elk-worker.min.js",
    });
    expect(layout.status).toBe("ok");
  });
});
