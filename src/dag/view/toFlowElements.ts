import { type NodeHandle, Position } from "@xyflow/react";
import type { Formatters } from "../../components/labels/formattersFor.js";
import type { ThreadlineLabels } from "../../components/labels/ThreadlineLabels.js";
import type {
  DagDirection,
  DagLayout,
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
 * A layout as React Flow elements: one parent node per run box (with what its card says) and
 * one node per DAG node, each placed relative to the box that holds it, and the edges that
 * join two placed nodes, those inside one run marked.
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
  const edges = layout.edges
    .filter((edge) => runOf.has(edge.source) && runOf.has(edge.target))
    .map(
      (edge): DagFlowEdge => ({
        id: edge.id,
        source: edge.source,
        target: edge.target,
        type: edge.kind,
        data: { points: edge.points },
        // An edge inside one run joins two of its nodes, which its card stands for when zoomed out.
        ...(runOf.get(edge.source) === runOf.get(edge.target)
          ? { className: "tl-dag-edge--inside" }
          : {}),
        ...FIXED,
        focusable: false,
        reconnectable: false,
        domAttributes: { "aria-hidden": true, "aria-roledescription": undefined },
      }),
    );
  return { nodes, edges };
}
