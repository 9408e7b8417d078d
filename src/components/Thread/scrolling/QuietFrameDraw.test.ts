import { describe, expect, it } from "vitest";
import { type FrameHost, QuietFrameDraw } from "./QuietFrameDraw.js";

/**
 * Frames run by hand: `frame(work)` runs the animation frame callbacks waiting (the draw's
 * look comes first, as it was asked for earlier), then `work` (another callback of the same
 * frame, such as a stream's commit), then what waits for the frame's callbacks to finish.
 */
function frames() {
  let callbacks = new Map<number, () => void>();
  let after: (() => void)[] = [];
  let next = 1;
  const host: FrameHost = {
    requestAnimationFrame(callback) {
      callbacks.set(next, callback);
      return next++;
    },
    cancelAnimationFrame(handle) {
      callbacks.delete(handle);
    },
    afterFrameCallbacks(callback) {
      after.push(callback);
    },
  };
  const frame = (work?: () => void) => {
    const due = callbacks;
    callbacks = new Map();
    for (const callback of due.values()) callback();
    work?.();
    const late = after;
    after = [];
    for (const callback of late) callback();
  };
  return { host, frame, pending: () => callbacks.size };
}

function setup() {
  const { host, frame, pending } = frames();
  let draws = 0;
  const later = new QuietFrameDraw(() => {
    draws += 1;
  }, host);
  return { later, frame, pending, draws: () => draws };
}

describe("QuietFrameDraw", () => {
  it("draws at the third look without a commit, asked for between frames", () => {
    const { later, frame, draws, pending } = setup();
    later.request();
    frame();
    frame();
    expect(draws()).toBe(0);
    frame();
    expect(draws()).toBe(1);
    expect(later.waiting).toBe(false);
    expect(pending()).toBe(0);
  });

  it("never draws while a commit comes every frame, and draws after they stop", () => {
    const { later, frame, draws } = setup();
    later.request();
    for (let index = 0; index < 100; index++) frame(() => later.committed(false));
    expect(draws()).toBe(0);
    // The first look after the stream stopped still sees its last commit.
    frame();
    frame();
    frame();
    expect(draws()).toBe(0);
    frame();
    expect(draws()).toBe(1);
  });

  it("leaves the draw to a commit later in the frame it would have drawn in", () => {
    const { later, frame, draws } = setup();
    later.request();
    frame();
    frame();
    // A stream resumes in the very frame: its commit comes after the draw's look.
    frame(() => later.committed(false));
    expect(draws()).toBe(0);
    expect(later.waiting).toBe(true);
    frame();
    frame();
    frame();
    expect(draws()).toBe(1);
  });

  it("stops waiting when a commit draws what was asked for", () => {
    const { later, frame, draws, pending } = setup();
    later.request();
    frame(() => later.committed(true));
    expect(later.waiting).toBe(false);
    expect(pending()).toBe(0);
    for (let index = 0; index < 5; index++) frame();
    expect(draws()).toBe(0);
  });

  it("asks for one frame however often it is asked", () => {
    const { later, frame, draws, pending } = setup();
    later.request();
    later.request();
    later.request();
    expect(pending()).toBe(1);
    frame();
    frame();
    frame();
    expect(draws()).toBe(1);
  });

  it("draws nothing once cancelled", () => {
    const { later, frame, draws } = setup();
    later.request();
    frame();
    frame();
    later.cancel();
    frame();
    frame();
    expect(draws()).toBe(0);
    expect(later.waiting).toBe(false);
  });
});
