import { BaseEdge, type EdgeProps } from "@xyflow/react";
import { useContext } from "react";
import type { DagFlowEdge } from "../DagFlowElements.js";
import { DagViewContext } from "../DagViewContext.js";
import { roundedPath } from "./roundedPath.js";

/**
 * A DAG edge along the route the layout gave it, with an arrowhead at its target. An edge
 * that leaves a run's box is drawn in two parts, the one inside the box apart, so the
 * zoomed-out view can hide it with the nodes it runs among.
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
  const exit = data?.exit ?? 0;
  if (points.length < 2) {
    const path = `M${sourceX},${sourceY} L${targetX},${targetY}`;
    return (
      <BaseEdge path={path} markerEnd={`url(#${markerPrefix}-${type})`} interactionWidth={0} />
    );
  }
  const outside = exit > 0 && exit < points.length - 1 ? points.slice(exit) : points;
  return (
    <>
      {outside === points ? null : (
        <path
          className="react-flow__edge-path tl-dag-edge__exit"
          d={roundedPath(points.slice(0, exit + 1))}
          fill="none"
        />
      )}
      <BaseEdge
        path={roundedPath(outside)}
        markerEnd={`url(#${markerPrefix}-${type})`}
        interactionWidth={0}
      />
    </>
  );
}
