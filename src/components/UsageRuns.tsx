import type { RunUsage } from "../core/projections/usageByRun.js";
import { formatCount } from "./formatCount.js";

/** Props of {@link UsageRuns}, and of any `components.Runs` replacement. */
export interface UsageRunsProps {
  /** Usage per run from `usageByRun(graph)`. */
  readonly byRun: ReadonlyMap<string, RunUsage>;
}

const MAX_ROWS = 100;

function Tokens({ total, own }: { total: number; own: number }) {
  return (
    <>
      {formatCount(total)}
      {own === total ? null : (
        <span className="tl-usage-meter__own">{` own ${formatCount(own)}`}</span>
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
export function UsageRuns({ byRun }: UsageRunsProps) {
  const runs = [...byRun.values()].filter(
    (run) => run.total.inputTokens > 0 || run.total.outputTokens > 0,
  );
  if (runs.length === 0) return null;
  const shown = runs.slice(0, MAX_ROWS);
  return (
    <table className="tl-usage-meter__runs">
      <caption className="tl-usage-meter__caption">By run, including subagents</caption>
      <thead>
        <tr>
          <th scope="col">Run</th>
          <th scope="col">Input</th>
          <th scope="col">Output</th>
        </tr>
      </thead>
      <tbody>
        {shown.map((run) => (
          <tr key={run.runId}>
            <th scope="row" className="tl-usage-meter__run">
              {run.agentId ?? run.runId}
              {run.agentId === undefined ? null : (
                <span className="tl-usage-meter__run-id">{` ${run.runId}`}</span>
              )}
            </th>
            <td>
              <Tokens total={run.total.inputTokens} own={run.own.inputTokens} />
            </td>
            <td>
              <Tokens total={run.total.outputTokens} own={run.own.outputTokens} />
            </td>
          </tr>
        ))}
      </tbody>
      {runs.length > shown.length ? (
        <tfoot>
          <tr>
            <td colSpan={3}>and {formatCount(runs.length - shown.length)} more runs</td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
