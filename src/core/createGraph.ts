import { EdgeMap } from "./EdgeMap.js";
import type { Graph } from "./Graph.js";
import type { GraphParts } from "./GraphDraft.js";
import { emptyIndex, GRAPH_INDEX } from "./GraphIndex.js";
import { PersistentMap } from "./PersistentMap.js";

/**
 * Creates an empty conversation graph.
 * @example
 * let graph = createGraph();
 * graph = reduceEvent(graph, { type: "user", runId: "u1", content: "Hello" });
 */
export function createGraph(): Graph {
  const graph: GraphParts = {
    nodes: new PersistentMap(),
    edges: new EdgeMap(),
    lastNodeByRunId: new PersistentMap(),
    runs: new PersistentMap(),
    diagnostics: Object.freeze([]),
    highestSeq: undefined,
    version: 0,
    [GRAPH_INDEX]: emptyIndex(),
  };
  return graph;
}
