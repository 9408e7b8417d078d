import type { ProjectedDag } from "../../core/projections/dag/DagNode.js";
import { appendToLayout } from "./appendToLayout.js";
import type { DagLayoutResult, LayoutDagOptions } from "./DagLayout.js";
import { createDagLayouter } from "./DagLayouter.js";
import { resolveSettings } from "./layoutSettings.js";

const NO_OPTIONS: LayoutDagOptions = {};

/**
 * Places the output of `projectDAG` with elkjs's layered algorithm (each run's box laid out
 * on its own, innermost first, each subagent's box a node of its parent's; orthogonal edges,
 * spawn edges from the tool call into the subagent's box) and resolves to absolute boxes and
 * edge routes, or to `too_large` when the layout outlives `options.deadlineMs`. Runs on the
 * calling thread in tasks of a few milliseconds, or in a Web Worker given `createWorker` or
 * `workerUrl` (`DagView` keeps one worker for its life). With `options.previous`, nodes
 * appended while streaming are placed below their run's earlier items without elkjs and
 * without moving anything else.
 * @example
 * const dag = projectDAG(graph);
 * const layout = await layoutDag(dag, { direction: "RIGHT", previous: layoutRef.current });
 * if (layout.status === "too_large") showNotice(layout.reason);
 * else layoutRef.current = layout;
 */
export async function layoutDag(
  dag: ProjectedDag,
  options: LayoutDagOptions = NO_OPTIONS,
): Promise<DagLayoutResult> {
  const settings = resolveSettings(options);
  if (options.previous?.status === "ok" && options.previous.placement !== "partial") {
    const appended = appendToLayout(dag, options.previous, settings);
    if (appended) return appended;
  }
  const { createWorker, workerUrl } = options;
  const inWorker =
    createWorker !== undefined || (workerUrl !== undefined && typeof Worker !== "undefined");
  const layouter = createDagLayouter({
    thread: inWorker ? "worker" : "calling",
    ...(createWorker === undefined ? {} : { createWorker }),
    ...(workerUrl === undefined ? {} : { workerUrl }),
  });
  try {
    const result = await layouter.layout(dag, options);
    if (!result) throw new Error("layoutDag: the layout was cancelled");
    return result;
  } finally {
    layouter.dispose();
  }
}
