import type { Diagnostic, Graph, RunInfo } from "../Graph.js";
import type { Node, ReasoningNode, TextNode } from "../Node.js";
import { runAtVersion } from "../runInfo.js";
import type { EdgeMap } from "./EdgeMap.js";
import type { IndexParts } from "./IndexParts.js";
import { ABSENT } from "./MapState.js";
import type { PersistentMap } from "./PersistentMap.js";

/** A text or reasoning node, the kind a stream appends to. @internal */
export type StreamNode = TextNode | ReasoningNode;

/**
 * A graph made by this package. A stream chunk (or a fuller input for a call) changes one
 * node and its run's version: both maps take it as a hot entry (see `PersistentMap.replace`),
 * so a chunk costs a node, a run info and a graph, not a `Map` write. Not frozen (freezing
 * costs more than the rest of a streaming append); nothing in it changes after it is made,
 * and reading it writes nothing.
 * @internal
 */
export class GraphParts implements Graph {
  readonly nodes: PersistentMap<string, Node>;
  readonly edges: EdgeMap;
  readonly lastNodeByRunId: PersistentMap<string, string>;
  readonly runs: PersistentMap<string, RunInfo>;
  readonly diagnostics: readonly Diagnostic[];
  readonly highestSeq: number | undefined;
  readonly version: number;
  readonly index: IndexParts;

  constructor(
    nodes: PersistentMap<string, Node>,
    edges: EdgeMap,
    lastNodeByRunId: PersistentMap<string, string>,
    runs: PersistentMap<string, RunInfo>,
    diagnostics: readonly Diagnostic[],
    highestSeq: number | undefined,
    version: number,
    index: IndexParts,
  ) {
    this.nodes = nodes;
    this.edges = edges;
    this.lastNodeByRunId = lastNodeByRunId;
    this.runs = runs;
    this.diagnostics = diagnostics;
    this.highestSeq = highestSeq;
    this.version = version;
    this.index = index;
  }

  /** The node at `id`. */
  node(id: string): Node | undefined {
    return this.nodes.get(id);
  }

  /** The run `runId`. */
  run(runId: string): RunInfo | undefined {
    return this.runs.get(runId);
  }

  /** `nodes` with `node`, which it does not hold, added. */
  nodesWith(node: Node): PersistentMap<string, Node> {
    return this.nodes.with(node.id, node, ABSENT);
  }

  /** `runs` with `run` in place of `previous`, the run as `run(runId)` gave it. */
  runsWith(run: RunInfo, previous: RunInfo): PersistentMap<string, RunInfo> {
    return this.runs.with(run.runId, run, previous);
  }

  /**
   * The graph after an event replaced `node` (which this graph holds: a chunk its text, a call
   * its input) in the ongoing run `run` (as `run(runId)` gave it), at the next version.
   */
  streamed(node: Node, run: RunInfo, highestSeq: number | undefined): GraphParts {
    const version = this.version + 1;
    return new GraphParts(
      this.nodes.replace(node.id, node),
      this.edges,
      this.lastNodeByRunId,
      this.runs.replace(run.runId, runAtVersion(run, version)),
      this.diagnostics,
      highestSeq,
      version,
      this.index,
    );
  }
}
