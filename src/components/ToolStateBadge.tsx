import type { ToolCallState } from "../core/projections/ViewNode.js";

/** Props of {@link ToolStateBadge}. */
export interface ToolStateBadgeProps {
  /** Where the tool call stands. */
  readonly state: ToolCallState;
  /** Extra class names for the badge, after `tl-tool-state-badge`. */
  readonly className?: string;
}

function stateLabel(state: ToolCallState): string {
  switch (state) {
    case "pending":
      return "Preparing";
    case "awaiting_permission":
      return "Awaiting permission";
    case "running":
      return "Running";
    case "complete":
      return "Done";
    case "denied":
      return "Denied";
    case "error":
      return "Failed";
    default:
      return state satisfies never;
  }
}

/**
 * The state of a tool call in words and colour (`data-state` carries the state for styling).
 * @example
 * ```tsx
 * <ToolStateBadge state="awaiting_permission" />
 * ```
 */
export function ToolStateBadge({ state, className }: ToolStateBadgeProps) {
  return (
    <span
      className={className ? `tl-tool-state-badge ${className}` : "tl-tool-state-badge"}
      data-state={state}
    >
      <span className="tl-tool-state-badge__dot" aria-hidden="true" />
      {stateLabel(state)}
    </span>
  );
}
