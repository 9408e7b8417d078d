/**
 * Starts timing the main thread: a zero-delay timer that re-arms itself notes the longest
 * stretch between two of its turns, which is the longest task that ran in between plus the
 * timer's own delay (up to 4 ms once nested). The returned function stops it and gives that
 * stretch in milliseconds.
 */
export function watchMainThread(): () => number {
  let last = performance.now();
  let longest = 0;
  let timer = setTimeout(function tick() {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    timer = setTimeout(tick, 0);
  }, 0);
  return () => {
    clearTimeout(timer);
    return Math.max(longest, performance.now() - last);
  };
}
