import type { InputEdge, InputGroup } from "./LayoutInput.js";

/** The container of top-level items; it has no box of its own. */
export const TOP = "dag:top";

/** The parts of a DAG that say what holds what. */
export interface NestedDag {
  readonly nodes: readonly { readonly id: string; readonly groupId: string }[];
  readonly edges: readonly InputEdge[];
  readonly groups: readonly InputGroup[];
}

/** An edge between two items of one container, standing for a DAG edge between their contents. */
export interface LocalEdge {
  readonly source: string;
  readonly target: string;
  readonly edge: InputEdge;
}

/** The items of one container in order of first appearance, and the edges between them. */
export interface Container {
  readonly id: string;
  readonly items: string[];
  readonly edges: LocalEdge[];
}

/**
 * The DAG as nested containers: the top level and one per group, each holding its nodes and the
 * groups nested in it, in order of their first node. Every edge is lifted to the innermost
 * container holding both ends, between the two items there that contain them.
 */
export class ItemTree {
  readonly containers = new Map<string, Container>();
  /** Nodes and groups, each mapped to its container. */
  readonly containerOf = new Map<string, string>();
  readonly groupIds: ReadonlySet<string>;
  private readonly registered = new Set<string>();

  constructor(dag: NestedDag) {
    const parents = new Map(dag.groups.map((group) => [group.id, group.parentGroupId]));
    this.groupIds = new Set(parents.keys());
    for (const id of [TOP, ...parents.keys()])
      this.containers.set(id, { id, items: [], edges: [] });
    for (const group of dag.groups)
      this.containerOf.set(group.id, this.parentOf(group.id, parents));
    for (const node of dag.nodes)
      this.containerOf.set(node.id, this.groupIds.has(node.groupId) ? node.groupId : TOP);
    for (const node of dag.nodes) this.register(node.id);
    for (const group of dag.groups) this.register(group.id);
    for (const edge of dag.edges) this.lift(edge);
  }

  /** A group's parent group, or the top when it has none, names an unknown group or a cycle. */
  private parentOf(id: string, parents: ReadonlyMap<string, string | undefined>): string {
    const parent = parents.get(id);
    if (parent === undefined || !parents.has(parent)) return TOP;
    const seen = new Set([id]);
    for (let above: string | undefined = parent; above !== undefined; above = parents.get(above)) {
      if (seen.has(above)) return TOP;
      seen.add(above);
    }
    return parent;
  }

  /** Adds an item to its container, and each group around it that is not in its own yet. */
  private register(id: string): void {
    for (let item = id; !this.registered.has(item); ) {
      this.registered.add(item);
      const container = this.containerOf.get(item) ?? TOP;
      this.containers.get(container)?.items.push(item);
      if (container === TOP) return;
      item = container;
    }
  }

  /** Each item from `id` outwards (`id`, its group, that group's parent…) by its container. */
  private outwards(id: string): Map<string, string> {
    const items = new Map<string, string>();
    for (let item: string | undefined = id; item !== undefined && item !== TOP; ) {
      const container: string = this.containerOf.get(item) ?? TOP;
      items.set(container, item);
      item = container;
    }
    return items;
  }

  private lift(edge: InputEdge): void {
    if (edge.source === edge.target) return;
    if (!this.containerOf.has(edge.source) || !this.containerOf.has(edge.target)) return;
    const targetItems = this.outwards(edge.target);
    for (const [container, source] of this.outwards(edge.source)) {
      const target = targetItems.get(container);
      if (target === undefined) continue;
      this.containers.get(container)?.edges.push({ source, target, edge });
      return;
    }
  }
}
