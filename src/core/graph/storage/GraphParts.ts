import type { Diagnostic, Graph, RunInfo } from "../Graph.js";
import type { Node, ReasoningNode, TextNode } from "../Node.js";
import { runAtVersion } from "../runInfo.js";
import type { EdgeMap } from "./EdgeMap.js";
import { GRAPH_INDEX, type GraphIndex } from "./GraphIndex.js";
import { ABSENT } from "./MapState.js";
import type { PersistentMap } from "./PersistentMap.js";

/** A text or reasoning node, the kind a stream appends to. @internal */
export type StreamNode = TextNode | ReasoningNode;

/**
 * A graph made by this package. A stream chunk (or a fuller input for a call) changes one
 * node and its run's version, so the graph after it keeps that node and run beside the maps of
 * the graph before, and puts them into `nodes` and `runs` only when those are read: a chunk
 * costs a node and a graph, not two map versions and a run info. Not frozen (freezing costs
 * more than the rest of a streaming append); its content never changes.
 * @internal
 */
export class GraphParts implements Graph {
  readonly edges: EdgeMap;
  readonly lastNodeByRunId: PersistentMap<string, string>;
  readonly diagnostics: readonly Diagnostic[];
  readonly highestSeq: number | undefined;
  readonly version: number;
  readonly [GRAPH_INDEX]: GraphIndex;
  // The maps before the newest event's node and run, which are kept apart until read: the
  // node it replaced, and its run as `#runMap` holds it (with an older `version`). Reading
  // `nodes` or `runs` moves them into the maps, which changes no content.
  #nodeMap: PersistentMap<string, Node>;
  #runMap: PersistentMap<string, RunInfo>;
  #streamNode: Node | undefined;
  #streamRun: RunInfo | undefined;

  constructor(
    nodes: PersistentMap<string, Node>,
    edges: EdgeMap,
    lastNodeByRunId: PersistentMap<string, string>,
    runs: PersistentMap<string, RunInfo>,
    diagnostics: readonly Diagnostic[],
    highestSeq: number | undefined,
    version: number,
    index: GraphIndex,
    streamNode?: Node,
    streamRun?: RunInfo,
  ) {
    this.edges = edges;
    this.lastNodeByRunId = lastNodeByRunId;
    this.diagnostics = diagnostics;
    this.highestSeq = highestSeq;
    this.version = version;
    this[GRAPH_INDEX] = index;
    this.#nodeMap = nodes;
    this.#runMap = runs;
    this.#streamNode = streamNode;
    this.#streamRun = streamRun;
  }

  get nodes(): PersistentMap<string, Node> {
    const node = this.#streamNode;
    if (node !== undefined) {
      this.#nodeMap = this.#nodeMap.replace(node.id, node);
      this.#streamNode = undefined;
    }
    return this.#nodeMap;
  }

  get runs(): PersistentMap<string, RunInfo> {
    const run = this.#streamRun;
    if (run !== undefined) {
      this.#runMap = this.#runMap.replace(run.runId, runAtVersion(run, this.version));
      this.#streamRun = undefined;
    }
    return this.#runMap;
  }

  /** The node at `id`, read without building `nodes`. */
  node(id: string): Node | undefined {
    const node = this.#streamNode;
    return node !== undefined && node.id === id ? node : this.#nodeMap.get(id);
  }

  /** The run `runId`, perhaps with an older `version`, read without building `runs`. */
  run(runId: string): RunInfo | undefined {
    const run = this.#streamRun;
    return run !== undefined && run.runId === runId ? run : this.#runMap.get(runId);
  }

  /** `nodes` with `node`, which it does not hold, added. */
  nodesWith(node: Node): PersistentMap<string, Node> {
    return this.nodes.with(node.id, node, ABSENT);
  }

  /**
   * `runs` with `run` in place of `previous`, the run as `run(runId)` gave it: the stream's own
   * copy of that run, kept apart, need not go into the map first.
   */
  runsWith(run: RunInfo, previous: RunInfo): PersistentMap<string, RunInfo> {
    const stream = this.#streamRun;
    if (stream === undefined || stream.runId === run.runId)
      return this.#runMap.with(run.runId, run, previous);
    return this.runs.with(run.runId, run);
  }

  /**
   * The graph after an event replaced `node` (which this graph holds: a chunk its text, a call
   * its input) in the ongoing run `run` (as `run(runId)` gave it), at the next version. The
   * node and run that an earlier event kept apart go into the maps first.
   */
  streamed(node: Node, run: RunInfo, highestSeq: number | undefined): GraphParts {
    const previousNode = this.#streamNode;
    const previousRun = this.#streamRun;
    let nodes = this.#nodeMap;
    let runs = this.#runMap;
    if (previousNode !== undefined && previousNode.id !== node.id)
      nodes = nodes.replace(previousNode.id, previousNode);
    if (previousRun !== undefined && previousRun.runId !== run.runId)
      runs = runs.replace(previousRun.runId, runAtVersion(previousRun, this.version));
    return new GraphParts(
      nodes,
      this.edges,
      this.lastNodeByRunId,
      runs,
      this.diagnostics,
      highestSeq,
      this.version + 1,
      this[GRAPH_INDEX],
      node,
      run,
    );
  }
}
