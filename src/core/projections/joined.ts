/**
 * `head[0, at)` followed by `tail` in a new array, copying the long head once: sliced to the
 * final length where it can be and overwritten, instead of sliced and then grown (a second
 * copy of the whole list).
 * @internal
 */
export function joined<T>(head: readonly T[], at: number, tail: readonly T[]): T[] {
  const length = at + tail.length;
  const result = head.slice(0, Math.min(length, head.length));
  for (let index = 0; index < tail.length; index++) {
    if (at + index < result.length) result[at + index] = tail[index] as T;
    else result.push(tail[index] as T);
  }
  return result;
}
