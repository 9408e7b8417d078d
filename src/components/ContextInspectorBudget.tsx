import type { ContextPolicy } from "../core/context/ContextPolicy.js";
import { barWidth, formatShare, PART_LABELS } from "./ContextInspectorFormat.js";
import { CONTEXT_PARTS, type ContextParts } from "./ContextInspectorParts.js";
import { formatCount } from "./formatCount.js";

/** Props of `ContextInspectorBudget`. @internal */
export interface ContextInspectorBudgetProps {
  readonly parts: ContextParts;
  readonly policy: ContextPolicy;
}

/**
 * The budget (maximum input minus the answer's reserve) as a bar split into system prompt,
 * summary, history, pending input and free space, with a legend giving the same numbers in
 * words; the bar itself is hidden from assistive technology.
 * @internal
 */
export function ContextInspectorBudget({ parts, policy }: ContextInspectorBudgetProps) {
  const budget = policy.maxInputTokens - policy.reserveOutputTokens;
  const free = Math.max(0, budget - parts.total);
  const scale = Math.max(budget, parts.total, 1);
  const rows = [
    ...CONTEXT_PARTS.map((part) => ({ part, tokens: parts.tokens[part] })),
    { part: "free" as const, tokens: free },
  ];
  return (
    <div className="tl-context-inspector__budget">
      <div className="tl-context-inspector__bar" aria-hidden="true">
        {rows.map(({ part, tokens }) =>
          tokens > 0 ? (
            <span
              key={part}
              className="tl-context-inspector__segment"
              data-part={part}
              style={{ width: barWidth(tokens, scale) }}
            />
          ) : null,
        )}
      </div>
      <ul className="tl-context-inspector__legend" aria-label="Budget by part">
        {rows.map(({ part, tokens }) => (
          <li key={part} className="tl-context-inspector__legend-item" data-part={part}>
            <span className="tl-context-inspector__swatch" aria-hidden="true" />
            <span className="tl-context-inspector__legend-label">{PART_LABELS[part]}</span>
            <span className="tl-context-inspector__legend-value">
              {`${formatCount(tokens)} · ${formatShare(tokens, budget)}`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
