import type { DagEdge, ProjectedDag } from "../../../src/core/projections/dag/DagNode.js";
import type {
  DagBox,
  DagDirection,
  DagPoint,
  PlacedDagEdge,
} from "../../../src/dag/layout/DagLayout.js";
import type { ItemTree } from "../../../src/dag/layout/ItemTree.js";
import { turnPoint } from "../../../src/dag/layout/turnBox.js";

/**
 * The route of one edge in the downward frame: from the middle of the source's bottom to the
 * middle of the target's top, turning in the middle of the gap between the two items the edge
 * joins in their innermost common container, so that it does not cut across that gap's neighbours.
 */
function route(
  from: DagBox,
  to: DagBox,
  sourceItem: DagBox | undefined,
  targetItem: DagBox | undefined,
): DagPoint[] {
  const start = { x: from.x + from.width / 2, y: from.y + from.height };
  const end = { x: to.x + to.width / 2, y: to.y };
  if (!sourceItem || !targetItem || Math.abs(start.x - end.x) < 0.5) return [start, end];
  const gapTop = sourceItem.y + sourceItem.height;
  if (targetItem.y <= gapTop) return [start, end];
  const turn = (gapTop + targetItem.y) / 2;
  return [start, { x: start.x, y: turn }, { x: end.x, y: turn }, end];
}

/** Routes every edge of `dag` over the absolute boxes of `absolute` (downward frame). */
export function routeEdges(
  dag: ProjectedDag,
  tree: ItemTree,
  absolute: ReadonlyMap<string, DagBox>,
  direction: DagDirection,
): PlacedDagEdge[] {
  const items = new Map<DagEdge, { source: string; target: string }>();
  for (const container of tree.containers.values())
    for (const link of container.edges) items.set(link.edge, link);
  return dag.edges.map((edge) => {
    const from = absolute.get(edge.source);
    const to = absolute.get(edge.target);
    const link = items.get(edge);
    const points =
      from && to
        ? route(from, to, link && absolute.get(link.source), link && absolute.get(link.target))
        : [];
    return Object.assign({}, edge, { points: points.map((point) => turnPoint(point, direction)) });
  });
}
