import type { DagBox, DagSize } from "./DagLayout.js";
import type { FramePadding } from "./framePadding.js";
import { TOP } from "./ItemTree.js";

interface MutableBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

function intersects(a: DagBox, b: DagBox): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * Boxes of nodes and groups, each in its container, in a frame where layers run downwards.
 * Items are only added and boxes only grow, so earlier places never move.
 */
export class BoxTree {
  private readonly boxes = new Map<string, MutableBox>();
  private readonly containers = new Map<string, string>();
  private readonly items = new Map<string, string[]>();

  constructor(private readonly padding: FramePadding) {}

  add(id: string, container: string, box: DagBox): void {
    this.boxes.set(id, { x: box.x, y: box.y, width: box.width, height: box.height });
    this.containers.set(id, container);
    const siblings = this.items.get(container);
    if (siblings) siblings.push(id);
    else this.items.set(container, [id]);
  }

  box(id: string): DagBox | undefined {
    return this.boxes.get(id);
  }

  /** Widens or lengthens a box to at least `size`; says whether it changed. */
  growTo(id: string, size: DagSize): boolean {
    const box = this.boxes.get(id);
    if (!box || (box.width >= size.width && box.height >= size.height)) return false;
    box.width = Math.max(box.width, size.width);
    box.height = Math.max(box.height, size.height);
    return true;
  }

  /** The top-left corner of a container's contents. */
  contentStart(container: string): { readonly x: number; readonly y: number } {
    const box = this.boxes.get(container);
    if (!box) return { x: 0, y: 0 };
    return { x: box.x + this.padding.left, y: box.y + this.padding.top };
  }

  /** Where an item appended to `container` begins: `gap` below its lowest item. */
  nextTop(container: string, gap: number): number {
    let bottom: number | undefined;
    for (const id of this.items.get(container) ?? []) {
      const box = this.boxes.get(id);
      if (box) bottom = Math.max(bottom ?? box.y + box.height, box.y + box.height);
    }
    return bottom === undefined ? this.contentStart(container).y : bottom + gap;
  }

  /** Grows the containers around `id` until each holds its contents with padding; returns them. */
  fit(id: string): string[] {
    const grown: string[] = [];
    let inner = this.boxes.get(id);
    let container = this.containers.get(id);
    while (inner && container !== undefined) {
      const outer = this.boxes.get(container);
      if (!outer) break;
      const right = inner.x + inner.width + this.padding.right;
      const bottom = inner.y + inner.height + this.padding.bottom;
      if (right <= outer.x + outer.width && bottom <= outer.y + outer.height) break;
      outer.width = Math.max(outer.width, right - outer.x);
      outer.height = Math.max(outer.height, bottom - outer.y);
      grown.push(container);
      inner = outer;
      container = this.containers.get(container);
    }
    return grown;
  }

  /** Whether the box of `id` overlaps another item of its container. */
  overlapsSibling(id: string): boolean {
    const box = this.boxes.get(id);
    const container = this.containers.get(id);
    if (!box || container === undefined) return false;
    return (this.items.get(container) ?? []).some((other) => {
      const otherBox = other === id ? undefined : this.boxes.get(other);
      return otherBox !== undefined && intersects(box, otherBox);
    });
  }

  /**
   * The outermost box around `target` (or `target` itself) that does not hold `source`: where
   * an edge from `source` enters `target`'s part of the picture.
   */
  entryOf(target: string, source: string): string {
    const aroundSource = new Set<string>();
    for (let at = this.containers.get(source); at !== undefined; at = this.containers.get(at))
      aroundSource.add(at);
    let entry = target;
    for (let at = this.containers.get(target); at !== undefined && !aroundSource.has(at); ) {
      entry = at;
      at = this.containers.get(at);
    }
    return entry;
  }

  /** The container that holds `id` directly. */
  containerOf(id: string): string | undefined {
    return this.containers.get(id);
  }

  /** The items `container` holds directly. */
  itemsOf(container: string): readonly string[] {
    return this.items.get(container) ?? [];
  }

  /** The item of `container` that is `id` or holds it, if any. */
  holderIn(container: string, id: string): string | undefined {
    for (let at: string | undefined = id; at !== undefined; at = this.containers.get(at))
      if (this.containers.get(at) === container) return at;
    return undefined;
  }

  /** The size of everything at the top level, from the origin. */
  extent(): DagSize {
    let width = 0;
    let height = 0;
    for (const id of this.items.get(TOP) ?? []) {
      const box = this.boxes.get(id);
      if (box) {
        width = Math.max(width, box.x + box.width);
        height = Math.max(height, box.y + box.height);
      }
    }
    return { width, height };
  }
}
