import { BaseEdge, type EdgeProps } from "@xyflow/react";
import { useContext } from "react";
import type { DagFlowEdge } from "../DagFlowElements.js";
import { DagViewContext } from "../DagViewContext.js";
import { roundedPath } from "./roundedPath.js";

/**
 * A DAG edge along the route the layout gave it, with an arrowhead at its target.
 * @example
 * const edgeTypes = { sequence: DagEdgePath, spawn: DagEdgePath };
 */
export function DagEdgePath({
  type,
  data,
  sourceX,
  sourceY,
  targetX,
  targetY,
}: EdgeProps<DagFlowEdge>) {
  const { markerPrefix } = useContext(DagViewContext);
  const points = data?.points ?? [];
  const path =
    points.length >= 2 ? roundedPath(points) : `M${sourceX},${sourceY} L${targetX},${targetY}`;
  return <BaseEdge path={path} markerEnd={`url(#${markerPrefix}-${type})`} interactionWidth={0} />;
}
