import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useLabels } from "../labels/useLabels.js";

/** Props of {@link Pending}. */
export interface PendingProps {
  /**
   * Text shown beside the dots and announced to assistive technology, instead of the
   * `pendingStatus` label.
   * @default labels.pendingStatus ("Thinking…")
   */
  label?: string;
  /** Labels over the nearest `LabelsProvider`'s. */
  labels?: Partial<ThreadlineLabels> | undefined;
  /** Extra class names for the root element, after `tl-pending`. */
  className?: string;
}

/**
 * Shows that the agent is working and nothing has arrived yet: three quiet dots and a
 * muted line of text.
 *
 * Renders a polite live region (`role="status"`, `data-state="pending"`); the dots pulse
 * only under `prefers-reduced-motion: no-preference`.
 *
 * @example
 * ```tsx
 * {status === "pending" && <Pending label="Searching the docs…" />}
 * ```
 */
export function Pending({ label, labels, className }: PendingProps) {
  const text = useLabels(labels);
  return (
    <div
      role="status"
      className={className ? `tl-pending ${className}` : "tl-pending"}
      data-state="pending"
    >
      <span className="tl-pending__dots" aria-hidden="true">
        <span className="tl-pending__dot" />
        <span className="tl-pending__dot" />
        <span className="tl-pending__dot" />
      </span>
      <span className="tl-pending__label">{label ?? text.pendingStatus}</span>
    </div>
  );
}
