import type { Node } from "../Node.js";
import type { ViewNode } from "./ViewNode.js";

const previous = new WeakMap<Node, ViewNode>();

function shallowEqual(a: object, b: object): boolean {
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every(
    (key) => (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key],
  );
}

function sameBranches(a: ViewNode, b: ViewNode): boolean {
  if (a.branches.length !== b.branches.length) return false;
  return a.branches.every((branch, index) => {
    const other = b.branches[index] as readonly ViewNode[];
    return (
      branch.length === other.length && branch.every((node, position) => node === other[position])
    );
  });
}

function sameView(a: ViewNode, b: ViewNode, compareBranches: boolean): boolean {
  return (
    a.id === b.id &&
    a.runId === b.runId &&
    a.agentId === b.agentId &&
    a.role === b.role &&
    a.status === b.status &&
    (compareBranches ? sameBranches(a, b) : a.branches.length === 0 && b.branches.length === 0) &&
    a.nodeIds.length === b.nodeIds.length &&
    a.nodeIds.every((id, index) => id === b.nodeIds[index]) &&
    (a.alternatives === b.alternatives ||
      (a.alternatives !== undefined &&
        b.alternatives !== undefined &&
        shallowEqual(a.alternatives, b.alternatives))) &&
    shallowEqual(a.content, b.content)
  );
}

/**
 * Returns the view built last time from the same first node when it shows the same thing,
 * so a run that changed still keeps the identity of its views that did not.
 * @internal
 */
export function reuseView(first: Node | undefined, built: ViewNode): ViewNode {
  if (!first) return built;
  const earlier = previous.get(first);
  if (earlier && sameView(earlier, built, false)) return earlier;
  previous.set(first, built);
  return built;
}

const previousNested = new WeakMap<Node, ViewNode>();

/**
 * Like `reuseView` for views with branches, once their branch lists are filled: the earlier
 * object is kept when every branch holds the same views.
 * @internal
 */
export function reuseNested(first: Node | undefined, built: ViewNode): ViewNode {
  if (!first || built.branches.length === 0) return built;
  const earlier = previousNested.get(first);
  if (earlier && earlier !== built && sameView(earlier, built, true)) return earlier;
  previousNested.set(first, built);
  return built;
}
