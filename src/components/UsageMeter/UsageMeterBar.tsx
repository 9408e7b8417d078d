import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useFormatters } from "../labels/useFormatters.js";
import { useLabels } from "../labels/useLabels.js";

/** Props of {@link UsageMeterBar}, and of any `components.Bar` replacement. */
export interface UsageMeterBarProps {
  /** Input plus output tokens. */
  readonly used: number;
  /** The context window in tokens, above 0. */
  readonly limit: number;
  /** The meter's own labels, over the nearest `LabelsProvider`'s. */
  readonly labels?: Partial<ThreadlineLabels> | undefined;
}

/** The share of the context window used, as a whole percentage that may pass 100. */
export function percentOf(used: number, limit: number): number {
  return Math.round((used / limit) * 100);
}

/**
 * The bar of a usage meter: a `role="meter"` named by the `usageContextWindow` label whose
 * fill stops at the limit, with the count and percentage as its value text.
 * @example
 * ```tsx
 * <UsageMeter usage={usage} limit={200_000} components={{ Bar: RingGauge }} />
 * ```
 */
export function UsageMeterBar({ used, limit, labels }: UsageMeterBarProps) {
  const text = useLabels(labels);
  const format = useFormatters();
  const percent = percentOf(used, limit);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot be themed through CSS variables in every engine.
    <div
      role="meter"
      className="tl-usage-meter__bar"
      aria-label={text.usageContextWindow}
      aria-valuemin={0}
      aria-valuemax={limit}
      aria-valuenow={Math.min(used, limit)}
      aria-valuetext={text.usageContextWindowValue(
        format.count(used),
        format.count(limit),
        format.percent(percent),
      )}
    >
      <div className="tl-usage-meter__fill" style={{ inlineSize: `${Math.min(100, percent)}%` }} />
    </div>
  );
}
