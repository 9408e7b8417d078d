import type { GraphChanges } from "../../graph/Graph.js";
import type { GraphView } from "../../projections/GraphView.js";
import type { HistoryKinds } from "./RunTallies.js";
import { sweepHistoryRuns } from "./sweepHistoryRuns.js";
import { type HistoryRuns, positionsOf, stackOf, walkHistoryRuns } from "./walkHistoryRuns.js";

/** The flow last counted for the newest graph of a line of history, kept to resume from. */
interface KeptRuns {
  readonly runs: HistoryRuns;
  readonly key: string;
  readonly roots: readonly string[];
  version: number;
}

const kept = new WeakMap<GraphChanges, KeptRuns>();

/** The runs with no parent, where the main flow begins, in order of their first node. */
function flowRoots(view: GraphView): string[] {
  const roots: string[] = [];
  for (const runId of view.index.rootRunIds()) {
    const run = view.run(runId);
    if (run && run.parentId === undefined) roots.push(runId);
  }
  return roots;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/** Redoes the flow in place from the first of its runs that changed; false when that is not known. */
function resume(view: GraphView, cached: KeptRuns, kinds: HistoryKinds): boolean {
  const changed = view.index.changes.runsChangedBetween(cached.version, view.graph.version);
  if (!changed) return false;
  const { runs } = cached;
  const positions = positionsOf(runs);
  let first = runs.runIds.length;
  for (const runId of changed) first = Math.min(first, positions.get(runId) ?? first);
  if (first === runs.runIds.length) return true;
  const from = { runId: runs.runIds[first] as string, rest: runs.rests[first] };
  for (const dropped of runs.runIds.splice(first)) positions.delete(dropped);
  runs.ends.length = first;
  runs.rests.length = first;
  runs.built.length = Math.min(runs.built.length, first);
  if (runs.counted) runs.counted.tokens.length = Math.min(runs.counted.tokens.length, first);
  walkHistoryRuns(view, from, kinds, runs);
  return true;
}

/** The flow counted from scratch: one sweep of a graph made by the reducer, else a walk. */
function countRuns(
  view: GraphView,
  kinds: HistoryKinds,
  roots: readonly string[],
  ownGraph: boolean,
): HistoryRuns {
  const swept = ownGraph ? sweepHistoryRuns(view, kinds) : undefined;
  if (swept) return swept;
  const runs: HistoryRuns = { runIds: [], ends: [], rests: [], built: [] };
  walkHistoryRuns(view, stackOf(roots), kinds, runs);
  return runs;
}

/**
 * The main flow's runs with their history message counts. For the newest graph of a line of
 * history the result is kept, and the next call redoes only the flow from the first run that
 * changed. `ownGraph`: the view reads the graph it was given, not a copy of plain maps.
 * The result may change in place on a later call: read it before projecting again.
 * @internal
 */
export function historyRuns(view: GraphView, kinds: HistoryKinds, ownGraph: boolean): HistoryRuns {
  const key = `${kinds.text}|${kinds.tools}|${kinds.reasoning}`;
  const roots = flowRoots(view);
  const changes = view.index.changes;
  const version = view.graph.version;
  const head = version === changes.latestVersion;
  const cached = kept.get(changes);
  const reusable =
    head &&
    cached !== undefined &&
    cached.key === key &&
    cached.version <= version &&
    sameList(cached.roots, roots);
  if (reusable && resume(view, cached, kinds)) {
    cached.version = version;
    return cached.runs;
  }
  const runs = countRuns(view, kinds, roots, ownGraph);
  if (head) kept.set(changes, { runs, key, roots, version });
  return runs;
}
