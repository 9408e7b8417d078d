import type { DagBox, DagDirection, DagPoint, DagSize } from "./DagLayout.js";

/** A point with x and y swapped in a RIGHT layout, which then reads as a DOWN one (and back). */
export function turnPoint(point: DagPoint, direction: DagDirection): DagPoint {
  return direction === "RIGHT" ? { x: point.y, y: point.x } : { x: point.x, y: point.y };
}

/** A size with width and height swapped in a RIGHT layout. */
export function turnSize(size: DagSize, direction: DagDirection): DagSize {
  return direction === "RIGHT" ? { width: size.height, height: size.width } : size;
}

/** A box with its axes swapped in a RIGHT layout. */
export function turnBox(box: DagBox, direction: DagDirection): DagBox {
  return direction === "RIGHT"
    ? { x: box.y, y: box.x, width: box.height, height: box.width }
    : { x: box.x, y: box.y, width: box.width, height: box.height };
}
