/** Props of {@link Pending}. */
export interface PendingProps {
  /**
   * Text shown beside the dots and announced to assistive technology.
   * @default "Thinking…"
   */
  label?: string;
  /** Extra class names for the root element, after `tl-pending`. */
  className?: string;
}

/**
 * Shows that the agent is working and nothing has arrived yet.
 *
 * Renders a polite live region (`role="status"`, `data-state="pending"`) with three
 * pulsing dots; the dots hold still under `prefers-reduced-motion: reduce`.
 *
 * @example
 * ```tsx
 * {status === "pending" && <Pending label="Searching the docs…" />}
 * ```
 */
export function Pending({ label = "Thinking…", className }: PendingProps) {
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
      <span className="tl-pending__label">{label}</span>
    </div>
  );
}
