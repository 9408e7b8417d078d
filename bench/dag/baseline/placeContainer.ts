import type { DagBox, DagSize } from "../../../src/dag/layout/DagLayout.js";
import type { Container, LocalEdge } from "../../../src/dag/layout/ItemTree.js";
import { FreeSpace, type Gaps } from "./FreeSpace.js";

/** The boxes of a container's items from the top-left of its contents, and their extent. */
export interface PlacedContainer {
  readonly boxes: Map<string, DagBox>;
  readonly size: DagSize;
}

/** What placing a container needs to know about its items. */
export interface ContainerContext {
  readonly sizes: ReadonlyMap<string, DagSize>;
  readonly gaps: Gaps;
  /** How far right of `item`'s left edge the centre of `node`, inside it or the item itself, is. */
  readonly centreWithin: (node: string, item: string) => number;
}

function linksOf(container: Container) {
  const incoming = new Map<string, LocalEdge[]>();
  const continuation = new Map<string, string>();
  for (const link of container.edges) {
    const list = incoming.get(link.target);
    if (list) list.push(link);
    else incoming.set(link.target, [link]);
  }
  // A run's own flow goes straight on; a spawn (or a second branch) steps aside.
  for (const link of container.edges)
    if (link.edge.kind === "sequence" && !continuation.has(link.source))
      continuation.set(link.source, link.target);
  for (const link of container.edges)
    if (!continuation.has(link.source)) continuation.set(link.source, link.target);
  return { incoming, continuation };
}

/** The items with every predecessor before its successors, else in container order. */
function topologicalOrder(items: readonly string[], incoming: Map<string, LocalEdge[]>): string[] {
  const order: string[] = [];
  const entered = new Set<string>();
  const done = new Set<string>();
  for (const root of items) {
    const stack = [root];
    while (stack.length > 0) {
      const item = stack.at(-1) as string;
      if (!entered.has(item)) {
        entered.add(item);
        const before = incoming.get(item) ?? [];
        for (let index = before.length - 1; index >= 0; index--) {
          const source = (before[index] as LocalEdge).source;
          if (!entered.has(source)) stack.push(source);
        }
        continue;
      }
      stack.pop();
      if (!done.has(item)) {
        done.add(item);
        order.push(item);
      }
    }
  }
  return order;
}

function normalised(boxes: Map<string, DagBox>): PlacedContainer {
  let left = Number.POSITIVE_INFINITY;
  let right = 0;
  let bottom = 0;
  for (const box of boxes.values()) left = Math.min(left, box.x);
  if (boxes.size === 0) return { boxes, size: { width: 0, height: 0 } };
  for (const [id, box] of boxes) {
    const moved = { x: box.x - left, y: box.y, width: box.width, height: box.height };
    boxes.set(id, moved);
    right = Math.max(right, moved.x + moved.width);
    bottom = Math.max(bottom, moved.y + moved.height);
  }
  return { boxes, size: { width: right, height: bottom } };
}

/**
 * Places a container's items in layers running downwards: each item below all its
 * predecessors; the item a predecessor's flow continues into centred so that the edge between
 * them runs straight down, any other (a subagent's box, a second branch) to the right of its
 * first predecessor; each moved on, down or right, until it keeps its gaps to all placed so far.
 */
export function placeContainer(container: Container, context: ContainerContext): PlacedContainer {
  const { incoming, continuation } = linksOf(container);
  const boxes = new Map<string, DagBox>();
  const space = new FreeSpace(context.gaps);
  for (const item of topologicalOrder(container.items, incoming)) {
    const { width, height } = context.sizes.get(item) ?? { width: 0, height: 0 };
    const before = (incoming.get(item) ?? []).filter((link) => boxes.has(link.source));
    let top = 0;
    for (const link of before) {
      const source = boxes.get(link.source) as DagBox;
      top = Math.max(top, source.y + source.height + context.gaps.along);
    }
    const straight = before.find((link) => continuation.get(link.source) === item);
    let box: DagBox;
    if (straight) {
      const source = boxes.get(straight.source) as DagBox;
      const from = source.x + context.centreWithin(straight.edge.source, straight.source);
      const x = from - context.centreWithin(straight.edge.target, item);
      box = space.settle({ x, y: top, width, height }, "along");
    } else {
      const source = before[0] ? boxes.get(before[0].source) : undefined;
      const x = source ? source.x + source.width + context.gaps.across : 0;
      box = space.settle({ x, y: top, width, height }, "across");
    }
    boxes.set(item, box);
    space.add(box);
  }
  return normalised(boxes);
}
