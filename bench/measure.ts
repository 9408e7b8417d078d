/** One timed run: wall-clock and process CPU time, in nanoseconds. */
export interface Sample {
  readonly wallNs: number;
  readonly cpuNs: number;
}

/**
 * Times `work` once. When `gc` is exposed it first runs a full collection and waits as long
 * again, so the collector's background sweeping does not land in the measurement; then it
 * runs `warm` untimed, because a full collection can throw optimised code away.
 */
export async function sample<T>(
  work: () => T,
  warm?: () => unknown,
): Promise<{ sample: Sample; result: T }> {
  await settle();
  warm?.();
  const cpuStart = process.cpuUsage();
  const wallStart = process.hrtime.bigint();
  const result = work();
  const wallNs = Number(process.hrtime.bigint() - wallStart);
  const cpu = process.cpuUsage(cpuStart);
  return { sample: { wallNs, cpuNs: (cpu.user + cpu.system) * 1000 }, result };
}

/** Collects garbage and waits for the collector's background work to finish. */
export async function settle(): Promise<void> {
  const started = performance.now();
  collectGarbage();
  const waitMs = Math.max(10, performance.now() - started);
  await new Promise((resolve) => setTimeout(resolve, waitMs));
}

/** The median of a non-empty list (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  if (sorted.length % 2 === 1) return sorted[middle] as number;
  return ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Whether `--expose-gc` is on, so heap figures can be taken after a full collection. */
export function canCollectGarbage(): boolean {
  return typeof globalThis.gc === "function";
}

/** Runs a full garbage collection (twice, so finalised objects go too) when possible. */
export function collectGarbage(): void {
  if (typeof globalThis.gc !== "function") return;
  globalThis.gc();
  globalThis.gc();
}

/**
 * Collects the young generation only: garbage a warm-up left goes, and, unlike a full
 * collection, compiled code stays.
 */
export function collectYoungGarbage(): void {
  if (typeof globalThis.gc !== "function") return;
  (globalThis.gc as (options: { type: "minor" }) => void)({ type: "minor" });
}

/** Summary of repeated samples, each of `folds` folds over `events` events. */
export interface Timing {
  readonly events: number;
  readonly folds: number;
  /** Wall-clock nanoseconds of each timed run. */
  readonly wallNs: readonly number[];
  /** Process CPU nanoseconds of each timed run (all threads, so GC helpers count too). */
  readonly cpuNs: readonly number[];
  /** Median wall-clock nanoseconds per event. */
  readonly nsPerEvent: number;
  /** Median process CPU nanoseconds per event. */
  readonly cpuNsPerEvent: number;
  /** Events per second at the median wall-clock time. */
  readonly eventsPerSecond: number;
}

/** Summarises samples, each of `folds` folds over `events` events. */
export function timing(events: number, samples: readonly Sample[], folds = 1): Timing {
  const wallNs = samples.map((item) => item.wallNs);
  const cpuNs = samples.map((item) => item.cpuNs);
  const nsPerEvent = median(wallNs) / (events * folds);
  return {
    events,
    folds,
    wallNs,
    cpuNs,
    nsPerEvent,
    cpuNsPerEvent: median(cpuNs) / (events * folds),
    eventsPerSecond: 1e9 / nsPerEvent,
  };
}
