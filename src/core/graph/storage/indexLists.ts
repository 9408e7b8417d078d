import type { EdgeList } from "./EdgeMap.js";

/** The read and write side of a map being edited. @internal */
export interface Writable<K, V> {
  get(key: K): V | undefined;
  has(key: K): boolean;
  set(key: K, value: V): void;
}

/** `list` with `item` appended, sharing the list's array with older versions. @internal */
export function appended(list: EdgeList | undefined, item: string): EdgeList {
  if (!list) return { items: [item], length: 1 };
  // Share the array unless a later version already extended it or a user froze it.
  const shared = list.items.length === list.length && !Object.isFrozen(list.items);
  const items = shared ? list.items : list.items.slice(0, list.length);
  items.push(item);
  return { items, length: list.length + 1 };
}

/** Appends `item` to the list under `key`. @internal */
export function appendTo(map: Writable<string, EdgeList>, key: string, item: string): void {
  map.set(key, appended(map.get(key), item));
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
