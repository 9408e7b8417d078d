import type { Graph } from "./Graph.js";
import { EdgeMap } from "./storage/EdgeMap.js";
import { GraphParts } from "./storage/GraphParts.js";
import { emptyIndex } from "./storage/IndexParts.js";
import { PersistentMap } from "./storage/PersistentMap.js";

/**
 * Creates an empty conversation graph.
 * @example
 * let graph = createGraph();
 * graph = reduceEvent(graph, { type: "user", runId: "u1", content: "Hello" });
 */
export function createGraph(): Graph {
  const edges = new EdgeMap();
  return new GraphParts(
    new PersistentMap(),
    edges,
    new PersistentMap(),
    new PersistentMap(),
    Object.freeze([]),
    undefined,
    0,
    emptyIndex(edges.lists),
  );
}
