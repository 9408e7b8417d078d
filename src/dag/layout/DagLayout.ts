import type { DagEdge, DagGroup, DagNode } from "../../core/projections/dag/DagNode.js";

/** Which way the layers of the layout run: top to bottom, or left to right. */
export type DagDirection = "DOWN" | "RIGHT";

/**
 * What places the nodes: elkjs's layered algorithm, each run's box laid out on its own,
 * innermost first, each subagent's box a node of its parent's, long runs in pieces.
 */
export type DagLayoutEngine = "elk";

/** A size in pixels. */
export interface DagSize {
  readonly width: number;
  readonly height: number;
}

/** A box in absolute pixels, from the top-left corner of the whole layout. */
export interface DagBox extends DagSize {
  readonly x: number;
  readonly y: number;
}

/** A point in absolute pixels. */
export interface DagPoint {
  readonly x: number;
  readonly y: number;
}

/** A `DagNode` with its place; `groupId` names the group whose box holds it. */
export interface PlacedDagNode extends DagNode, DagBox {}

/** A `DagGroup` with its box, which holds its nodes and the boxes of its nested groups. */
export interface PlacedDagGroup extends DagGroup, DagBox {}

/**
 * A `DagEdge` with its route: start, bend points, end. An edge into a run ends on the border
 * of the outermost box around its target that does not hold its source (a spawn edge at its
 * subagent's box), not at the node inside, so it never crosses the box's label.
 */
export interface PlacedDagEdge extends DagEdge {
  readonly points: readonly DagPoint[];
}

/** A finished layout of a `ProjectedDag`. */
export interface DagLayout {
  readonly status: "ok";
  readonly nodes: readonly PlacedDagNode[];
  readonly groups: readonly PlacedDagGroup[];
  readonly edges: readonly PlacedDagEdge[];
  readonly width: number;
  readonly height: number;
  readonly direction: DagDirection;
  /**
   * `full`: elkjs placed everything. `incremental`: the nodes of `options.previous` kept their
   * places and only the new ones were placed, after the last item of their group, without
   * elkjs. `partial`: a first picture of a big DAG, only the runs nearest the newest, laid out
   * on their own; the full layout follows and places them below the older runs.
   */
  readonly placement: "full" | "incremental" | "partial";
}

/** The layout did not finish before the deadline: the DAG's size and the deadline it outlived. */
export interface DagLayoutTooLarge {
  readonly status: "too_large";
  /** How many nodes, edges and groups the DAG had. */
  readonly nodeCount: number;
  readonly edgeCount: number;
  readonly groupCount: number;
  readonly deadlineMs: number;
  /** The same in an English sentence, for logs; `DagView` says it in its labels. */
  readonly reason: string;
}

/** What `layoutDag` resolves to. */
export type DagLayoutResult = DagLayout | DagLayoutTooLarge;

/** Options of `layoutDag`. */
export interface LayoutDagOptions {
  /** @default "elk" */
  readonly engine?: DagLayoutEngine;
  /** @default "DOWN" */
  readonly direction?: DagDirection;
  /** Space between neighbouring nodes of one layer, in pixels. @default 24 */
  readonly nodeSpacing?: number;
  /** Space between layers, in pixels. @default 40 */
  readonly layerSpacing?: number;
  /** Space between a group's border and its contents; the top gets 20 px more for its label. @default 16 */
  readonly groupPadding?: number;
  /**
   * The size of a node's box. By default estimated from its label: characters × 7 px + 24 px,
   * at least 64 px wide, 32 px high.
   */
  readonly measure?: (node: DagNode) => DagSize;
  /** Milliseconds the layout may take before it resolves `too_large`. @default 10000 */
  readonly deadlineMs?: number;
  /**
   * The URL of Threadline's layout worker module, for a bundler that does not follow
   * `new Worker(new URL("…", import.meta.url))`: `layoutDag` then lays out in a worker made
   * from it (where the environment has `Worker`), and `DagView` uses it for its worker.
   */
  readonly workerUrl?: string;
  /**
   * Makes the worker that runs the layout (Threadline's layout worker module); wins over
   * `workerUrl`. `layoutDag` terminates it after the layout; `DagView` keeps it for its life.
   */
  readonly createWorker?: () => Worker;
  /**
   * An earlier layout of the same history. When the DAG only gained nodes and groups, the
   * earlier nodes keep their places (exactly, and their boxes can only grow) and the new ones
   * go after the last item of their group, growing the group boxes around them. Anything
   * else (nodes gone or moved to another group, another direction, or an appended item that
   * would overlap another) gives a full layout.
   */
  readonly previous?: DagLayoutResult;
}
