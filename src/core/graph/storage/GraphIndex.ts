import type { Graph } from "../Graph.js";
import type { EdgeList } from "./EdgeMap.js";
import { Lineage } from "./Lineage.js";
import { PersistentMap } from "./PersistentMap.js";

/** Where a graph keeps its index; not part of the public `Graph` type. @internal */
export const GRAPH_INDEX: unique symbol = Symbol("threadline.graphIndex");

/**
 * Lookups the reducer keeps so projections never scan the whole graph.
 * @internal
 */
export interface GraphIndex {
  /** runId → ids of the run's nodes in arrival order. */
  readonly runNodes: PersistentMap<string, EdgeList>;
  /** tool call id → ids of the results, progress and relays that name it, in arrival order. */
  readonly attachments: PersistentMap<string, EdgeList>;
  /** The summary node ids, in arrival order. */
  readonly summaries: PersistentMap<string, true>;
  /** Runs that began with no parent present, in order of their first node. */
  readonly roots: PersistentMap<string, true>;
  readonly lineage: Lineage;
}

/** An empty index for a graph at `version`. @internal */
export function emptyIndex(version = 0): GraphIndex {
  return {
    runNodes: new PersistentMap(),
    attachments: new PersistentMap(),
    summaries: new PersistentMap(),
    roots: new PersistentMap(),
    lineage: new Lineage(version),
  };
}

/** The index of a graph made by this package, if it is one. @internal */
export function indexOf(graph: Graph): GraphIndex | undefined {
  return (graph as Graph & { [GRAPH_INDEX]?: GraphIndex })[GRAPH_INDEX];
}
