import type { DagLayoutEngine } from "threadline/dag";
import type { DagSessionKind } from "./dagSession.js";

/**
 * Where the layout runs: the `elk` engine in a Web Worker from elkjs's worker file, or
 * anything on the page's main thread.
 */
export type DagThread = "worker" | "main";

/** One measured call of `layoutDag`. */
export interface DagLayoutRequest {
  readonly engine: DagLayoutEngine;
  readonly thread: DagThread;
  /** `full`: lay the DAG out from scratch; `append`: add the next node to a finished layout. */
  readonly mode: "full" | "append";
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

/** What one timed `layoutDag` call cost on the page. */
export interface DagLayoutRun {
  /** From the call to the resolved promise, in milliseconds. */
  readonly ms: number;
  readonly status: "ok" | "too_large";
  readonly placement: "full" | "incremental" | "none";
  /** Main-thread tasks over 50 ms that overlapped the call, seen by a `longtask` observer. */
  readonly longTasks: number;
  readonly longestTaskMs: number;
  /** The longest stretch in which a zero-delay timer could not run (see mainThreadGaps.ts). */
  readonly longestGapMs: number;
  /** Overlapping siblings, boxes outside their group and stray spawn edges in the result. */
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
