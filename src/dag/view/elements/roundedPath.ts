import type { DagPoint } from "../../layout/DagLayout.js";

function towards(from: DagPoint, to: DagPoint, distance: number): DagPoint {
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  if (length === 0) return from;
  const share = Math.min(1, distance / length);
  return { x: from.x + (to.x - from.x) * share, y: from.y + (to.y - from.y) * share };
}

/**
 * An SVG path through `points` with each bend rounded by a quadratic curve of at most
 * `radius` pixels (less where a segment is too short for it).
 */
export function roundedPath(points: readonly DagPoint[], radius = 6): string {
  const [first, ...rest] = points;
  if (!first) return "";
  let path = `M${first.x},${first.y}`;
  for (const [index, corner] of rest.entries()) {
    const previous = points[index] as DagPoint;
    const next = rest[index + 1];
    if (!next) {
      path += ` L${corner.x},${corner.y}`;
      continue;
    }
    const reach = Math.min(
      radius,
      Math.hypot(corner.x - previous.x, corner.y - previous.y) / 2,
      Math.hypot(next.x - corner.x, next.y - corner.y) / 2,
    );
    const start = towards(corner, previous, reach);
    const end = towards(corner, next, reach);
    path += ` L${start.x},${start.y} Q${corner.x},${corner.y} ${end.x},${end.y}`;
  }
  return path;
}
