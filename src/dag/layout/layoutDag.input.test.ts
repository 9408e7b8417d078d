import type { DagEdge, DagGroup, DagNode, ProjectedDag } from "threadline";
import { describe, expect, it } from "vitest";
import type { DagLayout, DagLayoutResult } from "./DagLayout.js";
import { layoutDag } from "./layoutDag.js";
import { escapedBoxes, overlappingPairs } from "./layoutGeometry.fixtures.js";

function laidOut(result: DagLayoutResult): DagLayout {
  if (result.status !== "ok") throw new Error(result.reason);
  return result;
}

const node = (id: string, groupId: string): DagNode => ({
  id,
  kind: "text",
  label: `node ${id}`,
  runId: groupId,
  status: "complete",
  depth: 0,
  groupId,
});

const group = (id: string, parentGroupId?: string): DagGroup => ({
  id,
  runId: id,
  status: "complete",
  depth: 0,
  label: id,
  ...(parentGroupId === undefined ? {} : { parentGroupId }),
});

const edge = (source: string, target: string): DagEdge => ({
  id: `${source}->${target}`,
  source,
  target,
  kind: "sequence",
});

describe("layoutDag", () => {
  it("places a DAG that is not what projectDAG makes without overlaps", async () => {
    const dag: ProjectedDag = {
      groups: [group("run:a"), group("run:b", "run:a"), group("run:lost", "run:none")],
      nodes: [
        node("a1", "run:a"),
        node("a2", "run:a"),
        node("a3", "run:a"),
        node("b1", "run:b"),
        node("b2", "run:b"),
        node("stray", "run:unknown"),
        node("lost1", "run:lost"),
      ],
      edges: [
        edge("a1", "a2"),
        edge("a2", "a3"),
        edge("a3", "a1"),
        edge("b2", "b1"),
        edge("a2", "b2"),
        edge("b1", "a3"),
        edge("a1", "gone"),
        edge("a2", "a2"),
      ],
    };
    const layout = laidOut(await layoutDag(dag));
    expect(layout.nodes.map((placed) => placed.id)).toEqual(dag.nodes.map((item) => item.id));
    expect(overlappingPairs(layout)).toEqual([]);
    expect(escapedBoxes(layout)).toEqual(["stray in run:unknown", "run:lost in run:none"]);
    expect(layout.edges.map((placed) => placed.points.length > 0)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      true,
    ]);
  });

  it("treats groups whose parents form a cycle as top-level boxes", async () => {
    const dag: ProjectedDag = {
      groups: [group("run:x", "run:y"), group("run:y", "run:x"), group("run:empty")],
      nodes: [node("x1", "run:x"), node("y1", "run:y")],
      edges: [edge("x1", "y1")],
    };
    const layout = laidOut(await layoutDag(dag));
    expect(overlappingPairs(layout)).toEqual([]);
    expect(escapedBoxes(layout)).toEqual(["run:x in run:y", "run:y in run:x"]);
    const empty = layout.groups.find((placed) => placed.id === "run:empty");
    expect(empty && empty.width > 0 && empty.height > 0).toBe(true);
  });
});
