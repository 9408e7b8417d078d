import type { ProjectedDag } from "../../core/projections/dag/DagNode.js";
import type {
  DagLayout,
  DagLayoutResult,
  DagLayoutTooLarge,
  LayoutDagOptions,
} from "./DagLayout.js";
import { fromPicture, type LayoutInput, type LayoutPicture, toLayoutInput } from "./LayoutInput.js";
import { resolveSettings } from "./layoutSettings.js";
import { RunLayouts } from "./RunLayouts.js";
import { type LayoutOutcome, runLayout } from "./runLayout.js";
import { loadSyncElk } from "./syncElk.js";
import type { FromLayoutWorker, ToLayoutWorker } from "./worker/layoutMessages.js";

/** Lays out one DAG after another for a view, on one thread, the newest request first. */
export interface DagLayouter {
  /**
   * The layout of `dag`; `onPartial` gets a first picture of the newest runs when the DAG is
   * big. Resolves `undefined` when a newer request superseded this one before it finished.
   */
  layout(
    dag: ProjectedDag,
    options: LayoutDagOptions,
    onPartial?: (layout: DagLayout) => void,
  ): Promise<DagLayoutResult | undefined>;
  /** Ends the worker, if there is one; pending layouts resolve `undefined`. */
  dispose(): void;
}

/** Where a `DagLayouter` runs elkjs: a worker of its own, or the calling thread. */
export type DagLayoutThread = "worker" | "calling";

interface Backend {
  run(
    id: number,
    input: LayoutInput,
    deadlineMs: number,
    onPartial: (picture: LayoutPicture) => void,
  ): Promise<LayoutOutcome>;
  cancel(id: number): void;
  dispose(): void;
}

/** The layout did not finish in time: what `layoutDag` and the view say then. */
export function tooLarge(dag: ProjectedDag, deadlineMs: number): DagLayoutTooLarge {
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

/** A page keeps responding between elkjs calls that take about this long together. */
const PAGE_TASK_MS = 12;

function callingThread(): Backend {
  const engine = loadSyncElk().then((elk) => new RunLayouts(elk));
  const cancelled = new Set<number>();
  return {
    async run(id, input, deadlineMs, onPartial) {
      const deadline = performance.now() + deadlineMs;
      const outcome = await runLayout(await engine, input, {
        deadline,
        taskMs: PAGE_TASK_MS,
        onPartial,
        cancelled: () => cancelled.has(id),
      });
      cancelled.delete(id);
      return outcome;
    },
    cancel: (id) => cancelled.add(id),
    dispose: () => {},
  };
}

interface Waiting {
  readonly input: LayoutInput;
  readonly deadlineMs: number;
  readonly resolve: (outcome: LayoutOutcome) => void;
  readonly reject: (error: Error) => void;
  readonly onPartial: (picture: LayoutPicture) => void;
}

/** The worker that comes with the package, bundled by the app's bundler from this URL. */
function packagedWorker(): Worker {
  return new Worker(new URL("./worker/dagLayoutWorker.ts", import.meta.url), { type: "module" });
}

function workerThread(create: () => Worker, fallBack: () => Backend): Backend {
  const waiting = new Map<number, Waiting>();
  let fallback: Backend | undefined;
  let worker: Worker | undefined;
  // A worker that cannot start (a bundler that left its file out, a strict CSP) hands every
  // layout to the calling thread instead.
  const failOver = () => {
    worker?.terminate();
    worker = undefined;
    fallback ??= fallBack();
    const stranded = [...waiting];
    waiting.clear();
    for (const [id, entry] of stranded)
      fallback
        .run(id, entry.input, entry.deadlineMs, entry.onPartial)
        .then(entry.resolve, entry.reject);
  };
  try {
    worker = create();
    worker.addEventListener("message", (event: MessageEvent<FromLayoutWorker>) => {
      const message = event.data;
      const entry = waiting.get(message.id);
      if (!entry) return;
      if (message.type === "picture" && message.picture.partial)
        return entry.onPartial(message.picture);
      waiting.delete(message.id);
      if (message.type === "picture") entry.resolve({ status: "done", picture: message.picture });
      else if (message.type === "failed") entry.reject(new Error(message.message));
      else entry.resolve({ status: message.type });
    });
    worker.addEventListener("error", failOver);
  } catch {
    failOver();
  }
  return {
    run(id, input, deadlineMs, onPartial) {
      if (fallback || !worker) {
        fallback ??= fallBack();
        return fallback.run(id, input, deadlineMs, onPartial);
      }
      const running = worker;
      return new Promise((resolve, reject) => {
        waiting.set(id, { input, deadlineMs, resolve, reject, onPartial });
        running.postMessage({ type: "layout", id, input, deadlineMs } satisfies ToLayoutWorker);
      });
    },
    cancel(id) {
      fallback?.cancel(id);
      worker?.postMessage({ type: "cancel", id } satisfies ToLayoutWorker);
    },
    dispose() {
      worker?.terminate();
      for (const entry of waiting.values()) entry.resolve({ status: "cancelled" });
      waiting.clear();
    },
  };
}

interface Request {
  readonly dag: ProjectedDag;
  readonly options: LayoutDagOptions;
  readonly onPartial: ((layout: DagLayout) => void) | undefined;
  readonly resolve: (result: DagLayoutResult | undefined) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * A layouter for one view's life: with `thread: "worker"` one Web Worker (from `createWorker`,
 * `workerUrl` or the package's own), elkjs compiled in it once and driven synchronously,
 * each layout reusing the runs the last one laid out. One layout runs at a time; a newer
 * request cancels the running one (at its next pause between elkjs calls; what it finished
 * stays cached) and supersedes any waiting one.
 */
export function createDagLayouter(
  options: Pick<LayoutDagOptions, "createWorker" | "workerUrl"> & {
    readonly thread: DagLayoutThread;
  },
): DagLayouter {
  const { createWorker, workerUrl } = options;
  const create =
    createWorker ??
    (workerUrl === undefined ? packagedWorker : () => new Worker(workerUrl, { type: "module" }));
  const backend =
    options.thread === "worker" && (createWorker !== undefined || typeof Worker !== "undefined")
      ? workerThread(create, callingThread)
      : callingThread();
  let nextId = 0;
  let running: number | undefined;
  let queued: Request | undefined;
  let disposed = false;

  const pump = async () => {
    while (queued && running === undefined && !disposed) {
      const request = queued;
      queued = undefined;
      const id = nextId++;
      running = id;
      const settings = resolveSettings(request.options);
      try {
        const outcome = await backend.run(
          id,
          toLayoutInput(request.dag, settings),
          settings.deadlineMs,
          (picture) => request.onPartial?.(fromPicture(request.dag, picture, settings.direction)),
        );
        if (outcome.status === "done")
          request.resolve(fromPicture(request.dag, outcome.picture, settings.direction));
        else if (outcome.status === "late")
          request.resolve(tooLarge(request.dag, settings.deadlineMs));
        else request.resolve(undefined);
      } catch (error) {
        request.reject(error);
      } finally {
        running = undefined;
      }
    }
  };

  return {
    layout(dag, layoutOptions, onPartial) {
      return new Promise((resolve, reject) => {
        if (disposed) return resolve(undefined);
        queued?.resolve(undefined);
        queued = { dag, options: layoutOptions, onPartial, resolve, reject };
        if (running !== undefined) backend.cancel(running);
        void pump();
      });
    },
    dispose() {
      disposed = true;
      queued?.resolve(undefined);
      queued = undefined;
      backend.dispose();
    },
  };
}
