import { type ComponentType, type KeyboardEvent, useEffect, useRef } from "react";
import type { RelayDecision } from "../core/GraphEvent.js";
import type { ViewNode } from "../core/projections/ViewNode.js";
import { BreakableText } from "./BreakableText.js";
import {
  PermissionPromptParameters,
  type PermissionPromptParametersProps,
} from "./PermissionPromptParameters.js";
import { NAME_LIMIT, shortLabel } from "./shortLabel.js";

/** The parts {@link PermissionPrompt} renders, each replaceable through `components`. */
export interface PermissionPromptComponents {
  /** Shows the tool's parameters. @default PermissionPromptParameters */
  Parameters: ComponentType<PermissionPromptParametersProps>;
}

/** Props of {@link PermissionPrompt}. */
export interface PermissionPromptProps {
  /** The relay view node to show (`content.kind === "relay"`); any other node renders nothing. */
  node: ViewNode;
  /** Called with the relay id and the decision; without it the request is shown read-only. */
  onRespond?: (relayId: string, decision: RelayDecision) => void;
  /** The agents from the top-level run down to the one asking, outermost first. */
  agentPath?: readonly string[];
  /**
   * Take focus when the prompt appears, unless the user is typing in an input, a textarea
   * or an editable element.
   * @default true
   */
  autoFocus?: boolean;
  /** Replaces parts of the prompt. */
  components?: Partial<PermissionPromptComponents>;
  /** Extra class names for the root element, after `tl-permission-prompt`. */
  className?: string;
}

const actions = [
  { decision: "allow", label: "Allow once", hint: "a", shortcuts: "A Enter" },
  { decision: "allow_always", label: "Always allow", hint: "Shift+A", shortcuts: "Shift+A" },
  { decision: "deny", label: "Deny", hint: "d", shortcuts: "D Escape" },
] as const;

const decisionLabels: Readonly<Record<RelayDecision, string>> = {
  allow: "Allowed once",
  allow_always: "Always allowed",
  deny: "Denied",
};

const textInputTypes = new Set(["", "text", "search", "email", "url", "tel", "password", "number"]);

function isTyping(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLInputElement) return textInputTypes.has(element.type);
  return element.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

function decisionForKey(event: KeyboardEvent<HTMLElement>): RelayDecision | undefined {
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

/**
 * Asks the user whether an agent may run a tool: shows the tool and its parameters and offers
 * Allow once, Always allow and Deny; once the relay has a decision, shows it instead.
 *
 * While the prompt or one of its controls has focus: `a` or Enter allows once, Shift+A always
 * allows, `d` or Escape denies. The root is a fieldset (a group) named "Permission request: <tool>" with
 * `data-state` `waiting`, `allow`, `allow_always` or `deny`.
 *
 * @example
 * ```tsx
 * {node.content.kind === "relay" && (
 *   <PermissionPrompt node={node} agentPath={["lead", "researcher"]} onRespond={respond} />
 * )}
 * ```
 */
export function PermissionPrompt({
  node,
  onRespond,
  agentPath,
  autoFocus = true,
  components,
  className,
}: PermissionPromptProps) {
  const root = useRef<HTMLFieldSetElement>(null);
  const relay = node.content.kind === "relay" ? node.content : undefined;
  const waiting = relay !== undefined && relay.decision === undefined;
  const takesFocus = autoFocus && waiting && onRespond !== undefined;
  useEffect(() => {
    if (takesFocus && !isTyping(document.activeElement)) root.current?.focus();
  }, [takesFocus]);
  if (!relay) return null;

  const Parameters = components?.Parameters ?? PermissionPromptParameters;
  const respond = (decision: RelayDecision) => {
    // The buttons vanish once the decision lands; keep focus on the prompt, not the page.
    if (root.current?.contains(document.activeElement)) root.current.focus();
    onRespond?.(node.id, decision);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    const decision = decisionForKey(event);
    if (decision === undefined) return;
    event.preventDefault();
    respond(decision);
  };
  const interactive = waiting && onRespond !== undefined;
  return (
    <fieldset
      ref={root}
      aria-label={`Permission request: ${shortLabel(relay.tool)}`}
      tabIndex={-1}
      className={className ? `tl-permission-prompt ${className}` : "tl-permission-prompt"}
      data-state={relay.decision ?? "waiting"}
      onKeyDown={interactive ? onKeyDown : undefined}
    >
      <div className="tl-permission-prompt__header">
        <span className="tl-permission-prompt__title">Permission request</span>
        {agentPath && agentPath.length > 0 && (
          <span className="tl-permission-prompt__agents">
            <BreakableText
              text={agentPath.map((agent) => shortLabel(agent, NAME_LIMIT)).join(" › ")}
            />
          </span>
        )}
      </div>
      <p className="tl-permission-prompt__tool">
        Run{" "}
        <code className="tl-permission-prompt__tool-name">
          <BreakableText text={shortLabel(relay.tool, NAME_LIMIT)} />
        </code>
      </p>
      <Parameters tool={relay.tool} params={relay.params} />
      {relay.decision !== undefined && (
        <p className="tl-permission-prompt__decision" data-decision={relay.decision}>
          {decisionLabels[relay.decision]}
        </p>
      )}
      {waiting && !interactive && (
        <p className="tl-permission-prompt__decision">Awaiting a decision</p>
      )}
      {interactive && (
        <div className="tl-permission-prompt__actions">
          {actions.map((action) => (
            <button
              key={action.decision}
              type="button"
              className="tl-permission-prompt__action"
              data-decision={action.decision}
              aria-keyshortcuts={action.shortcuts}
              onClick={() => respond(action.decision)}
            >
              {action.label}
              <span className="tl-permission-prompt__key" aria-hidden="true">
                {action.hint}
              </span>
            </button>
          ))}
        </div>
      )}
    </fieldset>
  );
}
