import type { ElkNode } from "elkjs/lib/elk-api.js";
import type { DagBox, DagPoint, DagSize } from "./DagLayout.js";
import type { LocalEdge } from "./ItemTree.js";
import type { InputSpacing, LayoutInput } from "./LayoutInput.js";
import { detour, downRoute } from "./orthogonalRoutes.js";

// One container laid out in pieces: what elkjs is asked and answers for a piece, the piece a
// plain chain makes without asking, and the pieces stacked into the container.

/**
 * Most items one elkjs call lays out (elkjs costs about 3 ms a call plus 0.4–0.8 ms a node):
 * a longer container, such as a chat's top level of hundreds of turns, is cut into pieces of
 * this many items in order, stacked, so that no call grows with the conversation.
 */
export const PIECE_ITEMS = 40;

/** One piece of a container as elkjs laid it out, from the piece's top-left corner. */
export interface Piece {
  readonly boxes: ReadonlyMap<string, DagBox>;
  readonly routes: ReadonlyMap<string, readonly DagPoint[]>;
  readonly size: DagSize;
}

/** A container's items and the routes between them, from the top-left of its contents. */
export interface PlacedContainer {
  readonly boxes: Map<string, DagBox>;
  readonly routes: Map<string, DagPoint[]>;
  readonly size: DagSize;
}

/** The key of the route between two items of a container. */
export const pairKey = (source: string, target: string) => `${source}\n${target}`;

/** `box` moved by `dx`, `dy`. */
export function shifted(box: DagBox, dx: number, dy: number): DagBox {
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

/** What a piece is laid out from (its items, their sizes, its edges): equal keys, equal pieces. */
export function pieceKey(
  job: { readonly sizes: ReadonlyMap<string, DagSize> },
  items: readonly string[],
  pairs: readonly LocalEdge[],
) {
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
 * last item of the piece above; then routes for the pairs that join two pieces, round the
 * items they skip (a lane `lanes.gap` beside them, at most `left`/`right` outside the pieces).
 */
export function stackPieces(
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
  const placed = [...boxes.values()];
  for (const [key, link] of pairs) {
    const from = boxes.get(link.source);
    const to = boxes.get(link.target);
    if (routes.has(key) || !from || !to) continue;
    const pieceTop = offsets[pieceOf.get(link.target) ?? 0]?.y ?? to.y;
    const direct = downRoute(from, to, Math.max(from.y + from.height, pieceTop - gap / 2));
    // A pair that skips items (a later piece, or items of its own piece below its source)
    // goes round them.
    const others = placed.filter((box) => box !== from && box !== to);
    routes.set(key, [...detour(direct, others, lanes.gap, -lanes.left, width + lanes.right)]);
  }
  const height = pieces.length === 0 ? 0 : top - gap;
  return { boxes, routes, size: { width, height } };
}
