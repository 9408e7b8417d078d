import { formattersFor } from "../labels/formattersFor.js";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import type { ContextInspectorPart } from "./ContextInspectorParts.js";

/** The words for each part of the budget. @internal */
export function partLabel(part: ContextInspectorPart | "free", text: ThreadlineLabels): string {
  switch (part) {
    case "system":
      return text.contextSystem;
    case "summary":
      return text.contextSummary;
    case "history":
      return text.contextHistory;
    case "pending":
      return text.contextPending;
    case "free":
      return text.contextFree;
    default:
      return part satisfies never;
  }
}

/**
 * A share of the budget in whole percent in the locale; a sliver shows as "<1%" rather
 * than "0%". @internal
 */
export function formatShare(tokens: number, budget: number, locale: string): string {
  if (budget <= 0) return formattersFor(locale).percent(0);
  const percent = (tokens / budget) * 100;
  if (tokens > 0 && percent < 0.5) return `<${formattersFor(locale).percent(1)}`;
  return formattersFor(locale).percent(Math.round(percent));
}

/** The CSS width of a bar segment: its share of `scale`, to a hundredth of a percent. @internal */
export function barWidth(tokens: number, scale: number): string {
  return `${Math.round((tokens / scale) * 10_000) / 100}%`;
}
