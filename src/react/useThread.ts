import { useMemo } from "react";
import {
  type ProjectThreadOptions,
  projectThread,
} from "../core/projections/thread/projectThread.js";
import type { ViewNode } from "../core/projections/ViewNode.js";
import type { StoreOptions } from "./StoreOptions.js";
import { useGraph } from "./useGraph.js";

/** Options of `useThread`. */
export interface UseThreadOptions extends ProjectThreadOptions, StoreOptions {}

/**
 * The thread's view nodes; unchanged nodes keep their identity between renders, so
 * memoised children skip them.
 * @example
 * const nodes = useThread({ active });
 * return <Thread nodes={nodes} />;
 */
export function useThread(options: UseThreadOptions = {}): readonly ViewNode[] {
  const graph = useGraph(options);
  const { accumulators, active } = options;
  // projectThread reuses its work across graphs only for the same options object.
  const projection = useMemo(() => {
    const chosen: { -readonly [K in keyof ProjectThreadOptions]: ProjectThreadOptions[K] } = {};
    if (accumulators) chosen.accumulators = accumulators;
    if (active) chosen.active = active;
    return chosen;
  }, [accumulators, active]);
  return useMemo(() => projectThread(graph, projection), [graph, projection]);
}
