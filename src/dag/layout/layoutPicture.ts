import type { DagBox, DagPoint } from "./DagLayout.js";
import { type ItemTree, type LocalEdge, TOP } from "./ItemTree.js";
import type { InputEdge, LayoutInput, LayoutPicture } from "./LayoutInput.js";
import { type PlacedContainer, pairKey, shifted } from "./layoutPieces.js";
import { detour, downRoute, exitFrom, selfLoop } from "./orthogonalRoutes.js";

/** The container an edge was lifted into, and the items it joins there. */
export interface Lift extends LocalEdge {
  readonly container: string;
}

/** A layout job once its containers are placed: what its picture is made from. */
export interface PlacedJob {
  readonly input: LayoutInput;
  readonly tree: ItemTree;
  /** Groups innermost first. */
  readonly groups: readonly string[];
  readonly placed: ReadonlyMap<string, PlacedContainer>;
  readonly lifts: ReadonlyMap<InputEdge, Lift>;
}

/** Absolute boxes of every placed item, outermost containers first. */
function absoluteBoxes(job: PlacedJob): Map<string, DagBox> {
  const absolute = new Map<string, DagBox>();
  const { top, left } = job.input.spacing.padding;
  const origins = new Map<string, DagPoint>([[TOP, { x: 0, y: 0 }]]);
  for (const id of [TOP, ...[...job.groups].reverse()]) {
    const origin = origins.get(id);
    const placed = job.placed.get(id);
    if (!origin || !placed) continue;
    for (const [item, box] of placed.boxes) {
      const at = shifted(box, origin.x, origin.y);
      absolute.set(item, at);
      if (job.tree.groupIds.has(item)) origins.set(item, { x: at.x + left, y: at.y + top });
    }
  }
  return absolute;
}

/** The boxes of the items each group holds, however deep, gathered for a group when first asked. */
function itemsInside(job: PlacedJob, absolute: ReadonlyMap<string, DagBox>) {
  let inside: Map<string, string[]> | undefined;
  return (group: string): readonly string[] => {
    if (!inside) {
      inside = new Map();
      for (const item of absolute.keys())
        for (let at = job.tree.containerOf.get(item); at !== undefined && at !== TOP; ) {
          const held = inside.get(at);
          if (held) held.push(item);
          else inside.set(at, [item]);
          at = job.tree.containerOf.get(at);
        }
    }
    return inside.get(group) ?? [];
  };
}

/**
 * The way from a nested node down out of `outer`, the item its route was laid out from: round
 * the items `outer` holds below the node.
 */
function exitRoute(
  job: PlacedJob,
  absolute: ReadonlyMap<string, DagBox>,
  inside: (group: string) => readonly string[],
  source: string,
  outer: string,
  first: DagPoint,
): DagPoint[] {
  const from = absolute.get(source) as DagBox;
  const direct = exitFrom(from, first);
  const around = new Set<string>([source]);
  for (let at = job.tree.containerOf.get(source); at !== undefined && at !== outer; ) {
    around.add(at);
    at = job.tree.containerOf.get(at);
  }
  const obstacles = inside(outer).flatMap((item) => {
    const box = around.has(item) ? undefined : absolute.get(item);
    return box ? [box] : [];
  });
  const box = absolute.get(outer);
  const path = detour(
    [...direct, first],
    obstacles,
    job.input.spacing.nodeSpacing,
    box?.x,
    box && box.x + box.width,
  );
  return path.slice(0, -1);
}

function routeOf(
  job: PlacedJob,
  edge: InputEdge,
  absolute: ReadonlyMap<string, DagBox>,
  inside: (group: string) => readonly string[],
) {
  const from = absolute.get(edge.source);
  const to = absolute.get(edge.target);
  if (!from || !to) return [];
  if (edge.source === edge.target) return selfLoop(from);
  const lift = job.lifts.get(edge);
  const route =
    lift && job.placed.get(lift.container)?.routes.get(pairKey(lift.source, lift.target));
  if (!lift || !route || route.length === 0) {
    const entry = (lift && absolute.get(lift.target)) ?? to;
    return downRoute(from, entry, (from.y + from.height + entry.y) / 2);
  }
  const origin =
    lift.container === TOP ? { x: 0, y: 0 } : (absolute.get(lift.container) ?? { x: 0, y: 0 });
  const { top, left } = job.input.spacing.padding;
  const dx = origin.x + (lift.container === TOP ? 0 : left);
  const dy = origin.y + (lift.container === TOP ? 0 : top);
  let points = route.map((point) => ({ x: point.x + dx, y: point.y + dy }));
  if (lift.source !== edge.source)
    points = [
      ...exitRoute(job, absolute, inside, edge.source, lift.source, points[0] as DagPoint),
      ...points,
    ];
  // An edge into a run ends where it meets the run's box, the box its route was laid out to:
  // going on to the node inside, it would cross the run's label.
  return points;
}

/** The job's layout as plain data, turned for a RIGHT layout. */
export function picture(job: PlacedJob, partial: boolean): LayoutPicture {
  const absolute = absoluteBoxes(job);
  const right = job.input.spacing.direction === "RIGHT";
  const write = (boxes: Float64Array, index: number, box: DagBox | undefined) => {
    const at = index * 4;
    if (!box) boxes.fill(Number.NaN, at, at + 4);
    else if (right) boxes.set([box.y, box.x, box.height, box.width], at);
    else boxes.set([box.x, box.y, box.width, box.height], at);
  };
  const nodeBoxes = new Float64Array(job.input.nodes.length * 4);
  job.input.nodes.forEach((node, index) => {
    write(nodeBoxes, index, absolute.get(node.id));
  });
  const groupBoxes = new Float64Array(job.input.groups.length * 4);
  job.input.groups.forEach((group, index) => {
    write(groupBoxes, index, absolute.get(group.id));
  });
  const inside = itemsInside(job, absolute);
  const edgeRoutes = job.input.edges.map((edge) => {
    const flat: number[] = [];
    for (const point of routeOf(job, edge, absolute, inside))
      if (right) flat.push(point.y, point.x);
      else flat.push(point.x, point.y);
    return flat;
  });
  const size = job.placed.get(TOP)?.size ?? { width: 0, height: 0 };
  return {
    partial,
    nodeBoxes,
    groupBoxes,
    edgeRoutes,
    width: right ? size.height : size.width,
    height: right ? size.width : size.height,
  };
}
