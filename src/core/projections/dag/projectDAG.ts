import type { Graph, GraphChanges } from "../../graph/Graph.js";
import { GraphView } from "../GraphView.js";
import { advanceDag } from "./advanceDag.js";
import type { ProjectedDag } from "./DagNode.js";
import { assembleDag, type DagAssembly } from "./dagAssembly.js";

/** Options of `projectDAG`. */
export interface ProjectDagOptions {
  /**
   * Fold streaming deltas and usage so big sessions stay readable. Within each run, in arrival
   * order: a `text` node followed by `text` nodes with only `usage` nodes between them becomes
   * one node (likewise `reasoning` with `reasoning`; text and reasoning never merge); every
   * `usage` node folds into the node kept just before it in its run, its tokens summed into
   * that node's `usage`, and disappears; a run's first node is always kept, so a run that
   * begins with usage keeps that usage node, carrying its own tokens and those folded into
   * it. A kept node has the id and kind of its first graph node, the label of its merged text,
   * and lists the ids folded into it in `folded`. Edges are rewired to the kept nodes at both
   * ends; self-edges and duplicates are dropped.
   * @default false
   */
  readonly collapsed?: boolean;
}

interface Assemblies {
  full?: DagAssembly;
  collapsed?: DagAssembly;
}

const NO_OPTIONS: ProjectDagOptions = {};
const caches = new WeakMap<GraphChanges, Assemblies>();

function cached(view: GraphView, earlier: DagAssembly | undefined): DagAssembly | undefined {
  const version = view.graph.version;
  if (!earlier || earlier.version > version) return undefined;
  if (earlier.version === version) return earlier;
  const changed = view.index.changes.runsChangedBetween(earlier.version, version);
  return changed && advanceDag(view, earlier, changed) ? earlier : undefined;
}

/**
 * The assembly's result, frozen: its node and edge lists are frozen copies already, its
 * groups list (rarely new) is frozen where it stands.
 */
function shown(assembly: DagAssembly): ProjectedDag {
  const { result } = assembly;
  if (!Object.isFrozen(result)) {
    Object.freeze(result.groups);
    Object.freeze(result);
  }
  return result;
}

/**
 * Projects the graph into the data of a DAG view: one node per graph node, typed edges
 * (`spawn` from a tool call into the run it started, `sequence` for the rest) and one group
 * per run, nested like the runs. Pure: the same graph and options give an equal result,
 * frozen, lists and items alike. Work from earlier projections of the same history is reused
 * per run, so one more event costs what it changed, and nodes, edges and groups of runs it
 * did not change keep their identity.
 * @example
 * const { nodes, edges, groups } = projectDAG(graph, { collapsed: graph.nodes.size > 2000 });
 */
export function projectDAG(graph: Graph, options: ProjectDagOptions = NO_OPTIONS): ProjectedDag {
  const view = new GraphView(graph);
  const collapsed = options.collapsed === true;
  const changes = view.index.changes;
  let assemblies = caches.get(changes);
  if (!assemblies) {
    assemblies = {};
    caches.set(changes, assemblies);
  }
  const earlier = collapsed ? assemblies.collapsed : assemblies.full;
  const reused = cached(view, earlier);
  if (reused) return shown(reused);
  const assembly = assembleDag(view, collapsed);
  if (!earlier || earlier.version <= assembly.version) {
    if (collapsed) assemblies.collapsed = assembly;
    else assemblies.full = assembly;
  }
  return shown(assembly);
}
