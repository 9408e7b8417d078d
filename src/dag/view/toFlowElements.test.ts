import { Position } from "@xyflow/react";
import { createGraph, type GraphEvent, projectDAG, reduceEvents } from "threadline";
import { deepNestingSession, multiAgentScenario } from "threadline/testing";
import { describe, expect, it } from "vitest";
import { formattersFor } from "../../components/labels/formattersFor.js";
import { defaultLabels } from "../../components/labels/ThreadlineLabels.js";
import type { DagLayout, DagLayoutResult } from "../layout/DagLayout.js";
import { layoutDag } from "../layout/layoutDag.js";
import type { DagFlowNode } from "./DagFlowElements.js";
import { toFlowElements } from "./toFlowElements.js";

const words = { labels: defaultLabels, format: formattersFor("en-US") };

const dagOf = (events: GraphEvent[]) => projectDAG(reduceEvents(createGraph(), events));

function laidOut(result: DagLayoutResult): DagLayout {
  if (result.status !== "ok") throw new Error(result.reason);
  return result;
}

/** A flow node's position on the whole canvas, adding up the positions of its parents. */
function absolute(nodes: readonly DagFlowNode[], node: DagFlowNode): { x: number; y: number } {
  const parent = nodes.find((candidate) => candidate.id === node.parentId);
  if (!parent) return node.position;
  const origin = absolute(nodes, parent);
  return { x: origin.x + node.position.x, y: origin.y + node.position.y };
}

const deep = laidOut(await layoutDag(dagOf(deepNestingSession().events())));
const multi = laidOut(
  await layoutDag(dagOf(multiAgentScenario().events()), { direction: "RIGHT" }),
);

