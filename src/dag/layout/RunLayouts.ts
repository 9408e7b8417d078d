import type { ElkNode } from "elkjs/lib/elk-api.js";
import type { DagSize } from "./DagLayout.js";
import { ItemTree, type LocalEdge, TOP } from "./ItemTree.js";
import type { InputEdge, LayoutInput, LayoutPicture } from "./LayoutInput.js";
import { type Lift, picture } from "./layoutPicture.js";
import {
  chainPiece,
  elkOptions,
  PIECE_ITEMS,
  type Piece,
  type PlacedContainer,
  pairKey,
  pieceKey,
  readPiece,
  stackPieces,
} from "./layoutPieces.js";
import type { SyncElk } from "./syncElk.js";

/**
 * A DAG of more than twice this many nodes is drawn in two pictures: first the newest
 * top-level items holding at least this many nodes, then everything.
 */
export const FIRST_PICTURE_NODES = 200;

const TOP_OF_LAYER = { "elk.alignment": "TOP" };

function depthOf(tree: ItemTree, id: string): number {
  let depth = 0;
  for (let at = tree.containerOf.get(id); at !== undefined && at !== TOP; depth++)
    at = tree.containerOf.get(at);
  return depth;
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
