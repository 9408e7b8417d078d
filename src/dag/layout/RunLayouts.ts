import type { ElkNode } from "elkjs/lib/elk-api.js";
import type { DagBox, DagPoint, DagSize } from "./DagLayout.js";
import { ItemTree, type LocalEdge, TOP } from "./ItemTree.js";
import type { InputEdge, InputSpacing, LayoutInput, LayoutPicture } from "./LayoutInput.js";
import { detour, downRoute, exitFrom, selfLoop } from "./orthogonalRoutes.js";
import type { SyncElk } from "./syncElk.js";

/**
 * Most items one elkjs call lays out (elkjs costs about 3 ms a call plus 0.4–0.8 ms a node):
 * a longer container, such as a chat's top level of hundreds of turns, is cut into pieces of
 * this many items in order, stacked, so that no call grows with the conversation.
 */
export const PIECE_ITEMS = 40;

/**
 * A DAG of more than twice this many nodes is drawn in two pictures: first the newest
 * top-level items holding at least this many nodes, then everything.
 */
export const FIRST_PICTURE_NODES = 200;

/** One piece of a container as elkjs laid it out, from the piece's top-left corner. */
export interface Piece {
  readonly boxes: ReadonlyMap<string, DagBox>;
  readonly routes: ReadonlyMap<string, readonly DagPoint[]>;
  readonly size: DagSize;
}

/** A container's items and the routes between them, from the top-left of its contents. */
interface PlacedContainer {
  readonly boxes: Map<string, DagBox>;
  readonly routes: Map<string, DagPoint[]>;
  readonly size: DagSize;
}

/** The container an edge was lifted into, and the items it joins there. */
interface Lift extends LocalEdge {
  readonly container: string;
}

const TOP_OF_LAYER = { "elk.alignment": "TOP" };

const pairKey = (source: string, target: string) => `${source}\n${target}`;

function depthOf(tree: ItemTree, id: string): number {
  let depth = 0;
  for (let at = tree.containerOf.get(id); at !== undefined && at !== TOP; depth++)
    at = tree.containerOf.get(at);
  return depth;
}

function shifted(box: DagBox, dx: number, dy: number): DagBox {
  return { x: box.x + dx, y: box.y + dy, width: box.width, height: box.height };
}

/** The elkjs options of every piece. */
export function elkOptions(spacing: InputSpacing): Record<string, string> {
  return {
    "elk.algorithm": "layered",
    "elk.direction": "DOWN",
    "elk.edgeRouting": "ORTHOGONAL",
    "elk.spacing.nodeNode": String(spacing.nodeSpacing),
    "elk.layered.spacing.nodeNodeBetweenLayers": String(spacing.layerSpacing),
    "elk.padding": "[top=0,left=0,bottom=0,right=0]",
  };
}

/** A piece from elkjs's answer, `pairs` in the order of its edges. */
export function readPiece(laidOut: ElkNode, pairs: readonly LocalEdge[]): Piece {
  const boxes = new Map<string, DagBox>();
  for (const child of laidOut.children ?? [])
    boxes.set(child.id, {
      x: child.x ?? 0,
      y: child.y ?? 0,
      width: child.width ?? 0,
      height: child.height ?? 0,
    });
  const routes = new Map<string, DagPoint[]>();
  for (const edge of laidOut.edges ?? []) {
    const pair = pairs[Number(edge.id)];
    if (!pair) continue;
    const points: DagPoint[] = [];
    for (const section of edge.sections ?? [])
      points.push(section.startPoint, ...(section.bendPoints ?? []), section.endPoint);
    routes.set(
      pairKey(pair.source, pair.target),
      points.map(({ x, y }) => ({ x, y })),
    );
  }
  return { boxes, routes, size: { width: laidOut.width ?? 0, height: laidOut.height ?? 0 } };
}

/** One layout of one DAG: the item tree, the sizes found so far and the containers placed. */
class LayoutJob {
  readonly tree: ItemTree;
  readonly sizes = new Map<string, DagSize>();
  readonly placed = new Map<string, PlacedContainer>();
  readonly lifts = new Map<InputEdge, Lift>();
  /** Groups innermost first, so that each box is laid out after the boxes inside it. */
  readonly groups: string[];

