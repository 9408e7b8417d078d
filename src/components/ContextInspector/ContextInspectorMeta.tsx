import type { ContextMeta } from "../../core/context/projectContext.js";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useFormatters } from "../labels/useFormatters.js";
import { useLabels } from "../labels/useLabels.js";

/** Props of `ContextInspectorMeta`. @internal */
export interface ContextInspectorMetaProps {
  readonly meta: ContextMeta;
  /** The context sized with the inspector's estimator; the policy's own estimate shows when it differs. */
  readonly sizedTokens: number;
  readonly onRequestSummary?: (() => void) | undefined;
  readonly labels: Partial<ThreadlineLabels> | undefined;
}

function summaryText(meta: ContextMeta, text: ThreadlineLabels): string {
  if (meta.summaryUsed) return text.contextSummaryUsed;
  return meta.summaryDropped ? text.contextSummaryDropped : text.contextSummaryNone;
}

/**
 * What the projection decided: history kept of all, whether history was truncated, what
 * became of the summary, its own token estimate when the inspector sized the parts with
 * another estimator, and a notice when the budget cut history that no summary covers.
 * @internal
 */
export function ContextInspectorMeta({
  meta,
  sizedTokens,
  onRequestSummary,
  labels,
}: ContextInspectorMetaProps) {
  const text = useLabels(labels);
  const format = useFormatters();
  return (
    <>
      <dl className="tl-context-inspector__facts">
        <div className="tl-context-inspector__fact">
          <dt>{text.contextHistory}</dt>
          <dd>
            {text.contextHistoryKept(
              format.count(meta.entriesIncluded),
              format.count(meta.entriesTotal),
              meta.entriesTotal,
            )}
          </dd>
        </div>
        <div className="tl-context-inspector__fact">
          <dt>{text.contextTruncated}</dt>
          <dd>{meta.truncated ? text.contextYes : text.contextNo}</dd>
        </div>
        <div className="tl-context-inspector__fact">
          <dt>{text.contextSummary}</dt>
          <dd>{summaryText(meta, text)}</dd>
        </div>
        {sizedTokens === meta.estimatedTokens ? null : (
          <div className="tl-context-inspector__fact">
            <dt>{text.contextPolicyEstimate}</dt>
            <dd>{format.count(meta.estimatedTokens)}</dd>
          </div>
        )}
      </dl>
      {meta.needsSummary ? (
        <div className="tl-context-inspector__notice" role="status">
          <p className="tl-context-inspector__notice-text">
            <strong>{text.contextNeedsSummaryLead}</strong> {text.contextNeedsSummaryDetail}
          </p>
          {onRequestSummary ? (
            <button
              type="button"
              className="tl-context-inspector__request-summary"
              onClick={onRequestSummary}
            >
              {text.contextRequestSummary}
            </button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
