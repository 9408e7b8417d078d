import {
  anyString,
  describeValue,
  nonEmptyString,
  tokenCount as tokenCountCheck,
} from "../core/graph/eventChecks.js";

/**
 * Checks the fields of provider chunks and reports what is wrong to the adapter's
 * `onProblem`, so that a malformed chunk is skipped and made visible instead of thrown.
 * @internal
 */
export class ChunkChecks {
  readonly #onProblem: ((message: string) => void) | undefined;

  constructor(onProblem: ((message: string) => void) | undefined) {
    this.#onProblem = onProblem;
  }

  /** Passes a problem to `onProblem`; a listener that throws is ignored. */
  problem(message: string): void {
    try {
      this.#onProblem?.(message);
    } catch {
      // A listener that throws must not stop the stream it listens to.
    }
  }

  /** Reports a field that is not what was expected; the chunk is skipped. */
  reject(field: string, expected: string, value: unknown): void {
    this.problem(`${field}: expected ${expected}, got ${describeValue(value)}; skipped`);
  }

  /** Whether `value` is an index (a non-negative integer); reports it when not. */
  expectIndex(field: string, value: unknown): value is number {
    if (Number.isInteger(value) && (value as number) >= 0) return true;
    this.reject(field, "a non-negative integer", value);
    return false;
  }

  /** Whether `value` is a string (non-empty when `nonEmpty`); reports it when not. */
  expectString(field: string, value: unknown, { nonEmpty = false } = {}): value is string {
    const check = nonEmpty ? nonEmptyString : anyString;
    if (check.accepts(value)) return true;
    this.reject(field, check.expected, value);
    return false;
  }
}

/** A token count from a provider: a non-negative finite number, else 0. @internal */
export function tokenCount(value: unknown): number {
  return tokenCountCheck.accepts(value) ? (value as number) : 0;
}

/** Whether a chunk's field holds an object (not null), so its own fields can be read. @internal */
export function isObject(value: unknown): value is object {
  return typeof value === "object" && value !== null;
}
