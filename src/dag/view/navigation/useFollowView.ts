import { getViewportForBounds, type ReactFlowState, useReactFlow, useStore } from "@xyflow/react";
import { useCallback, useEffect, useState } from "react";
import type { DagLayout } from "../../layout/DagLayout.js";
import { FIT_PADDING, fitTarget } from "./fitTarget.js";

/** Whether the view still follows the graph, and the calls that stop and resume that. */
export interface FollowView {
  readonly following: boolean;
  readonly stop: () => void;
  readonly resume: () => void;
}

/** The zoom range of `DagView`. */
export const ZOOM_RANGE = { min: 0.05, max: 2 } as const;

const viewWidth = (state: ReactFlowState) => state.width;
const viewHeight = (state: ReactFlowState) => state.height;

/**
 * Moves the view onto `fitTarget` (at most at full size) each time `layout` or the view's
 * size changes, until `stop` (the user panned or zoomed); `resume` fits again and keeps
 * fitting. The boxes come from the layout, so this needs no measuring and happens at once.
 * @example
 * const { following, stop } = useFollowView(layout);
 * return <ReactFlow onMoveStart={(event) => event && stop()} />;
 */
export function useFollowView(layout: DagLayout): FollowView {
  const { setViewport } = useReactFlow();
  const width = useStore(viewWidth);
  const height = useStore(viewHeight);
  const [following, setFollowing] = useState(true);
  useEffect(() => {
    if (!following || width <= 0 || height <= 0) return;
    const box = fitTarget(layout, width, height);
    const viewport = getViewportForBounds(box, width, height, ZOOM_RANGE.min, 1, FIT_PADDING);
    void setViewport(viewport, { duration: 0 });
  }, [layout, width, height, following, setViewport]);
  const stop = useCallback(() => setFollowing(false), []);
  const resume = useCallback(() => setFollowing(true), []);
  return { following, stop, resume };
}
