import type { ProjectedDag } from "../../core/projections/dag/DagNode.js";
import type {
  DagBox,
  DagDirection,
  DagLayout,
  DagPoint,
  PlacedDagEdge,
  PlacedDagGroup,
  PlacedDagNode,
} from "./DagLayout.js";
import { type FramePadding, framePadding } from "./framePadding.js";
import type { LayoutSettings } from "./layoutSettings.js";
import { turnSize } from "./turnBox.js";

/** What the layout of one node needs: its box's size in the downward frame, and its run. */
export interface InputNode {
  readonly id: string;
  readonly groupId: string;
  readonly width: number;
  readonly height: number;
}

/** What the layout of one edge needs. */
export interface InputEdge {
  readonly id: string;
  readonly source: string;
  readonly target: string;
  readonly kind: "spawn" | "sequence";
}

/** What the layout of one run's box needs. */
export interface InputGroup {
  readonly id: string;
  readonly parentGroupId?: string | undefined;
}

/** The spacing of a layout, in the downward frame where layers run down the page. */
export interface InputSpacing {
  readonly direction: DagDirection;
  readonly nodeSpacing: number;
  readonly layerSpacing: number;
  readonly padding: FramePadding;
}

/**
 * A DAG reduced to what placing it needs, sizes measured and turned into the downward frame:
 * plain data, so that it crosses to a worker as it is.
 */
export interface LayoutInput {
  readonly nodes: readonly InputNode[];
  readonly edges: readonly InputEdge[];
  readonly groups: readonly InputGroup[];
  readonly spacing: InputSpacing;
}

/**
 * A layout as plain data, in the order of the input: four numbers (x, y, width, height) per
 * node and per group, `NaN` for what a partial picture leaves out, and each edge's route as
 * x, y pairs (empty when it has none).
 */
export interface LayoutPicture {
  /** `true` for a first picture that holds only the runs nearest the newest. */
  readonly partial: boolean;
  readonly nodeBoxes: Float64Array;
  readonly groupBoxes: Float64Array;
  readonly edgeRoutes: readonly (readonly number[])[];
  readonly width: number;
  readonly height: number;
}

/** The DAG as `LayoutInput`, each node measured with `settings.measure`. */
export function toLayoutInput(dag: ProjectedDag, settings: LayoutSettings): LayoutInput {
  const { direction } = settings;
  return {
    nodes: dag.nodes.map((node) => {
      const { width, height } = turnSize(settings.measure(node), direction);
      return { id: node.id, groupId: node.groupId, width, height };
    }),
    edges: dag.edges.map(({ id, source, target, kind }) => ({ id, source, target, kind })),
    groups: dag.groups.map(({ id, parentGroupId }) => ({ id, parentGroupId })),
    spacing: {
      direction,
      nodeSpacing: settings.nodeSpacing,
      layerSpacing: settings.layerSpacing,
      padding: framePadding(settings.padding, direction),
    },
  };
}

function boxAt(boxes: Float64Array, index: number): DagBox | undefined {
  const at = index * 4;
  const x = boxes[at] as number;
  if (Number.isNaN(x)) return undefined;
  return {
    x,
    y: boxes[at + 1] as number,
    width: boxes[at + 2] as number,
    height: boxes[at + 3] as number,
  };
}

/**
 * The layout of `dag` that `picture` (made from `toLayoutInput(dag, …)`) describes; a partial
 * picture gives only the nodes, groups and edges it placed.
 */
export function fromPicture(
  dag: ProjectedDag,
  picture: LayoutPicture,
  direction: DagDirection,
): DagLayout {
  const nodes: PlacedDagNode[] = [];
  const groups: PlacedDagGroup[] = [];
  const edges: PlacedDagEdge[] = [];
  const placed = new Set<string>();
  // Object.assign, not spread: V8 spreads these many-shaped objects about ten times slower.
  dag.nodes.forEach((node, index) => {
    const box = boxAt(picture.nodeBoxes, index);
    if (!box) return;
    placed.add(node.id);
    nodes.push(Object.assign({}, node, box));
  });
  dag.groups.forEach((group, index) => {
    const box = boxAt(picture.groupBoxes, index);
    if (box) groups.push(Object.assign({}, group, box));
  });
  dag.edges.forEach((edge, index) => {
    if (picture.partial && !(placed.has(edge.source) && placed.has(edge.target))) return;
    const flat = picture.edgeRoutes[index] ?? [];
    const points: DagPoint[] = [];
    for (let at = 0; at + 1 < flat.length; at += 2)
      points.push({ x: flat[at] as number, y: flat[at + 1] as number });
    edges.push(Object.assign({}, edge, { points }));
  });
  return {
    status: "ok",
    nodes,
    groups,
    edges,
    width: picture.width,
    height: picture.height,
    direction,
    placement: picture.partial ? "partial" : "full",
  };
}
