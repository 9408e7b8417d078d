// Layout
export { layoutDag } from "./layoutDag.js";
export type {
  DagBox,
  DagDirection,
  DagLayout,
  DagLayoutEngine,
  DagLayoutResult,
  DagLayoutTooLarge,
  DagPoint,
  DagSize,
  LayoutDagOptions,
  PlacedDagEdge,
  PlacedDagGroup,
  PlacedDagNode,
} from "./DagLayout.js";

// View
export { DagView } from "./DagView.js";
export type { DagViewProps } from "./DagView.js";
export type {
  DagGroupContentProps,
  DagNodeContentProps,
  DagViewComponents,
} from "./DagViewComponents.js";
