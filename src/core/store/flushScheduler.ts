import type { BatchMode } from "./ConversationStore.js";

/** Runs a callback later; returns a function that cancels it. */
export type Schedule = (callback: () => void) => () => void;

interface FrameHost {
  requestAnimationFrame?: (callback: () => void) => number;
  cancelAnimationFrame?: (handle: number) => void;
}

// Browsers pause animation frames in background tabs; the timer keeps a hidden tab's
// thread current at a slow pace instead of holding every event until the tab shows.
const HIDDEN_TAB_DELAY_MS = 250;
const FRAME_WITHOUT_HOST_MS = 16;

function nextFrame(callback: () => void): () => void {
  const host = globalThis as FrameHost;
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    cancel();
    callback();
  };
  const request = host.requestAnimationFrame;
  const frame = request ? request(once) : undefined;
  const timer = setTimeout(once, request ? HIDDEN_TAB_DELAY_MS : FRAME_WITHOUT_HOST_MS);
  function cancel() {
    done = true;
    clearTimeout(timer);
    if (frame !== undefined) host.cancelAnimationFrame?.(frame);
  }
  return cancel;
}

function nextMicrotask(callback: () => void): () => void {
  let cancelled = false;
  queueMicrotask(() => {
    if (!cancelled) callback();
  });
  return () => {
    cancelled = true;
  };
}

/** The default batch mode: per frame where frames exist (browsers), per microtask elsewhere. */
export function defaultBatchMode(): BatchMode {
  return typeof (globalThis as FrameHost).requestAnimationFrame === "function"
    ? "frame"
    : "microtask";
}

/** How a store waits before its next flush in each batch mode (`sync` never waits). */
export function scheduleFor(mode: BatchMode): Schedule | undefined {
  switch (mode) {
    case "frame":
      return nextFrame;
    case "microtask":
      return nextMicrotask;
    case "sync":
      return undefined;
    default:
      throw new TypeError(
        `batch: expected "frame", "microtask" or "sync", got ${JSON.stringify(mode satisfies never)}`,
      );
  }
}
