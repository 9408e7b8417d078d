import { backoffDelay, DEFAULT_RETRY, type RetryOptions } from "./backoffDelay.js";
import type { ConnectionFailure } from "./Connection.js";
import type { ConnectionControl } from "./runConnection.js";

/** How one connection attempt ended. */
export type AttemptOutcome =
  | { readonly kind: "finished" }
  | { readonly kind: "dropped"; readonly reason: string }
  | { readonly kind: "failed"; readonly failure: ConnectionFailure };

/** What one connection attempt can tell the reconnect loop. */
export interface AttemptContext {
  readonly signal: AbortSignal;
  /** The attempt is connected: the status becomes `open` and the backoff starts over. */
  opened(): void;
  /** The server set the base reconnect delay (the `retry:` field of Server-Sent Events). */
  setBaseDelay(delayMs: number): void;
}

function wait(delayMs: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(finish, delayMs);
    function finish(): void {
      clearTimeout(timer);
      signal.removeEventListener("abort", finish);
      resolve();
    }
    signal.addEventListener("abort", finish, { once: true });
  });
}

/**
 * Runs connection attempts until one finishes or fails for good, waiting with exponential
 * backoff and jitter after each dropped one.
 * @internal
 * @example
 * return runConnection(store, { name: "feed" }, (control) =>
 *   keepConnected(control, { initialDelayMs: 500 }, (attempt) => connectOnce(attempt)),
 * );
 */
export async function keepConnected(
  control: ConnectionControl,
  retry: RetryOptions | undefined,
  attempt: (context: AttemptContext) => Promise<AttemptOutcome>,
): Promise<ConnectionFailure | undefined> {
  const maxAttempts = retry?.maxAttempts ?? DEFAULT_RETRY.maxAttempts;
  const delays = {
    baseDelayMs: retry?.initialDelayMs ?? DEFAULT_RETRY.initialDelayMs,
    maxDelayMs: retry?.maxDelayMs ?? DEFAULT_RETRY.maxDelayMs,
  };
  let failures = 0;
  const context: AttemptContext = {
    signal: control.signal,
    opened() {
      failures = 0;
      control.setStatus("open");
    },
    setBaseDelay(delayMs) {
      delays.baseDelayMs = delayMs;
    },
  };
  for (;;) {
    const outcome = await attempt(context);
    if (control.signal.aborted || outcome.kind === "finished") return undefined;
    if (outcome.kind === "failed") return outcome.failure;
    failures += 1;
    if (failures > maxAttempts)
      return { message: `gave up after ${maxAttempts} reconnect attempts: ${outcome.reason}` };
    control.setStatus("reconnecting");
    await wait(backoffDelay(failures, delays), control.signal);
    if (control.signal.aborted) return undefined;
  }
}
