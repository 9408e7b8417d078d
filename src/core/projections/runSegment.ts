import type { Node } from "../Node.js";
import type { ProgressAccumulator } from "./accumulators.js";
import { type ActiveAlternatives, followedRun, forkPlaceOf } from "./forks.js";
import type { GraphView } from "./GraphView.js";
import { reuseView } from "./reuseView.js";
import { toolCallContent } from "./toolCallContent.js";
import type { ViewContent, ViewNode, ViewStatus } from "./ViewNode.js";

/** A flat list still to be filled with the views of a run and its continuations. @internal */
export interface ChainTask {
  readonly runId: string;
  /** The host's branch lists, and the place in them the list for this chain goes. */
  readonly branches: (readonly ViewNode[])[];
  readonly index: number;
}

/** The views one run contributes where it stands, and the runs that continue after it. @internal */
export interface Segment {
  readonly views: readonly ViewNode[];
  readonly continuations: readonly string[];
}

/** What a segment needs besides the graph. @internal */
export interface SegmentOptions {
  readonly accumulators: Readonly<Record<string, ProgressAccumulator<unknown>>>;
  readonly active: ActiveAlternatives | undefined;
}

const EMPTY: readonly ViewNode[] = Object.freeze([]);

type Builder = { -readonly [K in keyof ViewNode]: ViewNode[K] } & {
  branches: (readonly ViewNode[])[];
  nodeIds: string[];
};

function contentOf(view: GraphView, node: Node, options: SegmentOptions): ViewContent | undefined {
  switch (node.kind) {
    case "text":
    case "reasoning":
      return { kind: node.kind, text: node.content };
    case "tool_call":
      return toolCallContent(view, node, options.accumulators);
    case "tool_result":
      return view.node(node.toolCallId)?.kind === "tool_call"
        ? undefined
        : toolCallContent(view, node, options.accumulators);
    case "user":
      return { kind: "user", content: node.content };
    case "error":
      return {
        kind: "error",
        message: node.message,
        ...(node.code !== undefined && { code: node.code }),
      };
    case "relay": {
      const { relayKind, toolCallId, tool, params, decision } = node;
      return {
        kind: "relay",
        relayKind,
        toolCallId,
        tool,
        params,
        ...(decision !== undefined && { decision }),
      };
    }
    case "summary":
      return { kind: "summary", text: node.content, covers: node.covers, originals: [] };
    case "tool_progress":
    case "harness_start":
    case "harness_end":
    case "usage":
      return undefined;
    default:
      return node satisfies never;
  }
}

function statusOf(node: Node, runStatus: ViewStatus): ViewStatus {
  if (node.kind === "user") return "complete";
  return node.kind === "error" ? "error" : runStatus;
}

/**
 * Builds the views of one run: merged text and reasoning, tool calls with their subagent
 * branches, alternatives not followed, and the pending view of a run that shows nothing
 * yet. Branch lists start empty; the returned tasks fill them.
 * @internal
 */
export function buildSegment(
  view: GraphView,
  runId: string,
  options: SegmentOptions,
  tasks: ChainTask[],
): Segment {
  const run = view.run(runId);
  const runStatus = view.status(runId);
  const views: Builder[] = [];
  const firstNodes: Node[] = [];
  const continuations: string[] = [];
  let merging: Builder | undefined;
  // Without a host, a fork's other alternatives are hosted by the followed one (hostAlternatives).
  const branch = (child: string, host: Builder | undefined): void => {
    if (!host) return;
    tasks.push({ runId: child, branches: host.branches, index: host.branches.length });
    host.branches.push(EMPTY);
  };
  const ids = view.nodesOf(runId);
  for (let position = 0; position < ids.length; position++) {
    const id = ids[position] as string;
    const node = view.node(id);
    if (!node) continue;
    const content = contentOf(view, node, options);
    if (
      content &&
      merging &&
      content.kind === merging.content.kind &&
      (content.kind === "text" || content.kind === "reasoning")
    ) {
      merging.content = {
        kind: content.kind,
        text: (merging.content as { text: string }).text + content.text,
      };
      merging.nodeIds.push(id);
    } else if (content) {
      const built: Builder = {
        id,
        runId,
        ...(run?.agentId !== undefined && { agentId: run.agentId }),
        role: node.kind === "user" ? "user" : "assistant",
        content,
        status: statusOf(node, runStatus),
        branches: [],
        nodeIds: [id],
      };
      views.push(built);
      firstNodes.push(node);
      merging = content.kind === "text" || content.kind === "reasoning" ? built : undefined;
    }
    const children = view.childRunsOf(id, runId, ids[position + 1]);
    if (children.length === 0) continue;
    if (node.kind === "tool_call") {
      for (const child of children) branch(child, views.at(-1));
      continue;
    }
    const followed = followedRun(id, children, options.active);
    continuations.push(followed);
    for (const child of children) if (child !== followed) branch(child, views.at(-1));
  }
  if (
    views.length === 0 &&
    run &&
    view.node(`${runId}:harness_start`)?.kind === "harness_start" &&
    !view.ended(runId) &&
    !view.failed(runId)
  ) {
    views.push({
      id: run.firstNodeId,
      runId,
      ...(run.agentId !== undefined && { agentId: run.agentId }),
      role: "assistant",
      content: { kind: "pending" },
      status: runStatus,
      branches: [],
      nodeIds: [],
    });
  }
  for (const sibling of hostAlternatives(view, runId, views, options, branch))
    continuations.push(sibling);
  // Views added after the loop (a pending run's) look their first node up.
  const reused = views.map((built, index) =>
    reuseView(firstNodes[index] ?? view.node(built.id), built),
  );
  return { views: reused, continuations };
}

/**
 * Marks the first view as one alternative, hosting its siblings when the fork's run shows
 * nothing; returns the siblings to show after it instead when it shows nothing either.
 */
function hostAlternatives(
  view: GraphView,
  runId: string,
  views: Builder[],
  options: SegmentOptions,
  branch: (child: string, host: Builder | undefined) => void,
): readonly string[] {
  const place = forkPlaceOf(view, runId);
  if (!place) return [];
  const first = views[0];
  if (first) first.alternatives = place.alternatives;
  const { forkId } = place.alternatives;
  if (!place.hostless || followedRun(forkId, place.siblings, options.active) !== runId) return [];
  const others = place.siblings.filter((sibling) => sibling !== runId);
  if (!first) return others;
  for (const sibling of others) branch(sibling, first);
  return [];
}
