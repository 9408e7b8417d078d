import type { DagLayoutResult } from "threadline/dag";

/** The width of a story's canvas: the 800 px test viewport less the story's padding and border. */
const CANVAS_WIDTH = 750;
/** React Flow's fit leaves 8 % around the graph (`padding: 0.08`). */
const FIT = 1.08;

/**
 * A story frame's height that shows the whole graph at up to 0.8 zoom, so labels stay
 * readable where the canvas width allows; between 360 and 1 600 px.
 */
export function frameHeight(layout: DagLayoutResult | undefined, width = CANVAS_WIDTH): number {
  if (layout?.status !== "ok") return 360;
  const zoom = Math.min(0.8, width / (layout.width * FIT));
  return Math.round(Math.min(1600, Math.max(360, layout.height * FIT * zoom)));
}
