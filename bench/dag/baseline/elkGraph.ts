import type { ElkExtendedEdge, ElkNode, LayoutOptions } from "elkjs/lib/elk-api.js";
import type { DagEdge, ProjectedDag } from "../../../src/core/projections/dag/DagNode.js";
import type {
  DagBox,
  DagLayout,
  DagPoint,
  PlacedDagEdge,
} from "../../../src/dag/layout/DagLayout.js";
import type { LayoutSettings } from "../../../src/dag/layout/layoutSettings.js";

const ROOT_ID = "dag:root";

interface ElkParent extends ElkNode {
  children: ElkNode[];
}

/** The elkjs options every element of the graph shares. */
export function elkLayoutOptions(settings: LayoutSettings): LayoutOptions {
  return {
    "elk.algorithm": "layered",
    "elk.direction": settings.direction,
    "elk.hierarchyHandling": "INCLUDE_CHILDREN",
    "elk.spacing.nodeNode": String(settings.nodeSpacing),
    "elk.layered.spacing.nodeNodeBetweenLayers": String(settings.layerSpacing),
    "elk.json.shapeCoords": "ROOT",
    "elk.json.edgeCoords": "ROOT",
  };
}

/**
 * The DAG as an elkjs graph: each group a compound node inside its parent group's, children
 * in order of first appearance so that model order follows arrival.
 */
export function toElkGraph(dag: ProjectedDag, settings: LayoutSettings): ElkNode {
  const { top, side } = settings.padding;
  const padding = `[top=${top},left=${side},bottom=${side},right=${side}]`;
  const root: ElkParent = {
    id: ROOT_ID,
    layoutOptions: { "elk.padding": "[top=0,left=0,bottom=0,right=0]" },
    children: [],
  };
  const parents = new Map<string, string | undefined>();
  for (const group of dag.groups) parents.set(group.id, group.parentGroupId);
  const boxes = new Map<string, ElkParent>();
  const boxOf = (groupId: string | undefined): ElkParent => {
    if (groupId === undefined || !parents.has(groupId)) return root;
    let box = boxes.get(groupId);
    if (!box) {
      box = { id: groupId, layoutOptions: { "elk.padding": padding }, children: [] };
      boxes.set(groupId, box);
      boxOf(parents.get(groupId)).children.push(box);
    }
    return box;
  };
  const nodeIds = new Set<string>();
  for (const node of dag.nodes) {
    nodeIds.add(node.id);
    boxOf(node.groupId).children.push({ id: node.id, ...settings.measure(node) });
  }
  for (const group of dag.groups) boxOf(group.id);
  const edges: ElkExtendedEdge[] = [];
  for (const edge of dag.edges) {
    if (nodeIds.has(edge.source) && nodeIds.has(edge.target))
      edges.push({ id: edge.id, sources: [edge.source], targets: [edge.target] });
  }
  return { ...root, edges };
}

function collectBoxes(node: ElkNode, boxes: Map<string, DagBox>): void {
  for (const child of node.children ?? []) {
    boxes.set(child.id, {
      x: child.x ?? 0,
      y: child.y ?? 0,
      width: child.width ?? 0,
      height: child.height ?? 0,
    });
    collectBoxes(child, boxes);
  }
}

function routes(laidOut: ElkNode): Map<string, DagPoint[]> {
  const points = new Map<string, DagPoint[]>();
  for (const edge of laidOut.edges ?? []) {
    const route: DagPoint[] = [];
    for (const section of edge.sections ?? [])
      route.push(section.startPoint, ...(section.bendPoints ?? []), section.endPoint);
    points.set(edge.id, route);
  }
  return points;
}

const NO_BOX: DagBox = { x: 0, y: 0, width: 0, height: 0 };

/** Reads elkjs's answer (absolute coordinates, as `elkLayoutOptions` asks) back onto the DAG. */
export function fromElkGraph(
  dag: ProjectedDag,
  laidOut: ElkNode,
  settings: LayoutSettings,
): DagLayout {
  const boxes = new Map<string, DagBox>();
  collectBoxes(laidOut, boxes);
  const points = routes(laidOut);
  const place = (edge: DagEdge): PlacedDagEdge =>
    Object.assign({}, edge, { points: points.get(edge.id) ?? [] });
  // Object.assign, not spread: V8 spreads these many-shaped objects about ten times slower.
  return {
    status: "ok",
    nodes: dag.nodes.map((node) => Object.assign({}, node, boxes.get(node.id) ?? NO_BOX)),
    groups: dag.groups.map((group) => Object.assign({}, group, boxes.get(group.id) ?? NO_BOX)),
    edges: dag.edges.map(place),
    width: laidOut.width ?? 0,
    height: laidOut.height ?? 0,
    direction: settings.direction,
    placement: "full",
  };
}
