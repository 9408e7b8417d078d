import type { RunInfo } from "../Graph.js";
import type { Node } from "../Node.js";
import type { GraphView } from "./GraphView.js";
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

  constructor(view: GraphView, options: SegmentOptions) {
    this.#accumulators = options.accumulators;
    this.#runs = Array.from(view.graph.runs.values());
    let current: RunDraft | undefined;
    // Two runs often stream side by side: switching back to the other one needs no look-up.
    let other: RunDraft | undefined;
    view.sweep((node) => {
      if (current === undefined || current.runId !== node.runId) {
        const next = other?.runId === node.runId ? other : this.#draft(view, node);
        other = current;
        current = next;
      }
      const elsewhere = current.add(node);
      if (elsewhere !== undefined) this.#elsewhere.add(elsewhere);
    });
  }

  #draft(view: GraphView, node: Node): RunDraft {
    const runId = node.runId;
    let draft = this.#drafts.get(runId);
    if (!draft) {
      draft = new RunDraft(runId, this.#runOf(view, runId), this.#accumulators);
      this.#drafts.set(runId, draft);
      this.#hang(view, draft);
    }
    return draft;
  }

  /** The `RunInfo` of a run the pass just met: the next one in order, else looked up. */
  #runOf(view: GraphView, runId: string): RunInfo | undefined {
    const next = this.#runs[this.#nextRun];
    if (next?.runId !== runId) return view.run(runId);
    this.#nextRun++;
    return next;
  }

  /** Hangs a run that just began from its parent node, if the parent has come. */
  #hang(view: GraphView, draft: RunDraft): void {
    const parentId = draft.run?.parentId;
    const parent = parentId === undefined ? undefined : view.node(parentId);
    if (!parent) return;
    const host = this.#drafts.get(parent.runId);
    if (host === draft) return;
    const point =
      host && !this.#unsure.has(draft.runId) ? host.hang(parent, draft.runId) : undefined;
    if (point) {
      draft.hungFrom = point;
      return;
    }
    draft.unplaced = true;
    this.#unsure.add(parent.runId);
  }

  /** A run's draft, once, when it is complete without lookups: otherwise build the run anew. */
  take(runId: string): RunDraft | undefined {
    const draft = this.#drafts.get(runId);
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
        (point.children.length > 1 || this.#unsure.has(point.node.runId)));
    return draft;
  }
}
