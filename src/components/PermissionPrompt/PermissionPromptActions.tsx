import type { KeyboardEvent } from "react";
import type { RelayDecision } from "../../core/graph/GraphEvent.js";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";

/** Props of `PermissionPromptActions`. @internal */
export interface PermissionPromptActionsProps {
  readonly labels: ThreadlineLabels;
  readonly onDecide: (decision: RelayDecision) => void;
}

const actions = [
  { decision: "allow", hint: "A", shortcuts: "A Enter" },
  { decision: "allow_always", hint: "⇧A", shortcuts: "Shift+A" },
  { decision: "deny", hint: "D", shortcuts: "D Escape" },
] as const;

function actionLabel(decision: RelayDecision, labels: ThreadlineLabels): string {
  switch (decision) {
    case "allow":
      return labels.allowOnce;
    case "allow_always":
      return labels.allowAlways;
    case "deny":
      return labels.deny;
    default:
      return decision satisfies never;
  }
}

/** The words a decision shows as once it is made. @internal */
export function decisionWord(decision: RelayDecision, labels: ThreadlineLabels): string {
  switch (decision) {
    case "allow":
      return labels.decisionAllowedOnce;
    case "allow_always":
      return labels.decisionAlwaysAllowed;
    case "deny":
      return labels.decisionDenied;
    default:
      return decision satisfies never;
  }
}

const textInputTypes = new Set(["", "text", "search", "email", "url", "tel", "password", "number"]);

/** Whether the user is typing in `element` (a text field or an editable element). @internal */
export function isTyping(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLInputElement) return textInputTypes.has(element.type);
  return element.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

/**
 * The decision a key press inside a permission request asks for: `a` (or Enter on the request
 * itself) allows once, Shift+A always allows, `d` or Escape denies. @internal
 */
export function decisionForKey(event: KeyboardEvent<HTMLElement>): RelayDecision | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return undefined;
  if (event.nativeEvent.isComposing || isTyping(event.target as Element)) return undefined;
  switch (event.key) {
    case "a":
    case "A":
      return event.shiftKey ? "allow_always" : "allow";
    case "d":
    case "D":
    case "Escape":
      return "deny";
    case "Enter":
      // On a focused button Enter already presses that button.
      return event.target === event.currentTarget ? "allow" : undefined;
    default:
      return undefined;
  }
}

/** Allow once, Always allow and Deny, with their keyboard shortcuts. @internal */
export function PermissionPromptActions({ labels, onDecide }: PermissionPromptActionsProps) {
  return (
    <span className="tl-permission-actions">
      {actions.map((action) => (
        <button
          key={action.decision}
          type="button"
          className="tl-permission-actions__button"
          data-decision={action.decision}
          aria-keyshortcuts={action.shortcuts}
          onClick={() => onDecide(action.decision)}
        >
          {actionLabel(action.decision, labels)}
          <span className="tl-permission-actions__key" aria-hidden="true">
            {action.hint}
          </span>
        </button>
      ))}
    </span>
  );
}
