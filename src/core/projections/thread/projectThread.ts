import type { Graph, GraphChanges } from "../../graph/Graph.js";
import type { Node } from "../../graph/Node.js";
import { builtInAccumulators, type ProgressAccumulator } from "../accumulators.js";
import type { ActiveAlternatives } from "../forks.js";
import { GraphView } from "../GraphView.js";
import type { ViewNode } from "../ViewNode.js";
import { joined } from "./joined.js";
import { routeSummaries } from "./routeSummaries.js";
import type { SegmentOptions } from "./runSegment.js";
import { ThreadSweep } from "./ThreadSweep.js";
import { type Assembly, assemble, type RunStack, type RunStart } from "./threadAssembly.js";
import { freezeView } from "./viewDraft.js";

/** Options of `projectThread`. Pass the same object again to reuse earlier work. */
export interface ProjectThreadOptions {
  /** Progress accumulators by tool name, added to the built-in `exec`. */
  readonly accumulators?: Readonly<Record<string, ProgressAccumulator<unknown>>>;
  /** The alternative to follow at each fork: fork node id → run id (default: the first). */
  readonly active?: ActiveAlternatives;
}

/** The last assembly of a history's head; updated in place as the head moves on. */
interface Cached {
  assembly: Assembly;
  version: number;
  options: SegmentOptions;
  roots: readonly string[];
  /** What the last projection of `version` returned: frozen, and never the assembly's own list. */
  shown: readonly ViewNode[];
}

const NO_OPTIONS: ProjectThreadOptions = {};
const NONE = {};
const segmentOptions = new WeakMap<object, WeakMap<object, SegmentOptions>>();
const caches = new WeakMap<GraphChanges, Cached>();

/**
 * The resolved options, one object per accumulators and active pair: the cache is reused
 * only for the same resolved options, and callers often pass a new options object per call.
 */
function segmentOptionsOf(options: ProjectThreadOptions): SegmentOptions {
  const accumulators = options.accumulators ?? NONE;
  const active = options.active ?? NONE;
  let byActive = segmentOptions.get(accumulators);
  if (!byActive) {
    byActive = new WeakMap();
    segmentOptions.set(accumulators, byActive);
  }
  let resolved = byActive.get(active);
  if (!resolved) {
    resolved = {
      accumulators: { ...builtInAccumulators, ...options.accumulators },
      active: options.active,
    };
    byActive.set(active, resolved);
  }
  return resolved;
}

