import { useMemo } from "react";
import type { TokenUsage } from "../core/graph/GraphEvent.js";
import { type RunUsage, totalUsage, usageByRun } from "../core/projections/usageByRun.js";
import type { StoreOptions } from "./StoreOptions.js";
import { useGraph } from "./useGraph.js";

/** Token usage per run (rolled up over subagents) and for the whole conversation. */
export interface UsageSummary {
  readonly byRun: ReadonlyMap<string, RunUsage>;
  readonly total: TokenUsage;
}

/**
 * Token usage per run and in total, each counted once.
 * @example
 * const { total } = useUsage();
 * return <UsageMeter usage={total} />;
 */
export function useUsage(options: StoreOptions = {}): UsageSummary {
  const graph = useGraph(options);
  return useMemo(() => ({ byRun: usageByRun(graph), total: totalUsage(graph) }), [graph]);
}
