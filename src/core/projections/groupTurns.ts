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
  const turn: Turn = {
    id: first.id,
    role: first.role,
    runId: first.runId,
    ...(first.agentId !== undefined && { agentId: first.agentId }),
    status: statusOf(parts),
    parts,
  };
  previous.set(first, turn);
  return turn;
}

/**
 * Groups consecutive view nodes of one run into turns; a turn whose parts are the same
 * objects as before is the same object as before.
 * @example
 * const turns = groupTurns(projectThread(graph));
 */
export function groupTurns(views: readonly ViewNode[]): Turn[] {
  const turns: Turn[] = [];
  let parts: ViewNode[] = [];
  for (const view of views) {
    const last = parts[0];
    if (last && (last.runId !== view.runId || last.role !== view.role)) {
      turns.push(turnOf(parts));
      parts = [];
    }
    parts.push(view);
  }
  if (parts.length > 0) turns.push(turnOf(parts));
  return turns;
}
