import { useCallback } from "react";
import type { Graph, RunInfo } from "../core/graph/Graph.js";
import type { StoreOptions } from "./StoreOptions.js";
import { useGraphSelector } from "./useGraphSelector.js";

/**
 * What the graph knows about one run; the component renders again only when that run (or
 * what is shown inside it) changes, not when other runs stream.
 * @example
 * const run = useRun(runId);
 * return <Badge status={run?.ended ? "complete" : "streaming"} />;
 */
export function useRun(runId: string, options: StoreOptions = {}): RunInfo | undefined {
  const select = useCallback((graph: Graph) => graph.runs.get(runId), [runId]);
  return useGraphSelector(select, options.store ? { store: options.store } : {});
}
