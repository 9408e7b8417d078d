import { RunLayouts } from "../RunLayouts.js";
import { runLayout } from "../runLayout.js";
import { loadSyncElk } from "../syncElk.js";
import type { FromLayoutWorker, ToLayoutWorker } from "./layoutMessages.js";

interface WorkerScope {
  onmessage: unknown;
  addEventListener(type: "message", listener: (event: MessageEvent<ToLayoutWorker>) => void): void;
  postMessage(message: FromLayoutWorker, transfer?: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;
// elkjs, loaded in a worker, makes itself the worker's `onmessage`; its handler is taken off again.
const engine = loadSyncElk().then((elk) => {
  scope.onmessage = null;
  return new RunLayouts(elk);
});
const cancelled = new Set<number>();
let queue: Promise<void> = Promise.resolve();

// Nothing waits for this thread but a cancel message: longer tasks than a page's, fewer timer waits.
const TASK_MS = 40;

function send(message: FromLayoutWorker): void {
  const transfer =
    message.type === "picture"
      ? [message.picture.nodeBoxes.buffer, message.picture.groupBoxes.buffer]
      : [];
  scope.postMessage(message, transfer as Transferable[]);
}

async function lay(request: Extract<ToLayoutWorker, { type: "layout" }>): Promise<void> {
  const { id } = request;
  if (cancelled.delete(id)) return send({ type: "cancelled", id });
  try {
    const outcome = await runLayout(await engine, request.input, {
      deadline: performance.now() + request.deadlineMs,
      taskMs: TASK_MS,
      onPartial: (picture) => send({ type: "picture", id, picture }),
      cancelled: () => cancelled.has(id),
    });
    cancelled.delete(id);
    if (outcome.status === "done") send({ type: "picture", id, picture: outcome.picture });
    else send({ type: outcome.status, id });
  } catch (error) {
    send({ type: "failed", id, message: error instanceof Error ? error.message : String(error) });
  }
}

scope.addEventListener("message", (event) => {
  const message = event.data;
  if (message.type === "cancel") cancelled.add(message.id);
  else queue = queue.then(() => lay(message));
});
