import type { EdgeTypes, NodeTypes } from "@xyflow/react";
import type { NodeKind } from "../../../core/graph/Node.js";
import type { DagEdgeKind } from "../../../core/projections/dag/DagNode.js";
import { DagEdgePath } from "./DagEdgePath.js";
import { DagGroupBox } from "./DagGroupBox.js";
import { DagNodeCard } from "./DagNodeCard.js";

/** React Flow's node types of `DagView`: one per node kind, and `run` for a run's box. */
export const dagNodeTypes = {
  user: DagNodeCard,
  text: DagNodeCard,
  reasoning: DagNodeCard,
  tool_call: DagNodeCard,
  tool_result: DagNodeCard,
  tool_progress: DagNodeCard,
  relay: DagNodeCard,
  error: DagNodeCard,
  usage: DagNodeCard,
  summary: DagNodeCard,
  harness_start: DagNodeCard,
  harness_end: DagNodeCard,
  run: DagGroupBox,
} satisfies Record<NodeKind | "run", unknown> as NodeTypes;

/** React Flow's edge types of `DagView`: one per edge kind. */
export const dagEdgeTypes = {
  sequence: DagEdgePath,
  spawn: DagEdgePath,
} satisfies Record<DagEdgeKind, unknown> as EdgeTypes;
