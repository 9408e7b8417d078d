import type { DagSessionKind } from "./dagSession.js";

/**
 * How the page lays the session out: `runs` is `layoutDag`'s engine (elkjs per run, cached,
 * one warm worker or the main thread); `builtin` and `elk` are the engines before issue 17
 * (bench/dag/baseline/), `elk` then with a fresh elkjs worker per layout.
 */
export type DagBenchEngine = "runs" | "builtin" | "elk";

/** Where the layout runs: a Web Worker, or the page's main thread. */
export type DagThread = "worker" | "main";

/** One measured layout. */
export interface DagLayoutRequest {
  readonly engine: DagBenchEngine;
  readonly thread: DagThread;
  /**
   * `full`: lay the DAG out with nothing cached; `cold`: the same in a worker created for it
   * (elkjs loaded and compiled first, as when a view mounts); `append`: the next node placed
   * in place on a finished layout, on the main thread; `settle`: the grown DAG laid out again
   * after a layout of the shorter one, what was laid out before still cached.
   */
  readonly mode: "full" | "cold" | "append" | "settle";
}

/** The session the page prepared. */
export interface PreparedDag {
  readonly kind: DagSessionKind;
  readonly events: number;
  readonly nodes: number;
  readonly groups: number;
  readonly edges: number;
  readonly appendedNodes: number;
}

/** What one timed layout cost on the page. */
export interface DagLayoutRun {
  /** From the call to the full layout on the main thread, in milliseconds. */
  readonly ms: number;
  /** From the call to the first picture (partial or full), in milliseconds. */
  readonly firstMs: number;
  readonly status: "ok" | "too_large";
  readonly placement: "full" | "incremental" | "partial" | "none";
  /** Main-thread tasks over 50 ms that overlapped the call, seen by a `longtask` observer. */
  readonly longTasks: number;
  readonly longestTaskMs: number;
  /** The longest stretch in which a zero-delay timer could not run (see mainThreadGaps.ts). */
  readonly longestGapMs: number;
  /** Overlapping siblings, boxes outside their group, stray spawn edges and slanted edges. */
  readonly problems: number;
}

/** What the DAG benchmark page puts on `window.threadlineDagBench`. */
export interface DagBenchApi {
  prepare(kind: DagSessionKind, nodes: number): PreparedDag;
  layout(request: DagLayoutRequest): Promise<DagLayoutRun>;
}

declare global {
  interface Window {
    threadlineDagBench?: DagBenchApi;
  }
}
