import { Ban, CircleAlert, RotateCcw } from "lucide-react";
import { BreakableText } from "../BreakableText.js";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useLabels } from "../labels/useLabels.js";

/** Props of {@link ErrorNotice}. */
export interface ErrorNoticeProps {
  /** What went wrong, in words. */
  readonly message: string;
  /** A machine-readable code shown beside the message, such as `rate_limited`. */
  readonly code?: string | undefined;
  /** Called when the user asks to try again; without it no Retry button shows. */
  readonly onRetry?: (() => void) | undefined;
  /** Extra class names for the root element, after `tl-error-notice`. */
  readonly className?: string | undefined;
  /** Labels over the ones of the nearest `LabelsProvider`. @default defaultLabels */
  readonly labels?: Partial<ThreadlineLabels> | undefined;
}

const MAX_MESSAGE = 2000;

/**
 * An error the user should see, inline and announced as an alert: an icon, the message, its
 * code and a Retry button when `onRetry` is given. Very long messages are cut to their first
 * 2 000 characters. A refusal (code `refusal`, from every provider adapter) shows as the model
 * declining, in its own words: a quiet status with `data-kind="refusal"`, not an alert.
 * @example
 * ```tsx
 * <ErrorNotice message="The model is overloaded." code="overloaded" onRetry={retry} />
 * ```
 */
export function ErrorNotice({ message, code, onRetry, className, labels: own }: ErrorNoticeProps) {
  const labels = useLabels(own);
  const shown = message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}…` : message;
  const refusal = code === "refusal";
  const Icon = refusal ? Ban : CircleAlert;
  return (
    <div
      role={refusal ? "status" : "alert"}
      className={className ? `tl-error-notice ${className}` : "tl-error-notice"}
      data-status="error"
      data-kind={refusal ? "refusal" : "error"}
    >
      <Icon className="tl-error-notice__icon" size={16} aria-hidden="true" />
      <div className="tl-error-notice__body">
        {refusal ? <p className="tl-error-notice__title">{labels.errorNoticeDeclined}</p> : null}
        <p className="tl-error-notice__message">
          <BreakableText text={shown} />
        </p>
        {code === undefined || code === "" || refusal ? null : (
          <p className="tl-error-notice__code">
            {labels.errorNoticeCode}{" "}
            <code>
              <BreakableText text={code} />
            </code>
          </p>
        )}
      </div>
      {onRetry ? (
        <button type="button" className="tl-error-notice__retry" onClick={onRetry}>
          <RotateCcw size={14} aria-hidden="true" />
          {labels.errorNoticeRetry}
        </button>
      ) : null}
    </div>
  );
}
