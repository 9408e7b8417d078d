import type { DagBox, DagLayout } from "../../layout/DagLayout.js";

/** The share of the view left around the graph when it is fitted (React Flow's `padding`). */
export const FIT_PADDING = 0.08;
/** Below this zoom the whole graph is a blur of boxes, not worth showing. */
export const OVERVIEW_ZOOM = 0.2;
/** The size of a node's label in the graph's pixels (DagView.css), and the least that reads on screen. */
const LABEL_SIZE = 12;
const READABLE_SIZE = 11;
/**
 * From this zoom a node's label is at least 11 px on screen and the view shows the nodes;
 * below it, each run shows as a card drawn at a readable size.
 */
export const NEAR_ZOOM = READABLE_SIZE / LABEL_SIZE;
/** The zoom at which the newest nodes are shown when the whole graph is too big: full size. */
export const FOLLOW_ZOOM = 1;

function union(a: DagBox | undefined, b: DagBox): DagBox {
  if (!a) return { x: b.x, y: b.y, width: b.width, height: b.height };
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  const right = Math.max(a.x + a.width, b.x + b.width);
  const bottom = Math.max(a.y + a.height, b.y + b.height);
  return { x, y, width: right - x, height: bottom - y };
}

/** The zoom that fits `box` into a view of `width` × `height`, padding included. */
function zoomToFit(box: DagBox, width: number, height: number): number {
  return Math.min(width / box.width, height / box.height) / (1 + FIT_PADDING);
}

/**
 * The part of a layout `DagView` fits into a view of `width` × `height`: the whole graph,
 * unless that needs a zoom below `OVERVIEW_ZOOM`; then the newest nodes (the last of the
 * layout's order) that fit at `FOLLOW_ZOOM`, so that a long live run shows where it is.
 */
export function fitTarget(layout: DagLayout, width: number, height: number): DagBox {
  const whole = { x: 0, y: 0, width: layout.width, height: layout.height };
  if (layout.nodes.length === 0 || zoomToFit(whole, width, height) >= OVERVIEW_ZOOM) return whole;
  let box: DagBox | undefined;
  for (let index = layout.nodes.length - 1; index >= 0; index--) {
    const node = layout.nodes[index];
    if (!node) continue;
    const grown = union(box, node);
    if (box && zoomToFit(grown, width, height) < FOLLOW_ZOOM) break;
    box = grown;
  }
  return box ?? whole;
}
