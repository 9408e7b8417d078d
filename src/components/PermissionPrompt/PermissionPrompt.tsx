import { ShieldCheck, ShieldQuestionMark, ShieldX } from "lucide-react";
import { type ComponentType, type KeyboardEvent, useEffect, useRef } from "react";
import type { RelayDecision } from "../../core/graph/GraphEvent.js";
import type { ViewNode } from "../../core/projections/ViewNode.js";
import { BreakableText } from "../BreakableText.js";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useLabels } from "../labels/useLabels.js";
import { NAME_LIMIT, shortLabel } from "../shortLabel.js";
import { isolated } from "../ToolCall/ToolCallLine.js";
import { toolInputSummary } from "../ToolCall/toolInputSummary.js";
import {
  decisionForKey,
  decisionWord,
  isTyping,
  PermissionPromptActions,
} from "./PermissionPromptActions.js";
import {
  PermissionPromptParameters,
  type PermissionPromptParametersProps,
} from "./PermissionPromptParameters.js";

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
  /** Labels over the provider's (or the defaults). */
  labels?: Partial<ThreadlineLabels> | undefined;
  /** Extra class names for the root element, after `tl-permission-prompt`. */
  className?: string;
}

function iconOf(decision: RelayDecision | undefined) {
  switch (decision) {
    case undefined:
      return ShieldQuestionMark;
    case "allow":
    case "allow_always":
      return ShieldCheck;
    case "deny":
      return ShieldX;
    default:
      return decision satisfies never;
  }
}

/**
 * Asks the user whether an agent may run a tool, for a request whose tool call is not in
 * view (a tool call in view asks it in its own line): the question ("Run `exec`: rm -rf
 * build?"), the agents asking, the parameters, and Allow once, Always allow and Deny; once
 * the relay has a decision, the question and the decision only.
 *
 * While the prompt or one of its controls has focus: `a` or Enter allows once, Shift+A always
 * allows, `d` or Escape denies. The root is a fieldset (a group) named "Permission request:
 * <tool>" with `data-status` `waiting`, `allow`, `allow_always` or `deny`.
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
  labels,
  className,
}: PermissionPromptProps) {
  const words = useLabels(labels);
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
  const tool = shortLabel(relay.tool, NAME_LIMIT);
  const summary = toolInputSummary(relay.tool, relay.params);
  const Icon = iconOf(relay.decision);
  return (
    <fieldset
      ref={root}
      aria-label={words.permissionRequest(shortLabel(relay.tool))}
      tabIndex={-1}
      className={className ? `tl-permission-prompt ${className}` : "tl-permission-prompt"}
      data-status={relay.decision ?? "waiting"}
      onKeyDown={interactive ? onKeyDown : undefined}
    >
      <p className="tl-permission-prompt__line">
        <Icon className="tl-permission-prompt__icon" aria-hidden="true" size={16} />
        <span className="tl-permission-prompt__question">
          {isolated(words.permissionQuestion(tool, summary), tool, summary, "tl-permission-prompt")}
        </span>
        {relay.decision !== undefined && (
          <span className="tl-permission-prompt__decision" data-decision={relay.decision}>
            {decisionWord(relay.decision, words)}
          </span>
        )}
        {waiting && !interactive && (
          <span className="tl-permission-prompt__decision">{words.permissionAwaitingDecision}</span>
        )}
      </p>
      {agentPath && agentPath.length > 0 && (
        <p className="tl-permission-prompt__agents">
          <BreakableText
            text={agentPath.map((agent) => shortLabel(agent, NAME_LIMIT)).join(" › ")}
          />
        </p>
      )}
      {waiting && <Parameters tool={relay.tool} params={relay.params} labels={labels} />}
      {interactive && <PermissionPromptActions labels={words} onDecide={respond} />}
    </fieldset>
  );
}
