import type { DagBox, DagPoint } from "./DagLayout.js";

// Orthogonal routes between boxes laid out top to bottom, like the ones elkjs draws: each
// leaves a box at the middle of its bottom and enters one at the middle of its top.

/** A route down from the middle of `from`'s bottom to the middle of `to`'s top, turning at `turnY`. */
export function downRoute(from: DagBox, to: DagBox, turnY: number): DagPoint[] {
  const start = { x: from.x + from.width / 2, y: from.y + from.height };
  const end = { x: to.x + to.width / 2, y: to.y };
  if (Math.abs(start.x - end.x) < 0.5) return [start, { x: start.x, y: end.y }];
  return [start, { x: start.x, y: turnY }, { x: end.x, y: turnY }, end];
}

/** A loop on the right of a box, for an edge from a node to itself. */
export function selfLoop(box: DagBox): DagPoint[] {
  const right = box.x + box.width;
  const out = right + 8;
  const top = box.y + box.height / 4;
  const bottom = box.y + (box.height * 3) / 4;
  return [
    { x: right, y: top },
    { x: out, y: top },
    { x: out, y: bottom },
    { x: right, y: bottom },
  ];
}

/** From the middle of a nested node's bottom to where the lifted route leaves its outer item. */
export function exitFrom(box: DagBox, first: DagPoint): DagPoint[] {
  const start = { x: box.x + box.width / 2, y: box.y + box.height };
  if (Math.abs(start.x - first.x) < 0.5) return [start];
  const turn = (start.y + first.y) / 2;
  return [start, { x: start.x, y: turn }, { x: first.x, y: turn }];
}

/** From where the lifted route enters the outer item to the middle of a nested node's top. */
export function entryTo(last: DagPoint, box: DagBox): DagPoint[] {
  const end = { x: box.x + box.width / 2, y: box.y };
  if (Math.abs(last.x - end.x) < 0.5) return [end];
  const turn = (last.y + end.y) / 2;
  return [{ x: last.x, y: turn }, { x: end.x, y: turn }, end];
}
