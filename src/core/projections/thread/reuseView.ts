import type { ViewNode } from "../ViewNode.js";

function shallowEqual(a: object, b: object): boolean {
  if (a === b) return true;
  // for…in over plain objects of a few shapes uses V8's enum caches: no key arrays per call.
  let count = 0;
  for (const key in a) {
    if (!Object.hasOwn(b, key)) return false;
    if ((a as Record<string, unknown>)[key] !== (b as Record<string, unknown>)[key]) return false;
    count++;
  }
  for (const _ in b) count--;
  return count === 0;
}

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false;
  return true;
}

function sameBranches(a: ViewNode, b: ViewNode): boolean {
  if (a.branches.length !== b.branches.length) return false;
  for (let index = 0; index < a.branches.length; index++) {
    if (
      !sameList(a.branches[index] as readonly ViewNode[], b.branches[index] as readonly ViewNode[])
    )
      return false;
  }
  return true;
}

function sameView(a: ViewNode, b: ViewNode): boolean {
  return (
    a.id === b.id &&
    a.runId === b.runId &&
    a.agentId === b.agentId &&
    a.role === b.role &&
    a.status === b.status &&
    sameBranches(a, b) &&
    sameList(a.nodeIds, b.nodeIds) &&
    (a.alternatives === b.alternatives ||
      (a.alternatives !== undefined &&
        b.alternatives !== undefined &&
        shallowEqual(a.alternatives, b.alternatives))) &&
    shallowEqual(a.content, b.content)
  );
}

/**
 * Returns `earlier`, a view from a previous build of the same run, when `built` shows the
 * same thing (branches compared view by view), so unchanged views keep their identity.
 * @internal
 */
export function reuseView(earlier: ViewNode | undefined, built: ViewNode): ViewNode {
  return earlier !== undefined && earlier !== built && sameView(earlier, built) ? earlier : built;
}

/** How far ahead of the last match `EarlierViews` looks before it indexes the whole list. */
const LOOK_AHEAD = 4;

/**
 * The views of a run's previous build by id. Views come back mostly in the same order, so
 * it looks just past the last match before it falls back to a map of all of them.
 * @internal
 */
export class EarlierViews {
  readonly #views: readonly ViewNode[];
  #next = 0;
  #byId: Map<string, ViewNode> | undefined;

  constructor(views: readonly ViewNode[]) {
    this.#views = views;
  }

  find(id: string): ViewNode | undefined {
    const views = this.#views;
    const end = Math.min(views.length, this.#next + LOOK_AHEAD);
    for (let index = this.#next; index < end; index++) {
      if ((views[index] as ViewNode).id === id) {
        this.#next = index + 1;
        return views[index];
      }
    }
    if (!this.#byId) {
      this.#byId = new Map();
      for (const view of views) this.#byId.set(view.id, view);
    }
    return this.#byId.get(id);
  }
}