  constructor(readonly input: LayoutInput) {
    this.tree = new ItemTree(input);
    for (const node of input.nodes) this.sizes.set(node.id, node);
    for (const [container, { edges }] of this.tree.containers)
      for (const link of edges) this.lifts.set(link.edge, { ...link, container });
    const depths = new Map([...this.tree.groupIds].map((id) => [id, depthOf(this.tree, id)]));
    this.groups = [...this.tree.groupIds].sort(
      (a, b) => (depths.get(b) ?? 0) - (depths.get(a) ?? 0),
    );
  }

  /** The newest top-level items holding `FIRST_PICTURE_NODES` nodes, when the DAG is big enough. */
  firstItems(): Set<string> | undefined {
    if (this.input.nodes.length <= 2 * FIRST_PICTURE_NODES) return undefined;
    const counts = new Map<string, number>();
    for (const node of this.input.nodes) {
      let item = node.id;
      for (let at = this.tree.containerOf.get(item); at !== undefined && at !== TOP; )
        [item, at] = [at, this.tree.containerOf.get(at)];
      counts.set(item, (counts.get(item) ?? 0) + 1);
    }
    const items = this.tree.containers.get(TOP)?.items ?? [];
    const first = new Set<string>();
    let nodes = 0;
    for (let index = items.length - 1; index >= 0 && nodes < FIRST_PICTURE_NODES; index--) {
      const item = items[index] as string;
      first.add(item);
      nodes += counts.get(item) ?? 0;
    }
    return first.size < items.length ? first : undefined;
  }

  /** Whether `id` sits in one of `items` (or is one). */
  within(id: string, items: ReadonlySet<string>): boolean {
    for (let at: string | undefined = id; at !== undefined && at !== TOP; ) {
      if (items.has(at)) return true;
      at = this.tree.containerOf.get(at);
    }
    return false;
  }
}

/**
 * Lays DAGs out with elkjs's layered algorithm one run's box at a time, innermost first, each
 * child run a fixed-size node of its parent, and keeps every piece it laid out: the next
 * layout of the same history calls elkjs only for pieces whose items, sizes or edges changed
 * (a run that grew, and the boxes around it). Everything is in the downward frame; a RIGHT
 * layout is the same turned when the picture is made.
 */
export class RunLayouts {
  private readonly pieces = new Map<string, { readonly key: string; readonly piece: Piece }>();
  private spacingKey = "";

  constructor(private readonly elk: SyncElk) {}

  /**
   * The layout of `input`, step by step: yields `undefined` after each elkjs call (where a
   * driver may give the thread back or stop), a partial picture of the newest runs first when
   * the DAG is big, and returns the full picture.
   */
  *layout(input: LayoutInput): Generator<LayoutPicture | undefined, LayoutPicture> {
    const { spacing } = input;
    const spacingKey = JSON.stringify(spacing);
    if (spacingKey !== this.spacingKey) {
      this.pieces.clear();
      this.spacingKey = spacingKey;
    }
    const touched = new Set<string>();
    const job = new LayoutJob(input);
    const first = job.firstItems();
    if (first) {
      for (const id of job.groups)
        if (job.within(id, first)) yield* this.placeGroup(job, id, touched);
      job.placed.set(TOP, yield* this.placeContainer(job, TOP, first, touched));
      yield picture(job, true);
    }
    for (const id of job.groups) if (!job.placed.has(id)) yield* this.placeGroup(job, id, touched);
    job.placed.set(TOP, yield* this.placeContainer(job, TOP, undefined, touched));
    for (const id of this.pieces.keys()) if (!touched.has(id)) this.pieces.delete(id);
    return picture(job, false);
  }

  private *placeGroup(job: LayoutJob, id: string, touched: Set<string>) {
    const placed = yield* this.placeContainer(job, id, undefined, touched);
    const { top, left, right, bottom } = job.input.spacing.padding;
    job.placed.set(id, placed);
    job.sizes.set(id, {
      width: left + placed.size.width + right,
      height: top + placed.size.height + bottom,
    });
  }

