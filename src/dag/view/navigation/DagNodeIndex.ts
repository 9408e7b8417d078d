import type { DagDirection, DagLayout, PlacedDagNode } from "../../layout/DagLayout.js";

/** A layout's nodes by id, the edges around each, and which node shows each graph node id. */
export interface DagNodeIndex {
  readonly nodes: ReadonlyMap<string, PlacedDagNode>;
  readonly direction: DagDirection;
  /** The targets of each node's outgoing edges. */
  readonly successors: ReadonlyMap<string, readonly string[]>;
  /** The sources of each node's incoming edges. */
  readonly predecessors: ReadonlyMap<string, readonly string[]>;
  /** Node ids, and in collapsed mode the ids folded into them, to the id of the node shown. */
  readonly shownAs: ReadonlyMap<string, string>;
}

function link(lists: Map<string, string[]>, from: string, to: string): void {
  const list = lists.get(from);
  if (!list) lists.set(from, [to]);
  else if (!list.includes(to)) list.push(to);
}

/** Indexes a layout for keyboard moves and for finding the node a thread selection shows. */
export function indexDagNodes(layout: DagLayout): DagNodeIndex {
  const nodes = new Map(layout.nodes.map((node) => [node.id, node]));
  const shownAs = new Map<string, string>();
  for (const node of layout.nodes) {
    for (const folded of node.folded ?? []) shownAs.set(folded, node.id);
  }
  for (const node of layout.nodes) shownAs.set(node.id, node.id);
  const successors = new Map<string, string[]>();
  const predecessors = new Map<string, string[]>();
  for (const edge of layout.edges) {
    if (!nodes.has(edge.source) || !nodes.has(edge.target)) continue;
    link(successors, edge.source, edge.target);
    link(predecessors, edge.target, edge.source);
  }
  return { nodes, direction: layout.direction, successors, predecessors, shownAs };
}
