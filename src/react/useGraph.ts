import { useSyncExternalStore } from "react";
import type { Graph } from "../core/graph/Graph.js";
import type { ConversationStore } from "../core/store/ConversationStore.js";
import { useConversationStore } from "./useConversationStore.js";

/**
 * The store's current graph; the component renders again when a flush changes it.
 * @example
 * const graph = useGraph();
 * return <p>{graph.nodes.size} nodes</p>;
 */
export function useGraph(store?: ConversationStore): Graph {
  const source = useConversationStore(store);
  return useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
}
