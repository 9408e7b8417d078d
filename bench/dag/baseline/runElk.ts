import type { ELK, ELKConstructorArguments, ElkNode, LayoutOptions } from "elkjs/lib/elk-api.js";
import type { LayoutDagOptions } from "../../../src/dag/layout/DagLayout.js";

type ElkConstructor = new (args?: ELKConstructorArguments) => ELK;

/** What a layout run came to: elkjs's graph, or `late` when the deadline passed first. */
export type ElkAnswer =
  | { readonly status: "done"; readonly graph: ElkNode }
  | { readonly status: "late" };

type WorkerOptions = Pick<LayoutDagOptions, "workerUrl" | "createWorker">;

// elkjs is CommonJS: Node hands over `module.exports` as `default`, some bundlers nest it once more.
function constructorOf(module: { readonly default: unknown }): ElkConstructor {
  const outer = module.default as ElkConstructor & { readonly default?: ElkConstructor };
  return typeof outer.default === "function" ? outer.default : outer;
}

let mainThreadElk: Promise<ELK> | undefined;

function callingThreadElk(): Promise<ELK> {
  mainThreadElk ??= import("elkjs/lib/elk.bundled.js").then(
    (module) => new (constructorOf(module))(),
  );
  return mainThreadElk;
}

async function workerElk(options: WorkerOptions): Promise<ELK | undefined> {
  const { createWorker, workerUrl } = options;
  const factory =
    createWorker ??
    (workerUrl !== undefined && typeof Worker !== "undefined"
      ? () => new Worker(workerUrl)
      : undefined);
  if (!factory) return undefined;
  const Elk = constructorOf(await import("elkjs/lib/elk-api.js"));
  return new Elk({ workerFactory: () => factory() });
}

/**
 * Lays `graph` out with elkjs, in a worker when `options` make one, racing a timer. A worker
 * that runs late is terminated; the calling thread cannot be interrupted, so there a layout
 * that finishes after the deadline is reported late too.
 */
export async function runElk(
  graph: ElkNode,
  layoutOptions: LayoutOptions,
  options: WorkerOptions & { readonly deadlineMs: number },
): Promise<ElkAnswer> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<ElkAnswer>((resolve) => {
    timer = setTimeout(() => resolve({ status: "late" }), options.deadlineMs);
  });
  const worker = await workerElk(options);
  const elk = worker ?? (await callingThreadElk());
  try {
    const layout = elk.layout(graph, { layoutOptions });
    const answer = await Promise.race([
      layout.then((laidOut): ElkAnswer => ({ status: "done", graph: laidOut })),
      late,
    ]);
    return performance.now() - started > options.deadlineMs ? { status: "late" } : answer;
  } finally {
    clearTimeout(timer);
    worker?.terminateWorker();
  }
}
