import type { ViewNode, ViewStatus } from "./ViewNode.js";

/** Consecutive view nodes of one run: what one chat bubble renders. */
export interface Turn {
  readonly id: string;
  readonly role: "user" | "assistant";
  readonly runId: string;
  readonly agentId?: string;
  readonly status: ViewStatus;
  readonly parts: readonly ViewNode[];
}

const previous = new WeakMap<ViewNode, Turn>();

function statusOf(parts: readonly ViewNode[]): ViewStatus {
  if (parts.some((part) => part.status === "error")) return "error";
  return parts.every((part) => part.status === "complete") ? "complete" : "streaming";
}

function turnOf(parts: ViewNode[]): Turn {
  const first = parts[0] as ViewNode;
  const earlier = previous.get(first);
  if (
    earlier &&
    earlier.parts.length === parts.length &&
    earlier.parts.every((part, index) => part === parts[index])
  ) {
    return earlier;
  }
  // Frozen: the next grouping hands the same turn out again.
  const turn: Turn = Object.freeze({
    id: first.id,
    role: first.role,
    runId: first.runId,
    ...(first.agentId !== undefined && { agentId: first.agentId }),
    status: statusOf(parts),
    parts: Object.freeze(parts),
  });
  previous.set(first, turn);
  return turn;
}

/** One grouping of a list of view nodes, kept under the list's first node for the next. */
interface Grouping {
  readonly views: readonly ViewNode[];
  readonly turns: readonly Turn[];
  /** Index in `views` of each turn's first part. */
  readonly starts: readonly number[];
}

const groupings = new WeakMap<ViewNode, Grouping>();

function commonPrefix(before: readonly ViewNode[], views: readonly ViewNode[]): number {
  const length = Math.min(before.length, views.length);
  let index = 0;
  while (index < length && before[index] === views[index]) index++;
  return index;
}

/** How many turns of `before` stay as they are: those that end, and whose successor starts, before `common`. */
function keptTurns(before: Grouping, common: number): number {
  let low = 0;
  let high = before.starts.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((before.starts[middle] as number) < common) low = middle + 1;
    else high = middle;
  }
  return Math.max(0, low - 1);
}

/**
 * Groups consecutive view nodes of one run into turns; a turn whose parts are the same
 * objects as before is the same object as before. Regrouping the next projection of the
 * same thread (found by its first node) compares node identities and rebuilds only from
 * the turn where the lists part, so one more token costs no allocation for the rest. Turns
 * are frozen, as they are handed out again.
 * @example
 * const turns = groupTurns(projectThread(graph));
 */
export function groupTurns(views: readonly ViewNode[]): Turn[] {
  const head = views[0];
  if (!head) return [];
  const before = groupings.get(head);
  const kept = before ? keptTurns(before, commonPrefix(before.views, views)) : 0;
  const turns = before ? before.turns.slice(0, kept) : [];
  const starts = before ? before.starts.slice(0, kept) : [];
  let start = before && kept > 0 ? (before.starts[kept] as number) : 0;
  while (start < views.length) {
    const first = views[start] as ViewNode;
    let end = start + 1;
    for (; end < views.length; end++) {
      const view = views[end] as ViewNode;
      if (view.runId !== first.runId || view.role !== first.role) break;
    }
    starts.push(start);
    turns.push(turnOf(views.slice(start, end)));
    start = end;
  }
  groupings.set(head, { views, turns, starts });
  return turns.slice();
}
