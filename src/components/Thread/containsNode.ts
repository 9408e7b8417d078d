import type { ViewNode } from "../../core/projections/ViewNode.js";

/**
 * Whether `id` names one of `nodes` (or a graph node one of them shows), at any depth of
 * their branches; iterative, so deep nesting cannot overflow the stack.
 * @internal
 */
export function containsNode(nodes: readonly ViewNode[], id: string | undefined): boolean {
  if (id === undefined) return false;
  const stack: (readonly ViewNode[])[] = [nodes];
  for (let list = stack.pop(); list; list = stack.pop()) {
    for (const node of list) {
      if (node.id === id || node.nodeIds.includes(id)) return true;
      for (const branch of node.branches) stack.push(branch);
    }
  }
  return false;
}
