import { useSyncExternalStore } from "react";
import type { ReplayPlayer, ReplayState } from "../core/sources/replay.js";

/**
 * The state of a replay (status, position, speed); renders again as it plays.
 * @example
 * const { position, length, status } = useReplay(player);
 * return <input type="range" max={length} value={position} onChange={(e) => player.seek(+e.target.value)} />;
 */
export function useReplay(player: ReplayPlayer): ReplayState {
  return useSyncExternalStore(player.subscribe, player.getState, player.getState);
}
