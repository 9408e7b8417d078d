const counts = new Intl.NumberFormat("en-US");

/**
 * A count with thousands separators, always in `en-US` so that server and client render,
 * and screenshots, agree whatever the user's locale.
 * @internal
 */
export function formatCount(count: number): string {
  return counts.format(count);
}