  /** Places a container's items (or those of `only`), piece by piece, the pieces stacked. */
  private *placeContainer(
    job: LayoutJob,
    id: string,
    only: ReadonlySet<string> | undefined,
    touched: Set<string>,
  ): Generator<undefined, PlacedContainer> {
    const container = job.tree.containers.get(id);
    const items = (container?.items ?? []).filter((item) => !only || only.has(item));
    const pieceOf = new Map<string, number>();
    items.forEach((item, index) => {
      pieceOf.set(item, Math.floor(index / PIECE_ITEMS));
    });
    const pairs = new Map<string, LocalEdge>();
    for (const link of container?.edges ?? [])
      if (pieceOf.has(link.source) && pieceOf.has(link.target) && link.source !== link.target)
        pairs.set(pairKey(link.source, link.target), link);
    const pieces: Piece[] = [];
    for (let start = 0; start < items.length; start += PIECE_ITEMS) {
      const index = start / PIECE_ITEMS;
      const pieceItems = items.slice(start, start + PIECE_ITEMS);
      const piecePairs = [...pairs.values()].filter(
        (link) => pieceOf.get(link.source) === index && pieceOf.get(link.target) === index,
      );
      const cacheId = `${id}#${start}${only ? "#first" : ""}`;
      const key = pieceKey(job, pieceItems, piecePairs);
      touched.add(cacheId);
      const cached = this.pieces.get(cacheId);
      if (cached?.key === key) {
        pieces.push(cached.piece);
        continue;
      }
      const piece = this.layoutPiece(job, pieceItems, piecePairs);
      this.pieces.set(cacheId, { key, piece });
      pieces.push(piece);
      yield undefined;
    }
    const { padding, layerSpacing, nodeSpacing } = job.input.spacing;
    // A route round items keeps a node's spacing from them, inside the container's box (the
    // top level has none).
    const lanes = {
      gap: nodeSpacing,
      left: id === TOP ? Infinity : padding.left,
      right: id === TOP ? Infinity : padding.right,
    };
    return stackPieces(pieces, items, pairs, pieceOf, layerSpacing, lanes);
  }

  private layoutPiece(job: LayoutJob, items: readonly string[], pairs: readonly LocalEdge[]) {
    const chain = chainPiece(job, items, pairs);
    if (chain) return chain;
    const graph: ElkNode = {
      id: "piece",
      layoutOptions: elkOptions(job.input.spacing),
      children: items.map((item) => {
        const { width, height } = job.sizes.get(item) ?? { width: 0, height: 0 };
        // A node beside a tall subagent box starts at the top of their layer, not half-way down.
        return { id: item, width, height, layoutOptions: TOP_OF_LAYER };
      }),
      edges: pairs.map((link, index) => ({
        id: String(index),
        sources: [link.source],
        targets: [link.target],
      })),
    };
    return readPiece(this.elk.layout(graph), pairs);
  }
}

/**
 * What elkjs's layered algorithm gives a piece whose items form one chain, each joined to the
 * next only (a run's plain flow, a chat's turns), without the call: a column centred on its
 * widest item, `layerSpacing` apart, straight edges. A test holds it to elkjs's answer.
 */
export function chainPiece(
  job: { readonly sizes: ReadonlyMap<string, DagSize>; readonly input: LayoutInput },
  items: readonly string[],
  pairs: readonly LocalEdge[],
): Piece | undefined {
  if (pairs.length !== items.length - 1) return undefined;
  const next = new Map(pairs.map((link) => [link.source, link.target]));
  for (let index = 0; index + 1 < items.length; index++)
    if (next.get(items[index] as string) !== items[index + 1]) return undefined;
  const sizes = items.map((item) => job.sizes.get(item) ?? { width: 0, height: 0 });
  const width = Math.max(0, ...sizes.map((size) => size.width));
  const boxes = new Map<string, DagBox>();
  const routes = new Map<string, DagPoint[]>();
  let y = 0;
  items.forEach((item, index) => {
    const size = sizes[index] as DagSize;
    boxes.set(item, { x: (width - size.width) / 2, y, width: size.width, height: size.height });
    if (index > 0)
      routes.set(pairKey(items[index - 1] as string, item), [
        { x: width / 2, y: y - job.input.spacing.layerSpacing },
        { x: width / 2, y },
      ]);
    y += size.height + job.input.spacing.layerSpacing;
  });
  const height = items.length === 0 ? 0 : y - job.input.spacing.layerSpacing;
  return { boxes, routes, size: { width, height } };
}

