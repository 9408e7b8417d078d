import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { agentSession, messySession, mixedStream } from "../../../../test/arbitraries.js";
import { graphContent } from "../../../../test/graphContent.js";
import { createGraph } from "../createGraph.js";
import type { Graph } from "../Graph.js";
import type { GraphEvent } from "../GraphEvent.js";
import { reduceEvent } from "../reduceEvent.js";
import type { EdgeList } from "../storage/EdgeMap.js";
import { GraphParts } from "../storage/GraphParts.js";
import { itemsOf } from "../storage/indexLists.js";
import type { PersistentMap } from "../storage/PersistentMap.js";
import { applyAlone } from "./applyAlone.js";

function listsOf(map: PersistentMap<string, EdgeList>): [string, readonly string[]][] {
  return [...map.keys()].map((key) => [key, itemsOf(map, key)]);
}

function keysOf(map: PersistentMap<string, true>): string[] {
  return [...map.keys()];
}

/** Which runs changed after each version, up to the graph's. */
function changesOf(graph: Graph): string[][] {
  const log = graph.index?.changes;
  if (!log) throw new Error("expected a graph with an index");
  const changes: string[][] = [];
  for (let version = 0; version <= graph.version; version++)
    changes.push([...(log.runsChangedBetween(version, graph.version) ?? [])].sort());
  return changes;
}

/** Everything a graph holds, its index included. */
function contentOf(graph: Graph) {
  if (!(graph instanceof GraphParts)) throw new Error("expected a graph made by the reducer");
  const { index } = graph;
  return {
    ...graphContent(graph),
    runNodes: listsOf(index.runNodes),
    attachments: listsOf(index.attachments),
    summaries: keysOf(index.summaries),
    roots: keysOf(index.roots),
  };
}

describe("applyCommon", () => {
  it("builds, event after event, the graph that the general path builds", () => {
    fc.assert(
      fc.property(fc.oneof(agentSession, messySession, mixedStream), (events) => {
        let fast = createGraph();
        let general = createGraph();
        for (const event of events) {
          fast = reduceEvent(fast, event as GraphEvent);
          general = applyAlone(general, event);
          expect(contentOf(fast)).toEqual(contentOf(general));
        }
        expect(changesOf(fast)).toEqual(changesOf(general));
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it("reads each field of a common event once, whichever path applies it", () => {
    const start = reduceEvent(createGraph(), {
      type: "harness_start",
      runId: "r1",
      agentId: "main",
    });
    const withCall = reduceEvent(start, {
      type: "tool_call",
      id: "c1",
      runId: "r1",
      name: "read",
      input: {},
    });
    const events: GraphEvent[] = [
      { type: "text", id: "t1", runId: "r1", content: "Hi", seq: 1 },
      { type: "tool_call", id: "c2", runId: "r1", name: "read", input: {}, partial: true },
      { type: "tool_result", id: "c1", runId: "r1", name: "read", output: "ok" },
      { type: "tool_progress", id: "p1", runId: "r1", toolCallId: "c1", name: "read", content: 1 },
      { type: "usage", runId: "r1", inputTokens: 1, outputTokens: 2 },
    ];
    for (const graph of [createGraph(), withCall])
      for (const event of events) {
        const reads: string[] = [];
        const counting = new Proxy(event, {
          get: (target, key, receiver) => {
            if (typeof key === "string") reads.push(key);
            return Reflect.get(target, key, receiver);
          },
        });
        reduceEvent(graph, counting);
        expect(reads).toEqual([...new Set(reads)]);
        expect(reads).toEqual(expect.arrayContaining(Object.keys(event)));
      }
  });
});
