/**
 * The two engines `layoutDag` had before issue 17, kept for the `dag` bench's comparison
 * columns: `builtin`, the hand-written engine (runs laid out one by one without elkjs), and
 * `elk`, elkjs over the whole DAG in one `INCLUDE_CHILDREN` call, in a fresh elkjs worker per
 * layout given `workerUrl`.
 */
import type { ProjectedDag } from "../../../src/core/projections/dag/DagNode.js";
import type { DagLayoutResult } from "../../../src/dag/layout/DagLayout.js";
import { tooLarge } from "../../../src/dag/layout/DagLayouter.js";
import { resolveSettings } from "../../../src/dag/layout/layoutSettings.js";
import { elkLayoutOptions, fromElkGraph, toElkGraph } from "./elkGraph.js";
import { layoutRuns } from "./layoutRuns.js";
import { runElk } from "./runElk.js";

/** Which of the engines before issue 17. */
export type BaselineEngine = "builtin" | "elk";

/** Lays `dag` out as `layoutDag` did before issue 17, without `previous`. */
export async function layoutBaseline(
  dag: ProjectedDag,
  engine: BaselineEngine,
  options: { readonly workerUrl?: string; readonly deadlineMs?: number } = {},
): Promise<DagLayoutResult> {
  const settings = resolveSettings({ deadlineMs: options.deadlineMs ?? 120_000 });
  if (engine === "builtin") {
    const deadline = performance.now() + settings.deadlineMs;
    return (await layoutRuns(dag, settings, deadline)) ?? tooLarge(dag, settings.deadlineMs);
  }
  const answer = await runElk(toElkGraph(dag, settings), elkLayoutOptions(settings), {
    ...(options.workerUrl === undefined ? {} : { workerUrl: options.workerUrl }),
    deadlineMs: settings.deadlineMs,
  });
  if (answer.status === "late") return tooLarge(dag, settings.deadlineMs);
  return fromElkGraph(dag, answer.graph, settings);
}
