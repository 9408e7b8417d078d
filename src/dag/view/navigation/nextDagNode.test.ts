import { describe, expect, it } from "vitest";
import type { DagEdgeKind } from "../../../core/projections/dag/DagNode.js";
import type { DagLayout, PlacedDagNode } from "../../layout/DagLayout.js";
import { indexDagNodes } from "./DagNodeIndex.js";
import { nextDagNode } from "./nextDagNode.js";
import { placed } from "./placedNode.fixtures.js";

function layoutOf(nodes: PlacedDagNode[], edges: [string, string, DagEdgeKind?][]): DagLayout {
  return {
    status: "ok",
    nodes,
    groups: [],
    edges: edges.map(([source, target, kind = "sequence"]) => ({
      id: `${source}->${target}`,
      source,
      target,
      kind,
      points: [],
    })),
    width: 800,
    height: 800,
    direction: "DOWN",
    placement: "full",
  };
}

// A text, then a tool call spawning three subagents side by side, then the call's result.
const index = indexDagNodes(
  layoutOf(
    [
      placed("text", 100, 0),
      placed("call", 100, 80, ["call-progress"]),
      placed("papers", 40, 200),
      placed("code", 300, 200),
      placed("web", 560, 200),
      placed("result", 100, 500),
    ],
    [
      ["text", "call"],
      ["call", "papers", "spawn"],
      ["call", "code", "spawn"],
      ["call", "web", "spawn"],
      ["call", "result"],
    ],
  ),
);

describe("nextDagNode", () => {
  it("goes down an edge and back up it", () => {
    expect(nextDagNode(index, "text", "down")).toBe("call");
    expect(nextDagNode(index, "call", "up")).toBe("text");
  });

  it("walks sideways through the subagents a tool call spawned, and up to the call", () => {
    expect(nextDagNode(index, "papers", "right")).toBe("code");
    expect(nextDagNode(index, "code", "right")).toBe("web");
    expect(nextDagNode(index, "web", "right")).toBeUndefined();
    expect(nextDagNode(index, "web", "left")).toBe("code");
    expect(nextDagNode(index, "code", "up")).toBe("call");
  });

  it("follows the nearest, straightest outgoing edge down", () => {
    expect(nextDagNode(index, "call", "down")).toBe("papers");
    expect(nextDagNode(index, "papers", "down")).toBeUndefined();
  });

  it("moves across to the nearest joined node that way, slanting if need be", () => {
    expect(nextDagNode(index, "call", "right")).toBe("code");
    expect(nextDagNode(index, "call", "left")).toBe("papers");
  });

  it("goes up the spawn edge to the tool call even when a sibling lies nearer", () => {
    const beside = indexDagNodes(
      layoutOf(
        [placed("call", 100, 0), placed("result", 90, 70), placed("start", 400, 60)],
        [
          ["call", "result"],
          ["call", "start", "spawn"],
        ],
      ),
    );
    expect(nextDagNode(beside, "start", "up")).toBe("call");
    expect(nextDagNode(beside, "call", "down")).toBe("result");
    expect(nextDagNode(beside, "call", "right")).toBe("start");
  });

  it("follows edges right and left in a left-to-right layout", () => {
    const sideways = indexDagNodes({
      ...layoutOf(
        [placed("a", 0, 0), placed("b", 120, 0), placed("c", 120, 60)],
        [
          ["a", "b"],
          ["a", "c"],
        ],
      ),
      direction: "RIGHT",
    });
    expect(nextDagNode(sideways, "a", "right")).toBe("b");
    expect(nextDagNode(sideways, "c", "left")).toBe("a");
    expect(nextDagNode(sideways, "b", "down")).toBe("c");
    expect(nextDagNode(sideways, "b", "up")).toBeUndefined();
  });

  it("goes nowhere when no joined node lies that way", () => {
    expect(nextDagNode(index, "text", "up")).toBeUndefined();
    expect(nextDagNode(index, "text", "left")).toBeUndefined();
    expect(nextDagNode(index, "missing", "down")).toBeUndefined();
  });
});

describe("indexDagNodes", () => {
  it("maps node ids and the ids folded into them to the node that shows them", () => {
    expect(index.shownAs.get("call")).toBe("call");
    expect(index.shownAs.get("call-progress")).toBe("call");
    expect(index.shownAs.get("not-a-node")).toBeUndefined();
  });

  it("joins both ends of every edge between placed nodes", () => {
    expect(index.successors.get("call")).toEqual(["papers", "code", "web", "result"]);
    expect(index.predecessors.get("code")).toEqual(["call"]);
    const stray = indexDagNodes(layoutOf([placed("a", 0, 0)], [["a", "gone"]]));
    expect(stray.successors.get("a")).toBeUndefined();
  });
});
