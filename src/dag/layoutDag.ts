import type { ProjectedDag } from "../core/projections/DagNode.js";
import { appendToLayout } from "./appendToLayout.js";
import type { DagLayoutResult, LayoutDagOptions } from "./DagLayout.js";
import { elkLayoutOptions, fromElkGraph, toElkGraph } from "./elkGraph.js";
import { resolveSettings } from "./layoutSettings.js";
import { runElk } from "./runElk.js";

const NO_OPTIONS: LayoutDagOptions = {};

function tooLargeReason(dag: ProjectedDag, deadlineMs: number): string {
  const size = `${dag.nodes.length} nodes, ${dag.edges.length} edges and ${dag.groups.length} groups`;
  return `The layout of ${size} did not finish within the ${deadlineMs} ms deadline.`;
}

/**
 * Places the output of `projectDAG` with elkjs (layered, each run a box nested in its parent
 * run's box, spawn edges crossing levels) and resolves to absolute boxes and edge routes, or
 * to `too_large` when the layout outlives `options.deadlineMs`. With `options.previous`,
 * nodes appended while streaming are placed without moving the earlier ones.
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
  if (options.previous?.status === "ok") {
    const appended = appendToLayout(dag, options.previous, settings);
    if (appended) return appended;
  }
  const { workerUrl, createWorker } = options;
  const answer = await runElk(toElkGraph(dag, settings), elkLayoutOptions(settings), {
    ...(workerUrl === undefined ? {} : { workerUrl }),
    ...(createWorker === undefined ? {} : { createWorker }),
    deadlineMs: settings.deadlineMs,
  });
  if (answer.status === "late")
    return { status: "too_large", reason: tooLargeReason(dag, settings.deadlineMs) };
  return fromElkGraph(dag, answer.graph, settings);
}
