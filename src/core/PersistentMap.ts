const ABSENT: unique symbol = Symbol("absent");
type Slot<V> = V | typeof ABSENT;

/** Reads on an old version walk at most this many later versions before copying it out. */
const WALK_LIMIT = 32;

/**
 * An immutable map with O(1) updates, after Baker's persistent arrays: the newest version
 * owns one mutable `Map`; an update hands the `Map` to a new version and leaves the old one
 * holding only the values it needs to undo that update. Old versions stay correct and are
 * garbage once unreferenced, because nothing newer points back at them. Reading an old
 * version walks forward to the owner, or copies it out once the walk grows long; updating an
 * old version (branching) copies it first. Iteration is in insertion order, like `Map`.
 * @internal
 */
export class PersistentMap<K, V> implements ReadonlyMap<K, V> {
  #data: Map<K, V> | undefined;
  #next: PersistentMap<K, V> | undefined;
  #undoKey: K | undefined;
  #undoValue: Slot<V> = ABSENT;
  #undoMore: Map<K, Slot<V>> | undefined;
  #size: number;

  constructor(data: Map<K, V> = new Map()) {
    this.#data = data;
    this.#size = data.size;
  }

  get size(): number {
    return this.#data ? this.#data.size : this.#size;
  }

  get(key: K): V | undefined {
    if (this.#data) return this.#data.get(key);
    const slot = this.#find(key);
    return slot === ABSENT ? undefined : slot;
  }

  has(key: K): boolean {
    if (this.#data) return this.#data.has(key);
    return this.#find(key) !== ABSENT;
  }

  /** Opens a transaction that updates the map in place until `commit` or `rollback`. */
  edit(): MapEdit<K, V> {
    return new MapEdit(this);
  }

  /** The `Map` this version owns, copied out of newer versions first if needed. @internal */
  ownData(): Map<K, V> {
    return this.#own();
  }

  forEach(callback: (value: V, key: K, map: ReadonlyMap<K, V>) => void, thisArg?: unknown): void {
    for (const [key, value] of this.#own()) callback.call(thisArg, value, key, this);
  }

  entries(): MapIterator<[K, V]> {
    return this.#own().entries();
  }

  keys(): MapIterator<K> {
    return this.#own().keys();
  }

  values(): MapIterator<V> {
    return this.#own().values();
  }

  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries();
  }

  get [Symbol.toStringTag](): string {
    return "PersistentMap";
  }

  /**
   * The next version with `key`, whose value is now `current` (the caller just read it), set
   * to `value`: the one-write case of `edit()` without its bookkeeping, for the reducer's hot
   * path.
   */
  replace(key: K, current: V, value: V): PersistentMap<K, V> {
    const data = this.#own();
    data.set(key, value);
    const next = new PersistentMap(data);
    this.retire(next, key, current, undefined, data.size);
    return next;
  }

  /** Called by `MapEdit.commit`: this version gives its data to `next` and keeps the undo. */
  retire(
    next: PersistentMap<K, V>,
    undoKey: K,
    undoValue: Slot<V>,
    more: Map<K, Slot<V>> | undefined,
    size: number,
  ): void {
    this.#data = undefined;
    this.#next = next;
    this.#undoKey = undoKey;
    this.#undoValue = undoValue;
    this.#undoMore = more;
    this.#size = size;
  }

  #undoSlot(key: K): Slot<V> | undefined {
    if (this.#undoKey === key) return this.#undoValue;
    if (this.#undoMore?.has(key)) return this.#undoMore.get(key);
    return undefined;
  }

  #find(key: K): Slot<V> {
    let version: PersistentMap<K, V> = this;
    for (let steps = 0; steps < WALK_LIMIT; steps++) {
      if (version.#data) return version.#data.has(key) ? (version.#data.get(key) as V) : ABSENT;
      const slot = version.#undoSlot(key);
      if (slot !== undefined) return slot;
      version = version.#next as PersistentMap<K, V>;
    }
    const data = this.#own();
    return data.has(key) ? (data.get(key) as V) : ABSENT;
  }

  /** Makes this version own a `Map` of its own contents, copying it out of newer versions. */
  #own(): Map<K, V> {
    if (this.#data) return this.#data;
    const oldest = new Map<K, Slot<V>>();
    let version: PersistentMap<K, V> = this;
    while (!version.#data) {
      if (!oldest.has(version.#undoKey as K)) oldest.set(version.#undoKey as K, version.#undoValue);
      if (version.#undoMore) {
        for (const [key, slot] of version.#undoMore) if (!oldest.has(key)) oldest.set(key, slot);
      }
      version = version.#next as PersistentMap<K, V>;
    }
    const data = new Map(version.#data);
    // Keys absent here were appended later, so deleting them leaves insertion order intact.
    for (const [key, slot] of oldest) {
      if (slot === ABSENT) data.delete(key);
      else data.set(key, slot);
    }
    this.#data = data;
    this.#next = undefined;
    this.#undoMore = undefined;
    this.#undoKey = undefined;
    this.#undoValue = ABSENT;
    return data;
  }
}

/**
 * A transaction on the newest version of a `PersistentMap`: writes go straight into its
 * `Map` while the first old value of every key is remembered, so `commit` can retire the
 * base version to an undo record and `rollback` can restore it.
 * @internal
 */
export class MapEdit<K, V> {
  readonly #base: PersistentMap<K, V>;
  // Taken from the base on the first write, so an edit that only reads costs nothing.
  #data: Map<K, V> | undefined;
  #baseSize = 0;
  #firstKey: K | undefined;
  #firstValue: Slot<V> = ABSENT;
  #more: Map<K, Slot<V>> | undefined;

  constructor(base: PersistentMap<K, V>) {
    this.#base = base;
  }

  /** Whether anything was written. */
  get written(): boolean {
    return this.#data !== undefined;
  }

  get(key: K): V | undefined {
    return this.#data ? this.#data.get(key) : this.#base.get(key);
  }

  has(key: K): boolean {
    return this.#data ? this.#data.has(key) : this.#base.has(key);
  }

  set(key: K, value: V): void {
    const data = this.#remember(key);
    data.set(key, value);
  }

  /** Returns the new version, or the base itself when nothing was written. */
  commit(): PersistentMap<K, V> {
    if (!this.#data) return this.#base;
    const next = new PersistentMap(this.#data);
    this.#base.retire(next, this.#firstKey as K, this.#firstValue, this.#more, this.#baseSize);
    return next;
  }

  /** Undoes every write, leaving the base exactly as it was. */
  rollback(): void {
    const data = this.#data;
    if (!data) return;
    restore(data, this.#firstKey as K, this.#firstValue);
    if (this.#more) for (const [key, slot] of this.#more) restore(data, key, slot);
  }

  #remember(key: K): Map<K, V> {
    let data = this.#data;
    if (!data) {
      data = this.#base.ownData();
      this.#data = data;
      this.#baseSize = data.size;
      this.#firstKey = key;
      this.#firstValue = slotOf(data, key);
      return data;
    }
    if (this.#firstKey === key || this.#more?.has(key)) return data;
    this.#more ??= new Map();
    this.#more.set(key, slotOf(data, key));
    return data;
  }
}

function slotOf<K, V>(data: Map<K, V>, key: K): Slot<V> {
  return data.has(key) ? (data.get(key) as V) : ABSENT;
}

function restore<K, V>(data: Map<K, V>, key: K, slot: Slot<V>): void {
  if (slot === ABSENT) data.delete(key);
  else data.set(key, slot);
}
