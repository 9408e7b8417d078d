import { describe, expect, it } from "vitest";
import { createGraph } from "./createGraph.js";
import type { Graph } from "./Graph.js";
import type { GraphEvent } from "./GraphEvent.js";
import { reduceEvent } from "./reduceEvent.js";
import { reduceEvents } from "./reduceEvents.js";
import { PersistentMap } from "./storage/PersistentMap.js";

const start: GraphEvent[] = [
  { type: "harness_start", runId: "a", agentId: "main" },
  { type: "harness_start", runId: "b", agentId: "main" },
  { type: "harness_start", runId: "c", agentId: "main" },
  { type: "text", id: "a:t", runId: "a", content: "" },
  { type: "text", id: "b:t", runId: "b", content: "" },
  { type: "text", id: "c:t", runId: "c", content: "" },
];

/** Everything a reader can see of a graph, as plain data. */
function contents(graph: Graph) {
  return {
    nodes: [...graph.nodes],
    runs: [...graph.runs],
    edges: [...graph.edges],
    last: [...graph.lastNodeByRunId],
    version: graph.version,
  };
}

describe("reading a graph writes nothing", () => {
  it("holds its maps as plain fields, the same objects on every read", () => {
    let graph = reduceEvents(createGraph(), start);
    graph = reduceEvent(graph, { type: "text", id: "a:t", runId: "a", content: "Hel" });
    for (const field of ["nodes", "runs", "edges", "lastNodeByRunId"] as const) {
      const descriptor = Object.getOwnPropertyDescriptor(graph, field);
      expect(descriptor?.get, field).toBeUndefined();
      expect(descriptor?.value, field).toBe(graph[field]);
    }
  });

  it("gives every version the same contents whether or not it was read before the next", () => {
    // Chunks of three runs in turn, so the maps' hot entries fill, rotate and spill.
    const chunks: GraphEvent[] = [];
    for (let index = 0; index < 30; index++) {
      const runId = "abc"[index % 3 === 2 ? 2 : index % 2] as string;
      chunks.push({ type: "text", id: `${runId}:t`, runId, content: `${index} ` });
    }
    const read: Graph[] = [reduceEvents(createGraph(), start)];
    const snapshots = [contents(read[0] as Graph)];
    for (const chunk of chunks) {
      const next = reduceEvent(read.at(-1) as Graph, chunk);
      read.push(next);
      snapshots.push(contents(next));
    }
    const unread: Graph[] = [reduceEvents(createGraph(), start)];
    for (const chunk of chunks) unread.push(reduceEvent(unread.at(-1) as Graph, chunk));
    // Read the unread line newest first, then the read line again: nothing moved.
    for (let index = unread.length - 1; index >= 0; index--)
      expect(contents(unread[index] as Graph)).toEqual(snapshots[index]);
    for (const [index, graph] of read.entries()) expect(contents(graph)).toEqual(snapshots[index]);
  });
});

describe("PersistentMap reads", () => {
  it("iterate through the hot entries without writing them into the state", () => {
    const base = new PersistentMap(
      new Map([
        ["a", 1],
        ["b", 2],
        ["c", 3],
      ]),
    );
    const hot = base.replace("b", 20).replace("c", 30);
    const state = hot.state;
    expect([...hot]).toEqual([
      ["a", 1],
      ["b", 20],
      ["c", 30],
    ]);
    expect([...hot.values()]).toEqual([1, 20, 30]);
    expect([...hot.keys()]).toEqual(["a", "b", "c"]);
    const seen: Array<[string, number]> = [];
    hot.forEach((value, key) => {
      seen.push([key, value]);
    });
    expect(seen).toEqual([...hot]);
    expect(hot.state).toBe(state);
  });

  it("leaves the version it replaces in as it was when a third key spills a hot entry", () => {
    const base = new PersistentMap(
      new Map([
        ["a", 1],
        ["b", 2],
        ["c", 3],
      ]),
    );
    const two = base.replace("a", 10).replace("b", 20);
    const state = two.state;
    const three = two.replace("c", 30);
    expect(two.state).toBe(state);
    expect([...two]).toEqual([
      ["a", 10],
      ["b", 20],
      ["c", 3],
    ]);
    expect([...three]).toEqual([
      ["a", 10],
      ["b", 20],
      ["c", 30],
    ]);
    expect([...base]).toEqual([
      ["a", 1],
      ["b", 2],
      ["c", 3],
    ]);
  });
});
