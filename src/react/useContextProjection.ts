import { useMemo } from "react";
import type { ContextPolicy } from "../core/context/ContextPolicy.js";
import {
  type ContextResult,
  type ProjectContextOptions,
  projectContext,
} from "../core/context/projectContext.js";
import type { StoreOptions } from "./StoreOptions.js";
import { useGraph } from "./useGraph.js";

/** Options of `useContextProjection`. */
export interface UseContextProjectionOptions extends ProjectContextOptions, StoreOptions {}

/**
 * What the model will see under `policy`: the budgeted messages and what was cut. Keep
 * `policy` and `pending` stable (module scope or `useMemo`) so it is computed once per change.
 * @example
 * const context = useContextProjection(policy, { system: "You are terse." });
 * if (context.ok && context.meta.needsSummary) requestSummary();
 */
export function useContextProjection(
  policy: ContextPolicy,
  options: UseContextProjectionOptions = {},
): ContextResult {
  const graph = useGraph(options);
  const { pending, system } = options;
  const projection = useMemo(() => {
    const chosen: { -readonly [K in keyof ProjectContextOptions]: ProjectContextOptions[K] } = {};
    if (pending) chosen.pending = pending;
    if (system !== undefined) chosen.system = system;
    return chosen;
  }, [pending, system]);
  return useMemo(() => projectContext(graph, policy, projection), [graph, policy, projection]);
}
