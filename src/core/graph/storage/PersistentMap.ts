import { MapEdit } from "./MapEdit.js";
import { ABSENT, MapState, type Slot } from "./MapState.js";

/**
 * An immutable map with O(1) updates, of values that are never `undefined`. Its contents are a
 * `MapState` (see there: Baker's persistent arrays) with up to two of its keys overridden, the
 * hot entries. Replacing a hot key's value again, as a stream does many times over, makes a new
 * version over the same state without touching the `Map`, so every version before stays as it
 * was for free; a third key first writes the older hot entry into a new state. No method
 * changes the version it is called on: reads and iteration look through the hot entries.
 * Iteration is in insertion order, like `Map`.
 * @internal
 */
export class PersistentMap<K, V> implements ReadonlyMap<K, V> {
  readonly #state: MapState<K, V>;
  // Up to two keys the state already holds, with newer values, most recent first; a value is
  // ABSENT when its slot is empty. Two, so that two runs streaming side by side stay cheap.
  readonly #hotKey: K | undefined;
  readonly #hotValue: Slot<V>;
  readonly #warmKey: K | undefined;
  readonly #warmValue: Slot<V>;

  /** A map of `source`'s entries, or a version over a state with hot entries. */
  constructor(
    source: Map<K, V> | MapState<K, V> = new Map(),
    hotKey?: K,
    hotValue: Slot<V> = ABSENT,
    warmKey?: K,
    warmValue: Slot<V> = ABSENT,
  ) {
    this.#state = source instanceof MapState ? source : new MapState(source);
    this.#hotKey = hotKey;
    this.#hotValue = hotValue;
    this.#warmKey = warmKey;
    this.#warmValue = warmValue;
  }

  get size(): number {
    return this.#state.size;
  }

  get(key: K): V | undefined {
    if (this.#hotValue !== ABSENT) {
      if (this.#hotKey === key) return this.#hotValue;
      if (this.#warmValue !== ABSENT && this.#warmKey === key) return this.#warmValue;
    }
    return this.#state.get(key);
  }

  has(key: K): boolean {
    return this.#state.has(key);
  }

  /** Opens a transaction that updates the map in place until `commit` or `rollback`. */
  edit(): MapEdit<K, V> {
    return new MapEdit(this);
  }

  /**
   * The next version with `key`, which this version holds, set to `value`: O(1), and without
   * a `Map` write while the key is one of the two hot ones or a slot is free.
   */
  replace(key: K, value: V): PersistentMap<K, V> {
    if (this.#hotValue === ABSENT || this.#hotKey === key)
      return new PersistentMap(this.#state, key, value, this.#warmKey, this.#warmValue);
    if (this.#warmValue === ABSENT || this.#warmKey === key)
      return new PersistentMap(this.#state, key, value, this.#hotKey, this.#hotValue);
    // A third key: the warm entry goes into the next state, the hot one becomes warm.
    const state = this.#state.with(this.#warmKey as K, this.#warmValue);
    return new PersistentMap(state, key, value, this.#hotKey, this.#hotValue);
  }

  /**
   * The next version with `key` set to `value` (and the hot entries) written into the `Map` at
   * once: one new state, for an event that sets one key of a map. `previous`, when given, is
   * what `get(key)` answers now, or ABSENT (saving a look-up).
   */
  with(key: K, value: V, previous?: Slot<V>): PersistentMap<K, V> {
    if (this.#hotValue === ABSENT) return new PersistentMap(this.#state.with(key, value, previous));
    const edit = new MapEdit(this);
    if (previous === ABSENT) edit.add(key, value);
    else edit.set(key, value);
    return edit.commit();
  }

  /** Writes the hot entries into `edit`, the least recent first. @internal */
  writeHot(edit: MapEdit<K, V>): void {
    if (this.#warmValue !== ABSENT) edit.set(this.#warmKey as K, this.#warmValue);
    if (this.#hotValue !== ABSENT) edit.set(this.#hotKey as K, this.#hotValue);
  }

  /** This version's state, under the hot entries. @internal */
  get state(): MapState<K, V> {
    return this.#state;
  }

  forEach(callback: (value: V, key: K, map: ReadonlyMap<K, V>) => void, thisArg?: unknown): void {
    for (const [key, value] of this.entries()) callback.call(thisArg, value, key, this);
  }

  entries(): MapIterator<[K, V]> {
    const data = this.#state.own();
    return this.#hotValue === ABSENT ? data.entries() : this.#hotEntries(data);
  }

  keys(): MapIterator<K> {
    return this.#state.own().keys();
  }

  values(): MapIterator<V> {
    const data = this.#state.own();
    return this.#hotValue === ABSENT ? data.values() : this.#hotValues(data);
  }

  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries();
  }

  get [Symbol.toStringTag](): string {
    return "PersistentMap";
  }

  #hotEntries(data: Map<K, V>): MapIterator<[K, V]> {
    const entries = new Array<[K, V]>(data.size);
    let index = 0;
    data.forEach((value, key) => {
      entries[index++] = [key, this.#read(key, value)];
    });
    return entries.values();
  }

  #hotValues(data: Map<K, V>): MapIterator<V> {
    const values = new Array<V>(data.size);
    let index = 0;
    data.forEach((value, key) => {
      values[index++] = this.#read(key, value);
    });
    return values.values();
  }

  /** `value`, what the state holds at `key`, or the hot entry over it. */
  #read(key: K, value: V): V {
    if (key === this.#hotKey) return this.#hotValue as V;
    if (key === this.#warmKey && this.#warmValue !== ABSENT) return this.#warmValue;
    return value;
  }
}
