import type { DagDirection, PlacedDagNode } from "../../layout/DagLayout.js";
import type { DagNodeIndex } from "./DagNodeIndex.js";

/** Which way an arrow key moves on screen. */
export type DagMove = "up" | "down" | "left" | "right";

const AXES: Record<DagMove, { readonly x: number; readonly y: number }> = {
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
};

/** The arrow keys and the move each makes. */
export const ARROW_MOVES: Readonly<Record<string, DagMove>> = {
  ArrowUp: "up",
  ArrowDown: "down",
  ArrowLeft: "left",
  ArrowRight: "right",
};

/** The move along the layout's edges, and back against them. */
const FORWARD: Record<DagDirection, DagMove> = { DOWN: "down", RIGHT: "right" };
const BACKWARD: Record<DagDirection, DagMove> = { DOWN: "up", RIGHT: "left" };

/** The nodes joined to `id` by an edge and its siblings (the other targets of its sources). */
function around(index: DagNodeIndex, id: string): Set<string> {
  const nodes = new Set([
    ...(index.successors.get(id) ?? []),
    ...(index.predecessors.get(id) ?? []),
  ]);
  for (const source of index.predecessors.get(id) ?? [])
    for (const sibling of index.successors.get(source) ?? [])
      if (sibling !== id) nodes.add(sibling);
  return nodes;
}

/**
 * Of `candidates`, the nearest lying the way of the move, centre to centre, sideways distance
 * counting double; with `anyWay`, when none lies that way, the nearest of the rest.
 */
function nearest(
  index: DagNodeIndex,
  from: PlacedDagNode,
  candidates: Iterable<string>,
  move: DagMove,
  anyWay: boolean,
): string | undefined {
  const axis = AXES[move];
  let best: string | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const to = index.nodes.get(candidate);
    if (!to) continue;
    const dx = to.x + to.width / 2 - (from.x + from.width / 2);
    const dy = to.y + to.height / 2 - (from.y + from.height / 2);
    const along = dx * axis.x + dy * axis.y;
    if (along <= 0 && !anyWay) continue;
    const score =
      (along > 0 ? 0 : WRONG_WAY) + Math.abs(along) + 2 * Math.abs(dx * axis.y + dy * axis.x);
    if (score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

const WRONG_WAY = 1e9;

/**
 * The node an arrow key moves to from `id`. Along the layout (down in a `DOWN` layout) it
 * follows an outgoing edge, against it an incoming one, to the nearest such node that way
 * (any, if none lies that way); across it, the nearest node that way among those joined to
 * it and its siblings (parallel subagents, say). `undefined` when there is none.
 */
export function nextDagNode(index: DagNodeIndex, id: string, move: DagMove): string | undefined {
  const from = index.nodes.get(id);
  if (!from) return undefined;
  if (move === FORWARD[index.direction])
    return nearest(index, from, index.successors.get(id) ?? [], move, true);
  if (move === BACKWARD[index.direction])
    return nearest(index, from, index.predecessors.get(id) ?? [], move, true);
  return nearest(index, from, around(index, id), move, false);
}
