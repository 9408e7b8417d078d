import { type NodeHandle, Position } from "@xyflow/react";
import type { Formatters } from "../../components/labels/formattersFor.js";
import type { ThreadlineLabels } from "../../components/labels/ThreadlineLabels.js";
import type {
  DagDirection,
  DagLayout,
  DagPoint,
  PlacedDagGroup,
  PlacedDagNode,
} from "../layout/DagLayout.js";
import type {
  DagCardFlowNode,
  DagFlowEdge,
  DagFlowElements,
  DagNodeAttributes,
  DagRunFlowNode,
} from "./DagFlowElements.js";
import { dagNodeName } from "./elements/dagNodeName.js";
import { type DagRunSummary, summariseRuns } from "./elements/runSummary.js";

const FIXED = {
  draggable: false,
  selectable: false,
  connectable: false,
  deletable: false,
} as const;

/** Each group after the group that holds it, so React Flow meets parents first. */
function parentsFirst(groups: readonly PlacedDagGroup[]): PlacedDagGroup[] {
  const known = new Set(groups.map((group) => group.id));
  const children = new Map<string | undefined, PlacedDagGroup[]>();
  for (const group of groups) {
    const parent = known.has(group.parentGroupId ?? "") ? group.parentGroupId : undefined;
    const siblings = children.get(parent);
    if (siblings) siblings.push(group);
    else children.set(parent, [group]);
  }
  const ordered: PlacedDagGroup[] = [];
  const stack = [...(children.get(undefined) ?? [])].reverse();
  for (let group = stack.pop(); group; group = stack.pop()) {
    ordered.push(group);
    stack.push(...[...(children.get(group.id) ?? [])].reverse());
  }
  return ordered;
}

function relative(
  box: { readonly x: number; readonly y: number },
  parent: PlacedDagGroup | undefined,
) {
  if (!parent) return { position: { x: box.x, y: box.y } };
  return { position: { x: box.x - parent.x, y: box.y - parent.y }, parentId: parent.id };
}

function runNode(
  group: PlacedDagGroup,
  parent: PlacedDagGroup | undefined,
  summary: DagRunSummary,
): DagRunFlowNode {
  const attributes: DagNodeAttributes = {
    "aria-roledescription": undefined,
    "data-status": group.status,
    "data-depth": group.depth,
  };
  return {
    id: group.id,
    type: "run",
    ...relative(group, parent),
    width: group.width,
    height: group.height,
    data: { group, summary },
    ...FIXED,
    focusable: false,
    className: "tl-dag-group",
    domAttributes: attributes,
  };
}

/** Where edges meet a node, so edges can be drawn before React Flow measures the handles. */
function handlesOf(node: PlacedDagNode, direction: DagDirection): NodeHandle[] {
  if (direction === "RIGHT")
    return [
      { type: "target", position: Position.Left, x: 0, y: node.height / 2 },
      { type: "source", position: Position.Right, x: node.width, y: node.height / 2 },
    ];
  return [
    { type: "target", position: Position.Top, x: node.width / 2, y: 0 },
    { type: "source", position: Position.Bottom, x: node.width / 2, y: node.height },
  ];
}

/** The words a layout's elements are named with. */
export interface DagFlowWords {
  readonly labels: ThreadlineLabels;
  readonly format: Formatters;
}

function cardNode(
  node: PlacedDagNode,
  parent: PlacedDagGroup | undefined,
  direction: DagDirection,
  { labels, format }: DagFlowWords,
): DagCardFlowNode {
  const attributes: DagNodeAttributes = {
    tabIndex: -1,
    "aria-roledescription": labels.dagNodeRole,
    "data-kind": node.kind,
    "data-status": node.status,
  };
  return {
    id: node.id,
    type: node.kind,
    ...relative(node, parent),
    width: node.width,
    height: node.height,
    data: { node, direction },
    ...FIXED,
    ariaRole: "button",
    ariaLabel: dagNodeName(node, labels, format),
    className: "tl-dag-node",
    handles: handlesOf(node, direction),
    domAttributes: attributes,
  };
}

