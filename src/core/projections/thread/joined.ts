/**
 * `head[0, at)` followed by `tail` in a new array, allocated once at its final length and
 * copied in bulk: growing a sliced array by pushes would copy the long head twice (and a list
 * of ten thousand views lives in the large-object space, where every allocation costs).
 * @internal
 */
export function joined<T>(head: readonly T[], at: number, tail: readonly T[]): T[] {
  const length = at + tail.length;
  // The head's items past `at` are overwritten by the tail; those past the end are dropped.
  const result =
    length > head.length ? head.concat(tail.slice(head.length - at)) : head.slice(0, length);
  const overlap = Math.min(tail.length, head.length - at);
  for (let index = 0; index < overlap; index++) result[at + index] = tail[index] as T;
  return result;
}
