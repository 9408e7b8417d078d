import type { GraphView } from "../GraphView.js";
import type { DagEdge, DagNode, ProjectedDag } from "./DagNode.js";
import { DagPlaces } from "./DagPlaces.js";
import { buildDagRun, type DagRunPart } from "./dagRun.js";

/** A projected DAG with the per-run parts it was laid out from, kept to advance it. @internal */
export interface DagAssembly {
  version: number;
  readonly collapsed: boolean;
  /** Run ids in order of their first node, as `Graph.runs` holds them. */
  readonly order: string[];
  readonly positions: Map<string, number>;
  readonly parts: Map<string, DagRunPart>;
  /** Run id → the runs whose groups sit directly inside its group. */
  readonly contained: Map<string, string[]>;
  /** The runs at which loops of containers are cut (see `DagPlaces`). */
  readonly cuts: Set<string>;
  /** Where each run's nodes and edges begin in the result, by position in `order`. */
  readonly nodeStarts: number[];
  readonly edgeStarts: number[];
  /**
   * The nodes and edges of every run, changed in place as the assembly advances; the result
   * holds frozen copies, so that what callers are given is never read back.
   */
  readonly nodeList: DagNode[];
  readonly edgeList: DagEdge[];
  result: ProjectedDag;
}

/** Notes that `runId` is shown inside a tool call or fork of `holder`. @internal */
export function contain(assembly: DagAssembly, runId: string, holder: string | undefined): void {
  if (holder === undefined) return;
  const list = assembly.contained.get(holder);
  if (list) list.push(runId);
  else assembly.contained.set(holder, [runId]);
}

/** Forgets that `runId` was shown inside `holder`. @internal */
export function release(assembly: DagAssembly, runId: string, holder: string | undefined): void {
  const list = holder === undefined ? undefined : assembly.contained.get(holder);
  const index = list ? list.indexOf(runId) : -1;
  if (list && index >= 0) list.splice(index, 1);
}

/**
 * Appends the nodes and edges of the runs from position `from` on to lists that hold those of
 * the runs before it, recording where each begins.
 * @internal
 */
export function layOut(
  assembly: DagAssembly,
  from: number,
  into: { readonly nodes: DagNode[]; readonly edges: DagEdge[] },
): void {
  assembly.nodeStarts.length = from;
  assembly.edgeStarts.length = from;
  for (let position = from; position < assembly.order.length; position++) {
    const part = assembly.parts.get(assembly.order[position] as string) as DagRunPart;
    assembly.nodeStarts.push(into.nodes.length);
    assembly.edgeStarts.push(into.edges.length);
    for (const node of part.nodes) into.nodes.push(node);
    for (const edge of part.edges) into.edges.push(edge);
  }
}

function sharedStart<T>(a: readonly T[] | undefined, b: readonly T[]): number {
  let index = 0;
  while (a && index < a.length && index < b.length && a[index] === b[index]) index++;
  return index;
}

/**
 * The new node and edge lists: the assembly's own lists are laid out again in place from the
 * first run that changed, and each is copied once, frozen, unless it shows the same as before.
 * @internal
 */
export function relaid(
  assembly: DagAssembly,
  first: number,
  before: DagRunPart | undefined,
): Pick<ProjectedDag, "nodes" | "edges"> {
  const prior = assembly.result;
  const { nodeList, edgeList } = assembly;
  const part = assembly.parts.get(assembly.order[first] as string) as DagRunPart;
  const nodeStart = assembly.nodeStarts[first] ?? nodeList.length;
  const edgeStart = assembly.edgeStarts[first] ?? edgeList.length;
  nodeList.length = nodeStart;
  edgeList.length = edgeStart;
  layOut(assembly, first, { nodes: nodeList, edges: edgeList });
  const keptNodes = sharedStart(before?.nodes, part.nodes);
  const keptEdges = sharedStart(before?.edges, part.edges);
  return {
    nodes: shownList(prior.nodes, nodeList, nodeStart + keptNodes),
    edges: shownList(prior.edges, edgeList, edgeStart + keptEdges),
  };
}

/** `prior` when `list` holds just what it did, the first `kept` items unchanged; else a frozen copy. */
function shownList<T>(prior: readonly T[], list: readonly T[], kept: number): readonly T[] {
  if (kept === prior.length && list.length === prior.length) return prior;
  return Object.freeze(list.slice());
}

/** Projects every run of the graph afresh. @internal */
export function assembleDag(view: GraphView, collapsed: boolean): DagAssembly {
  const runs = [...view.graph.runs.values()];
  const order = runs.map((run) => run.runId);
  const assembly: DagAssembly = {
    version: view.graph.version,
    collapsed,
    order,
    positions: new Map(),
    parts: new Map(),
    contained: new Map(),
    cuts: new Set(),
    nodeStarts: [],
    edgeStarts: [],
    nodeList: [],
    edgeList: [],
    result: { nodes: [], edges: [], groups: [] },
  };
  const places = new DagPlaces(view, () => undefined, assembly.cuts);
  for (const { runId } of runs) places.placeOf(runId);
  const groups = runs.map((run, position) => {
    const { runId } = run;
    const place = { ...places.placeOf(runId), collapsed };
    const part = buildDagRun(view, run, place, undefined);
    assembly.positions.set(runId, position);
    assembly.parts.set(runId, part);
    contain(assembly, runId, part.containerRunId);
    return part.group;
  });
  layOut(assembly, 0, { nodes: assembly.nodeList, edges: assembly.edgeList });
  assembly.result = {
    nodes: Object.freeze(assembly.nodeList.slice()),
    edges: Object.freeze(assembly.edgeList.slice()),
    groups,
  };
  return assembly;
}
