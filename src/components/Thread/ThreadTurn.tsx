import { memo, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import type { RelayDecision } from "../../core/graph/GraphEvent.js";
import type { Turn } from "../../core/projections/groupTurns.js";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useLabels } from "../labels/useLabels.js";
import type { MessageFeedback } from "../MessageActions/MessageActions.js";
import { MessageEditor } from "../MessageActions/MessageEditor.js";
import { turnText } from "../MessageActions/turnText.js";
import { pairPermissions } from "../PermissionPrompt/pairPermissions.js";
import { shortLabel } from "../shortLabel.js";
import type { ThreadComponents } from "./ThreadComponents.js";
import { ThreadContext } from "./ThreadContext.js";
import { AlternativePicker, ThreadPart } from "./ThreadPart.js";

/** Props of `ThreadTurn`. */
export interface ThreadTurnProps {
  /** Consecutive view nodes of one run (see `groupTurns`). */
  readonly turn: Turn;
  readonly components: ThreadComponents;
  readonly onRespond?: ((relayId: string, decision: RelayDecision) => void) | undefined;
  /** The selected view or graph node id, when it is inside this turn. */
  readonly selectedId?: string | undefined;
  /** Position in the thread, for keyboard navigation. */
  readonly index?: number;
  /**
   * Shows the message actions under the turn (`components.TurnActions`): for the turns of the
   * thread itself, not those inside subagent branches.
   * @default false
   */
  readonly actions?: boolean | undefined;
  /** The thread's last turn: its actions show at rest, not only on hover. @default false */
  readonly isLast?: boolean | undefined;
  /** Shows the agent's name above the turn (a multi-agent thread, a new speaker). @default false */
  readonly showAgent?: boolean | undefined;
  /** The feedback already given on this turn, shown as the pressed thumb. */
  readonly feedback?: MessageFeedback | undefined;
  /** Labels over the nearest `LabelsProvider`'s. */
  readonly labels?: Partial<ThreadlineLabels> | undefined;
  readonly className?: string;
}

/**
 * One turn of the conversation. An assistant turn is unboxed prose at full width, its tool
 * calls, reasoning and permission requests in order; a user turn is a compact bubble at the
 * inline end. A permission request shows inside the tool call it gates. The turns of the
 * thread itself carry message actions, and a user turn opens in an inline editor. Renders
 * again only when its turn, selection or place changes.
 * @example
 * {groupTurns(nodes).map((turn) => <ThreadTurn key={turn.id} turn={turn} components={components} />)}
 */
export const ThreadTurn = memo(function ThreadTurn({
  turn,
  components,
  onRespond,
  selectedId,
  index,
  actions = false,
  isLast = false,
  showAgent = false,
  feedback,
  labels: own,
  className,
}: ThreadTurnProps) {
  const labels = useLabels(own);
  const { actions: handlers, onSelectAlternative } = useContext(ThreadContext);
  const [editing, setEditing] = useState(false);
  const article = useRef<HTMLElement>(null);
  // Leaving the editor puts the focus back on the Edit button that opened it.
  const returnFocus = useRef(false);
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    article.current?.querySelector<HTMLElement>('[data-action="edit"]')?.focus();
  }, [editing]);
  const closeEditor = useCallback(() => {
    returnFocus.current = true;
    setEditing(false);
  }, []);
  const { parts, permissionOf } = useMemo(() => pairPermissions(turn.parts), [turn.parts]);
  const startEdit = useCallback(() => setEditing(true), []);
  const { TurnActions } = components;
  const agent = shortLabel(turn.agentId ?? labels.assistantName);
  const name = turn.role === "user" ? labels.turnYou : labels.turnAssistant(agent, turn.status);
  const edit = turn.role === "user" ? handlers?.edit : undefined;
  const regenerate = turn.role === "assistant" ? handlers?.regenerate : undefined;
  const giveFeedback = turn.role === "assistant" ? handlers?.feedback : undefined;
  // A turn of the thread itself shows the picker between its alternatives under it, beside
  // its actions, as chat apps do; inside a branch the part shows it above itself.
  const footerPicker = actions && onSelectAlternative !== undefined && parts[0]?.alternatives;
  const turnActions = actions && TurnActions && !editing && (
    <TurnActions
      turn={turn}
      parts={turn.parts}
      role={turn.role}
      status={turn.status}
      isLast={isLast}
      onStartEdit={edit && startEdit}
      onRegenerate={regenerate && (() => regenerate(turn))}
      onFeedback={giveFeedback && ((value) => giveFeedback(turn, value))}
      feedback={feedback}
      labels={own}
    />
  );
  return (
    <article
      className={className ? `tl-turn ${className}` : "tl-turn"}
      data-role={turn.role}
      data-status={turn.status}
      data-state={editing ? "editing" : undefined}
      data-turn-index={index}
      ref={article}
      aria-label={name}
      tabIndex={-1}
    >
      {showAgent && turn.role === "assistant" && <bdi className="tl-turn__agent">{agent}</bdi>}
      {editing && edit ? (
        <MessageEditor
          initialText={turnText(turn)}
          onSave={(text) => {
            closeEditor();
            edit(turn, text);
          }}
          onCancel={closeEditor}
          labels={own}
        />
      ) : (
        parts.map((part, position) => (
          <ThreadPart
            key={part.id}
            node={part}
            components={components}
            onRespond={onRespond}
            selectedId={selectedId}
            followed={position < parts.length - 1}
            permission={permissionOf.get(part.id)}
            withPicker={!footerPicker || position > 0}
          />
        ))
      )}
      {footerPicker ? (
        <div className="tl-turn__footer">
          <AlternativePicker node={parts[0]} />
          {turnActions}
        </div>
      ) : (
        turnActions
      )}
    </article>
  );
});
