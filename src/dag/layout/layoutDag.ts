import type { ProjectedDag } from "../../core/projections/dag/DagNode.js";
import { appendToLayout } from "./appendToLayout.js";
import type { DagLayoutResult, DagLayoutTooLarge, LayoutDagOptions } from "./DagLayout.js";
import { elkLayoutOptions, fromElkGraph, toElkGraph } from "./elkGraph.js";
import { layoutRuns } from "./layoutRuns.js";
import { type LayoutSettings, resolveSettings } from "./layoutSettings.js";
import { runElk } from "./runElk.js";

const NO_OPTIONS: LayoutDagOptions = {};

function tooLarge(dag: ProjectedDag, deadlineMs: number): DagLayoutTooLarge {
  const size = `${dag.nodes.length} nodes, ${dag.edges.length} edges and ${dag.groups.length} groups`;
  return {
    status: "too_large",
    nodeCount: dag.nodes.length,
    edgeCount: dag.edges.length,
    groupCount: dag.groups.length,
    deadlineMs,
    reason: `The layout of ${size} did not finish within the ${deadlineMs} ms deadline.`,
  };
}

async function layoutWithElk(
  dag: ProjectedDag,
  settings: LayoutSettings,
  options: LayoutDagOptions,
): Promise<DagLayoutResult> {
  const { workerUrl, createWorker } = options;
  const answer = await runElk(toElkGraph(dag, settings), elkLayoutOptions(settings), {
    ...(workerUrl === undefined ? {} : { workerUrl }),
    ...(createWorker === undefined ? {} : { createWorker }),
    deadlineMs: settings.deadlineMs,
  });
  if (answer.status === "late") return tooLarge(dag, settings.deadlineMs);
  return fromElkGraph(dag, answer.graph, settings);
}

/**
 * Places the output of `projectDAG` (each run a box nested in its parent run's box, spawn edges
 * from the tool call into the subagent's box) and resolves to absolute boxes and edge routes,
 * or to `too_large` when the layout outlives `options.deadlineMs`. The built-in engine lays out
 * 2 000 nodes in milliseconds on the calling thread; `engine: "elk"` uses elkjs's layered
 * algorithm instead, in a Web Worker given `workerUrl`. With `options.previous`, nodes appended
 * while streaming are placed without moving the earlier ones.
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
  switch (settings.engine) {
    case "builtin": {
      const deadline = performance.now() + settings.deadlineMs;
      return (await layoutRuns(dag, settings, deadline)) ?? tooLarge(dag, settings.deadlineMs);
    }
    case "elk":
      return await layoutWithElk(dag, settings, options);
    default:
      return settings.engine satisfies never;
  }
}
