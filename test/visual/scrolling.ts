import { expect } from "vitest";

/** The next animation frame. */
export const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** Waits for `count` animation frames. */
export async function frames(count: number): Promise<void> {
  for (let index = 0; index < count; index++) await nextFrame();
}

/** How far the log's view is from the end of its content. */
export const distanceFromEnd = (log: HTMLElement) =>
  log.scrollHeight - log.scrollTop - log.clientHeight;

/**
 * Waits until a smooth scroll brings the log to its top. The wait is longer than the default
 * second (in full runs under load the view has been found 792 and 28 px short of the top after
 * one; alone, the scroll over tens of thousands of pixels takes about 0.2 s) and a failure
 * lists every scrollTop seen: a view that stays off the top fails with where it stopped, one
 * that was only slow passes.
 */
export async function reachTop(log: HTMLElement): Promise<void> {
  const seen: number[] = [];
  await expect
    .poll(
      () => {
        seen.push(Math.round(log.scrollTop));
        return log.scrollTop;
      },
      { timeout: 4_000 },
    )
    .toBeLessThan(5)
    .catch((error: unknown) => {
      throw new Error(`scrollTop on the way to the top: ${seen.join(", ")}`, { cause: error });
    });
}
