import { useMemo } from "react";
import { groupTurns, type Turn } from "../core/projections/groupTurns.js";
import { type UseThreadOptions, useThread } from "./useThread.js";

/**
 * The thread grouped into turns (consecutive view nodes of one run): one chat bubble each.
 * @example
 * const turns = useTurns();
 * return turns.map((turn) => <Turn key={turn.parts[0]?.id} turn={turn} />);
 */
export function useTurns(options: UseThreadOptions = {}): readonly Turn[] {
  const nodes = useThread(options);
  return useMemo(() => groupTurns(nodes), [nodes]);
}
