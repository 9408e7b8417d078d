import { formatCount } from "./formatCount.js";

/** Props of {@link UsageMeterBar}, and of any `components.Bar` replacement. */
export interface UsageMeterBarProps {
  /** Input plus output tokens. */
  readonly used: number;
  /** The context window in tokens, above 0. */
  readonly limit: number;
}

/** The share of the context window used, as a whole percentage that may pass 100. */
export function percentOf(used: number, limit: number): number {
  return Math.round((used / limit) * 100);
}

/**
 * The bar of a usage meter: a `role="meter"` named "Context window" whose fill stops at the
 * limit, with the count and percentage as its value text.
 * @example
 * ```tsx
 * <UsageMeter usage={usage} limit={200_000} components={{ Bar: RingGauge }} />
 * ```
 */
export function UsageMeterBar({ used, limit }: UsageMeterBarProps) {
  const percent = Math.min(100, percentOf(used, limit));
  return (
    // biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot be themed through CSS variables in every engine.
    <div
      role="meter"
      className="tl-usage-meter__bar"
      aria-label="Context window"
      aria-valuemin={0}
      aria-valuemax={limit}
      aria-valuenow={Math.min(used, limit)}
      aria-valuetext={`${formatCount(used)} of ${formatCount(limit)} tokens (${percentOf(used, limit)}%)`}
    >
      <div className="tl-usage-meter__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
