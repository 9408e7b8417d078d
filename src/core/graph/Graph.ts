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

/**
 * The log of one line of history: the graphs reduced one from another share it, so a cache
 * kept for one of them can tell what changed by the next. Reducing from a graph that is not
 * the newest of its line starts a new log. It grows as its line does: `latestVersion` and
 * the answers about versions after it change when a newer graph is reduced; nothing else does.
 */
export interface GraphChanges {
  /** The `version` of the newest graph of this line so far. */
  readonly latestVersion: number;
  /**
   * The ids of the runs whose `RunInfo.version` moved after `version` up to `until` (both
   * versions of this line); `undefined` when the log cannot tell (it forgot that far back, or
   * `until` is past `latestVersion`). A new set each call.
   */
  runsChangedBetween(version: number, until: number): ReadonlySet<string> | undefined;
}

/**
 * Lookups over one graph that save projections a scan of every node. What it returns holds
 * what this graph holds and never changes, whatever is reduced from it later: a list of ids
 * is a new array on each call, the caller's to keep (an empty one is frozen and shared);
 * `summaryIds` and `rootRunIds` are frozen and shared.
 */
export interface GraphIndex {
  /** The ids of the run's nodes, in arrival order; empty for a run the graph does not hold. */
  nodesOf(runId: string): readonly string[];
  /** The ids of the results, progress and permission requests naming the call, in arrival order. */
  attachmentsOf(toolCallId: string): readonly string[];
  /**
   * The ids of the nodes whose parent is `nodeId`, in arrival order: `edges.get(nodeId)`
   * without the frozen copy that the map keeps for each list.
   */
  targetsOf(nodeId: string): readonly string[];
  /**
   * The ids of the summary nodes, in arrival order. A new array when a summary arrives or one
   * is discarded, else the same one as the graph before's, so a cache of what summaries
   * cover can key on it.
   */
  summaryIds(): readonly string[];
  /**
   * The runs whose first node arrived with no parent in the graph (it had none, or it had not
   * arrived), in arrival order; of a graph indexed from plain maps, where arrival is not
   * known, every run.
   */
  rootRunIds(): readonly string[];
  /** The change log of this graph's line of history, which caches of projections key on. */
  readonly changes: GraphChanges;
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
  /**
   * Lookups the reducer keeps beside the maps, on every graph it makes. A graph built by hand
   * from plain maps may leave it out: projections index such a graph themselves, once.
   */
  readonly index?: GraphIndex;
}
