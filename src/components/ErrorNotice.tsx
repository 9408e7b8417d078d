import { BreakableText } from "./BreakableText.js";

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
}

const MAX_MESSAGE = 2000;

/**
 * An error the user should see, announced as an alert, with its code and a Retry button
 * when `onRetry` is given. Very long messages are cut to their first 2 000 characters. A
 * refusal (code `refusal`, from every provider adapter) shows as the model declining, in
 * its own words: a quiet status with `data-kind="refusal"`, not an alert.
 * @example
 * ```tsx
 * <ErrorNotice message="The model is overloaded." code="overloaded" onRetry={retry} />
 * ```
 */
export function ErrorNotice({ message, code, onRetry, className }: ErrorNoticeProps) {
  const shown = message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}…` : message;
  const refusal = code === "refusal";
  return (
    <div
      role={refusal ? "status" : "alert"}
      className={className ? `tl-error-notice ${className}` : "tl-error-notice"}
      data-state="error"
      data-kind={refusal ? "refusal" : "error"}
    >
      <span className="tl-error-notice__icon" aria-hidden="true">
        {refusal ? "–" : "!"}
      </span>
      <div className="tl-error-notice__body">
        {refusal ? <p className="tl-error-notice__title">Declined</p> : null}
        <p className="tl-error-notice__message">
          <BreakableText text={shown} />
        </p>
        {code === undefined || code === "" || refusal ? null : (
          <p className="tl-error-notice__code">
            Code{" "}
            <code>
              <BreakableText text={code} />
            </code>
          </p>
        )}
      </div>
      {onRetry ? (
        <button type="button" className="tl-error-notice__retry" onClick={onRetry}>
          Retry
        </button>
      ) : null}
    </div>
  );
}
