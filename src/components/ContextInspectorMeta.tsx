import type { ContextMeta } from "../core/context/projectContext.js";
import { formatCount } from "./formatCount.js";

/** Props of `ContextInspectorMeta`. @internal */
export interface ContextInspectorMetaProps {
  readonly meta: ContextMeta;
  /** The context sized with the inspector's estimator; the policy's own estimate shows when it differs. */
  readonly sizedTokens: number;
  readonly onRequestSummary?: (() => void) | undefined;
}

function summaryText(meta: ContextMeta): string {
  if (meta.summaryUsed) return "Used";
  return meta.summaryDropped ? "Dropped: it did not fit" : "None";
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
}: ContextInspectorMetaProps) {
  return (
    <>
      <dl className="tl-context-inspector__facts">
        <div className="tl-context-inspector__fact">
          <dt>History</dt>
          <dd>{`${formatCount(meta.entriesIncluded)} of ${formatCount(meta.entriesTotal)} messages`}</dd>
        </div>
        <div className="tl-context-inspector__fact">
          <dt>Truncated</dt>
          <dd>{meta.truncated ? "Yes" : "No"}</dd>
        </div>
        <div className="tl-context-inspector__fact">
          <dt>Summary</dt>
          <dd>{summaryText(meta)}</dd>
        </div>
        {sizedTokens === meta.estimatedTokens ? null : (
          <div className="tl-context-inspector__fact">
            <dt>Policy's estimate</dt>
            <dd>{formatCount(meta.estimatedTokens)}</dd>
          </div>
        )}
      </dl>
      {meta.needsSummary ? (
        <div className="tl-context-inspector__notice" role="status">
          <p className="tl-context-inspector__notice-text">
            <strong>Needs a summary:</strong> the budget cut history that no summary covers.
          </p>
          {onRequestSummary ? (
            <button
              type="button"
              className="tl-context-inspector__request-summary"
              onClick={onRequestSummary}
            >
              Summarise earlier conversation
            </button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
