// Layout
export { layoutDag } from "./layoutDag.js";
export type {
  DagBox,
  DagDirection,
  DagLayout,
  DagLayoutResult,
  DagLayoutTooLarge,
  DagPoint,
  DagSize,
  LayoutDagOptions,
  PlacedDagEdge,
  PlacedDagGroup,
  PlacedDagNode,
} from "./DagLayout.js";
