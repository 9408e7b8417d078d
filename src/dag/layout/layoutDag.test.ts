import { createRequire } from "node:module";
import { createGraph, type GraphEvent, projectDAG, reduceEvents } from "threadline";
import {
  deepNestingSession,
  longSession,
  multiAgentScenario,
  researchAgentSession,
} from "threadline/testing";
import { describe, expect, it } from "vitest";
import type { DagLayout, DagLayoutResult } from "./DagLayout.js";
import { layoutDag } from "./layoutDag.js";
import {
  crowdedLabels,
  escapedBoxes,
  overlappingPairs,
  strayingSpawnEdges,
  upstreamEdges,
} from "./layoutGeometry.fixtures.js";

const dagOf = (events: GraphEvent[]) => projectDAG(reduceEvents(createGraph(), events));

function laidOut(result: DagLayoutResult): DagLayout {
  if (result.status !== "ok") throw new Error(result.reason);
  return result;
}

// elkjs takes seconds to compile on first use and in each new worker, more on a busy machine.
const ELK_TIMEOUT = { timeout: 60_000 };

describe.each(["builtin", "elk"] as const)(
  "layoutDag with the %s engine",
  ELK_TIMEOUT,
  (engine) => {
    it("places every node and group of the research session without overlaps", async () => {
      const dag = dagOf(researchAgentSession().events());
      const layout = laidOut(await layoutDag(dag, { engine }));
      expect(layout.nodes.map((node) => node.id)).toEqual(dag.nodes.map((node) => node.id));
      expect(layout.groups.map((group) => group.id)).toEqual(dag.groups.map((group) => group.id));
      expect(layout.placement).toBe("full");
      expect(overlappingPairs(layout)).toEqual([]);
      expect(escapedBoxes(layout)).toEqual([]);
    });

    it("nests each subagent's box in its parent's box, seven levels deep", async () => {
      const layout = laidOut(await layoutDag(dagOf(deepNestingSession().events()), { engine }));
      expect(layout.groups.filter((group) => group.parentGroupId !== undefined)).toHaveLength(6);
      expect(escapedBoxes(layout)).toEqual([]);
      expect(overlappingPairs(layout)).toEqual([]);
    });

    it("routes spawn edges from the tool call into the subagent's box", async () => {
      for (const session of [researchAgentSession(), deepNestingSession()]) {
        const layout = laidOut(await layoutDag(dagOf(session.events()), { engine }));
        expect(layout.edges.filter((edge) => edge.kind === "spawn").length).toBeGreaterThan(0);
        expect(strayingSpawnEdges(layout)).toEqual([]);
      }
    });

    it("runs every edge forwards and keeps each box's label clear, either way round", async () => {
      for (const direction of ["DOWN", "RIGHT"] as const)
        for (const session of [researchAgentSession(), multiAgentScenario()]) {
          const options = { engine, direction, groupPadding: 10 };
          const layout = laidOut(await layoutDag(dagOf(session.events()), options));
          expect(upstreamEdges(layout)).toEqual([]);
          expect(crowdedLabels(layout, 10 + 20)).toEqual([]);
          expect(overlappingPairs(layout)).toEqual([]);
        }
    });

    it("lays layers out to the right when asked", async () => {
      const dag = dagOf(researchAgentSession().events());
      const layout = laidOut(await layoutDag(dag, { engine, direction: "RIGHT" }));
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
      const measured = laidOut(await layoutDag(dag, { engine, measure }));
      expect(measured.nodes.every((node) => node.width === 50 && node.height === 20)).toBe(true);
      const estimated = laidOut(await layoutDag(dag, { engine }));
      const short = estimated.nodes.find((node) => node.label === "research");
      const long = estimated.nodes.find((node) => node.kind === "user");
      expect(short && long && long.width > short.width).toBe(true);
    });
  },
);

describe("layoutDag", ELK_TIMEOUT, () => {
  it("lays out with the built-in engine unless told otherwise", async () => {
    const dag = dagOf(researchAgentSession().events());
    expect(await layoutDag(dag)).toEqual(await layoutDag(dag, { engine: "builtin" }));
  });

  it("resolves too_large, naming the size and the deadline, when the deadline passes first", async () => {
    const dag = dagOf(longSession(60).events());
    const cases = [
      { engine: "elk", deadlineMs: 1 },
      { engine: "builtin", deadlineMs: 0 },
    ] as const;
    for (const { engine, deadlineMs } of cases)
      expect(await layoutDag(dag, { engine, deadlineMs })).toEqual({
        status: "too_large",
        nodeCount: dag.nodes.length,
        edgeCount: dag.edges.length,
        groupCount: dag.groups.length,
        deadlineMs,
        reason: `The layout of ${dag.nodes.length} nodes, ${dag.edges.length} edges and ${dag.groups.length} groups did not finish within the ${deadlineMs} ms deadline.`,
      });
  });
});

interface ElkWorkerModule {
  Worker: new () => { postMessage(message: unknown): void; onmessage?: unknown };
}

const elkWorker = createRequire(import.meta.url)("elkjs/lib/elk-worker.js") as ElkWorkerModule;

describe("layoutDag in a worker", ELK_TIMEOUT, () => {
  it("runs elkjs in the worker from createWorker and terminates it afterwards", async () => {
    let terminated = 0;
    const createWorker = () => {
      const worker = new elkWorker.Worker();
      return Object.assign(worker, { terminate: () => terminated++ }) as unknown as Worker;
    };
    const dag = dagOf(researchAgentSession().events());
    const layout = laidOut(await layoutDag(dag, { engine: "elk", createWorker }));
    expect(escapedBoxes(layout)).toEqual([]);
    expect(terminated).toBe(1);
  });

  it("terminates a worker that outlives the deadline and resolves too_large", async () => {
    let terminated = 0;
    const silent = { postMessage: () => {}, terminate: () => terminated++ };
    const result = await layoutDag(dagOf(researchAgentSession().events()), {
      engine: "elk",
      createWorker: () => silent as unknown as Worker,
      deadlineMs: 20,
    });
    expect(result.status).toBe("too_large");
    expect(terminated).toBe(1);
  });

  it("runs on the calling thread when workerUrl is given but there is no Worker", async () => {
    const layout = await layoutDag(dagOf(deepNestingSession().events()), {
      engine: "elk",
      workerUrl: "/elk-worker.min.js",
    });
    expect(layout.status).toBe("ok");
  });
});
