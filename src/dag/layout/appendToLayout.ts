import type { DagNode, ProjectedDag } from "../../core/projections/dag/DagNode.js";
import { BoxTree } from "./BoxTree.js";
import type { DagBox, DagLayout, DagPoint, DagSize, PlacedDagEdge } from "./DagLayout.js";
import { type FramePadding, framePadding } from "./framePadding.js";
import { TOP } from "./ItemTree.js";
import type { LayoutSettings } from "./layoutSettings.js";
import { detour, downRoute } from "./orthogonalRoutes.js";
import { turnBox, turnPoint, turnSize } from "./turnBox.js";

function isAppendOnly(dag: ProjectedDag, previous: DagLayout): boolean {
  const groups = new Map(dag.groups.map((group) => [group.id, group]));
  const nodes = new Map(dag.nodes.map((node) => [node.id, node]));
  return (
    previous.groups.every((old) => groups.get(old.id)?.parentGroupId === old.parentGroupId) &&
    previous.nodes.every((old) => nodes.get(old.id)?.groupId === old.groupId)
  );
}

function firstSources(dag: ProjectedDag): Map<string, string> {
  const sources = new Map<string, string>();
  for (const edge of dag.edges)
    if (!sources.has(edge.target)) sources.set(edge.target, edge.source);
  return sources;
}

// Appending works in a frame where layers run downwards; RIGHT swaps the axes in and out.
class Appender {
  readonly tree: BoxTree;
  private readonly padding: FramePadding;
  readonly changed = new Set<string>();
  private readonly parents: Map<string, string | undefined>;
  private readonly sources: Map<string, string>;

  constructor(
    private readonly dag: ProjectedDag,
    private readonly settings: LayoutSettings,
    private readonly options: { readonly growNodes: boolean },
  ) {
    this.padding = framePadding(settings.padding, settings.direction);
    this.tree = new BoxTree(this.padding);
    this.parents = new Map(dag.groups.map((group) => [group.id, group.parentGroupId]));
    this.sources = firstSources(dag);
  }

  containerOf(groupId: string | undefined): string {
    return groupId !== undefined && this.parents.has(groupId) ? groupId : TOP;
  }

  keep(previous: DagLayout): void {
    for (const group of previous.groups)
      this.tree.add(
        group.id,
        this.containerOf(group.parentGroupId),
        turnBox(group, this.settings.direction),
      );
    for (const node of previous.nodes)
      this.tree.add(
        node.id,
        this.containerOf(node.groupId),
        turnBox(node, this.settings.direction),
      );
  }

  measure(node: DagNode): DagSize {
    return turnSize(this.settings.measure(node), this.settings.direction);
  }

  place(id: string, container: string, size: DagSize, anchorId: string | undefined): void {
    const start = this.tree.contentStart(container);
    const anchor = anchorId === undefined ? undefined : this.tree.box(anchorId);
    const centred = anchor ? anchor.x + (anchor.width - size.width) / 2 : start.x;
    const y = this.tree.nextTop(container, this.settings.layerSpacing);
    const { width, height } = size;
    this.tree.add(id, container, { x: Math.max(start.x, centred), y, width, height });
    this.changed.add(id);
    for (const grown of this.tree.fit(id)) this.changed.add(grown);
  }

  placeGroup(groupId: string, anchorId: string | undefined): void {
    if (groupId === TOP || this.tree.box(groupId)) return;
    const container = this.containerOf(this.parents.get(groupId));
    this.placeGroup(container, anchorId);
    const { top, left, right, bottom } = this.padding;
    this.place(groupId, container, { width: left + right, height: top + bottom }, anchorId);
  }

  addOrGrow(node: DagNode): void {
    const size = this.measure(node);
    if (this.tree.box(node.id)) {
      if (!this.options.growNodes || !this.tree.growTo(node.id, size)) return;
      this.changed.add(node.id);
      for (const grown of this.tree.fit(node.id)) this.changed.add(grown);
      return;
    }
    const container = this.containerOf(node.groupId);
    const anchorId = this.sources.get(node.id);
    this.placeGroup(container, anchorId);
    this.place(node.id, container, size, anchorId);
  }

  route(source: string, target: string): DagPoint[] {
    const from = this.tree.box(source);
    // An edge into a run ends at the run's box, as a laid-out one does.
    const entry = this.tree.entryOf(target, source);
    const to = this.tree.box(entry);
    if (!from || !to) return [];
    // Turning in the gap just above the appended box, and around the items appended between.
    const turn = Math.max(from.y + from.height, to.y - this.settings.layerSpacing / 2);
    const container = this.tree.containerOf(entry) ?? TOP;
    const holder = this.tree.holderIn(container, source);
    const obstacles: DagBox[] = [];
    for (const item of this.tree.itemsOf(container)) {
      const box = item === entry || item === holder ? undefined : this.tree.box(item);
      if (box) obstacles.push(box);
    }
    const box = container === TOP ? undefined : this.tree.box(container);
    const route = detour(
      downRoute(from, to, turn),
      obstacles,
      this.settings.nodeSpacing,
      box?.x,
      box && box.x + box.width,
    );
    return route.map((point) => turnPoint(point, this.settings.direction));
  }

  edges(previous: DagLayout): PlacedDagEdge[] {
    const routes = new Map(previous.edges.map((edge) => [edge.id, edge.points]));
    return this.dag.edges.map((edge) => {
      const kept =
        this.changed.has(edge.source) || this.changed.has(edge.target)
          ? undefined
          : routes.get(edge.id);
      return Object.assign({}, edge, { points: kept ?? this.route(edge.source, edge.target) });
    });
  }

  boxOf(id: string): DagBox {
    return turnBox(
      this.tree.box(id) ?? { x: 0, y: 0, width: 0, height: 0 },
      this.settings.direction,
    );
  }
}

function appended(
  dag: ProjectedDag,
  previous: DagLayout,
  settings: LayoutSettings,
  options: { readonly growNodes: boolean },
): DagLayout | undefined {
  const appender = new Appender(dag, settings, options);
  appender.keep(previous);
  for (const node of dag.nodes) appender.addOrGrow(node);
  for (const id of appender.changed) if (appender.tree.overlapsSibling(id)) return undefined;
  const extent = turnSize(appender.tree.extent(), settings.direction);
  // Object.assign, not spread: V8 spreads these many-shaped objects about ten times slower.
  return {
    status: "ok",
    nodes: dag.nodes.map((node) => Object.assign({}, node, appender.boxOf(node.id))),
    groups: dag.groups.map((group) => Object.assign({}, group, appender.boxOf(group.id))),
    edges: appender.edges(previous),
    width: Math.max(previous.width, extent.width),
    height: Math.max(previous.height, extent.height),
    direction: settings.direction,
    placement: "incremental",
  };
}

/**
 * `previous` with the DAG's new nodes and groups appended after the last item of their group
 * and every earlier node in its place, or `undefined` when that cannot be done cleanly: the
 * DAG is not `previous` plus appended items, or an appended box would overlap another.
 * Earlier nodes whose labels grew get bigger boxes where that overlaps nothing, else keep
 * their old size (the view clips the label) until the next full layout.
 */
export function appendToLayout(
  dag: ProjectedDag,
  previous: DagLayout,
  settings: LayoutSettings,
): DagLayout | undefined {
  if (previous.direction !== settings.direction || !isAppendOnly(dag, previous)) return undefined;
  return (
    appended(dag, previous, settings, { growNodes: true }) ??
    appended(dag, previous, settings, { growNodes: false })
  );
}
