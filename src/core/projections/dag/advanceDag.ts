import type { GraphView } from "../GraphView.js";
import type { ProjectedDag } from "./DagNode.js";
import { DagPlaces } from "./DagPlaces.js";
import { contain, type DagAssembly, relaid, release } from "./dagAssembly.js";
import { runTaskOf } from "./dagGroup.js";
import { buildDagRun, type DagRunPart } from "./dagRun.js";

/** The runs new since the assembly, in graph order; `undefined` when that cannot be told. */
function addedRuns(
  view: GraphView,
  assembly: DagAssembly,
  changed: ReadonlySet<string>,
): string[] | undefined {
  const count = view.graph.runs.size - assembly.order.length;
  if (count === 0) return [];
  const added = [...changed].filter((runId) => !assembly.parts.has(runId) && view.run(runId));
  if (added.length !== count) return undefined;
  if (count === 1) return added;
  // Several runs in one step: only the graph knows their order, at the cost of one pass over its runs.
  const fresh = new Set(added);
  return [...view.graph.runs.keys()].filter((runId) => fresh.has(runId));
}

/**
 * Places new runs, runs whose container changed and runs at which a loop was cut that no
 * longer should be, and everything those moves reach; updates which runs sit inside which.
 */
function placeMoved(
  view: GraphView,
  assembly: DagAssembly,
  changed: ReadonlySet<string>,
  added: readonly string[],
): DagPlaces {
  const { parts, cuts } = assembly;
  const moved = new Set<string>();
  const known = (runId: string) => (moved.has(runId) ? undefined : parts.get(runId));
  const places = new DagPlaces(view, known, cuts);
  for (const runId of cuts) {
    if (places.cutsLoop(runId)) continue;
    cuts.delete(runId);
    moved.add(runId);
  }
  for (const runId of changed) {
    const part = parts.get(runId);
    if (part && places.container(runId) !== part.containerRunId) moved.add(runId);
  }
  // A move can close a loop, which only a walk to the top finds; new runs come after, so such
  // a walk never stops at a run placed by trusting earlier placements.
  for (const runId of moved) places.placeOf(runId, false);
  for (const runId of added) {
    moved.add(runId);
    places.placeOf(runId);
  }
  for (const [runId, placement] of places.placements) {
    const before = parts.get(runId)?.containerRunId;
    if (placement.containerRunId === before && parts.has(runId)) continue;
    release(assembly, runId, before);
    contain(assembly, runId, placement.containerRunId);
  }
  places.propagate(assembly.contained);
  for (const runId of added) {
    assembly.positions.set(runId, assembly.order.length);
    assembly.order.push(runId);
  }
  return places;
}

interface Rebuilt {
  /** The first position whose nodes or edges changed, and the part it had before. */
  first: number;
  before: DagRunPart | undefined;
  /** Positions of runs placed before whose group changed. */
  readonly regrouped: number[];
}

/** Rebuilds the parts of `runIds`; says where the result starts to differ. */
function rebuild(
  view: GraphView,
  assembly: DagAssembly,
  places: DagPlaces,
  runIds: Iterable<string>,
): Rebuilt {
  const { parts, positions, collapsed } = assembly;
  const rebuilt: Rebuilt = { first: assembly.order.length, before: undefined, regrouped: [] };
  for (const runId of runIds) {
    const run = view.run(runId);
    const previous = parts.get(runId);
    const placement = places.placements.get(runId) ?? previous;
    if (!run || !placement) continue;
    const part = buildDagRun(view, run, { ...placement, collapsed }, previous);
    if (part === previous) continue;
    parts.set(runId, part);
    const position = positions.get(runId) as number;
    const moved = part.nodes !== previous?.nodes || part.edges !== previous.edges;
    if (moved && position < rebuilt.first) {
      rebuilt.first = position;
      rebuilt.before = previous;
    }
    if (previous && part.group !== previous.group) rebuilt.regrouped.push(position);
  }
  return rebuilt;
}

function regroup(
  assembly: DagAssembly,
  regrouped: readonly number[],
  added: readonly string[],
): ProjectedDag["groups"] {
  const prior = assembly.result.groups;
  if (regrouped.length === 0 && added.length === 0) return prior;
  const groups = prior.slice();
  const groupAt = (runId: string) => (assembly.parts.get(runId) as DagRunPart).group;
  for (const position of regrouped) groups[position] = groupAt(assembly.order[position] as string);
  for (const runId of added) groups.push(groupAt(runId));
  return groups;
}

/**
 * Brings an assembly up to the graph in place, rebuilding only the runs in `changed` and the
 * runs whose place those changes moved; returns false, untouched, when it cannot.
 * @internal
 */
export function advanceDag(
  view: GraphView,
  assembly: DagAssembly,
  changed: ReadonlySet<string>,
): boolean {
  const added = addedRuns(view, assembly, changed);
  if (!added) return false;
  const places = placeMoved(view, assembly, changed, added);
  const dirty = new Set([...changed, ...places.placements.keys()]);
  // A call's fuller input (a streamed call completing) changes the task of the runs it started,
  // which did not change themselves.
  for (const runId of changed) {
    for (const child of assembly.contained.get(runId) ?? []) {
      const part = assembly.parts.get(child);
      const run = view.run(child);
      if (part && run && part.group.task !== runTaskOf(view, run)) dirty.add(child);
    }
  }
  const { first, before, regrouped } = rebuild(view, assembly, places, dirty);
  const prior = assembly.result;
  const { nodes, edges } = first < assembly.order.length ? relaid(assembly, first, before) : prior;
  const groups = regroup(assembly, regrouped, added);
  if (nodes !== prior.nodes || edges !== prior.edges || groups !== prior.groups)
    assembly.result = { nodes, edges, groups };
  assembly.version = view.graph.version;
  return true;
}
