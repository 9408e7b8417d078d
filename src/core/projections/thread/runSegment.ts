import type { RunInfo } from "../../graph/Graph.js";
import { nodeIds } from "../../graph/nodeIds.js";
import type { ProgressAccumulator } from "../accumulators.js";
import { type ActiveAlternatives, followedRun, forkPlaceOf } from "../forks.js";
import type { GraphView } from "../GraphView.js";
import { toolContent } from "../toolCallContent.js";
import type { ViewNode } from "../ViewNode.js";
import type { RunDraft } from "./RunDraft.js";
import { EarlierViews, reuseView } from "./reuseView.js";
import { type RunFacts, viewContent } from "./viewContent.js";
import { hasNoBranches, newView, type ViewDraft, viewStatus } from "./viewDraft.js";

/** A flat list still to be filled with the views of a run and its continuations. @internal */
export interface ChainTask {
  readonly runId: string;
  /** The view the list hangs from. */
  readonly host: ViewNode;
  /** The host's branch lists, and the place in them the list for this chain goes. */
  readonly branches: (readonly ViewNode[])[];
  readonly index: number;
  /** The run's draft from the sweep, when the list was opened from one. */
  readonly draft: RunDraft | undefined;
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
const NO_CHILDREN: readonly string[] = Object.freeze([]);

/** Places a run's child runs: as branches of its views, or as the runs that continue it. */
class Placer {
  readonly continuations: string[] = [];
  readonly #tasks: ChainTask[];
  readonly #active: ActiveAlternatives | undefined;

  constructor(tasks: ChainTask[], options: SegmentOptions) {
    this.#tasks = tasks;
    this.#active = options.active;
  }

  /** Opens a branch list on `host` for a child run; without a host the run is not shown here. */
  branch(child: string, host: ViewDraft | undefined, draft?: RunDraft): void {
    if (!host) return;
    if (hasNoBranches(host)) host.branches = [];
    const { branches } = host;
    this.#tasks.push({ runId: child, host, branches, index: branches.length, draft });
    host.branches.push(EMPTY);
  }

