/**
 * The layout worker module run in this process behind a `Worker`-shaped object, for tests in
 * Node: messages are cloned and delivered in later tasks, as between threads.
 */
export interface InProcessWorker {
  readonly worker: Worker;
  /** Messages the page posted, in order. */
  readonly posted: unknown[];
  readonly terminated: () => number;
}

const toWorker = new EventTarget();
let toPage = new EventTarget();

/** Starts the worker module once per test file; each call gives a new page-side handle. */
export async function inProcessWorker(): Promise<InProcessWorker> {
  const scope = {
    onmessage: null as unknown,
    addEventListener: (type: string, listener: EventListener) =>
      toWorker.addEventListener(type, listener),
    postMessage: (message: unknown) => {
      const page = toPage;
      const copy = structuredClone(message);
      setTimeout(() => page.dispatchEvent(new MessageEvent("message", { data: copy })), 0);
    },
  };
  Object.assign(globalThis, { self: scope });
  await import("./dagLayoutWorker.js");
  toPage = new EventTarget();
  const page = toPage;
  const posted: unknown[] = [];
  let terminated = 0;
  const worker = {
    postMessage(message: unknown) {
      posted.push(message);
      const copy = structuredClone(message);
      setTimeout(() => toWorker.dispatchEvent(new MessageEvent("message", { data: copy })), 0);
    },
    addEventListener: (type: string, listener: EventListener) =>
      page.addEventListener(type, listener),
    terminate() {
      terminated++;
    },
  };
  return { worker: worker as unknown as Worker, posted, terminated: () => terminated };
}
