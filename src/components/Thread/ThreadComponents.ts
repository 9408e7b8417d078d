import type { ComponentType, ReactNode } from "react";
import type { RelayDecision } from "../../core/graph/GraphEvent.js";
import type { ViewNode } from "../../core/projections/ViewNode.js";
import type { MessageActionsProps } from "../MessageActions/MessageActions.js";

/** What every part renderer of a thread receives. */
export interface ThreadPartProps {
  readonly node: ViewNode;
  /** Answers a permission request (relay parts). */
  readonly onRespond?: ((relayId: string, decision: RelayDecision) => void) | undefined;
  /** The subagent branches of a tool call, already rendered (tool call parts). */
  readonly children?: ReactNode;
  /**
   * A later part of the same turn has arrived: the model moved on from this one while its
   * run still streams (reasoning is over once the answer starts; text is final once a tool
   * call follows).
   */
  readonly followed?: boolean | undefined;
  /**
   * The permission request gating this tool call, when it is in the same turn (tool call
   * parts): the call's line asks the question and shows the decision; the request does not
   * show on its own.
   */
  readonly permission?: ViewNode | undefined;
}

/**
 * Props of the actions slot under each turn of the thread itself (not of subagent branches):
 * those of `MessageActions`, plus the turn's parts, role and status on their own.
 */
export interface TurnActionsProps extends MessageActionsProps {
  readonly parts: readonly ViewNode[];
  readonly role: "user" | "assistant";
  readonly status: ViewNode["status"];
}

/** The renderers a thread uses for each kind of view node; override any of them. */
export interface ThreadComponents {
  readonly user: ComponentType<ThreadPartProps>;
  readonly text: ComponentType<ThreadPartProps>;
  readonly reasoning: ComponentType<ThreadPartProps>;
  readonly tool_call: ComponentType<ThreadPartProps>;
  readonly relay: ComponentType<ThreadPartProps>;
  readonly error: ComponentType<ThreadPartProps>;
  readonly pending: ComponentType<ThreadPartProps>;
  readonly summary: ComponentType<ThreadPartProps>;
  /**
   * The actions under each turn of the thread (copy, edit, regenerate, feedback).
   * @default MessageActions; `undefined` shows none
   */
  readonly TurnActions?: ComponentType<TurnActionsProps> | undefined;
}
