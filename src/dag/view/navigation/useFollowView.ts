import {
  getViewportForBounds,
  type ReactFlowState,
  useReactFlow,
  useStore,
  useStoreApi,
} from "@xyflow/react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { DagLayout } from "../../layout/DagLayout.js";
import { anchorMove } from "./anchorMove.js";
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
 * When a new layout replaces one on screen and the view is not following (or the one on
 * screen was a big DAG's partial first picture), the view moves with the node the user looks
 * at (`selected` if in view, else the one nearest the centre; `anchorMove`), so it stays put
 * on screen. This runs in an effect of the component around `ReactFlow`, after React Flow's
 * own effect has taken the new nodes, so the new places and the new pan show in one frame.
 * @example
 * const { following, stop } = useFollowView(layout, selectedId);
 * return <ReactFlow onMoveStart={(event) => event && stop()} />;
 */
export function useFollowView(layout: DagLayout, selected?: string): FollowView {
  const { setViewport } = useReactFlow();
  const store = useStoreApi();
  const width = useStore(viewWidth);
  const height = useStore(viewHeight);
  const [following, setFollowing] = useState(true);
  const shown = useRef(layout);
  const looked = useRef(selected);
  looked.current = selected;
  useEffect(() => {
    const before = shown.current;
    shown.current = layout;
    if (width <= 0 || height <= 0) return;
    if (before !== layout && (!following || before.placement === "partial")) {
      const [x, y, zoom] = store.getState().transform;
      const move = anchorMove(before, layout, { x, y, zoom, width, height }, looked.current);
      if (move && (move.x !== 0 || move.y !== 0))
        void setViewport({ x: x - move.x * zoom, y: y - move.y * zoom, zoom }, { duration: 0 });
      if (move) return;
    }
    if (!following) return;
    const box = fitTarget(layout, width, height);
    const viewport = getViewportForBounds(box, width, height, ZOOM_RANGE.min, 1, FIT_PADDING);
    void setViewport(viewport, { duration: 0 });
  }, [layout, width, height, following, store, setViewport]);
  const stop = useCallback(() => setFollowing(false), []);
  const resume = useCallback(() => setFollowing(true), []);
  return { following, stop, resume };
}
