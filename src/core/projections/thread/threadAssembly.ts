import type { RunInfo } from "../../graph/Graph.js";
import type { GraphView } from "../GraphView.js";
import type { ViewNode } from "../ViewNode.js";
import type { RunDraft } from "./RunDraft.js";
import { EarlierViews, reuseView } from "./reuseView.js";
import {
  buildSegment,
  type ChainTask,
  draftSegment,
  type Segment,
  type SegmentOptions,
} from "./runSegment.js";
import type { ThreadSweep } from "./ThreadSweep.js";
import { freezeView } from "./viewDraft.js";

/** Pending top-level runs, newest on top; shared between snapshots, never changed. @internal */
export interface RunStack {
  readonly runId: string;
  readonly rest: RunStack | undefined;
}

/** Where a top-level run began in the output, and what was still to come after it. @internal */
export interface RunStart {
  readonly runId: string;
  /** The run's place in `Assembly.order`. */
  readonly index: number;
  readonly position: number;
  readonly rest: RunStack | undefined;
}

/**
 * Where a run inside a branch list shows its views: what `RunStart` is for a top-level run.
 * @internal
 */
export interface Placement {
  /** The run of the view the list hangs from, and that view's id. */
  readonly hostRunId: string;
  readonly hostId: string;
  /** Which of the host's branch lists. */
  readonly branch: number;
  /** Where the run's views begin in the list. */
  readonly offset: number;
}

/** A run's segment and the `RunInfo` it was built from. @internal */
export interface BuiltSegment {
  readonly run: RunInfo | undefined;
  readonly segment: Segment;
}

/** The state of one assembly of the top-level list, kept to resume it later. @internal */
export interface Assembly {
  /** The top-level list, changed in place by the head's next projections: never handed out. */
  readonly result: ViewNode[];
  readonly order: string[];
  readonly starts: Map<string, RunStart>;
  readonly segments: Map<string, BuiltSegment>;
  /** Where the runs inside branch lists were placed; stale entries stay, so check before use. */
  readonly placements: Map<string, Placement>;
  /** Runs whose segments must be rebuilt although their `RunInfo` is the same: something inside changed. */
  readonly dirty: ReadonlySet<string>;
  /** Where `result` begins in the whole list, when it holds only a tail of it. */
  readonly offset?: number;
}

interface Placed {
  readonly views: ViewNode[];
  readonly target: ViewNode[];
  readonly start: number;
  /** The views of the run's previous build, to keep those that did not change. */
  readonly earlier: readonly ViewNode[];
}

/** What an assembly starts from besides the graph. @internal */
export interface StartingPoint {
  /** Segments of an earlier assembly, whose unchanged views are kept. */
  readonly earlier?: ReadonlyMap<string, BuiltSegment> | undefined;
  /** Drafts of every run from one pass over the graph, for an assembly from scratch. */
  readonly sweep?: ThreadSweep | undefined;
}

interface Found {
  readonly segment: Segment;
  readonly fresh: boolean;
  readonly earlier: readonly ViewNode[] | undefined;
}

/** One pass of assembly: builds or reuses segments and places them in their lists. */
class Assembler {
  readonly #view: GraphView;
  readonly #options: SegmentOptions;
  readonly #assembly: Assembly;
  readonly #earlier: ReadonlyMap<string, BuiltSegment> | undefined;
  readonly #sweep: ThreadSweep | undefined;
  readonly #tasks: ChainTask[] = [];
  readonly #seen = new Set<string>();
  readonly #fresh: Placed[] = [];
  /** Views built in this pass that are frozen once it has finished them: those with branches. */
  readonly #unfinished: ViewNode[] = [];
  /** Segments built over an earlier one, which may hold its views, frozen already. */
  readonly #mixed: Segment[] = [];

  constructor(view: GraphView, options: SegmentOptions, assembly: Assembly, from: StartingPoint) {
    this.#view = view;
    this.#options = options;
    this.#assembly = assembly;
    this.#earlier = from.earlier;
    this.#sweep = from.sweep;
  }

  /** Whether a run was already placed inside a branch during this pass. */
  placedInside(runId: string): boolean {
    return this.#seen.has(runId);
  }

