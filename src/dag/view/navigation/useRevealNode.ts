import { useReactFlow, useStoreApi } from "@xyflow/react";
import { useCallback } from "react";

/**
 * A function that centres the view on a node that is not wholly in view, keeping the zoom;
 * it returns whether it moved the view.
 * @example
 * const reveal = useRevealNode();
 * if (reveal(selectedId)) stopFollowing();
 */
export function useRevealNode(): (id: string) => boolean {
  const store = useStoreApi();
  const { getInternalNode, setCenter } = useReactFlow();
  return useCallback(
    (id: string) => {
      const node = getInternalNode(id);
      if (!node) return false;
      const { transform, width, height } = store.getState();
      const [panX, panY, zoom] = transform;
      const { x, y } = node.internals.positionAbsolute;
      const nodeWidth = node.measured.width ?? node.width ?? 0;
      const nodeHeight = node.measured.height ?? node.height ?? 0;
      const left = x * zoom + panX;
      const top = y * zoom + panY;
      const inView =
        left >= 0 &&
        top >= 0 &&
        left + nodeWidth * zoom <= width &&
        top + nodeHeight * zoom <= height;
      if (inView) return false;
      void setCenter(x + nodeWidth / 2, y + nodeHeight / 2, { zoom, duration: 0 });
      return true;
    },
    [store, getInternalNode, setCenter],
  );
}
