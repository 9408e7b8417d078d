import type { DagBox, DagLayout, DagPoint } from "./DagLayout.js";

const TOLERANCE = 0.5;

function intersects(a: DagBox, b: DagBox): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function contains(outer: DagBox, inner: DagBox): boolean {
  return (
    inner.x >= outer.x - TOLERANCE &&
    inner.y >= outer.y - TOLERANCE &&
    inner.x + inner.width <= outer.x + outer.width + TOLERANCE &&
    inner.y + inner.height <= outer.y + outer.height + TOLERANCE
  );
}

function items(layout: DagLayout): Map<string, { id: string; box: DagBox }[]> {
  const byContainer = new Map<string, { id: string; box: DagBox }[]>();
  const add = (container: string | undefined, id: string, box: DagBox) => {
    const key = container ?? "top";
    byContainer.set(key, [...(byContainer.get(key) ?? []), { id, box }]);
  };
  for (const group of layout.groups) add(group.parentGroupId, group.id, group);
  for (const node of layout.nodes) add(node.groupId, node.id, node);
  return byContainer;
}

/** Pairs of nodes or groups in the same group (or both at the top) whose boxes overlap. */
export function overlappingPairs(layout: DagLayout): string[] {
  const pairs: string[] = [];
  for (const siblings of items(layout).values())
    for (let first = 0; first < siblings.length; first++)
      for (let second = first + 1; second < siblings.length; second++) {
        const a = siblings[first];
        const b = siblings[second];
        if (a && b && intersects(a.box, b.box)) pairs.push(`${a.id} × ${b.id}`);
      }
  return pairs;
}

/** Nodes outside their group's box and groups outside their parent group's box. */
export function escapedBoxes(layout: DagLayout): string[] {
  const groups = new Map(layout.groups.map((group) => [group.id, group]));
  const escaped: string[] = [];
  for (const node of layout.nodes) {
    const group = groups.get(node.groupId);
    if (!group || !contains(group, node)) escaped.push(`${node.id} in ${node.groupId}`);
  }
  for (const group of layout.groups) {
    const parent = group.parentGroupId === undefined ? undefined : groups.get(group.parentGroupId);
    if (group.parentGroupId !== undefined && (!parent || !contains(parent, group)))
      escaped.push(`${group.id} in ${group.parentGroupId}`);
  }
  return escaped;
}

/** Spawn edges that do not start on their tool call's box or do not end in the target's group. */
export function strayingSpawnEdges(layout: DagLayout): string[] {
  const boxes = new Map<string, DagBox>(
    [...layout.nodes, ...layout.groups].map((box) => [box.id, box]),
  );
  const groupOf = new Map(layout.nodes.map((node) => [node.id, node.groupId]));
  return layout.edges
    .filter((edge) => edge.kind === "spawn")
    .filter((edge) => {
      const first = edge.points[0];
      const last = edge.points.at(-1);
      const source = boxes.get(edge.source);
      const group = boxes.get(groupOf.get(edge.target) ?? "");
      const point = (at: { x: number; y: number }) => ({ ...at, width: 0, height: 0 });
      return (
        !first ||
        !last ||
        !source ||
        !group ||
        !contains(source, point(first)) ||
        !contains(group, point(last))
      );
    })
    .map((edge) => edge.id);
}

/** Nodes that start less than `labelSpace` below the top of their group's box, on screen. */
export function crowdedLabels(layout: DagLayout, labelSpace: number): string[] {
  const groups = new Map(layout.groups.map((group) => [group.id, group]));
  return layout.nodes
    .filter((node) => {
      const group = groups.get(node.groupId);
      return group !== undefined && node.y < group.y + labelSpace - TOLERANCE;
    })
    .map((node) => node.id);
}

/**
 * The box an edge should end on: the outermost group around its target that does not hold its
 * source, else the target itself.
 */
export function entryBoxOf(
  layout: DagLayout,
  edge: DagLayout["edges"][number],
): DagBox | undefined {
  const groups = new Map(layout.groups.map((group) => [group.id, group]));
  const nodes = new Map(layout.nodes.map((node) => [node.id, node]));
  const around = (id: string | undefined) => {
    const chain: string[] = [];
    for (let at = id; at !== undefined; at = groups.get(at)?.parentGroupId) chain.push(at);
    return chain;
  };
  const aroundSource = new Set(around(nodes.get(edge.source)?.groupId));
  const entry = around(nodes.get(edge.target)?.groupId)
    .filter((id) => !aroundSource.has(id))
    .at(-1);
  return entry === undefined ? nodes.get(edge.target) : groups.get(entry);
}

