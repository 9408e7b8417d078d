/**
 * The page the `dag` benchmark section drives in Chromium: it prepares a session's DAG and
 * times `layoutDag` on it, with elkjs in a Web Worker or on the main thread, while a
 * `longtask` observer watches the main thread. See DagBenchApi.ts.
 */

import elkWorkerUrl from "elkjs/lib/elk-worker.min.js?url";
import { type DagLayoutResult, type LayoutDagOptions, layoutDag } from "threadline/dag";
import {
  escapedBoxes,
  overlappingPairs,
  strayingSpawnEdges,
} from "../../src/dag/layout/layoutGeometry.fixtures.js";
import type { DagBenchApi, DagLayoutRequest, DagLayoutRun } from "./DagBenchApi.js";
import { type DagSession, dagSession } from "./dagSession.js";
import { LongTaskLog } from "./longTaskLog.js";
import { watchMainThread } from "./mainThreadGaps.js";

const longTasks = new LongTaskLog();
let session: DagSession | undefined;

function optionsFor({ engine, thread }: DagLayoutRequest): LayoutDagOptions {
  if (engine === "builtin" && thread === "worker")
    throw new Error("bench dag: the builtin engine runs on the main thread");
  const worker = thread === "worker" ? { workerUrl: elkWorkerUrl } : {};
  return { engine, deadlineMs: 120_000, ...worker };
}

async function timed(work: () => Promise<DagLayoutResult>): Promise<DagLayoutRun> {
  const stopWatching = watchMainThread();
  const started = performance.now();
  const result = await work();
  const ended = performance.now();
  const longestGapMs = stopWatching();
  const tasks = await longTasks.between(started, ended);
  const problems =
    result.status === "ok"
      ? [...overlappingPairs(result), ...escapedBoxes(result), ...strayingSpawnEdges(result)]
      : [];
  return {
    ms: ended - started,
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
    const { dag, longer } = session;
    const options = optionsFor(request);
    if (request.mode === "full") return await timed(() => layoutDag(dag, options));
    const previous = await layoutDag(dag, options);
    // The append is timed in a task of its own, apart from the layout it appends to.
    await nextTask();
    return await timed(() => layoutDag(longer, { ...options, previous }));
  },
} satisfies DagBenchApi;
