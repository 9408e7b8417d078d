import { describe, expect, it } from "vitest";
import type { DagLayout, PlacedDagNode } from "../../layout/DagLayout.js";
import { FOLLOW_ZOOM, fitTarget } from "./fitTarget.js";

/** A column of `count` nodes, 80 × 32, one every 72 px, in arrival order. */
function column(count: number): DagLayout {
  const nodes: PlacedDagNode[] = Array.from({ length: count }, (_, index) => ({
    id: `n${index}`,
    kind: "text",
    label: `n${index}`,
    runId: "run",
    status: "complete",
    depth: 0,
    groupId: "run:run",
    x: 0,
    y: index * 72,
    width: 80,
    height: 32,
  }));
  return {
    status: "ok",
    nodes,
    groups: [],
    edges: [],
    width: 80,
    height: (count - 1) * 72 + 32,
    direction: "DOWN",
    placement: "full",
  };
}

describe("fitTarget", () => {
  it("fits the whole graph when it can be seen whole", () => {
    const layout = column(20);
    expect(fitTarget(layout, 800, 600)).toEqual({ x: 0, y: 0, width: 80, height: layout.height });
  });

  it("fits the newest nodes that can be read when the whole graph would be a blur", () => {
    const box = fitTarget(column(2000), 800, 600);
    expect(box.y + box.height).toBe(1999 * 72 + 32);
    const shown = Math.round((box.height + 40) / 72);
    expect(shown).toBeGreaterThan(3);
    expect(shown).toBeLessThan(20);
    expect(600 / (box.height * 1.08)).toBeGreaterThanOrEqual(FOLLOW_ZOOM);
    expect(600 / ((box.height + 72) * 1.08)).toBeLessThan(FOLLOW_ZOOM);
  });

  it("shows at least the newest node, however small the view", () => {
    expect(fitTarget(column(2000), 40, 20)).toEqual({ x: 0, y: 1999 * 72, width: 80, height: 32 });
  });
});
