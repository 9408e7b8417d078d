import type { ContextInspectorPart } from "./ContextInspectorParts.js";
import { formatCount } from "./formatCount.js";

/** The words for each part of the budget. @internal */
export const PART_LABELS: Readonly<Record<ContextInspectorPart | "free", string>> = {
  system: "System prompt",
  summary: "Summary",
  history: "History",
  pending: "Pending input",
  free: "Free",
};

/** A share of the budget in whole percent; a sliver shows as "<1%" rather than "0%". @internal */
export function formatShare(tokens: number, budget: number): string {
  if (budget <= 0) return "0%";
  const percent = (tokens / budget) * 100;
  return tokens > 0 && percent < 0.5 ? "<1%" : `${Math.round(percent)}%`;
}

/** A count and its noun, in the plural unless the count is one. @internal */
export function plural(count: number, noun: string): string {
  return `${formatCount(count)} ${count === 1 ? noun : `${noun}s`}`;
}

/** The CSS width of a bar segment: its share of `scale`, to a hundredth of a percent. @internal */
export function barWidth(tokens: number, scale: number): string {
  return `${Math.round((tokens / scale) * 10_000) / 100}%`;
}
