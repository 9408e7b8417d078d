import type { ElkNode } from "elkjs/lib/elk-api.js";

/** elkjs driven without its promise API: `layout` runs at once and returns the laid-out graph. */
export interface SyncElk {
  layout(graph: ElkNode): ElkNode;
}

interface ElkMessage {
  readonly id: number;
  readonly data?: unknown;
  readonly error?: unknown;
}

/** elkjs's in-process stand-in for a worker: `dispatcher.dispatch` answers through `onmessage`. */
interface FakeWorker {
  onmessage?: (event: { readonly data: ElkMessage }) => void;
  readonly dispatcher: { dispatch(event: { readonly data: object }): void };
}

type FakeWorkerConstructor = new () => FakeWorker;

// elkjs is CommonJS: its `module.exports` is `{ default: FakeWorker, Worker: FakeWorker }`, which
// Node hands over as `default`; some bundlers hand over its `default` instead.
function constructorOf(module: { readonly default: unknown }): FakeWorkerConstructor {
  const exported = module.default as
    | FakeWorkerConstructor
    | { readonly Worker: FakeWorkerConstructor };
  return typeof exported === "function" ? exported : exported.Worker;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === "object" && error !== null && "message" in error)
    return String((error as { message: unknown }).message);
  return String(error);
}

/**
 * Wraps elkjs's in-process worker so that a layout is one synchronous call. elkjs's own API
 * posts each call through two zero-delay timers, which doubles the time of the hundreds of
 * small calls a per-run layout makes.
 */
function syncElkOf(Worker: FakeWorkerConstructor): SyncElk {
  const worker = new Worker();
  const last: { answer?: ElkMessage | undefined } = {};
  worker.onmessage = (event) => {
    last.answer = event.data;
  };
  const call = (message: object): unknown => {
    last.answer = undefined;
    try {
      worker.dispatcher.dispatch({ data: { id: 0, ...message } });
    } catch (error) {
      throw new Error(`elkjs failed: ${messageOf(error)}`);
    }
    const answer = last.answer as ElkMessage | undefined;
    if (!answer) throw new Error("elkjs gave no answer");
    if (answer.error !== undefined) throw new Error(`elkjs failed: ${messageOf(answer.error)}`);
    return answer.data;
  };
  call({ cmd: "register", algorithms: ["layered"] });
  return {
    layout: (graph) => call({ cmd: "layout", graph, layoutOptions: {}, options: {} }) as ElkNode,
  };
}

let loaded: Promise<SyncElk> | undefined;

/** Loads and compiles elkjs once per thread; every later call gets the same instance. */
export function loadSyncElk(): Promise<SyncElk> {
  loaded ??= import("elkjs/lib/elk-worker.min.js").then((module) =>
    syncElkOf(constructorOf(module as { readonly default: unknown })),
  );
  return loaded;
}