/**
 * The box an edge leaves, the outermost run around its source that does not hold its target,
 * when its target's side has one too (then the edge joins two runs' boxes), else `undefined`.
 */
function farPart(
  aroundSource: readonly string[],
  aroundTarget: readonly string[],
  groupOf: (id: string) => PlacedDagGroup | undefined,
): PlacedDagGroup | undefined {
  const sourceSide = new Set(aroundSource);
  const targetSide = new Set(aroundTarget);
  const exit = aroundSource.filter((id) => !targetSide.has(id)).at(-1);
  const entry = aroundTarget.filter((id) => !sourceSide.has(id)).at(-1);
  return exit === undefined || entry === undefined ? undefined : groupOf(exit);
}

/** The index of the first point of a route on the border of the box it leaves, 0 if none is. */
function exitIndex(points: readonly DagPoint[], box: PlacedDagGroup): number {
  const near = (a: number, b: number) => Math.abs(a - b) < 0.5;
  const index = points.findIndex(
    (point) =>
      point.x >= box.x - 0.5 &&
      point.x <= box.x + box.width + 0.5 &&
      point.y >= box.y - 0.5 &&
      point.y <= box.y + box.height + 0.5 &&
      (near(point.x, box.x) ||
        near(point.x, box.x + box.width) ||
        near(point.y, box.y) ||
        near(point.y, box.y + box.height)),
  );
  return Math.max(0, index);
}

/**
 * A layout as React Flow elements: one parent node per run box (with what its card says) and
 * one node per DAG node, each placed relative to the box that holds it, and the edges that
 * join two placed nodes: those the zoomed-out view hides marked, and those between two runs'
 * boxes with the index of the point where they leave the first box (`exit`), since the
 * zoomed-out view draws only the part from there on.
 * Nodes are fixed (not draggable, connectable or deletable) and named in `words`; selection is
 * `DagView`'s own.
 */
export function toFlowElements(layout: DagLayout, words: DagFlowWords): DagFlowElements {
  const groups = new Map(layout.groups.map((group) => [group.id, group]));
  const parentOf = (id: string | undefined) => (id === undefined ? undefined : groups.get(id));
  const summaryOf = summariseRuns(layout);
  const nodes = [
    ...parentsFirst(layout.groups).map((group) =>
      runNode(group, parentOf(group.parentGroupId), summaryOf(group)),
    ),
    ...layout.nodes.map((node) => cardNode(node, parentOf(node.groupId), layout.direction, words)),
  ];
  const runOf = new Map(layout.nodes.map((node) => [node.id, node.groupId]));
  const runsAround = (id: string) => {
    const around: string[] = [];
    for (let at = runOf.get(id); at !== undefined; at = parentOf(at)?.parentGroupId)
      around.push(at);
    return around;
  };
  const edges = layout.edges
    .filter((edge) => runOf.has(edge.source) && runOf.has(edge.target))
    .map((edge): DagFlowEdge => {
      const { points } = edge;
      const far = farPart(runsAround(edge.source), runsAround(edge.target), (id) => groups.get(id));
      const exit = far === undefined ? 0 : exitIndex(points, far);
      return {
        id: edge.id,
        source: edge.source,
        target: edge.target,
        type: edge.kind,
        data: exit > 0 ? { points, exit } : { points },
        // Zoomed out, a node's card stands for it: an edge from or to a node of the run that
        // holds its other end (an edge inside a run, a spawn edge) gives way with the nodes.
        ...(far === undefined ? { className: "tl-dag-edge--inside" } : {}),
        ...FIXED,
        focusable: false,
        reconnectable: false,
        domAttributes: { "aria-hidden": true, "aria-roledescription": undefined },
      };
    });
  return { nodes, edges };
}