describe("toFlowElements", () => {
  it("lists each run box before the boxes and nodes inside it", () => {
    const { nodes } = toFlowElements(deep, words);
    expect(nodes).toHaveLength(deep.nodes.length + deep.groups.length);
    for (const [position, node] of nodes.entries()) {
      if (node.parentId === undefined) continue;
      const parentPosition = nodes.findIndex((candidate) => candidate.id === node.parentId);
      expect(parentPosition).toBeGreaterThanOrEqual(0);
      expect(parentPosition).toBeLessThan(position);
    }
    expect(nodes.filter((node) => node.type === "run" && node.parentId !== undefined)).toHaveLength(
      deep.groups.filter((group) => group.parentGroupId !== undefined).length,
    );
  });

  it("places nodes and nested boxes relative to their parent so they land on the layout", () => {
    const { nodes } = toFlowElements(deep, words);
    const boxes = new Map([...deep.groups, ...deep.nodes].map((box) => [box.id, box]));
    for (const node of nodes) {
      const box = boxes.get(node.id);
      expect(box).toBeDefined();
      expect(absolute(nodes, node)).toEqual({ x: box?.x, y: box?.y });
      expect([node.width, node.height]).toEqual([box?.width, box?.height]);
    }
    const offset = deep.nodes.find((node) => {
      const group = boxes.get(node.groupId);
      return group !== undefined && (group.x !== 0 || group.y !== 0);
    });
    const group = boxes.get(offset?.groupId ?? "");
    expect(nodes.find((node) => node.id === offset?.id)?.position).toEqual({
      x: (offset?.x ?? 0) - (group?.x ?? 0),
      y: (offset?.y ?? 0) - (group?.y ?? 0),
    });
    expect(group?.x !== 0 || group?.y !== 0).toBe(true);
  });

  it("types each node by its kind, names it for assistive technology and keeps it fixed", () => {
    const { nodes } = toFlowElements(multi, words);
    const call = nodes.find((node) => node.type === "tool_call");
    expect(call).toMatchObject({
      ariaRole: "button",
      ariaLabel: "Tool call: exec, Done, lead",
      className: "tl-dag-node",
      draggable: false,
      selectable: false,
      connectable: false,
      deletable: false,
      domAttributes: {
        tabIndex: -1,
        "aria-roledescription": "node",
        "data-kind": "tool_call",
        "data-status": "complete",
      },
    });
    const run = nodes.find((node) => node.id === "run:researcher-1");
    expect(run).toMatchObject({
      type: "run",
      parentId: "run:lead-1",
      focusable: false,
      className: "tl-dag-group",
      domAttributes: { "data-status": "complete", "data-depth": 1 },
    });
    const group = multi.groups.find((candidate) => candidate.id === run?.id);
    expect(run?.data).toEqual({
      group,
      summary: {
        state: "complete",
        steps: 4,
        tools: 2,
        task: "What changed in coupon handling since yesterday?",
        outline: [
          {
            kind: "text",
            id: "researcher-1:text-1",
            text: "Searching the recent commits for coupon…",
          },
          { kind: "tool_call", id: "researcher-1:call-1", tool: "git_log", state: "complete" },
          { kind: "tool_call", id: "researcher-1:call-2", tool: "read_file", state: "complete" },
          {
            kind: "text",
            id: "researcher-1:text-2",
            text: "Commit 4be1c2a rounds percent / 100, wh…",
          },
        ],
        card: { x: 0, y: 0, width: group?.width, height: group?.height },
      },
    });
  });

  it("names nodes in the labels and the locale it is given", () => {
    const german = {
      labels: {
        ...defaultLabels,
        dagKindToolCall: "Werkzeugaufruf",
        toolComplete: "fertig",
        dagNodeRole: "Knoten",
      },
      format: formattersFor("de-DE"),
    };
    const call = toFlowElements(multi, german).nodes.find((node) => node.type === "tool_call");
    expect(call?.ariaLabel).toBe("Werkzeugaufruf: exec, fertig, lead");
    expect(call?.domAttributes?.["aria-roledescription"]).toBe("Knoten");
  });

  it("puts the handles where the layout's direction makes edges arrive and leave", () => {
    const right = toFlowElements(multi, words).nodes.find((node) => node.type === "text");
    expect(right?.handles?.map((handle) => [handle.type, handle.position])).toEqual([
      ["target", Position.Left],
      ["source", Position.Right],
    ]);
    const down = toFlowElements(deep, words).nodes.find((node) => node.type === "text");
    expect(down?.handles?.map((handle) => [handle.type, handle.position, handle.y])).toEqual([
      ["target", Position.Top, 0],
      ["source", Position.Bottom, down?.height],
    ]);
  });

  it("types edges by kind, keeps their route and hides them from assistive technology", () => {
    const { edges } = toFlowElements(deep, words);
    expect(edges).toHaveLength(deep.edges.length);
    const spawn = deep.edges.find((edge) => edge.kind === "spawn");
    expect(edges.find((edge) => edge.id === spawn?.id)).toMatchObject({
      type: "spawn",
      source: spawn?.source,
      target: spawn?.target,
      data: { points: spawn?.points },
      focusable: false,
      domAttributes: { "aria-hidden": true },
    });
  });

  it("marks the edges the zoomed-out view hides: inside one run, or from or to a node of a run holding the other end", () => {
    for (const layout of [multi, deep]) {
      const { edges } = toFlowElements(layout, words);
      const runOf = new Map(layout.nodes.map((node) => [node.id, node.groupId]));
      const parentOf = new Map(layout.groups.map((group) => [group.id, group.parentGroupId]));
      const holds = (run: string | undefined, node: string) => {
        for (let at = runOf.get(node); at !== undefined; at = parentOf.get(at))
          if (at === run) return true;
        return false;
      };
      const inside = edges.filter((edge) => edge.className === "tl-dag-edge--inside");
      expect(inside.length).toBeGreaterThan(0);
      expect(inside.length).toBeLessThan(edges.length);
      for (const edge of edges)
        expect(edge.className === "tl-dag-edge--inside").toBe(
          holds(runOf.get(edge.source), edge.target) || holds(runOf.get(edge.target), edge.source),
        );
      expect(inside.filter((edge) => edge.type === "spawn")).toEqual(
        edges.filter((edge) => edge.type === "spawn"),
      );
    }
  });

  it("says where an edge between two runs' boxes leaves the first, on that box's border", () => {
    const { edges } = toFlowElements(deep, words);
    const between = edges.filter((edge) => edge.className === undefined);
    expect(between.length).toBeGreaterThan(0);
    const groups = new Map(deep.groups.map((group) => [group.id, group]));
    const runOf = new Map(deep.nodes.map((node) => [node.id, node.groupId]));
    for (const edge of between) {
      const box = groups.get(runOf.get(edge.source) ?? "");
      const exit = edge.data?.exit ?? 0;
      const at = edge.data?.points[exit];
      expect(exit).toBeGreaterThan(0);
      expect(at?.y).toBeCloseTo((box?.y ?? 0) + (box?.height ?? 0));
    }
  });

  it("drops edges whose ends were not placed", () => {
    const first = deep.nodes[0]?.id ?? "";
    const stray = {
      id: `${first}->gone`,
      source: first,
      target: "gone",
      kind: "sequence" as const,
    };
    const { edges } = toFlowElements(
      { ...deep, edges: [...deep.edges, { ...stray, points: [] }] },
      words,
    );
    expect(edges.map((edge) => edge.id)).not.toContain(stray.id);
    expect(edges).toHaveLength(deep.edges.length);
  });
});
