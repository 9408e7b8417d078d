import type { Node } from "../../graph/Node.js";
import type { GraphView } from "../../projections/GraphView.js";
import { type HistoryKinds, RunTallies } from "./RunTallies.js";
import { RunTree } from "./RunTree.js";
import type { FlowStack, HistoryRuns } from "./walkHistoryRuns.js";

interface SweepStack extends FlowStack {
  readonly slot: number;
  readonly rest: SweepStack | undefined;
}

/**
 * Tallies every node in arrival order, which in a graph made by the reducer lists each run's
 * nodes in run order and each run's first node in creation order, and links each run when its
 * first node comes. False when the graph is not laid out so.
 */
function readNodes(view: GraphView, tree: RunTree, tallies: RunTallies): boolean {
  const { runs, runIds } = tree;
  let slot = -1;
  let runId: string | undefined;
  let created = -1;
  let previous: Node | undefined;
  let previousSlot = -1;
  for (const node of view.graph.nodes.values()) {
    if (node.runId !== runId) {
      const next = runs[created + 1];
      if (next !== undefined && next.runId === node.runId) {
        if (next.firstNodeId !== node.id) return false;
        slot = ++created;
        runIds[slot] = next.runId;
        tree.link(slot, previous, previousSlot);
      } else {
        const known = tree.slotOf(node.runId);
        if (known === undefined || known > created) return false;
        slot = known;
      }
      runId = node.runId;
    }
    tallies.add(slot, node);
    previous = node;
    previousSlot = slot;
  }
  return created === runs.length - 1;
}

/**
 * Visits the tree from its roots, depth first, as `walkHistoryRuns` would, keeping what was
 * left to visit at each run; a run with one fork goes on without a stack entry. Undefined on
 * a loop.
 */
function preorder(tree: RunTree, tallies: RunTallies): HistoryRuns | undefined {
  const runs: HistoryRuns = { runIds: [], ends: [], rests: [], built: [] };
  const push = (slot: number, rest: SweepStack | undefined): SweepStack => {
    return { slot, runId: tree.runIds[slot] as string, rest };
  };
  let rest: SweepStack | undefined;
  for (let index = tree.roots.length - 1; index >= 1; index--)
    rest = push(tree.roots[index] as number, rest);
  let slot = tree.roots[0] ?? -1;
  let total = 0;
  while (slot !== -1) {
    if (runs.runIds.length === tree.runs.length) return undefined;
    runs.runIds.push(tree.runIds[slot] as string);
    runs.rests.push(rest);
    total += tallies.take(slot);
    runs.ends.push(total);
    const several = tree.severalForks(slot);
    for (let index = (several?.length ?? 0) - 1; index >= 1; index--)
      rest = push(several?.[index] as number, rest);
    slot = several ? (several[0] as number) : tree.firstFork(slot);
    if (slot === -1 && rest) {
      slot = rest.slot;
      rest = rest.rest;
    }
  }
  return runs;
}

/**
 * The main flow's runs and message counts of a graph made by the reducer, from one pass over
 * its runs and nodes in arrival order: no per-node look-ups and no messages built. Undefined
 * when the graph is not laid out as the reducer lays it.
 * @internal
 */
export function sweepHistoryRuns(view: GraphView, kinds: HistoryKinds): HistoryRuns | undefined {
  const tree = new RunTree(view, [...view.graph.runs.values()]);
  const tallies = new RunTallies(tree.runs.length, kinds);
  if (!readNodes(view, tree, tallies)) return undefined;
  return preorder(tree, tallies);
}
