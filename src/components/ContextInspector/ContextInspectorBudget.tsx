import type { ContextPolicy } from "../../core/context/ContextPolicy.js";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useFormatters } from "../labels/useFormatters.js";
import { useLabels } from "../labels/useLabels.js";
import { barWidth, formatShare, partLabel } from "./ContextInspectorFormat.js";
import { CONTEXT_PARTS, type ContextParts } from "./ContextInspectorParts.js";

/** Props of `ContextInspectorBudget`. @internal */
export interface ContextInspectorBudgetProps {
  readonly parts: ContextParts;
  readonly policy: ContextPolicy;
  readonly labels: Partial<ThreadlineLabels> | undefined;
}

/**
 * The budget (maximum input minus the answer's reserve) as a bar split into system prompt,
 * summary, history, pending input and free space, with a legend giving the same numbers in
 * words; the bar itself is hidden from assistive technology.
 * @internal
 */
export function ContextInspectorBudget({ parts, policy, labels }: ContextInspectorBudgetProps) {
  const text = useLabels(labels);
  const format = useFormatters();
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
      <ul className="tl-context-inspector__legend" aria-label={text.contextBudgetByPart}>
        {rows.map(({ part, tokens }) => (
          <li key={part} className="tl-context-inspector__legend-item" data-part={part}>
            <span className="tl-context-inspector__swatch" aria-hidden="true" />
            <span className="tl-context-inspector__legend-label">{partLabel(part, text)}</span>
            <span className="tl-context-inspector__legend-value">
              {`${format.count(tokens)} · ${formatShare(tokens, budget, format.locale)}`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
