import { Ban, Check, LoaderCircle, type LucideIcon, ShieldQuestionMark, X } from "lucide-react";
import type { ToolCallState } from "../../core/projections/ViewNode.js";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useLabels } from "../labels/useLabels.js";

/** Props of {@link ToolStateBadge}. */
export interface ToolStateBadgeProps {
  /** Where the tool call stands. */
  readonly state: ToolCallState;
  /** Labels over the provider's (or the defaults). */
  readonly labels?: Partial<ThreadlineLabels> | undefined;
  /** Extra class names for the badge, after `tl-tool-state-badge`. */
  readonly className?: string | undefined;
}

/** The word a tool call's state shows as. @internal */
export function toolStateWord(state: ToolCallState, labels: ThreadlineLabels): string {
  switch (state) {
    case "pending":
      return labels.toolPreparing;
    case "awaiting_permission":
      return labels.toolAwaitingPermission;
    case "running":
      return labels.toolRunning;
    case "complete":
      return labels.toolComplete;
    case "denied":
      return labels.toolDenied;
    case "error":
      return labels.toolFailed;
    default:
      return state satisfies never;
  }
}

function iconOf(state: ToolCallState): LucideIcon {
  switch (state) {
    case "pending":
    case "running":
      return LoaderCircle;
    case "awaiting_permission":
      return ShieldQuestionMark;
    case "complete":
      return Check;
    case "denied":
      return Ban;
    case "error":
      return X;
    default:
      return state satisfies never;
  }
}

/**
 * The state of a tool call as an icon and a word (a spinner while it runs, a check once done,
 * a cross when it failed); `data-status` carries the state for styling. In a tool call's line
 * the word of a quiet state (preparing, running, done) is only read out, not shown.
 * @example
 * ```tsx
 * <ToolStateBadge state="awaiting_permission" />
 * ```
 */
export function ToolStateBadge({ state, labels, className }: ToolStateBadgeProps) {
  const words = useLabels(labels);
  const Icon = iconOf(state);
  return (
    <span
      className={className ? `tl-tool-state-badge ${className}` : "tl-tool-state-badge"}
      data-status={state}
    >
      <Icon className="tl-tool-state-badge__icon" aria-hidden="true" size={16} />
      <span className="tl-tool-state-badge__word">{toolStateWord(state, words)}</span>
    </span>
  );
}
