import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { agentSession, messySession, tangledSession } from "../../../../test/arbitraries.js";
import { plainGraph } from "../../../../test/graphContent.js";
import { createGraph } from "../../graph/createGraph.js";
import type { Graph } from "../../graph/Graph.js";
import { reduceEvents } from "../../graph/reduceEvents.js";
import { projectThread } from "./projectThread.js";

/**
 * Whether following parents from some run comes back to it. A graph of plain maps does not say
 * which run of such a loop came first, so its roots may be ordered differently: left out here.
 */
function hasRunLoop(graph: Graph): boolean {
  for (const start of graph.runs.keys()) {
    const seen = new Set<string>();
    for (let runId: string | undefined = start; runId !== undefined; ) {
      if (seen.has(runId)) return true;
      seen.add(runId);
      const parentId: string | undefined = graph.runs.get(runId)?.parentId;
      runId = parentId === undefined ? undefined : graph.nodes.get(parentId)?.runId;
    }
  }
  return false;
}

describe("projectThread full pass", () => {
  it("builds from one sweep over the nodes what lookups by id build", () => {
    fc.assert(
      fc.property(fc.oneof(agentSession, messySession, tangledSession), (events) => {
        const graph = reduceEvents(createGraph(), events);
        fc.pre(!hasRunLoop(graph));
        expect(projectThread(graph)).toEqual(projectThread(plainGraph(graph)));
      }),
      { numRuns: 1000 },
    );
  });
});
