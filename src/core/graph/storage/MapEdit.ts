import { ABSENT, entriesOf, MapState, type Slot, type UndoMore } from "./MapState.js";
import { PersistentMap } from "./PersistentMap.js";

/**
 * A transaction on a version of a `PersistentMap`: writes go straight into its state's `Map`
 * while the first old value of every key is remembered, so `commit` can retire that state to
 * an undo record and `rollback` can restore it. Values are never `undefined`.
 * @internal
 */
export class MapEdit<K, V> {
  #base: PersistentMap<K, V> | undefined;
  // Taken from the base on the first write, so an edit that only reads costs nothing.
  #state: MapState<K, V> | undefined;
  #data: Map<K, V> | undefined;
  #baseSize = 0;
  #recorded = false;
  #firstKey: K | undefined;
  #firstValue: Slot<V> = ABSENT;
  #more: UndoMore<K, V> | undefined;
  // The last key read and what it held: writing it next needs no second look-up.
  #readKey: K | undefined;
  #readValue: V | undefined;

  constructor(base?: PersistentMap<K, V>) {
    this.#base = base;
  }

  /** Starts a new transaction on `base`, dropping everything about the last one. */
  reset(base: PersistentMap<K, V>): void {
    this.#base = base;
    this.#state = undefined;
    this.#data = undefined;
    this.#baseSize = 0;
    this.#recorded = false;
    this.#firstKey = undefined;
    this.#firstValue = ABSENT;
    this.#more = undefined;
    this.#readKey = undefined;
    this.#readValue = undefined;
  }

  /** Whether anything was written. */
  get written(): boolean {
    return this.#data !== undefined;
  }

  get(key: K): V | undefined {
    const value = this.#data ? this.#data.get(key) : (this.#base as PersistentMap<K, V>).get(key);
    this.#readKey = key;
    this.#readValue = value;
    return value;
  }

  has(key: K): boolean {
    return this.get(key) !== undefined;
  }

  set(key: K, value: V): void {
    const data = this.#data ?? this.#open();
    if (!this.#remembered(key)) {
      const slot = this.#readKey === key ? this.#readValue : data.get(key);
      this.#remember(key, slot === undefined ? ABSENT : slot);
    }
    data.set(key, value);
    this.#readKey = key;
    this.#readValue = value;
  }

  /** Sets a key that the caller knows the base does not hold. */
  add(key: K, value: V): void {
    const data = this.#data ?? this.#open();
    if (!this.#remembered(key)) this.#remember(key, ABSENT);
    data.set(key, value);
    this.#readKey = key;
    this.#readValue = value;
  }

  /** Returns the new version, or the base itself when nothing was written. */
  commit(): PersistentMap<K, V> {
    if (!this.#data) return this.#base as PersistentMap<K, V>;
    const next = new MapState(this.#data);
    const base = this.#state as MapState<K, V>;
    base.retire(next, this.#firstKey as K, this.#firstValue, this.#more, this.#baseSize);
    return new PersistentMap(next);
  }

  /** Undoes every write, leaving the base exactly as it was. */
  rollback(): void {
    const data = this.#data;
    if (!data) return;
    restore(data, this.#firstKey as K, this.#firstValue);
    for (const [key, slot] of entriesOf(this.#more)) restore(data, key, slot);
  }

  /** Takes the base state's `Map`, with the base's hot entries written in as the first writes. */
  #open(): Map<K, V> {
    const base = this.#base as PersistentMap<K, V>;
    const state = base.state;
    const data = state.own();
    this.#state = state;
    this.#data = data;
    this.#baseSize = data.size;
    // A hot key reads differently from the base than from its state: forget what was read.
    const readKey = this.#readKey;
    const readValue = this.#readValue;
    this.#readKey = undefined;
    base.writeHot(this);
    if (!this.#remembered(readKey as K)) {
      this.#readKey = readKey;
      this.#readValue = readValue;
    }
    return data;
  }

  #remembered(key: K): boolean {
    if (!this.#recorded) return false;
    if (this.#firstKey === key) return true;
    const more = this.#more;
    if (more instanceof Map) return more.has(key);
    if (more) {
      for (let index = 0; index < more.length; index += 2) if (more[index] === key) return true;
    }
    return false;
  }

  #remember(key: K, slot: Slot<V>): void {
    if (!this.#recorded) {
      this.#recorded = true;
      this.#firstKey = key;
      this.#firstValue = slot;
      return;
    }
    const more = this.#more;
    if (more instanceof Map) more.set(key, slot);
    else if (!more) this.#more = [key, slot];
    else if (more.length < FEW) more.push(key, slot);
    else this.#more = new Map([...entriesOf<K, V>(more), [key, slot]]);
  }
}

/** How many undo entries (times two) stay in a flat array before they move to a `Map`. */
const FEW = 16;

function restore<K, V>(data: Map<K, V>, key: K, slot: Slot<V>): void {
  if (slot === ABSENT) data.delete(key);
  else data.set(key, slot);
}
