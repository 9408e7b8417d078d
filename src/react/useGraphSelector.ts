import { useMemo, useSyncExternalStore } from "react";
import type { Graph } from "../core/graph/Graph.js";
import type { StoreOptions } from "./StoreOptions.js";
import { useConversationStore } from "./useConversationStore.js";

/** Options of `useGraphSelector`. */
export interface GraphSelectorOptions<Selected> extends StoreOptions {
  /** Treats a new selection equal to the last one as unchanged. @default Object.is */
  readonly isEqual?: (previous: Selected, next: Selected) => boolean;
}

/**
 * A value derived from the graph; the component renders again only when that value changes,
 * not on every flush.
 * @example
 * const nodeCount = useGraphSelector((graph) => graph.nodes.size);
 */
export function useGraphSelector<Selected>(
  selector: (graph: Graph) => Selected,
  options: GraphSelectorOptions<Selected> = {},
): Selected {
  const store = useConversationStore(options.store);
  const isEqual = options.isEqual ?? Object.is;
  const getSelection = useMemo(() => {
    let last: { graph: Graph; selected: Selected } | undefined;
    return () => {
      const graph = store.getSnapshot();
      if (last?.graph === graph) return last.selected;
      const next = selector(graph);
      const selected = last && isEqual(last.selected, next) ? last.selected : next;
      last = { graph, selected };
      return selected;
    };
  }, [store, selector, isEqual]);
  return useSyncExternalStore(store.subscribe, getSelection, getSelection);
}
