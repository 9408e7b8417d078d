import { useSyncExternalStore } from "react";
import type { Graph } from "../core/graph/Graph.js";
import type { StoreOptions } from "./StoreOptions.js";
import { useConversationStore } from "./useConversationStore.js";

/**
 * The store's current graph; the component renders again when a flush changes it.
 * @example
 * const graph = useGraph();
 * return <p>{graph.nodes.size} nodes</p>;
 */
export function useGraph(options: StoreOptions = {}): Graph {
  const source = useConversationStore(options.store);
  return useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
}
