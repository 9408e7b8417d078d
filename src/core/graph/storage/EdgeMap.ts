import { PersistentMap } from "./PersistentMap.js";

/**
 * The targets of one source at one version: `length` items of an append-only array that
 * later versions may share and extend, so adding an edge is O(1) whatever the fan-out.
 * @internal
 */
export interface EdgeList {
  readonly items: string[];
  readonly length: number;
}

// Kept apart from the lists, which a user may have frozen along with the graph.
const views = new WeakMap<EdgeList, readonly string[]>();

function viewOf(list: EdgeList): readonly string[] {
  let view = views.get(list);
  if (!view) {
    view = Object.freeze(list.items.slice(0, list.length));
    views.set(list, view);
  }
  return view;
}

/**
 * The graph's adjacency lists as a `ReadonlyMap<string, readonly string[]>`; each list a
 * user reads is a frozen copy made once per version.
 */
export class EdgeMap implements ReadonlyMap<string, readonly string[]> {
  /** @internal */
  readonly lists: PersistentMap<string, EdgeList>;

  /** @internal */
  constructor(lists: PersistentMap<string, EdgeList> = new PersistentMap()) {
    this.lists = lists;
  }

  get size(): number {
    return this.lists.size;
  }

  get(source: string): readonly string[] | undefined {
    const list = this.lists.get(source);
    return list && viewOf(list);
  }

  has(source: string): boolean {
    return this.lists.has(source);
  }

  forEach(
    callback: (
      targets: readonly string[],
      source: string,
      map: ReadonlyMap<string, readonly string[]>,
    ) => void,
    thisArg?: unknown,
  ): void {
    for (const [source, targets] of this) callback.call(thisArg, targets, source, this);
  }

  *entries(): MapIterator<[string, readonly string[]]> {
    for (const [source, list] of this.lists) yield [source, viewOf(list)];
  }

  keys(): MapIterator<string> {
    return this.lists.keys();
  }

  *values(): MapIterator<readonly string[]> {
    for (const list of this.lists.values()) yield viewOf(list);
  }

  [Symbol.iterator](): MapIterator<[string, readonly string[]]> {
    return this.entries();
  }

  get [Symbol.toStringTag](): string {
    return "EdgeMap";
  }
}
