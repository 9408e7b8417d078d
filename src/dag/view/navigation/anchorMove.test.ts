import { describe, expect, it } from "vitest";
import type { DagLayout, PlacedDagNode } from "../../layout/DagLayout.js";
import { anchorMove } from "./anchorMove.js";
import { placed } from "./placedNode.fixtures.js";

function layoutOf(...nodes: PlacedDagNode[]): DagLayout {
  return {
    status: "ok",
    nodes,
    groups: [],
    edges: [],
    width: 1000,
    height: 1000,
    direction: "DOWN",
    placement: "full",
  };
}

// A 400 × 300 view at zoom 2 whose centre is the graph's point (100, 100).
const view = { x: 0, y: 0, zoom: 2, width: 400, height: 300 } as const;
const viewAt = { ...view, x: -(100 * 2 - 200), y: -(100 * 2 - 150) };

describe("anchorMove", () => {
  const before = layoutOf(placed("a", 0, 0), placed("b", 60, 84), placed("c", 500, 500));
  const after = layoutOf(placed("a", 10, 0), placed("b", 63, 140), placed("c", 480, 510));

  it("follows the node nearest the view's centre when nothing is selected", () => {
    expect(anchorMove(before, after, viewAt)).toEqual({ x: 3, y: 56 });
  });

  it("follows the selected node while it is in view", () => {
    expect(anchorMove(before, after, viewAt, "a")).toEqual({ x: 10, y: 0 });
  });

  it("ignores a selected node out of view, and nodes the new layout lost", () => {
    expect(anchorMove(before, after, viewAt, "c")).toEqual({ x: 3, y: 56 });
    const withoutB = layoutOf(placed("a", 10, 0), placed("c", 480, 510));
    expect(anchorMove(before, withoutB, viewAt)).toEqual({ x: 10, y: 0 });
  });

  it("has no anchor when the layouts share no node", () => {
    expect(anchorMove(before, layoutOf(placed("z", 0, 0)), view)).toBeUndefined();
  });
});
