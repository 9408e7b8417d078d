import type { Graph, GraphIndex, RunInfo } from "../graph/Graph.js";
import { indexedGraph } from "../graph/indexedGraph.js";
import type { Node, ToolCallNode } from "../graph/Node.js";
import { nodeIds } from "../graph/nodeIds.js";
import type { ViewStatus } from "./ViewNode.js";

const NONE: readonly string[] = Object.freeze([]);
const NO_RUNS: ReadonlySet<string> = new Set();
const ERROR_SUFFIX = ":error";

/**
 * Read access to a graph and its index for projections; graphs of plain maps are copied
 * into an indexed graph once.
 * @internal
 */
export class GraphView {
  readonly graph: Graph;
  readonly index: GraphIndex;
  /** Whether the graph was made of plain maps elsewhere and copied. */
  readonly adopted: boolean;
  /** Set by a sweep: the runs with an error node. */
  #failedRuns: Set<string> | undefined;

  constructor(input: Graph) {
    const graph = indexedGraph(input);
    this.graph = graph;
    this.index = graph.index;
    this.adopted = graph !== input;
  }

  /**
   * Visits every node once, in arrival order: a fraction of the cost of looking each up by
   * id. Learns on the way which runs failed, for later questions.
   */
  sweep(visit: (node: Node) => void): void {
    const failedRuns = new Set<string>();
    // One array, instead of an iterator result object per node.
    const nodes = Array.from(this.graph.nodes.values());
    for (let index = 0; index < nodes.length; index++) {
      const node = nodes[index] as Node;
      if (node.kind === "error" && node.id.endsWith(ERROR_SUFFIX))
        failedRuns.add(node.id.slice(0, -ERROR_SUFFIX.length));
      visit(node);
    }
    this.#failedRuns = failedRuns;
  }

  /** The runs with an error node, as the last sweep found them. */
  failedRuns(): ReadonlySet<string> {
    return this.#failedRuns ?? NO_RUNS;
  }

  node(id: string): Node | undefined {
    return this.graph.nodes.get(id);
  }

  /** The node with this id if it is a tool call. */
  callOf(toolCallId: string): ToolCallNode | undefined {
    const node = this.graph.nodes.get(toolCallId);
    return node?.kind === "tool_call" ? node : undefined;
  }

  run(runId: string): RunInfo | undefined {
    return this.graph.runs.get(runId);
  }

  nodesOf(runId: string): readonly string[] {
    return this.index.nodesOf(runId);
  }

  attachmentsOf(toolCallId: string): readonly string[] {
    return this.index.attachmentsOf(toolCallId);
  }

  /**
   * The runs whose first node hangs from `nodeId`, in arrival order. `next`, the node after it
   * in its run, saves the look-ups for the usual node whose only edge leads there.
   */
  childRunsOf(nodeId: string, runId: string, next?: string): readonly string[] {
    const targets = this.index.targetsOf(nodeId);
    if (targets.length === 0 || (targets.length === 1 && targets[0] === next)) return NONE;
    const children: string[] = [];
    for (const target of targets) {
      const child = this.graph.nodes.get(target);
      if (
        child &&
        child.runId !== runId &&
        this.graph.runs.get(child.runId)?.firstNodeId === target
      ) {
        children.push(child.runId);
      }
    }
    return children;
  }

  /** The run this run hangs from, if its parent node has arrived in another run and linked it. */
  parentRun(run: RunInfo): RunInfo | undefined {
    if (run.parentId === undefined) return undefined;
    const parent = this.graph.nodes.get(run.parentId);
    if (!parent || parent.runId === run.runId) return undefined;
    if (!this.childRunsOf(parent.id, parent.runId).includes(run.runId)) return undefined;
    return this.graph.runs.get(parent.runId);
  }

  /**
   * Whether a run is shown at the top level: it hangs from no parent, or its parents lead
   * back to it (nodes that arrive late can close a loop of runs without a loop of edges); of
   * a loop, the run that began without its parent and has the smallest id is the root.
   */
  isRoot(run: RunInfo): boolean {
    if (!this.parentRun(run)) return true;
    const loop = [run.runId];
    const seen = new Set(loop);
    for (let parent = this.parentRun(run); parent; parent = this.parentRun(parent)) {
      if (parent.runId === run.runId) {
        const began = this.index.rootRunIds();
        return loop.filter((runId) => began.includes(runId)).sort()[0] === run.runId;
      }
      if (seen.has(parent.runId)) return false;
      seen.add(parent.runId);
      loop.push(parent.runId);
    }
    return false;
  }

  /** The top-level runs in order of their first node. */
  roots(): string[] {
    const roots: string[] = [];
    for (const runId of this.index.rootRunIds()) {
      const run = this.graph.runs.get(runId);
      if (run && this.isRoot(run)) roots.push(runId);
    }
    return roots;
  }

  ended(runId: string): boolean {
    return this.graph.runs.get(runId)?.ended === true;
  }

  /** Whether the run has an error node (a node of another kind with that id does not count). */
  failed(runId: string): boolean {
    if (this.#failedRuns) return this.#failedRuns.has(runId);
    return this.graph.nodes.get(nodeIds.error(runId))?.kind === "error";
  }

  status(runId: string): ViewStatus {
    if (this.failed(runId)) return "error";
    return this.ended(runId) ? "complete" : "streaming";
  }
}
