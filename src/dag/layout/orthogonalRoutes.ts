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

// Half a pixel of room: a route along a box's border counts as running into it.
const TOUCH = 0.5;

function crosses(box: DagBox, a: DagPoint, b: DagPoint): boolean {
  return (
    Math.min(a.x, b.x) < box.x + box.width + TOUCH &&
    box.x - TOUCH < Math.max(a.x, b.x) &&
    Math.min(a.y, b.y) < box.y + box.height + TOUCH &&
    box.y - TOUCH < Math.max(a.y, b.y)
  );
}

/** Whether a route passes through, or along the border of, one of `boxes`. */
export function routeHits(route: readonly DagPoint[], boxes: readonly DagBox[]): boolean {
  for (let index = 0; index + 1 < route.length; index++) {
    const a = route[index] as DagPoint;
    const b = route[index + 1] as DagPoint;
    for (const box of boxes) if (crosses(box, a, b)) return true;
  }
  return false;
}

/**
 * `direct` (a route down), or where it passes through one of `obstacles`, a route from its
 * start to its end around them: down to halfway to the first obstacle below the start, across
 * to a lane `gap / 2` beside the obstacles between, down the lane to halfway between the
 * lowest obstacle above the end and the end, across and down to the end. The shorter clear
 * lane of the two sides that lie between `left` and `right`; `direct` when neither is clear.
 */
export function detour(
  direct: readonly DagPoint[],
  obstacles: readonly DagBox[],
  gap: number,
  left = Number.NEGATIVE_INFINITY,
  right = Number.POSITIVE_INFINITY,
): readonly DagPoint[] {
  const start = direct[0];
  const end = direct.at(-1);
  if (!start || !end || !routeHits(direct, obstacles)) return direct;
  const between = obstacles.filter((box) => box.y + box.height > start.y && box.y < end.y);
  const tops = between.filter((box) => box.y >= start.y).map((box) => box.y);
  const bottoms = between
    .filter((box) => box.y + box.height <= end.y)
    .map((box) => box.y + box.height);
  if (tops.length === 0 || bottoms.length === 0) return direct;
  const above = (start.y + Math.min(...tops)) / 2;
  const turn = (end.y + Math.max(...bottoms)) / 2;
  const lanes = [
    Math.max(...between.map((box) => box.x + box.width)) + gap / 2,
    Math.min(...between.map((box) => box.x)) - gap / 2,
  ]
    .filter((lane) => lane >= left && lane <= right)
    .sort(
      (a, b) =>
        Math.abs(a - start.x) + Math.abs(a - end.x) - Math.abs(b - start.x) - Math.abs(b - end.x),
    );
  for (const lane of lanes) {
    const route = [
      start,
      { x: start.x, y: above },
      { x: lane, y: above },
      { x: lane, y: turn },
      { x: end.x, y: turn },
      end,
    ];
    if (!routeHits(route, obstacles)) return route;
  }
  return direct;
}
