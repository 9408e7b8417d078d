// Layout
export { layoutDag } from "./layout/layoutDag.js";
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
} from "./layout/DagLayout.js";

// View
export { DagView } from "./view/DagView.js";
export type { DagViewProps } from "./view/DagView.js";
export type {
  DagGroupContentProps,
  DagNodeContentProps,
  DagViewComponents,
} from "./view/DagViewComponents.js";
