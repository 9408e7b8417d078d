/** Marks a key that a version does not hold. @internal */
export const ABSENT: unique symbol = Symbol("absent");

/** A value, or `ABSENT`. @internal */
export type Slot<V> = V | typeof ABSENT;

/** Reads on an old state walk at most this many later states before copying it out. */
const WALK_LIMIT = 32;

/** The slot of `key` in a `Map` whose values are never `undefined`. */
function slotOf<K, V>(data: Map<K, V>, key: K): Slot<V> {
  const value = data.get(key);
  return value === undefined ? ABSENT : value;
}

/**
 * Undo entries beyond the first: a flat array of keys and slots while there are few, a `Map`
 * once there are many (a batch of events writes thousands of keys in one change).
 * @internal
 */
export type UndoMore<K, V> = unknown[] | Map<K, Slot<V>>;

/** The entries of an `UndoMore`. @internal */
export function* entriesOf<K, V>(more: UndoMore<K, V> | undefined): Generator<[K, Slot<V>]> {
  if (more instanceof Map) {
    yield* more;
    return;
  }
  if (more) {
    for (let index = 0; index < more.length; index += 2)
      yield [more[index] as K, more[index + 1] as Slot<V>];
  }
}

/**
 * One state of a persistent map, after Baker's persistent arrays: the newest state owns one
 * mutable `Map`; retiring a state hands the `Map` to a newer one and leaves the old state
 * holding only the values it needs to undo that change. Old states stay correct and are
 * garbage once unreferenced, because nothing newer points back at them.
 * @internal
 */
export class MapState<K, V> {
  #data: Map<K, V> | undefined;
  #next: MapState<K, V> | undefined;
  #undoKey: K | undefined;
  #undoValue: Slot<V> = ABSENT;
  // Further undo entries of a change that wrote several keys (see `UndoMore`).
  #undoMore: UndoMore<K, V> | undefined;
  #size: number;

  constructor(data: Map<K, V>) {
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

  /** Hands this state's `Map` to `next` and keeps what undoes the change. */
  retire(
    next: MapState<K, V>,
    undoKey: K,
    undoValue: Slot<V>,
    more: UndoMore<K, V> | undefined,
    size: number,
  ): void {
    this.#data = undefined;
    this.#next = next;
    this.#undoKey = undoKey;
    this.#undoValue = undoValue;
    this.#undoMore = more;
    this.#size = size;
  }

  /**
   * The state after setting `key` to `value`, taking this state's `Map` (copied out of newer
   * states first if needed) and retiring this state; `previous`, when given, is what `key`
   * holds now (saving a look-up).
   */
  with(key: K, value: V, previous?: Slot<V>): MapState<K, V> {
    const data = this.own();
    const size = data.size;
    const undo = previous === undefined ? slotOf(data, key) : previous;
    data.set(key, value);
    const next = new MapState(data);
    this.retire(next, key, undo, undefined, size);
    return next;
  }

  #undoSlot(key: K): Slot<V> | undefined {
    if (this.#undoKey === key) return this.#undoValue;
    const more = this.#undoMore;
    if (more instanceof Map) return more.get(key);
    if (more) {
      for (let index = 0; index < more.length; index += 2)
        if (more[index] === key) return more[index + 1] as Slot<V>;
    }
    return undefined;
  }

  #find(key: K): Slot<V> {
    let state: MapState<K, V> = this;
    for (let steps = 0; steps < WALK_LIMIT; steps++) {
      if (state.#data) return slotOf(state.#data, key);
      const slot = state.#undoSlot(key);
      if (slot !== undefined) return slot;
      state = state.#next as MapState<K, V>;
    }
    return slotOf(this.own(), key);
  }

  /**
   * Makes this state own a `Map` of its own contents, copying it out of newer states: Baker's
   * re-rooting, which a read of a state far behind the newest does once. It changes how the
   * state keeps its contents, never what any state holds.
   */
  own(): Map<K, V> {
    if (this.#data) return this.#data;
    const oldest = new Map<K, Slot<V>>();
    let state: MapState<K, V> = this;
    while (!state.#data) {
      if (!oldest.has(state.#undoKey as K)) oldest.set(state.#undoKey as K, state.#undoValue);
      for (const [key, slot] of entriesOf(state.#undoMore))
        if (!oldest.has(key)) oldest.set(key, slot);
      state = state.#next as MapState<K, V>;
    }
    const data = new Map(state.#data);
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
