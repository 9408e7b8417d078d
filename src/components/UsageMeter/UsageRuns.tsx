import type { RunUsage } from "../../core/projections/usageByRun.js";
import type { Formatters } from "../labels/formattersFor.js";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useFormatters } from "../labels/useFormatters.js";
import { useLabels } from "../labels/useLabels.js";

/** Props of {@link UsageRuns}, and of any `components.Runs` replacement. */
export interface UsageRunsProps {
  /** Usage per run from `usageByRun(graph)`. */
  readonly byRun: ReadonlyMap<string, RunUsage>;
  /** The meter's own labels, over the nearest `LabelsProvider`'s. */
  readonly labels?: Partial<ThreadlineLabels> | undefined;
}

const MAX_ROWS = 100;

interface TokensProps {
  readonly total: number;
  readonly own: number;
  readonly text: ThreadlineLabels;
  readonly format: Formatters;
}

function Tokens({ total, own, text, format }: TokensProps) {
  return (
    <>
      {format.count(total)}
      {own === total ? null : (
        <span className="tl-usage-meter__own">{` ${text.usageOwn(own, format.count(own))}`}</span>
      )}
    </>
  );
}

/**
 * The per-run rows of a usage meter: each run's total, rolled up over the runs inside it,
 * and its own share when they differ. Runs that used no tokens are left out.
 * @example
 * ```tsx
 * <UsageMeter usage={usage} byRun={usageByRun(graph)} components={{ Runs: CostTable }} />
 * ```
 */
export function UsageRuns({ byRun, labels }: UsageRunsProps) {
  const text = useLabels(labels);
  const format = useFormatters();
  const runs = [...byRun.values()].filter(
    (run) => run.total.inputTokens > 0 || run.total.outputTokens > 0,
  );
  if (runs.length === 0) return null;
  const shown = runs.slice(0, MAX_ROWS);
  return (
    <table className="tl-usage-meter__runs">
      <caption className="tl-usage-meter__caption">{text.usageByRun}</caption>
      <thead>
        <tr>
          <th scope="col">{text.usageRun}</th>
          <th scope="col">{text.usageInput}</th>
          <th scope="col">{text.usageOutput}</th>
        </tr>
      </thead>
      <tbody>
        {shown.map((run) => (
          <tr key={run.runId}>
            <th scope="row" className="tl-usage-meter__run">
              <bdi>{run.agentId ?? run.runId}</bdi>
              {run.agentId === undefined ? null : (
                <span className="tl-usage-meter__run-id">{` ${run.runId}`}</span>
              )}
            </th>
            <td>
              <Tokens
                total={run.total.inputTokens}
                own={run.own.inputTokens}
                text={text}
                format={format}
              />
            </td>
            <td>
              <Tokens
                total={run.total.outputTokens}
                own={run.own.outputTokens}
                text={text}
                format={format}
              />
            </td>
          </tr>
        ))}
      </tbody>
      {runs.length > shown.length ? (
        <tfoot>
          <tr>
            <td colSpan={3}>
              {text.usageMoreRuns(
                runs.length - shown.length,
                format.count(runs.length - shown.length),
              )}
            </td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
