import type { GraphView } from "../GraphView.js";
import { containerRunOf } from "./dagGroup.js";

/** Where a run's group sits: inside which run's group, and how deep. @internal */
export interface RunPlacement {
  readonly depth: number;
  readonly containerRunId: string | undefined;
}

const TOP: RunPlacement = { depth: 0, containerRunId: undefined };

/**
 * Works out where runs sit, from `RunInfo.containerId` chains: at the top with depth 0, or
 * inside the run holding their tool call or fork, one deeper. Nodes that arrive late can
 * close a loop of containers (their edges were dropped, not their parents); such a loop is
 * cut above the run that began without its parent and has the smallest id (the smallest id
 * when none did), as the thread picks its root, so groups always nest as a tree. Iterative:
 * any depth costs no stack.
 * @internal
 */
export class DagPlaces {
  /** The placements worked out in this pass. */
  readonly placements = new Map<string, RunPlacement>();
  readonly #view: GraphView;
  readonly #known: (runId: string) => RunPlacement | undefined;
  /** The runs at which loops are cut; kept from pass to pass. */
  readonly #cuts: Set<string>;
  readonly #limit: number;

  /** `known` answers the placement a run had before, when it is still to be trusted. */
  constructor(
    view: GraphView,
    known: (runId: string) => RunPlacement | undefined,
    cuts: Set<string>,
  ) {
    this.#view = view;
    this.#known = known;
    this.#cuts = cuts;
    this.#limit = view.graph.runs.size;
  }

  /** The run holding `runId`'s container, unless a loop is cut above `runId`. */
  container(runId: string): string | undefined {
    if (this.#cuts.has(runId)) return undefined;
    const run = this.#view.run(runId);
    return run && containerRunOf(this.#view, run);
  }

  /** Whether `runId` is where the loop its containers lead back into should be cut. */
  cutsLoop(runId: string): boolean {
    const loop = [runId];
    for (let current = this.#view.run(runId); current; ) {
      const holder: string | undefined = containerRunOf(this.#view, current);
      if (holder === runId) return this.#topOf(loop) === runId;
      if (holder === undefined || loop.includes(holder)) return false;
      loop.push(holder);
      current = this.#view.run(holder);
    }
    return false;
  }

  #topOf(loop: readonly string[]): string {
    const roots = this.#view.index.rootRunIds();
    const began = loop.filter((runId) => roots.includes(runId));
    return (began.length > 0 ? began : [...loop]).sort()[0] as string;
  }

  #placed(runId: string, trustKnown: boolean): RunPlacement | undefined {
    return this.placements.get(runId) ?? (trustKnown ? this.#known(runId) : undefined);
  }

  /**
   * The placement of `runId`. With `trustKnown` the walk up stops at the first run placed
   * before; without, it goes to the top, which is what finds a loop a move just closed.
   */
  placeOf(runId: string, trustKnown = true): RunPlacement {
    for (let attempt = 0; attempt <= this.#limit; attempt++) {
      const placement = this.#walk(runId, trustKnown);
      if (placement) return placement;
    }
    return TOP;
  }

  /** Places the runs from `runId` up; `undefined` after cutting a loop it found, to walk again. */
  #walk(runId: string, trustKnown: boolean): RunPlacement | undefined {
    const chain: string[] = [];
    const seen = new Map<string, number>();
    let above: RunPlacement | undefined;
    let holder: string | undefined;
    for (let current: string | undefined = runId; current !== undefined; ) {
      above = this.#placed(current, trustKnown);
      if (above) {
        holder = current;
        break;
      }
      const at = seen.get(current);
      if (at !== undefined) {
        this.#cut(chain.slice(at));
        return undefined;
      }
      seen.set(current, chain.length);
      chain.push(current);
      current = this.container(current);
    }
    let depth = above ? above.depth : -1;
    for (let index = chain.length - 1; index >= 0; index--) {
      depth++;
      const containerRunId = index === chain.length - 1 ? holder : chain[index + 1];
      this.placements.set(chain[index] as string, { depth, containerRunId });
    }
    return this.placements.get(runId) ?? (above as RunPlacement);
  }

  #cut(loop: readonly string[]): void {
    const top = this.#topOf(loop);
    this.#cuts.add(top);
    this.placements.set(top, TOP);
  }

  /** Carries new placements down to the runs inside, stopping where nothing changes. */
  propagate(contained: ReadonlyMap<string, readonly string[]>): void {
    const queue = [...this.placements.keys()];
    for (let runId = queue.pop(); runId !== undefined; runId = queue.pop()) {
      const depth = (this.#placed(runId, true)?.depth ?? 0) + 1;
      if (depth > this.#limit) continue;
      for (const child of contained.get(runId) ?? []) {
        if (this.#placed(child, true)?.depth === depth) continue;
        this.placements.set(child, { depth, containerRunId: runId });
        queue.push(child);
      }
    }
  }
}
