/** Resolves in the next animation frame's callbacks, with that frame's timestamp. */
export function nextFrame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(resolve));
}

/**
 * Resolves after the next frame has been produced: a message posted from the frame's
 * callback runs as a task of its own, after that frame's style, layout and paint.
 */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    }),
  );
}

/** Waits `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** React commits seen by a `<Profiler>`: when, and React's own render time. */
export class CommitLog {
  readonly times: number[] = [];
  readonly durations: number[] = [];

  readonly onRender = (_id: string, _phase: string, actualDuration: number): void => {
    this.times.push(performance.now());
    this.durations.push(actualDuration);
  };
}

/**
 * Waits until `log` sees no commit for `quietFrames` frames in a row, or `timeoutMs` pass;
 * `onFrame` looks at the page after each frame.
 */
export async function untilQuiet(
  log: CommitLog,
  quietFrames = 10,
  timeoutMs = 5000,
  onFrame: () => void = () => {},
) {
  const started = performance.now();
  let seen = log.times.length;
  let quiet = 0;
  while (quiet < quietFrames && performance.now() - started < timeoutMs) {
    await nextFrame();
    onFrame();
    quiet = log.times.length === seen ? quiet + 1 : 0;
    seen = log.times.length;
  }
}

/** The `p`th percentile (0–100) by nearest rank; NaN for an empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] as number;
}

/** The most entries of `times` that fall between two consecutive `frames` timestamps. */
export function mostPerFrame(times: readonly number[], frames: readonly number[]): number {
  let most = 0;
  let index = 0;
  for (let frame = 0; frame < frames.length - 1; frame++) {
    const end = frames[frame + 1] as number;
    let count = 0;
    while (index < times.length && (times[index] as number) < end) {
      if ((times[index] as number) >= (frames[frame] as number)) count += 1;
      index += 1;
    }
    most = Math.max(most, count);
  }
  return most;
}
