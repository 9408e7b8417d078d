/** How a source waits between reconnect attempts. */
export interface RetryOptions {
  /** The wait before the first reconnect; it doubles with each failed attempt. @default 1000 */
  readonly initialDelayMs?: number;
  /** The longest wait between attempts. @default 30000 */
  readonly maxDelayMs?: number;
  /**
   * Reconnect attempts in a row (without the connection opening in between) before the
   * connection gives up with an error; 0 never reconnects. @default Infinity
   */
  readonly maxAttempts?: number;
}

/**
 * The defaults of `RetryOptions`.
 * @internal
 */
export const DEFAULT_RETRY = {
  initialDelayMs: 1000,
  maxDelayMs: 30_000,
  maxAttempts: Number.POSITIVE_INFINITY,
} as const satisfies Required<RetryOptions>;

/**
 * The wait before reconnect attempt `attempt` (1 for the first): the base delay doubled per
 * earlier attempt, capped at `maxDelayMs`, then jittered down by up to half so that clients
 * dropped together do not come back together.
 * @internal
 * @example
 * backoffDelay(3, { baseDelayMs: 1000, maxDelayMs: 30_000 }); // between 2000 and 4000
 */
export function backoffDelay(
  attempt: number,
  delays: { readonly baseDelayMs: number; readonly maxDelayMs: number },
  random: () => number = Math.random,
): number {
  const exponent = Math.max(0, attempt - 1);
  const ceiling = Math.min(delays.maxDelayMs, delays.baseDelayMs * 2 ** exponent);
  return ceiling / 2 + (random() * ceiling) / 2;
}
