import type { ViewNode } from "../../core/projections/ViewNode.js";

/**
 * The runs of every fork in a thread, by fork id, in alternative order: each alternative's
 * first view node says its fork and index, whether it is followed or sits in a branch.
 * @internal
 */
export function alternativeRuns(
  nodes: readonly ViewNode[],
): ReadonlyMap<string, readonly string[]> {
  const forks = new Map<string, string[]>();
  const stack: (readonly ViewNode[])[] = [nodes];
  for (let list = stack.pop(); list; list = stack.pop()) {
    for (const node of list) {
      const place = node.alternatives;
      if (place) {
        const runs = forks.get(place.forkId) ?? [];
        runs[place.index] = node.runId;
        forks.set(place.forkId, runs);
      }
      for (const branch of node.branches) stack.push(branch);
    }
  }
  return forks;
}
