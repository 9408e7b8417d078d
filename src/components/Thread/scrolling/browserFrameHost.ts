import type { FrameHost } from "./QuietFrameDraw.js";

/**
 * The browser's frames for a `QuietFrameDraw`. A resize observer reports a newly observed
 * element once, in the current frame after its animation frame callbacks and the layout:
 * that is how `afterFrameCallbacks` waits for them. `element` is any element in the page.
 * @internal
 */
export function browserFrameHost(element: () => Element | null): FrameHost {
  return {
    requestAnimationFrame: (callback) => requestAnimationFrame(callback),
    cancelAnimationFrame: (handle) => cancelAnimationFrame(handle),
    afterFrameCallbacks(callback) {
      const target = element();
      if (!target || typeof ResizeObserver !== "function") {
        callback();
        return;
      }
      const observer = new ResizeObserver(() => {
        observer.disconnect();
        callback();
      });
      observer.observe(target);
    },
  };
}
