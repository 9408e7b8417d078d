/**
 * The page the `dag` benchmark section drives in Chromium: it prepares a session's DAG and
 * times its layout, with the layout engine in its Web Worker or on the main thread and with
 * the engines before issue 17, while a `longtask` observer watches the main thread. See
 * DagBenchApi.ts.
 */

import elkWorkerUrl from "elkjs/lib/elk-worker.min.js?url";
import type { DagLayout, DagLayoutResult } from "threadline/dag";
import { appendToLayout } from "../../src/dag/layout/appendToLayout.js";
import { createDagLayouter, type DagLayouter } from "../../src/dag/layout/DagLayouter.js";
import {
  edgesAcrossLabels,
  edgesThroughBoxes,
  escapedBoxes,
  overlappingPairs,
  slantedEdges,
  strayingSpawnEdges,
} from "../../src/dag/layout/layoutGeometry.fixtures.js";
import { resolveSettings } from "../../src/dag/layout/layoutSettings.js";
import { layoutBaseline } from "./baseline/layoutBaseline.js";
import type { DagBenchApi, DagLayoutRequest, DagLayoutRun } from "./DagBenchApi.js";
import { type DagSession, dagSession } from "./dagSession.js";
import { LongTaskLog } from "./longTaskLog.js";
import { watchMainThread } from "./mainThreadGaps.js";

const longTasks = new LongTaskLog();
let session: DagSession | undefined;
const layouters = {
  worker: createDagLayouter({ thread: "worker" }),
  main: createDagLayouter({ thread: "calling" }),
};
// Each full layout is made with spacing no earlier layout used, so that nothing is cached.
let fresh = 0;
const labelBand = resolveSettings({}).padding.top;
const uncached = () => ({ nodeSpacing: 24 + ++fresh * 1e-6, deadlineMs: 120_000 });

async function timed(
  work: (firstPicture: () => void) => Promise<DagLayoutResult | undefined>,
): Promise<DagLayoutRun> {
  const stopWatching = watchMainThread();
  const started = performance.now();
  let firstAt: number | undefined;
  const result = await work(() => {
    firstAt ??= performance.now();
  });
  const ended = performance.now();
  const longestGapMs = stopWatching();
  if (!result) throw new Error("bench dag: the layout was superseded");
  const tasks = await longTasks.between(started, ended);
  const problems =
    result.status === "ok"
      ? [
          ...overlappingPairs(result),
          ...escapedBoxes(result),
          ...strayingSpawnEdges(result),
          ...slantedEdges(result),
          ...edgesAcrossLabels(result, labelBand),
          ...edgesThroughBoxes(result),
        ]
      : [];
  return {
    ms: ended - started,
    firstMs: (firstAt ?? ended) - started,
    status: result.status,
    placement: result.status === "ok" ? result.placement : "none",
    longTasks: tasks.length,
    longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration)),
    problems: problems.length,
    longestGapMs,
  };
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function ok(result: DagLayoutResult | undefined): DagLayout {
  if (result?.status !== "ok") throw new Error("bench dag: the layout did not finish");
  return result;
}

async function runs(layouter: DagLayouter, request: DagLayoutRequest, { dag, longer }: DagSession) {
  switch (request.mode) {
    case "full":
      return await timed((first) => layouter.layout(dag, uncached(), first));
    case "cold": {
      const cold = createDagLayouter({ thread: "worker" });
      try {
        return await timed((first) => cold.layout(dag, uncached(), first));
      } finally {
        cold.dispose();
      }
    }
    case "append": {
      const options = uncached();
      const previous = ok(await layouter.layout(dag, options));
      await nextTask();
      const settings = resolveSettings(options);
      return await timed(async () => appendToLayout(longer, previous, settings));
    }
    case "settle": {
      const options = uncached();
      await layouter.layout(dag, options);
      await nextTask();
      return await timed(() => layouter.layout(longer, options));
    }
    default:
      return request.mode satisfies never;
  }
}

async function baseline(request: DagLayoutRequest, { dag, longer }: DagSession) {
  if (request.engine === "runs") throw new Error("bench dag: not a baseline engine");
  const workerUrl = request.thread === "worker" ? { workerUrl: elkWorkerUrl } : {};
  if (request.mode === "full")
    return await timed(() => layoutBaseline(dag, request.engine as "builtin", workerUrl));
  if (request.mode !== "append") throw new Error(`bench dag: no ${request.mode} for the baseline`);
  const previous = ok(await layoutBaseline(dag, "builtin"));
  await nextTask();
  return await timed(async () => appendToLayout(longer, previous, resolveSettings({})));
}

window.threadlineDagBench = {
  prepare(kind, nodes) {
    session = dagSession(kind, nodes);
    const { dag, longer } = session;
    return {
      kind,
      events: session.events,
      nodes: dag.nodes.length,
      groups: dag.groups.length,
      edges: dag.edges.length,
      appendedNodes: longer.nodes.length - dag.nodes.length,
    };
  },
  async layout(request) {
    if (!session) throw new Error("bench dag: prepare a session first");
    if (request.engine !== "runs") return await baseline(request, session);
    return await runs(layouters[request.thread], request, session);
  },
} satisfies DagBenchApi;