function pieceKey(job: LayoutJob, items: readonly string[], pairs: readonly LocalEdge[]) {
  const parts: string[] = [];
  for (const item of items) {
    const size = job.sizes.get(item);
    parts.push(`${item}\t${size?.width}\t${size?.height}`);
  }
  for (const link of pairs) parts.push(`${link.source}\t>${link.target}`);
  return parts.join("\n");
}

/**
 * Pieces one below the other, each moved across so that its first item lines up with the
 * last item of the piece above; then routes for the pairs that join two pieces.
 */
function stackPieces(
  pieces: readonly Piece[],
  items: readonly string[],
  pairs: ReadonlyMap<string, LocalEdge>,
  pieceOf: ReadonlyMap<string, number>,
  gap: number,
  lanes: { readonly gap: number; readonly left: number; readonly right: number },
): PlacedContainer {
  const boxes = new Map<string, DagBox>();
  const routes = new Map<string, DagPoint[]>();
  const offsets: { x: number; y: number }[] = [];
  let top = 0;
  let left = 0;
  let lastCentre: number | undefined;
  pieces.forEach((piece, index) => {
    const firstItem = items[index * PIECE_ITEMS] as string;
    const firstBox = piece.boxes.get(firstItem);
    const x =
      lastCentre === undefined || !firstBox ? 0 : lastCentre - firstBox.x - firstBox.width / 2;
    offsets.push({ x, y: top });
    left = Math.min(left, x);
    const lastItem = items[Math.min(items.length, (index + 1) * PIECE_ITEMS) - 1] as string;
    const lastBox = piece.boxes.get(lastItem);
    lastCentre = lastBox ? x + lastBox.x + lastBox.width / 2 : lastCentre;
    top += piece.size.height + gap;
  });
  let width = 0;
  pieces.forEach((piece, index) => {
    const offset = offsets[index] as { x: number; y: number };
    const dx = offset.x - left;
    for (const [id, box] of piece.boxes) boxes.set(id, shifted(box, dx, offset.y));
    for (const [key, points] of piece.routes)
      routes.set(
        key,
        points.map((point) => ({ x: point.x + dx, y: point.y + offset.y })),
      );
    width = Math.max(width, dx + piece.size.width);
  });
  for (const [key, link] of pairs) {
    const from = boxes.get(link.source);
    const to = boxes.get(link.target);
    if (routes.has(key) || !from || !to) continue;
    const pieceTop = offsets[pieceOf.get(link.target) ?? 0]?.y ?? to.y;
    const direct = downRoute(from, to, Math.max(from.y + from.height, pieceTop - gap / 2));
    // A pair that skips items (a later piece, or items of its own piece below its source)
    // goes round them.
    const others = [...boxes].flatMap(([id, box]) =>
      id === link.source || id === link.target ? [] : [box],
    );
    routes.set(key, [...detour(direct, others, lanes.gap, -lanes.left, width + lanes.right)]);
  }
  const height = pieces.length === 0 ? 0 : top - gap;
  return { boxes, routes, size: { width, height } };
}

/** Absolute boxes of every placed item, outermost containers first. */
function absoluteBoxes(job: LayoutJob): Map<string, DagBox> {
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
function itemsInside(job: LayoutJob, absolute: ReadonlyMap<string, DagBox>) {
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
  job: LayoutJob,
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
  job: LayoutJob,
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
function picture(job: LayoutJob, partial: boolean): LayoutPicture {
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
