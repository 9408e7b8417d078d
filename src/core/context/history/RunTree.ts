import type { RunInfo } from "../../graph/Graph.js";
import type { Node } from "../../graph/Node.js";
import type { GraphView } from "../../projections/GraphView.js";

interface Fork {
  readonly nodeId: string;
  readonly child: number;
}

/**
 * A graph's runs by slot (creation order), each linked to the runs the main flow follows
 * from it: at every node of the run that is not a tool call, the first child run.
 * @internal
 */
export class RunTree {
  readonly runs: readonly RunInfo[];
  /** The run id in each slot, read once so later passes do not touch every `RunInfo` again. */
  readonly runIds: string[];
  /** The slots of the runs with no parent, in creation order. */
  readonly roots: number[] = [];
  readonly #view: GraphView;
  readonly #firstChild: Int32Array;
  readonly #firstNode: (string | undefined)[];
  readonly #moreForks = new Map<number, Fork[]>();
  /** Runs with a parent that may have no edge from it: they began before it came, or closed a cycle. */
  readonly #unlinked = new Set<string>();
  #slots: Map<string, number> | undefined;

  constructor(view: GraphView, runs: readonly RunInfo[]) {
    this.#view = view;
    this.runs = runs;
    this.runIds = new Array(runs.length);
    this.#firstChild = new Int32Array(runs.length).fill(-1);
    this.#firstNode = new Array(runs.length);
    for (const runId of view.index.rootRunIds()) {
      if (view.run(runId)?.parentId !== undefined) this.#unlinked.add(runId);
    }
  }

  /** The slot of a run, from a map made on first use (only when runs interleave or link far). */
  slotOf(runId: string): number | undefined {
    if (!this.#slots) {
      this.#slots = new Map();
      for (const [slot, run] of this.runs.entries()) this.#slots.set(run.runId, slot);
    }
    return this.#slots.get(runId);
  }

  /**
   * Links the run in `slot` to its parent; `previous` is the node that came right before the
   * run's first node (in `previousSlot`), its parent in the usual case, saving a look-up.
   */
  link(slot: number, previous: Node | undefined, previousSlot: number): void {
    const run = this.runs[slot] as RunInfo;
    if (run.parentId === undefined) {
      this.roots.push(slot);
      return;
    }
    const near = previous !== undefined && previous.id === run.parentId;
    const parent = near ? previous : this.#view.node(run.parentId);
    if (!parent || parent.runId === run.runId || parent.kind === "tool_call") return;
    const unsure = this.#unlinked.size > 0 && this.#unlinked.has(run.runId);
    if (unsure && !this.#view.childRunsOf(parent.id, parent.runId).includes(run.runId)) return;
    const parentSlot = near ? previousSlot : this.slotOf(parent.runId);
    if (parentSlot !== undefined) this.#addFork(parentSlot, parent.id, slot);
  }

  /** The slot of the run followed at the run's first fork, or -1 when it has no fork. */
  firstFork(slot: number): number {
    return this.#firstChild[slot] as number;
  }

  /** The slots of the runs followed at all the run's forks, in node order, when it has several. */
  severalForks(slot: number): number[] | undefined {
    const more = this.#moreForks.size === 0 ? undefined : this.#moreForks.get(slot);
    if (!more) return undefined;
    const order = this.#view.nodesOf((this.runs[slot] as RunInfo).runId);
    const forks = [
      { nodeId: this.#firstNode[slot] as string, child: this.firstFork(slot) },
      ...more,
    ];
    forks.sort((a, b) => order.indexOf(a.nodeId) - order.indexOf(b.nodeId));
    return forks.map((fork) => fork.child);
  }

  #addFork(slot: number, nodeId: string, child: number): void {
    if (this.#firstChild[slot] === -1) {
      this.#firstChild[slot] = child;
      this.#firstNode[slot] = nodeId;
      return;
    }
    // Later children of the same node are alternatives that the main flow does not follow.
    if (this.#firstNode[slot] === nodeId) return;
    const more = this.#moreForks.get(slot) ?? [];
    if (!more.some((fork) => fork.nodeId === nodeId)) more.push({ nodeId, child });
    this.#moreForks.set(slot, more);
  }
}
