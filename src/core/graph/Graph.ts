import type { Node } from "./Node.js";

/** Why an event was rejected, or what was odd about it. */
export type DiagnosticCode =
  | "invalid_event"
  | "invalid_graph"
  | "kind_conflict"
  | "unknown_relay"
  | "unknown_node"
  | "discarded"
  | "relay_already_resolved"
  | "edge_dropped"
  | "after_end"
  | "internal_error";

/** A note the reducer left about one event. */
export interface Diagnostic {
  readonly code: DiagnosticCode;
  readonly message: string;
  readonly eventType?: string;
  readonly nodeId?: string;
  readonly field?: string;
  readonly seq?: number;
}

/** What the graph knows about one run. */
export interface RunInfo {
  readonly runId: string;
  readonly agentId?: string | undefined;
  /** The `parentId` of the run's first node, whether or not that node exists yet. */
  readonly parentId?: string | undefined;
  readonly firstNodeId: string;
  /**
   * The node this run is shown inside, if any: the tool call that spawned it (or the run it
   * continues), or the fork node when it is one of several alternatives.
   */
  readonly containerId?: string | undefined;
  readonly nodeCount: number;
  readonly usageCount: number;
  /** The run's permission requests (`relay` nodes), decided or not: 0 lets a reader skip the run. */
  readonly relayCount: number;
  /** The run's `harness_end` has arrived. */
  readonly ended: boolean;
  /**
   * The graph `version` at which this run or its view last changed: its nodes, the results
   * and relays of its tool calls, its child runs, summaries over it. Runs shown inside it
   * (see `containerId`) have versions of their own.
   */
  readonly version: number;
}

/** The immutable conversation graph: every view is a projection of it. */
export interface Graph {
  readonly nodes: ReadonlyMap<string, Node>;
  /** Adjacency lists, source id → target ids; a source may be a parent that has not arrived. */
  readonly edges: ReadonlyMap<string, readonly string[]>;
  readonly lastNodeByRunId: ReadonlyMap<string, string>;
  readonly runs: ReadonlyMap<string, RunInfo>;
  /** The newest diagnostics, oldest first, at most `DIAGNOSTICS_LIMIT`. */
  readonly diagnostics: readonly Diagnostic[];
  /** The highest `seq` applied so far. */
  readonly highestSeq: number | undefined;
  /** Counts the changes to nodes, edges and runs; diagnostics and `highestSeq` do not count. */
  readonly version: number;
}
