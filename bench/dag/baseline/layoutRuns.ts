import type { ProjectedDag } from "../../../src/core/projections/dag/DagNode.js";
import type { DagBox, DagLayout, DagSize } from "../../../src/dag/layout/DagLayout.js";
import { type FramePadding, framePadding } from "../../../src/dag/layout/framePadding.js";
import { ItemTree, TOP } from "../../../src/dag/layout/ItemTree.js";
import type { LayoutSettings } from "../../../src/dag/layout/layoutSettings.js";
import { turnBox, turnSize } from "../../../src/dag/layout/turnBox.js";
import { placeContainer } from "./placeContainer.js";
import { routeEdges } from "./routeEdges.js";

const NO_BOX: DagBox = { x: 0, y: 0, width: 0, height: 0 };

function depthOf(tree: ItemTree, id: string): number {
  let depth = 0;
  for (let at = tree.containerOf.get(id); at !== undefined && at !== TOP; depth++)
    at = tree.containerOf.get(at);
  return depth;
}

/** Places every container's items in it, innermost containers first, in the downward frame. */
class Placement {
  readonly sizes = new Map<string, DagSize>();
  readonly local = new Map<string, DagBox>();
  readonly absolute = new Map<string, DagBox>();
  readonly padding: FramePadding;

  constructor(
    private readonly tree: ItemTree,
    readonly settings: LayoutSettings,
  ) {
    this.padding = framePadding(settings.padding, settings.direction);
  }

  readonly centreWithin = (node: string, item: string): number => {
    let offset = (this.local.get(node)?.width ?? this.sizes.get(node)?.width ?? 0) / 2;
    for (let at = node; at !== item; ) {
      const container = this.tree.containerOf.get(at);
      if (container === undefined || container === TOP) break;
      offset += (this.local.get(at)?.x ?? 0) + this.padding.left;
      at = container;
    }
    return offset;
  };

  place(containerId: string): DagSize {
    const container = this.tree.containers.get(containerId);
    const gaps = { across: this.settings.nodeSpacing, along: this.settings.layerSpacing };
    const placed = container
      ? placeContainer(container, { sizes: this.sizes, gaps, centreWithin: this.centreWithin })
      : { boxes: new Map<string, DagBox>(), size: { width: 0, height: 0 } };
    for (const [id, box] of placed.boxes) this.local.set(id, box);
    const { top, left, right, bottom } = this.padding;
    const size = {
      width: left + placed.size.width + right,
      height: top + placed.size.height + bottom,
    };
    if (containerId !== TOP) this.sizes.set(containerId, size);
    return placed.size;
  }

  /** Absolute boxes, outermost containers first, from the local ones. */
  resolve(outermostFirst: readonly string[]): void {
    for (const containerId of outermostFirst) {
      const outer = this.absolute.get(containerId);
      const originX = outer ? outer.x + this.padding.left : 0;
      const originY = outer ? outer.y + this.padding.top : 0;
      for (const item of this.tree.containers.get(containerId)?.items ?? []) {
        const box = this.local.get(item) ?? NO_BOX;
        const { width, height } = box;
        this.absolute.set(item, { x: originX + box.x, y: originY + box.y, width, height });
      }
    }
  }
}

// Work is cut into tasks of about this length so that the page stays responsive.
const TASK_BUDGET_MS = 12;

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function finished(dag: ProjectedDag, tree: ItemTree, placement: Placement, extent: DagSize) {
  const { direction } = placement.settings;
  const boxOf = (id: string) => turnBox(placement.absolute.get(id) ?? NO_BOX, direction);
  const size = turnSize(extent, direction);
  // Object.assign, not spread: V8 spreads these many-shaped objects about ten times slower.
  return {
    status: "ok",
    nodes: dag.nodes.map((node) => Object.assign({}, node, boxOf(node.id))),
    groups: dag.groups.map((group) => Object.assign({}, group, boxOf(group.id))),
    edges: routeEdges(dag, tree, placement.absolute, direction),
    width: size.width,
    height: size.height,
    direction,
    placement: "full",
  } satisfies DagLayout;
}

/**
 * Lays the DAG out without elkjs, in time linear in its size for the shapes `projectDAG` makes:
 * each run's box is laid out on its own, innermost first, its flow as a column and its
 * subagents' boxes beside the tool calls that spawned them (see `placeContainer`). Gives the
 * thread back between runs every few milliseconds; resolves `undefined` when it finishes after
 * `deadline` (a `performance.now()` time) or finds it passed while giving the thread back.
 */
export async function layoutRuns(
  dag: ProjectedDag,
  settings: LayoutSettings,
  deadline: number,
): Promise<DagLayout | undefined> {
  let taskStart = performance.now();
  const tree = new ItemTree(dag);
  const placement = new Placement(tree, settings);
  for (const node of dag.nodes)
    placement.sizes.set(node.id, turnSize(settings.measure(node), settings.direction));
  const groups = [...tree.groupIds].map((id) => ({ id, depth: depthOf(tree, id) }));
  groups.sort((a, b) => b.depth - a.depth);
  for (const { id } of groups) {
    placement.place(id);
    if (performance.now() - taskStart < TASK_BUDGET_MS) continue;
    await nextTask();
    if (performance.now() > deadline) return undefined;
    taskStart = performance.now();
  }
  const extent = placement.place(TOP);
  placement.resolve([TOP, ...groups.map((group) => group.id).reverse()]);
  const layout = finished(dag, tree, placement, extent);
  return performance.now() > deadline ? undefined : layout;
}
