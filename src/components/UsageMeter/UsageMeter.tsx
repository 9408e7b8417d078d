import { type ComponentType, useMemo } from "react";
import type { TokenUsage } from "../../core/graph/GraphEvent.js";
import type { RunUsage } from "../../core/projections/usageByRun.js";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useFormatters } from "../labels/useFormatters.js";
import { useLabels } from "../labels/useLabels.js";
import { percentOf, UsageMeterBar, type UsageMeterBarProps } from "./UsageMeterBar.js";
import { UsageRuns, type UsageRunsProps } from "./UsageRuns.js";

/** The parts {@link UsageMeter} renders, each replaceable through `components`. */
export interface UsageMeterComponents {
  /** The bar of used tokens against `limit`, shown when `limit` is given. @default UsageMeterBar */
  readonly Bar: ComponentType<UsageMeterBarProps>;
  /** The per-run breakdown, shown when `byRun` is given. @default UsageRuns */
  readonly Runs: ComponentType<UsageRunsProps>;
}

/** Props of {@link UsageMeter}. */
export interface UsageMeterProps {
  /** The token counts to show, such as `totalUsage(graph)`. */
  readonly usage: TokenUsage;
  /** Usage per run from `usageByRun(graph)`, shown as a table rolled up over subagents. */
  readonly byRun?: ReadonlyMap<string, RunUsage> | undefined;
  /** The context window in tokens: draws a meter of input plus output tokens against it. */
  readonly limit?: number | undefined;
  /** Extra class names for the root element, after `tl-usage-meter`. */
  readonly className?: string | undefined;
  /** Parts to use instead of the defaults. */
  readonly components?: Partial<UsageMeterComponents> | undefined;
  /** Labels over the nearest `LabelsProvider`'s (or `defaultLabels`). */
  readonly labels?: Partial<ThreadlineLabels> | undefined;
}

/** How full the context window is; `unlimited` when no `limit` is given. */
type UsageLevel = "unlimited" | "normal" | "high" | "over";

const HIGH_SHARE = 0.8;

function levelOf(used: number, limit: number | undefined): UsageLevel {
  if (limit === undefined || !(limit > 0)) return "unlimited";
  if (used > limit) return "over";
  return used >= limit * HIGH_SHARE ? "high" : "normal";
}

const defaultComponents: UsageMeterComponents = { Bar: UsageMeterBar, Runs: UsageRuns };

/**
 * Token usage: input and output totals, a meter against the context window when `limit`
 * is given, and a per-run breakdown rolled up over subagents when `byRun` is given. Numbers
 * are formatted in the locale of the nearest `LabelsProvider` (`en-US` by default).
 * @example
 * ```tsx
 * <UsageMeter usage={totalUsage(graph)} byRun={usageByRun(graph)} limit={200_000} />
 * ```
 */
export function UsageMeter({
  usage,
  byRun,
  limit,
  className,
  components,
  labels,
}: UsageMeterProps) {
  const text = useLabels(labels);
  const format = useFormatters();
  const parts = useMemo(() => ({ ...defaultComponents, ...components }), [components]);
  const used = usage.inputTokens + usage.outputTokens;
  const level = levelOf(used, limit);
  return (
    <div
      className={className ? `tl-usage-meter ${className}` : "tl-usage-meter"}
      data-state={level}
    >
      <dl className="tl-usage-meter__totals">
        <div className="tl-usage-meter__total">
          <dt>{text.usageInput}</dt>
          <dd>{format.count(usage.inputTokens)}</dd>
        </div>
        <div className="tl-usage-meter__total">
          <dt>{text.usageOutput}</dt>
          <dd>{format.count(usage.outputTokens)}</dd>
        </div>
        {limit === undefined || level === "unlimited" ? null : (
          <div className="tl-usage-meter__total">
            <dt>{text.usageContext}</dt>
            <dd>
              {text.usageContextValue(
                format.count(used),
                format.count(limit),
                format.percent(percentOf(used, limit)),
              )}
            </dd>
          </div>
        )}
      </dl>
      {limit === undefined || level === "unlimited" ? null : (
        <parts.Bar used={used} limit={limit} labels={labels} />
      )}
      {byRun ? <parts.Runs byRun={byRun} labels={labels} /> : null}
    </div>
  );
}
