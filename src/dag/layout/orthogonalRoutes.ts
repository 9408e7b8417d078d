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

function crosses(box: DagBox, a: DagPoint, b: DagPoint): boolean {
  const left = Math.min(a.x, b.x);
  const top = Math.min(a.y, b.y);
  return (
    left < box.x + box.width &&
    box.x < Math.max(a.x, b.x) + (a.x === b.x ? 1e-9 : 0) &&
    top < box.y + box.height &&
    box.y < Math.max(a.y, b.y) + (a.y === b.y ? 1e-9 : 0)
  );
}

/**
 * A route down from `from` to `to` like `downRoute`'s, but around the `obstacles` between
 * them: down out of `from`, across to a lane beside the obstacles, down the lane, and across
 * above `to`. `gap` is the space kept from the obstacles.
 */
export function downRouteAround(
  from: DagBox,
  to: DagBox,
  turnY: number,
  obstacles: readonly DagBox[],
  gap: number,
): DagPoint[] {
  const direct = downRoute(from, to, turnY);
  const hit = (route: DagPoint[]) =>
    route.some((point, index) => {
      const next = route[index + 1];
      return next !== undefined && obstacles.some((box) => crosses(box, point, next));
    });
  if (!hit(direct)) return direct;
  const start = direct[0] as DagPoint;
  const end = direct.at(-1) as DagPoint;
  const between = obstacles.filter((box) => box.y + box.height > start.y && box.y < end.y);
  if (between.length === 0) return direct;
  const above = Math.max(start.y, Math.min(...between.map((box) => box.y)) - gap / 2);
  const left = Math.min(...between.map((box) => box.x)) - gap / 2;
  const right = Math.max(...between.map((box) => box.x + box.width)) + gap / 2;
  const lane =
    Math.abs(right - start.x) + Math.abs(right - end.x) <=
    Math.abs(left - start.x) + Math.abs(left - end.x)
      ? right
      : left;
  return [
    start,
    { x: start.x, y: above },
    { x: lane, y: above },
    { x: lane, y: turnY },
    { x: end.x, y: turnY },
    end,
  ];
}