  /** A run's segment, reused while nothing in it changed; says whether it was built now. */
  #segment(runId: string, known?: RunDraft): Found {
    const assembly = this.#assembly;
    // A draft is taken once, by an assembly from scratch: the run has no segment yet.
    const draft = this.#sweep?.take(runId, known);
    const run = draft ? draft.run : this.#view.run(runId);
    const built = draft ? undefined : assembly.segments.get(runId);
    if (built && built.run === run && !assembly.dirty.has(runId))
      return { segment: built.segment, fresh: false, earlier: undefined };
    const earlier = (built ?? this.#earlier?.get(runId))?.segment.views;
    const context = { options: this.#options, tasks: this.#tasks, earlier };
    const segment = draft
      ? draftSegment(this.#view, draft, context)
      : buildSegment(this.#view, runId, run, context);
    assembly.segments.set(runId, { run, segment });
    if (earlier && earlier.length > 0) this.#mixed.push(segment);
    else this.#freeze(segment.views);
    return { segment, fresh: true, earlier };
  }

  /** Places a run's segment at the end of `target`. */
  place(runId: string, target: ViewNode[]): Segment {
    const { segment, fresh, earlier } = this.#segment(runId);
    const views = segment.views as ViewNode[];
    if (fresh && earlier) this.#fresh.push({ views, target, start: target.length, earlier });
    for (let index = 0; index < views.length; index++) target.push(views[index] as ViewNode);
    return segment;
  }

  /** Fills every nested list opened so far: a run's views, then the runs continuing it. */
  drain(): void {
    for (let task = this.#tasks.pop(); task; task = this.#tasks.pop()) {
      if (this.#seen.has(task.runId) || this.#assembly.starts.has(task.runId)) continue;
      this.#seen.add(task.runId);
      const { placements } = this.#assembly;
      const hostRunId = task.host.runId;
      const hostId = task.host.id;
      const branch = task.index;
      placements.set(task.runId, { hostRunId, hostId, branch, offset: 0 });
      const first = this.#segment(task.runId, task.draft);
      const views = first.segment.views as ViewNode[];
      // A chain of one run shows that run's views as they are: no copy on every change nearby.
      const alone = first.segment.continuations.length === 0;
      const target = alone ? views : views.slice();
      const { earlier } = first;
      if (first.fresh && earlier) this.#fresh.push({ views, target, start: 0, earlier });
      task.branches[task.index] = target;
      if (alone) continue;
      const pending = first.segment.continuations.slice().reverse();
      for (let runId = pending.pop(); runId !== undefined; runId = pending.pop()) {
        // Late parents can close a loop of runs; each run is still shown once.
        if (this.#seen.has(runId) || this.#assembly.starts.has(runId)) continue;
        this.#seen.add(runId);
        placements.set(runId, { hostRunId, hostId, branch, offset: target.length });
        const { continuations } = this.place(runId, target);
        for (let index = continuations.length - 1; index >= 0; index--) {
          pending.push(continuations[index] as string);
        }
      }
    }
  }

  /**
   * Freezes the new views of a segment, which later projections share and callers are given:
   * at once those without branches, which are finished; the others once the pass has filled
   * their branch lists.
   */
  #freeze(views: readonly ViewNode[]): void {
    for (let index = 0; index < views.length; index++) {
      const built = views[index] as ViewNode;
      if (built.branches.length > 0) this.#unfinished.push(built);
      else freezeView(built);
    }
  }

  /** Finishes the pass: keeps the earlier views where they show the same, then freezes the rest. */
  settle(): void {
    this.#keepEarlier();
    for (const built of this.#unfinished) freezeView(built);
    for (const { views } of this.#mixed) {
      for (const built of views) if (!Object.isFrozen(built)) freezeView(built);
    }
  }

  /**
   * Swaps freshly built views with branches that show the same as before for the earlier
   * objects, innermost first (views without branches were swapped when built).
   */
  #keepEarlier(): void {
    for (let index = this.#fresh.length - 1; index >= 0; index--) {
      const { views, target, start, earlier } = this.#fresh[index] as Placed;
      if (earlier.length === 0) continue;
      const finder = new EarlierViews(earlier);
      for (let offset = 0; offset < views.length; offset++) {
        const built = views[offset] as ViewNode;
        if (built.branches.length === 0) continue;
        const kept = reuseView(finder.find(built.id), built);
        if (kept !== built) {
          views[offset] = kept;
          target[start + offset] = kept;
        }
      }
    }
  }
}

/**
 * Emits top-level runs from `stack` onto `assembly`, recording where each began, and fills
 * every nested list the new segments open. Iterative, so nesting depth costs no stack.
 * Runs not built yet in `assembly` keep the unchanged views of `from.earlier` segments.
 * @internal
 */
export function assemble(
  view: GraphView,
  stack: RunStack | undefined,
  options: SegmentOptions,
  assembly: Assembly,
  from: StartingPoint = {},
): void {
  const assembler = new Assembler(view, options, assembly, from);
  let pending = stack;
  while (pending) {
    const { runId, rest } = pending;
    pending = rest;
    if (assembly.starts.has(runId) || assembler.placedInside(runId)) continue;
    const position = (assembly.offset ?? 0) + assembly.result.length;
    assembly.starts.set(runId, { runId, index: assembly.order.length, position, rest });
    assembly.order.push(runId);
    const { continuations } = assembler.place(runId, assembly.result);
    for (let index = continuations.length - 1; index >= 0; index--) {
      pending = { runId: continuations[index] as string, rest: pending };
    }
    assembler.drain();
  }
  assembler.settle();
}
