import type { DagBox } from "../../../src/dag/layout/DagLayout.js";

const BAND = 256;

/** How far apart boxes stay: `across` between neighbours of a layer, `along` between layers. */
export interface Gaps {
  readonly across: number;
  readonly along: number;
}

function farthest(boxes: readonly DagBox[], direction: "across" | "along"): number {
  let end = Number.NEGATIVE_INFINITY;
  for (const box of boxes)
    end = Math.max(end, direction === "across" ? box.x + box.width : box.y + box.height);
  return end;
}

/**
 * The boxes placed so far in one container, in a frame where layers run downwards, indexed by
 * horizontal bands so that finding what a new box would overlap looks at its neighbours only.
 */
export class FreeSpace {
  private readonly bands = new Map<number, DagBox[]>();

  constructor(private readonly gaps: Gaps) {}

  add(box: DagBox): void {
    const last = Math.floor((box.y + box.height) / BAND);
    for (let band = Math.floor(box.y / BAND); band <= last; band++) {
      const boxes = this.bands.get(band);
      if (boxes) boxes.push(box);
      else this.bands.set(band, [box]);
    }
  }

  /**
   * `box` moved right (`across`) or down (`along`) just far enough to keep its gaps to every
   * placed box. Each step moves it past all the boxes it meets, so the loop ends.
   */
  settle(box: DagBox, direction: "across" | "along"): DagBox {
    let placed = box;
    for (let blockers = this.blockers(placed); blockers.length > 0; ) {
      const { x, y, width, height } = placed;
      placed =
        direction === "across"
          ? { x: farthest(blockers, "across") + this.gaps.across, y, width, height }
          : { x, y: farthest(blockers, "along") + this.gaps.along, width, height };
      blockers = this.blockers(placed);
    }
    return placed;
  }

  private blockers(box: DagBox): DagBox[] {
    const { across, along } = this.gaps;
    const found = new Set<DagBox>();
    const last = Math.floor((box.y + box.height + along) / BAND);
    for (let band = Math.floor((box.y - along) / BAND); band <= last; band++)
      for (const other of this.bands.get(band) ?? [])
        if (
          other.x < box.x + box.width + across &&
          box.x < other.x + other.width + across &&
          other.y < box.y + box.height + along &&
          box.y < other.y + other.height + along
        )
          found.add(other);
    return [...found];
  }
}
