import type { PlacedDagNode } from "../../layout/DagLayout.js";

/** A text node of 80 × 32 at `x`, `y` in the one run `run`, for navigation tests. */
export function placed(id: string, x: number, y: number, folded?: string[]): PlacedDagNode {
  return {
    id,
    kind: "text",
    label: id,
    runId: "run",
    status: "complete",
    depth: 0,
    groupId: "run:run",
    x,
    y,
    width: 80,
    height: 32,
    ...(folded && { folded }),
  };
}