/**
 * Edges that pass through the band at the top of a group's box where its label is drawn,
 * `labelSpace` high below its top border.
 */
export function edgesAcrossLabels(layout: DagLayout, labelSpace: number): string[] {
  const crosses = (a: DagPoint, b: DagPoint, box: DagBox) => {
    const band = { x: box.x, y: box.y + TOLERANCE, width: box.width, height: labelSpace };
    const segment = {
      x: Math.min(a.x, b.x),
      y: Math.min(a.y, b.y),
      width: Math.abs(a.x - b.x),
      height: Math.abs(a.y - b.y),
    };
    return (
      segment.x < band.x + band.width &&
      band.x < segment.x + segment.width &&
      segment.y < band.y + band.height &&
      band.y < segment.y + segment.height
    );
  };
  return layout.edges
    .filter((edge) =>
      edge.points.some((point, index) => {
        const next = edge.points[index + 1];
        return next !== undefined && layout.groups.some((group) => crosses(point, next, group));
      }),
    )
    .map((edge) => edge.id);
}

/**
 * Edges that run through a node other than their ends, or through a group's box that holds
 * neither end.
 */
export function edgesThroughBoxes(layout: DagLayout): string[] {
  const parents = new Map(layout.groups.map((group) => [group.id, group.parentGroupId]));
  const groupOf = new Map(layout.nodes.map((node) => [node.id, node.groupId]));
  const around = (node: string) => {
    const groups = new Set<string>();
    for (let at = groupOf.get(node); at !== undefined; at = parents.get(at)) groups.add(at);
    return groups;
  };
  const inside = (box: DagBox, a: DagPoint, b: DagPoint) =>
    Math.min(a.x, b.x) < box.x + box.width - TOLERANCE &&
    box.x + TOLERANCE < Math.max(a.x, b.x) &&
    Math.min(a.y, b.y) < box.y + box.height - TOLERANCE &&
    box.y + TOLERANCE < Math.max(a.y, b.y);
  const widen = (a: DagPoint, b: DagPoint): [DagPoint, DagPoint] =>
    a.x === b.x
      ? [
          { x: a.x - TOLERANCE * 1.5, y: a.y },
          { x: b.x + TOLERANCE * 1.5, y: b.y },
        ]
      : [
          { x: a.x, y: a.y - TOLERANCE * 1.5 },
          { x: b.x, y: b.y + TOLERANCE * 1.5 },
        ];
  return layout.edges
    .filter((edge) => {
      const ends = new Set([
        ...around(edge.source),
        ...around(edge.target),
        edge.source,
        edge.target,
      ]);
      const boxes = [...layout.nodes, ...layout.groups].filter((box) => !ends.has(box.id));
      return edge.points.some((point, index) => {
        const next = edge.points[index + 1];
        if (!next) return false;
        const [a, b] = widen(point, next);
        return boxes.some((box) => inside(box, a, b));
      });
    })
    .map((edge) => edge.id);
}

/** Edges whose target does not start past the end of its source along the layout's direction. */
export function upstreamEdges(layout: DagLayout): string[] {
  const nodes = new Map(layout.nodes.map((node) => [node.id, node]));
  return layout.edges
    .filter((edge) => {
      const source = nodes.get(edge.source);
      const target = nodes.get(edge.target);
      if (!source || !target) return true;
      return layout.direction === "RIGHT"
        ? target.x < source.x + source.width - TOLERANCE
        : target.y < source.y + source.height - TOLERANCE;
    })
    .map((edge) => edge.id);
}

/** Edges with a segment that is neither horizontal nor vertical, or with fewer than two points. */
export function slantedEdges(layout: DagLayout): string[] {
  return layout.edges
    .filter((edge) =>
      edge.points.some((point, index) => {
        const next = edge.points[index + 1];
        if (!next) return edge.points.length < 2;
        return Math.abs(point.x - next.x) > TOLERANCE && Math.abs(point.y - next.y) > TOLERANCE;
      }),
    )
    .map((edge) => edge.id);
}
