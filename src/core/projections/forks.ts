import type { RunInfo } from "../graph/Graph.js";
import type { Node } from "../graph/Node.js";
import type { GraphView } from "./GraphView.js";
import type { ViewAlternatives } from "./ViewNode.js";

/** Which alternative to follow at a fork: fork node id → run id. */
export type ActiveAlternatives = Readonly<Record<string, string>>;

/** The run followed at a fork: the one named in `active` if it is a child, else the first. */
export function followedRun(
  forkId: string,
  children: readonly string[],
  active: ActiveAlternatives | undefined,
): string {
  const chosen = active?.[forkId];
  return chosen !== undefined && children.includes(chosen) ? chosen : (children[0] as string);
}

/** Whether a node makes a view node of its own where it stands (a discarded one never does). */
export function makesView(view: GraphView, node: Node): boolean {
  if (node.discarded) return false;
  switch (node.kind) {
    case "text":
    case "reasoning":
    case "tool_call":
    case "user":
    case "error":
    case "summary":
      return true;
    case "relay":
      return view.callOf(node.toolCallId)?.discarded !== true;
    case "tool_result":
      return view.node(node.toolCallId)?.kind !== "tool_call";
    case "tool_progress":
    case "harness_start":
    case "harness_end":
    case "usage":
      return false;
    default:
      return node satisfies never;
  }
}

/** The fork a run is one alternative of, when its parent is not a tool call and has several child runs. */
export interface ForkPlace {
  readonly alternatives: ViewAlternatives;
  readonly siblings: readonly string[];
  /** The fork's run shows nothing up to the fork, so the followed run hosts the others. */
  readonly hostless: boolean;
}

function viewBefore(view: GraphView, fork: Node): boolean {
  for (const id of view.nodesOf(fork.runId)) {
    const node = view.node(id);
    if (node && makesView(view, node)) return true;
    if (id === fork.id) return false;
  }
  return false;
}

/** Where a run stands among the alternatives of its parent node, if it is one of several. */
export function forkPlaceOf(view: GraphView, runId: string): ForkPlace | undefined {
  const parentId = view.run(runId)?.parentId;
  const parent = parentId === undefined ? undefined : view.node(parentId);
  if (!parent || parent.kind === "tool_call" || parent.runId === runId) return undefined;
  const siblings = view.childRunsOf(parent.id, parent.runId);
  const index = siblings.indexOf(runId);
  if (siblings.length < 2 || index < 0) return undefined;
  return {
    alternatives: { forkId: parent.id, index, count: siblings.length },
    siblings,
    hostless: !viewBefore(view, parent),
  };
}

/** A node of a run, other than a tool call, that child runs hang from. */
export interface Fork {
  readonly nodeId: string;
  readonly children: readonly string[];
}

const forkMemo = new WeakMap<RunInfo, readonly Fork[]>();

/** The forks of a run in node order, reused while its `RunInfo` is the same. */
export function forksOf(view: GraphView, runId: string): readonly Fork[] {
  const run = view.run(runId);
  const cached = run && forkMemo.get(run);
  if (cached) return cached;
  const forks: Fork[] = [];
  const ids = view.nodesOf(runId);
  for (let position = 0; position < ids.length; position++) {
    const id = ids[position] as string;
    const children = view.childRunsOf(id, runId, ids[position + 1]);
    if (children.length === 0 || view.node(id)?.kind === "tool_call") continue;
    forks.push({ nodeId: id, children });
  }
  if (run) forkMemo.set(run, forks);
  return forks;
}