  /** Child runs of a tool call are its branches; of another node, one is followed, the others branch. */
  fork(
    nodeId: string,
    toolCall: boolean,
    children: readonly string[],
    host: ViewDraft | undefined,
    drafts?: readonly RunDraft[],
  ): void {
    if (toolCall) {
      for (let index = 0; index < children.length; index++)
        this.branch(children[index] as string, host, drafts?.[index]);
      return;
    }
    const followed = followedRun(nodeId, children, this.#active);
    this.continuations.push(followed);
    for (let index = 0; index < children.length; index++) {
      const child = children[index] as string;
      if (child !== followed) this.branch(child, host, drafts?.[index]);
    }
  }
}

/** What building one run's segment needs besides the graph and the run. @internal */
export interface SegmentContext {
  readonly options: SegmentOptions;
  /** Where the lists the segment opens for child runs go, to be filled later. */
  readonly tasks: ChainTask[];
  /** The views of the run's previous build: those that did not change are kept. */
  readonly earlier: readonly ViewNode[] | undefined;
}

function factsOf(
  runId: string,
  run: RunInfo | undefined,
  failed: boolean,
  options: SegmentOptions,
): RunFacts {
  const status = failed ? "error" : run?.ended === true ? "complete" : "streaming";
  return { run, runId, agentId: run?.agentId, status, options };
}

/**
 * Builds the views of one run, looking its nodes up: merged text and reasoning (across nodes
 * that make no view, discarded ones included), tool calls with their subagent branches,
 * alternatives not followed, and the pending view of a run that shows nothing yet. Branch
 * lists start empty; the returned tasks fill them. Views equal to `earlier` ones (the run's
 * previous build) are those earlier objects.
 * @internal
 */
export function buildSegment(
  view: GraphView,
  runId: string,
  run: RunInfo | undefined,
  context: SegmentContext,
): Segment {
  const { options } = context;
  const facts = factsOf(runId, run, view.failed(runId), options);
  const ids = view.nodesOf(runId);
  const placer = new Placer(context.tasks, options);
  const views: ViewDraft[] = [];
  let merging: ViewDraft | undefined;
  for (let position = 0; position < ids.length; position++) {
    const id = ids[position] as string;
    const node = view.node(id);
    if (!node) continue;
    const content = viewContent(view, node, facts);
    const kind = content?.kind;
    if (merging && (kind === "text" || kind === "reasoning") && kind === merging.content.kind) {
      const text = (merging.content as { text: string }).text + (content as { text: string }).text;
      merging.content = { kind, text };
      merging.nodeIds.push(id);
    } else if (content) {
      const built = newView(id, facts, content, viewStatus(content, facts.status), [id]);
      views.push(built);
      merging = kind === "text" || kind === "reasoning" ? built : undefined;
    }
    const children = view.childRunsOf(id, runId, ids[position + 1]);
    if (children.length === 0) continue;
    const toolCall = node.kind === "tool_call";
    // The subagents of a discarded call are discarded with it: no view hosts them.
    placer.fork(id, toolCall, children, toolCall && node.discarded ? undefined : views.at(-1));
  }
  return finish(view, facts, views, placer, context.earlier, true);
}

/**
 * Finishes the views a sweep drafted for one run (tool call contents and statuses, which
 * needed the whole graph) and places its child runs, as `buildSegment` would.
 * @internal
 */
export function draftSegment(view: GraphView, draft: RunDraft, context: SegmentContext): Segment {
  const { views } = draft;
  // The usual run: nothing to finish, nothing hangs from it, nothing to keep from before.
  if (
    views.length > 0 &&
    draft.forks === undefined &&
    draft.settled &&
    !draft.failed &&
    !draft.mayBeAlternative &&
    (context.earlier === undefined || context.earlier.length === 0)
  )
    return { views, continuations: NO_CHILDREN };
  const { options } = context;
  const facts = factsOf(draft.runId, draft.run, draft.failed, options);
  const { accumulators } = options;
  if (!draft.settled) {
    for (const record of draft.tools)
      if (!record.settled)
        record.view.content = toolContent(record, record, facts.status, accumulators);
  }
  // Drafts were made before it was known whether the run failed.
  if (facts.status === "error")
    for (const built of views) built.status = viewStatus(built.content, facts.status);
  const placer = new Placer(context.tasks, options);
  const forks = draft.forks;
  // Child runs were hung in the order they came; they are placed in the order of their parents.
  if (forks && forks.length > 1) forks.sort((a, b) => a.position - b.position);
  for (const { node, host, drafts } of forks ?? []) {
    const children = drafts.map((child) => child.runId);
    placer.fork(node.id, node.kind === "tool_call", children, views[host], drafts);
  }
  return finish(view, facts, views, placer, context.earlier, draft.mayBeAlternative);
}

/** Adds the pending view and the alternatives, and keeps the views that did not change. */
function finish(
  view: GraphView,
  facts: RunFacts,
  views: ViewDraft[],
  placer: Placer,
  earlier: readonly ViewNode[] | undefined,
  mayBeAlternative: boolean,
): Segment {
  const { run } = facts;
  if (views.length === 0 && run && showsPending(view, run, facts)) {
    views.push(newView(run.firstNodeId, facts, { kind: "pending" }, facts.status, []));
  }
  const { continuations } = placer;
  if (mayBeAlternative)
    for (const sibling of hostAlternatives(view, facts, views, placer)) continuations.push(sibling);
  return { views: reuseAll(views, earlier), continuations };
}

function showsPending(view: GraphView, run: RunInfo, facts: RunFacts): boolean {
  return (
    facts.status === "streaming" && view.node(nodeIds.runStart(run.runId))?.kind === "harness_start"
  );
}

/** Swaps views without branches for the equal ones of the run's previous build. */
function reuseAll(views: ViewNode[], earlier: readonly ViewNode[] | undefined): ViewNode[] {
  if (!earlier || earlier.length === 0) return views;
  const finder = new EarlierViews(earlier);
  for (let index = 0; index < views.length; index++) {
    const built = views[index] as ViewNode;
    if (built.branches.length === 0) views[index] = reuseView(finder.find(built.id), built);
  }
  return views;
}

/**
 * Marks the first view as one alternative, hosting its siblings when the fork's run shows
 * nothing; returns the siblings to show after it instead when it shows nothing either.
 */
function hostAlternatives(
  view: GraphView,
  facts: RunFacts,
  views: ViewDraft[],
  placer: Placer,
): readonly string[] {
  const { runId } = facts;
  const place = forkPlaceOf(view, runId);
  if (!place) return NO_CHILDREN;
  const first = views[0];
  if (first) first.alternatives = place.alternatives;
  const { forkId } = place.alternatives;
  if (!place.hostless || followedRun(forkId, place.siblings, facts.options.active) !== runId)
    return NO_CHILDREN;
  const others = place.siblings.filter((sibling) => sibling !== runId);
  if (!first) return others;
  for (const sibling of others) placer.branch(sibling, first);
  return NO_CHILDREN;
}
