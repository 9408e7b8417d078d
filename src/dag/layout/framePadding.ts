import type { DagDirection } from "./DagLayout.js";
import type { LayoutSettings } from "./layoutSettings.js";

/** A group's padding in the frame where layers run downwards. */
export interface FramePadding {
  readonly top: number;
  readonly left: number;
  readonly right: number;
  readonly bottom: number;
}

/**
 * The padding of `settings` turned into the downward frame: the label's extra space stays at the
 * top of the box on screen, which in a RIGHT layout is the frame's left.
 */
export function framePadding(
  padding: LayoutSettings["padding"],
  direction: DagDirection,
): FramePadding {
  const { top, side } = padding;
  return direction === "RIGHT"
    ? { top: side, left: top, right: side, bottom: side }
    : { top, left: side, right: side, bottom: side };
}
