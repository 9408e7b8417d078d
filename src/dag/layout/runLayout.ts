import type { LayoutInput, LayoutPicture } from "./LayoutInput.js";
import type { RunLayouts } from "./RunLayouts.js";

/** How a driven layout ended. */
export type LayoutOutcome =
  | { readonly status: "done"; readonly picture: LayoutPicture }
  | { readonly status: "late" }
  | { readonly status: "cancelled" };

/** When `runLayout` gives the thread back, stops, and what it reports on the way. */
export interface RunLayoutOptions {
  /** A `performance.now()` time after which the layout ends `late`. */
  readonly deadline: number;
  /** Milliseconds of work between two gives of the thread. */
  readonly taskMs: number;
  /** Called with the partial picture of the newest runs, before the full one. */
  readonly onPartial?: (picture: LayoutPicture) => void;
  /** Asked each time the thread was given back; `true` ends the layout `cancelled`. */
  readonly cancelled?: () => boolean;
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Drives `engine.layout(input)` to its end, giving the thread back every `taskMs` or so (so a
 * page stays responsive, and a worker reads a cancel message), between two elkjs calls.
 */
export async function runLayout(
  engine: RunLayouts,
  input: LayoutInput,
  options: RunLayoutOptions,
): Promise<LayoutOutcome> {
  const steps = engine.layout(input);
  let taskStart = performance.now();
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) {
      if (performance.now() > options.deadline) return { status: "late" };
      return { status: "done", picture: step.value };
    }
    if (step.value) options.onPartial?.(step.value);
    if (performance.now() - taskStart < options.taskMs) continue;
    await nextTask();
    if (options.cancelled?.()) return { status: "cancelled" };
    if (performance.now() > options.deadline) return { status: "late" };
    taskStart = performance.now();
  }
}
