import type { DagNode } from "../../core/projections/dag/DagNode.js";
import type { DagDirection, DagSize, LayoutDagOptions } from "./DagLayout.js";

const CHARACTER_WIDTH = 7;
const NODE_PADDING = 24;
const MINIMUM_WIDTH = 64;
const NODE_HEIGHT = 32;
const GROUP_LABEL_HEIGHT = 20;

/** The options of `layoutDag` with every default filled in. */
export interface LayoutSettings {
  readonly direction: DagDirection;
  readonly nodeSpacing: number;
  readonly layerSpacing: number;
  readonly padding: { readonly top: number; readonly side: number };
  readonly measure: (node: DagNode) => DagSize;
  readonly deadlineMs: number;
}

/** A node's size guessed from its label, for when nothing can measure text. */
export function estimateNodeSize(node: DagNode): DagSize {
  const width = Math.max(MINIMUM_WIDTH, node.label.length * CHARACTER_WIDTH + NODE_PADDING);
  return { width, height: NODE_HEIGHT };
}

/** Fills in the defaults of `layoutDag`'s options. */
export function resolveSettings(options: LayoutDagOptions): LayoutSettings {
  const groupPadding = options.groupPadding ?? 16;
  return {
    direction: options.direction ?? "DOWN",
    nodeSpacing: options.nodeSpacing ?? 24,
    layerSpacing: options.layerSpacing ?? 40,
    padding: { top: groupPadding + GROUP_LABEL_HEIGHT, side: groupPadding },
    measure: options.measure ?? estimateNodeSize,
    deadlineMs: options.deadlineMs ?? 10_000,
  };
}
