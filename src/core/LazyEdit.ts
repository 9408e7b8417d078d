import type { MapEdit, PersistentMap } from "./PersistentMap.js";

/**
 * A `MapEdit` opened only on the first write, so a draft that never writes a map keeps it
 * as it was and allocates nothing for it.
 * @internal
 */
export class LazyEdit<K, V> {
  readonly base: PersistentMap<K, V>;
  #edit: MapEdit<K, V> | undefined;

  constructor(base: PersistentMap<K, V>) {
    this.base = base;
  }

  /** Whether anything was written. */
  get written(): boolean {
    return this.#edit !== undefined;
  }

  get(key: K): V | undefined {
    return this.#edit ? this.#edit.get(key) : this.base.get(key);
  }

  has(key: K): boolean {
    return this.#edit ? this.#edit.has(key) : this.base.has(key);
  }

  set(key: K, value: V): void {
    this.#edit ??= this.base.edit();
    this.#edit.set(key, value);
  }

  commit(): PersistentMap<K, V> {
    return this.#edit ? this.#edit.commit() : this.base;
  }

  rollback(): void {
    this.#edit?.rollback();
  }
}
