/**
 * A duration for people: `850 ms`, `2.1 s`, `4 min 05 s`.
 * @internal
 */
export function formatDuration(milliseconds: number): string {
  if (!Number.isFinite(milliseconds) || milliseconds < 0) return "—";
  if (milliseconds < 1000) return `${Math.round(milliseconds)} ms`;
  if (milliseconds < 59_950) return `${(milliseconds / 1000).toFixed(1)} s`;
  const seconds = Math.round(milliseconds / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
}

/**
 * The same duration as an ISO 8601 duration for `<time dateTime>`.
 * @internal
 */
export function isoDuration(milliseconds: number): string {
  return `PT${Math.max(0, milliseconds) / 1000}S`;
}
