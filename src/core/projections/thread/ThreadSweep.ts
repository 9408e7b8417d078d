import type { RunInfo } from "../../graph/Graph.js";
import type { Node } from "../../graph/Node.js";
import type { GraphView } from "../GraphView.js";
import { RunDraft } from "./RunDraft.js";
import type { SegmentOptions } from "./runSegment.js";

/**
 * The drafts of every run's views, made in one pass over the graph's nodes in arrival order so
 * that a full projection reads each node once and looks none up by id. A run's first node
 * hangs it from its parent node: in a graph the reducer made, that is the one cross-run edge
 * into the node, unless the edge would have closed a cycle, which needs the node to have had
 * child runs before it came. Runs the pass cannot place that way are built with lookups.
 * Only for graphs the reducer made: a graph of plain maps may have edges no `parentId` names.
 * @internal
 */
export class ThreadSweep {
  readonly #drafts = new Map<string, RunDraft>();
  /** Tool call ids with an attachment before the call or outside its run. */
  readonly #elsewhere = new Set<string>();
  /** Runs with a child run the pass could not place. */
  readonly #unsure = new Set<string>();
  readonly #accumulators: SegmentOptions["accumulators"];
  /** The runs in the order they began, which is the order the pass meets them. */
  readonly #runs: readonly RunInfo[];
  #nextRun = 0;
  /** Runs the pass met out of that order (their drafts were made after a look-up). */
  readonly #outOfOrder = new Set<string>();

  constructor(view: GraphView, options: SegmentOptions) {
    this.#accumulators = options.accumulators;
    this.#runs = Array.from(view.graph.runs.values());
    let current: RunDraft | undefined;
    let previous: Node | undefined;
    view.sweep((node) => {
      const runId = node.runId;
      if (current === undefined || current.runId !== runId)
        current = this.#draft(view, node, previous, current);
      const elsewhere = current.add(node);
      if (elsewhere !== undefined) {
        this.#elsewhere.add(elsewhere);
        // A relay made its view without its call at hand: that call may be discarded.
        if (node.kind === "relay" && view.callOf(elsewhere)?.discarded) current.exact = false;
      }
      previous = node;
    });
    for (const runId of view.failedRuns()) {
      const draft = this.#drafts.get(runId);
      if (draft) draft.failed = true;
    }
  }

  /** The draft of the run `node` is in; `previous` is the node met before it, in `before`'s run. */
  #draft(view: GraphView, node: Node, previous: Node | undefined, before?: RunDraft): RunDraft {
    const runId = node.runId;
    // The next run to begin has no draft yet, unless the pass met it out of order before.
    const next = this.#runs[this.#nextRun];
    const isNext = next?.runId === runId;
    if (isNext) this.#nextRun++;
    const outOfOrder = this.#outOfOrder;
    let draft = isNext && !outOfOrder.has(runId) ? undefined : this.#drafts.get(runId);
    if (!draft) {
      if (!isNext) outOfOrder.add(runId);
      draft = new RunDraft(runId, isNext ? next : view.run(runId), this.#accumulators);
      this.#drafts.set(runId, draft);
      this.#hang(view, draft, previous, before);
    }
    return draft;
  }

  /**
   * Hangs a run that just began from its parent node, if the parent has come. The parent is
   * most often the node met just before, or a tool call of its run: no look-up by id then.
   */
  #hang(view: GraphView, draft: RunDraft, previous: Node | undefined, before?: RunDraft): void {
    const parentId = draft.run?.parentId;
    if (parentId === undefined) return;
    let parent: Node | undefined;
    let host: RunDraft | undefined;
    if (previous !== undefined && previous.id === parentId) {
      parent = previous;
      host = before;
    } else {
      parent = before?.callOf(parentId);
      if (parent) host = before;
      else {
        parent = view.node(parentId);
        if (!parent) return;
        host = this.#drafts.get(parent.runId);
      }
    }
    if (host === draft) return;
    const point = host && !this.#unsure.has(draft.runId) ? host.hang(parent, draft) : undefined;
    if (point) {
      draft.hungFrom = point;
      return;
    }
    draft.unplaced = true;
    this.#unsure.add(parent.runId);
  }

  /**
   * A run's draft, once, when it is complete without lookups: otherwise build the run anew.
   * `known` is the run's draft when the caller has it at hand.
   */
  take(runId: string, known?: RunDraft): RunDraft | undefined {
    const draft = known ?? this.#drafts.get(runId);
    if (!draft || draft.taken) return undefined;
    draft.taken = true;
    if (!draft.exact || this.#unsure.has(runId)) return undefined;
    const elsewhere = this.#elsewhere;
    if (elsewhere.size > 0 && draft.tools.some((record) => elsewhere.has(record.toolCallId)))
      return undefined;
    const point = draft.hungFrom;
    draft.mayBeAlternative =
      draft.unplaced ||
      (point !== undefined &&
        point.node.kind !== "tool_call" &&
        (point.drafts.length > 1 || this.#unsure.has(point.node.runId)));
    return draft;
  }
}
