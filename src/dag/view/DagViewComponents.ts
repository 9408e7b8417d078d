import type { ComponentType } from "react";
import type { NodeKind } from "../../core/graph/Node.js";
import type { PlacedDagGroup, PlacedDagNode } from "../layout/DagLayout.js";
import type { DagRunSummary } from "./elements/runSummary.js";

/** Props of a component that draws the inside of one DAG node's box. */
export interface DagNodeContentProps {
  readonly node: PlacedDagNode;
}

/** Props of a component that draws the label of one run's box. */
export interface DagGroupContentProps {
  readonly group: PlacedDagGroup;
  /** What the run's card says: its state, counts and task, and where the card goes. */
  readonly summary: DagRunSummary;
}

/**
 * Renderers for the inside of `DagView`'s boxes: one per node kind, and `run` for the label of
 * a run's box, which is also the run's card while the view is zoomed out too far to read nodes. Each draws inside a box the layout sized (pass `layoutOptions.measure` when the
 * content needs another size); the box itself, its edges and its keyboard behaviour stay.
 */
export type DagViewComponents = {
  readonly [Kind in NodeKind]?: ComponentType<DagNodeContentProps>;
} & {
  readonly run?: ComponentType<DagGroupContentProps>;
};
