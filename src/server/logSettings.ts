import type { EventLogOptions } from "./EventLog.js";

/** The options of a log with every default filled in. @internal */
export interface LogSettings {
  readonly keepFinishedMs: number;
  readonly keepIdleMs: number;
  readonly maxEvents: number;
  readonly maxBufferedEvents: number;
  /** How many events one read of a catch-up takes. */
  readonly pageSize: number;
}

function positive(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (Number.isSafeInteger(value) && value > 0) return value;
  throw new RangeError(`${name}: expected a whole number above 0, got ${String(value)}`);
}

/** Checks a log's options and fills in the defaults. @internal */
export function logSettings(options: EventLogOptions = {}): LogSettings {
  return {
    keepFinishedMs: positive("keepFinishedMs", options.keepFinishedMs, 600_000),
    keepIdleMs: positive("keepIdleMs", options.keepIdleMs, 86_400_000),
    maxEvents: positive("maxEvents", options.maxEvents, Number.MAX_SAFE_INTEGER),
    maxBufferedEvents: positive("maxBufferedEvents", options.maxBufferedEvents, 1000),
    pageSize: 1000,
  };
}
