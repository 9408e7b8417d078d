import type { Node } from "../../graph/Node.js";
import type { GraphView } from "../GraphView.js";

/**
 * Whether, in collapsed mode, `node` folds into the unit that began with `unit`: usage always
 * does; text into text and reasoning into reasoning. A discarded node folds into nothing and
 * nothing folds into it, so that it shows as discarded.
 */
function foldsInto(unit: Node, node: Node): boolean {
  if (unit.discarded || node.discarded) return false;
  if (node.kind === "usage") return true;
  return (node.kind === "text" || node.kind === "reasoning") && node.kind === unit.kind;
}

/**
 * Where each DAG node of a run begins among the run's graph nodes: every node in full mode;
 * in collapsed mode a node folds into the one before it (see `foldsInto`), so the first node
 * of a run always begins one.
 * @internal
 */
export function unitStarts(sources: readonly Node[], collapsed: boolean): number[] {
  const starts: number[] = [];
  let unit: Node | undefined;
  for (let index = 0; index < sources.length; index++) {
    const node = sources[index] as Node;
    if (collapsed && unit !== undefined && foldsInto(unit, node)) continue;
    starts.push(index);
    unit = node;
  }
  return starts;
}

/**
 * The id of the collapsed DAG node that `node` folds into, read from its run. Only edges of
 * hand-made graphs need it: the reducer only links into the first node of another run.
 * @internal
 */
export function collapsedIdOf(view: GraphView, node: Node): string {
  let unit: Node | undefined;
  for (const id of view.nodesOf(node.runId)) {
    const current = view.node(id);
    if (!current) continue;
    if (unit === undefined || !foldsInto(unit, current)) unit = current;
    if (id === node.id) return unit.id;
  }
  return node.id;
}
