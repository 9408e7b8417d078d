import type { Graph, GraphIndex } from "./Graph.js";
import { adopt } from "./reducer/openDraft.js";

/** A graph with its index, as projections read it. @internal */
export type IndexedGraph = Graph & { readonly index: GraphIndex };

// A graph is immutable, so its indexed copy is made once.
const copies = new WeakMap<Graph, IndexedGraph>();

/**
 * `graph` itself when it has an index (every graph the reducer makes does), else a copy of
 * it that has one, made on the first call for that graph and the same copy after.
 * @internal
 */
export function indexedGraph(graph: Graph): IndexedGraph {
  const { index } = graph;
  if (index !== undefined) {
    if (typeof index?.nodesOf !== "function" || typeof index.changes !== "object")
      throw new TypeError("graph.index: expected a GraphIndex (nodesOf, changes, …) or no index");
    return graph as IndexedGraph;
  }
  let copy = copies.get(graph);
  if (!copy) {
    copy = adopt(graph);
    copies.set(graph, copy);
  }
  return copy;
}
