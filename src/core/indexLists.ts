import type { EdgeList } from "./EdgeMap.js";

/** The read and write side of a map being edited. @internal */
export interface Writable<K, V> {
  get(key: K): V | undefined;
  has(key: K): boolean;
  set(key: K, value: V): void;
}

/** Appends `item` to the list under `key`, sharing the list's array with older versions. @internal */
export function appendTo(map: Writable<string, EdgeList>, key: string, item: string): void {
  const list = map.get(key);
  if (!list) {
    map.set(key, { items: [item], length: 1 });
    return;
  }
  // Share the array unless a later version already extended it or a user froze it.
  const shared = list.items.length === list.length && !Object.isFrozen(list.items);
  const items = shared ? list.items : list.items.slice(0, list.length);
  items.push(item);
  map.set(key, { items, length: list.length + 1 });
}

/** The items of the list under `key`; valid until the list is next appended to. @internal */
export function itemsOf(
  map: { get(key: string): EdgeList | undefined },
  key: string,
): readonly string[] {
  const list = map.get(key);
  if (!list) return [];
  return list.items.length === list.length ? list.items : list.items.slice(0, list.length);
}
