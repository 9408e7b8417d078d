import type { Edge, Node } from "@xyflow/react";
import type { NodeKind } from "../../core/graph/Node.js";
import type { DagEdgeKind } from "../../core/projections/dag/DagNode.js";
import type { DagDirection, DagPoint, PlacedDagGroup, PlacedDagNode } from "../layout/DagLayout.js";
import type { DagRunSummary } from "./elements/runSummary.js";

/** What a React Flow node of one DAG node carries. */
export type DagCardData = {
  readonly node: PlacedDagNode;
  readonly direction: DagDirection;
};

/** A DAG node as a React Flow node; its type is its kind. */
export type DagCardFlowNode = Node<DagCardData, NodeKind>;

/** What the React Flow node of one run's box carries. */
export type DagRunData = {
  readonly group: PlacedDagGroup;
  readonly summary: DagRunSummary;
};

/** A run's box as a React Flow parent node. */
export type DagRunFlowNode = Node<DagRunData, "run">;

/** Any React Flow node `DagView` draws. */
export type DagFlowNode = DagCardFlowNode | DagRunFlowNode;

/**
 * What a React Flow edge of the DAG carries: the route the layout gave it, and for an edge
 * from one run's box to another's, the index of the point where it leaves the first box (the
 * part before it runs among nodes the zoomed-out view hides).
 */
export type DagEdgeData = {
  readonly points: readonly DagPoint[];
  readonly exit?: number;
};

/** A DAG edge as a React Flow edge; its type is its kind. */
export type DagFlowEdge = Edge<DagEdgeData, DagEdgeKind>;

/** A layout as React Flow's nodes (run boxes first, parents before children) and edges. */
export interface DagFlowElements {
  readonly nodes: readonly DagFlowNode[];
  readonly edges: readonly DagFlowEdge[];
}

/** Attributes React Flow puts on a node's element, `data-*` ones included. */
export type DagNodeAttributes = NonNullable<Node["domAttributes"]> & {
  readonly [name: `data-${string}`]: string | number | undefined;
};
