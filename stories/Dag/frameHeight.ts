import type { DagLayoutResult } from "threadline/dag";

/** The width of a story's canvas: the 800 px test viewport less the story's padding and border. */
const CANVAS_WIDTH = 750;
/** React Flow's fit leaves 8 % around the graph (`padding: 0.08`). */
const FIT = 1.08;

/**
 * A story frame's height that shows the whole graph at full size where the canvas width and
 * 2 000 px allow, so its nodes can be read; a graph too big for that opens zoomed out, as run
 * cards. Between 360 and 2 000 px.
 */
export function frameHeight(layout: DagLayoutResult | undefined, width = CANVAS_WIDTH): number {
  if (layout?.status !== "ok") return 360;
  const zoom = Math.min(1, width / (layout.width * FIT));
  return Math.round(Math.min(2000, Math.max(360, layout.height * FIT * zoom)));
}
