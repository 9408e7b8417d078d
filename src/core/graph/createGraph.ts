import type { Graph } from "./Graph.js";
import { EdgeMap } from "./storage/EdgeMap.js";
import { emptyIndex } from "./storage/GraphIndex.js";
import { GraphParts } from "./storage/GraphParts.js";
import { PersistentMap } from "./storage/PersistentMap.js";

/**
 * Creates an empty conversation graph.
 * @example
 * let graph = createGraph();
 * graph = reduceEvent(graph, { type: "user", runId: "u1", content: "Hello" });
 */
export function createGraph(): Graph {
  return new GraphParts(
    new PersistentMap(),
    new EdgeMap(),
    new PersistentMap(),
    new PersistentMap(),
    Object.freeze([]),
    undefined,
    0,
    emptyIndex(),
  );
}
