import { useRef } from "react";

function shallowEqual(a: object, b: object): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    if (!Object.hasOwn(b, key)) return false;
    const left = (a as Record<string, unknown>)[key];
    const right = (b as Record<string, unknown>)[key];
    if (left === right) continue;
    // One level further: a tools map written inline makes new definition objects each time.
    if (typeof left !== "object" || typeof right !== "object" || left === null || right === null)
      return false;
    if (!shallowEqual(left, right)) return false;
  }
  return true;
}

/**
 * `value`, or the one of an earlier render when it holds the same entries (two levels
 * deep): props written inline (`labels={{ … }}`, `tools={{ … }}`) then change nothing below,
 * where a new object each render would render every turn again on every token.
 * @internal
 */
export function useStableObject<T extends object | undefined>(value: T): T {
  const kept = useRef(value);
  const previous = kept.current;
  if (previous !== value && !(previous && value && shallowEqual(previous, value)))
    kept.current = value;
  return kept.current;
}