function stackOf(runIds: readonly string[]): RunStack | undefined {
  let stack: RunStack | undefined;
  for (let index = runIds.length - 1; index >= 0; index--)
    stack = { runId: runIds[index] as string, rest: stack };
  return stack;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/** The changed runs and every run they are shown inside, up through their containers. */
function withContainers(view: GraphView, changed: ReadonlySet<string>): Set<string> {
  const dirty = new Set<string>();
  for (const runId of changed) {
    let current: string | undefined = runId;
    while (current !== undefined && !dirty.has(current)) {
      dirty.add(current);
      const containerId: string | undefined = view.run(current)?.containerId;
      const container: Node | undefined =
        containerId === undefined ? undefined : view.node(containerId);
      // An alternative may be hosted by a sibling (when the fork's run shows nothing before it).
      if (container && container.kind !== "tool_call") {
        for (const sibling of view.childRunsOf(container.id, container.runId)) dirty.add(sibling);
      }
      current = container?.runId;
    }
  }
  return dirty;
}

/**
 * Resumes a cached assembly from the first top-level run that changed since it was made;
 * `inPlace` lets it take over the cache's bookkeeping and list instead of copying them.
 * Returns the cached assembly itself when no run changed.
 */
function resume(
  view: GraphView,
  cached: Cached,
  options: SegmentOptions,
  inPlace: boolean,
): Assembly | undefined {
  const before = cached.assembly;
  const changed = view.index.changes.runsChangedBetween(cached.version, view.graph.version);
  if (!changed) return undefined;
  if (changed.size === 0) return before;
  const dirty = withContainers(view, changed);
  let first: RunStart | undefined;
  for (const runId of dirty) {
    const start = before.starts.get(runId);
    if (start && (!first || start.index < first.index)) first = start;
  }
  if (!first) return undefined;
  const order = inPlace ? before.order : before.order.slice();
  const starts = inPlace ? before.starts : new Map(before.starts);
  const segments = inPlace ? before.segments : new Map(before.segments);
  const placements = inPlace ? before.placements : new Map(before.placements);
  for (const dropped of order.splice(first.index)) starts.delete(dropped);
  if (inPlace) {
    before.result.length = first.position;
    const resumed: Assembly = { result: before.result, order, starts, segments, placements, dirty };
    assemble(view, { runId: first.runId, rest: first.rest }, options, resumed);
    return resumed;
  }
  const tail: Assembly = {
    result: [],
    order,
    starts,
    segments,
    placements,
    dirty,
    offset: first.position,
  };
  assemble(view, { runId: first.runId, rest: first.rest }, options, tail);
  return {
    result: joined(before.result, first.position, tail.result),
    order,
    starts,
    segments,
    placements,
    dirty,
  };
}

/**
 * The frozen list a projection returns. A list the cache keeps is copied, so that the cache
 * never reads back what a caller holds: copying a frozen list is the slow path in V8.
 */
function shownOf(view: GraphView, list: readonly ViewNode[], kept: boolean): readonly ViewNode[] {
  if (view.index.summaryIds().length === 0) return Object.freeze(kept ? list.slice() : list);
  const routed = routeSummaries(view, list);
  for (const shown of routed) {
    // Summary views are made anew each time, with a branch list of their own even when empty.
    if (shown.content.kind === "summary" && !Object.isFrozen(shown)) {
      Object.freeze(shown.branches);
      freezeView(shown);
    }
  }
  return Object.freeze(routed);
}

/**
 * Projects the graph into the flat list of view nodes a chat thread renders, with subagent
 * runs nested in `branches` of their tool calls. Pure: the same graph and options give an
 * equal result, frozen, lists and views alike; work from earlier projections of the same
 * history is reused, and view nodes of runs that did not change keep their identity (the
 * list too, when nothing shown changed).
 * @example
 * const views = projectThread(graph, { accumulators: { bash: execAccumulator } });
 */
export function projectThread(
  graph: Graph,
  options: ProjectThreadOptions = NO_OPTIONS,
): readonly ViewNode[] {
  const view = new GraphView(graph);
  const resolved = segmentOptionsOf(options);
  const roots = view.roots();
  const changes = view.index.changes;
  const cached = caches.get(changes);
  const reusable =
    cached &&
    cached.options === resolved &&
    cached.version <= view.graph.version &&
    sameList(cached.roots, roots);
  const head = view.graph.version === changes.latestVersion;
  let assembly = reusable ? resume(view, cached, resolved, head) : undefined;
  if (!assembly) {
    assembly = {
      result: [],
      order: [],
      starts: new Map(),
      segments: new Map(),
      placements: new Map(),
      dirty: new Set(),
    };
    const sweep = view.adopted ? undefined : new ThreadSweep(view, resolved);
    const from = { earlier: cached?.assembly.segments, sweep };
    assemble(view, stackOf(roots), resolved, assembly, from);
  }
  const same = reusable && assembly === cached.assembly;
  const shown = same ? cached.shown : shownOf(view, assembly.result, head);
  if (head) {
    const version = view.graph.version;
    if (cached) {
      cached.assembly = assembly;
      cached.version = version;
      cached.options = resolved;
      cached.roots = roots;
      cached.shown = shown;
    } else caches.set(changes, { assembly, version, options: resolved, roots, shown });
  }
  return shown;
}
