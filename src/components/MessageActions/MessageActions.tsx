import {
  Check,
  Copy,
  type LucideIcon,
  Pencil,
  RefreshCw,
  ThumbsDown,
  ThumbsUp,
} from "lucide-react";
import { type FocusEvent, type KeyboardEvent, memo, useState } from "react";
import type { Turn } from "../../core/projections/groupTurns.js";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useLabels } from "../labels/useLabels.js";
import { type CopyState, useClipboard } from "../useClipboard.js";
import { hasTurnText, turnText } from "./turnText.js";

/** Feedback on an assistant turn. */
export type MessageFeedback = "up" | "down";

/** Props of `MessageActions`. */
export interface MessageActionsProps {
  /** The turn the actions act on; nothing shows while it streams. */
  readonly turn: Turn;
  /**
   * Shows the actions at rest, as for the thread's last assistant turn; otherwise they stay
   * quiet until the turn (`.tl-turn`) is hovered or holds focus, and remain in the tab order.
   * @default false
   */
  readonly isLast?: boolean | undefined;
  /** Opens the inline editor of a user turn; without it a user turn has no Edit. */
  readonly onStartEdit?: (() => void) | undefined;
  /** Asks for another answer; without it an assistant turn has no Regenerate. */
  readonly onRegenerate?: (() => void) | undefined;
  /**
   * Called with the thumb pressed (assistant turns); without it there are no thumbs. Pressing
   * the one already given calls it again with the same value: the app decides what that means.
   */
  readonly onFeedback?: ((value: MessageFeedback) => void) | undefined;
  /** The feedback already given, shown as the pressed thumb. */
  readonly feedback?: MessageFeedback | undefined;
  /** Labels over those of the nearest `LabelsProvider`. */
  readonly labels?: Partial<ThreadlineLabels> | undefined;
}

interface Action {
  readonly name: string;
  readonly label: string;
  readonly Icon: LucideIcon;
  readonly onClick: () => void;
  readonly pressed?: boolean;
}

/** The next button index for a toolbar key, or `undefined` for a key the toolbar leaves alone. */
function movedIndex(key: string, index: number, count: number, rtl: boolean): number | undefined {
  const forward = rtl ? "ArrowLeft" : "ArrowRight";
  const backward = rtl ? "ArrowRight" : "ArrowLeft";
  if (key === forward) return (index + 1) % count;
  if (key === backward) return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return undefined;
}

const COPY_LABEL = {
  idle: "copyMessage",
  copied: "copiedMessage",
  failed: "copyMessageFailed",
} as const satisfies Record<CopyState, keyof ThreadlineLabels>;

/** The buttons a turn offers, in order: Copy, Edit, the thumbs, Regenerate. */
function actionsOf(
  { turn, onStartEdit, onRegenerate, onFeedback, feedback }: MessageActionsProps,
  labels: ThreadlineLabels,
  [copyState, copy]: readonly [CopyState, () => void],
): Action[] {
  const actions: Action[] = [];
  if (hasTurnText(turn)) {
    const Icon = copyState === "copied" ? Check : Copy;
    actions.push({ name: "copy", label: labels[COPY_LABEL[copyState]], Icon, onClick: copy });
  }
  if (turn.role === "user" && onStartEdit) {
    actions.push({ name: "edit", label: labels.editMessage, Icon: Pencil, onClick: onStartEdit });
  }
  if (turn.role === "assistant" && onFeedback) {
    const thumb = (value: MessageFeedback, label: string, Icon: LucideIcon): Action => ({
      name: value,
      label,
      Icon,
      onClick: () => onFeedback(value),
      pressed: feedback === value,
    });
    actions.push(
      thumb("up", labels.goodResponse, ThumbsUp),
      thumb("down", labels.badResponse, ThumbsDown),
    );
  }
  if (turn.role === "assistant" && onRegenerate) {
    actions.push({
      name: "regenerate",
      label: labels.regenerate,
      Icon: RefreshCw,
      onClick: onRegenerate,
    });
  }
  return actions;
}

/** A toolbar's roving tab stop: the last button focused keeps it; arrows, Home and End move. */
function useRovingFocus(count: number) {
  const [active, setActive] = useState(0);
  const current = Math.min(active, count - 1);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const buttons = event.currentTarget.querySelectorAll<HTMLButtonElement>("button");
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const next = movedIndex(event.key, current, buttons.length, rtl);
    if (next === undefined) return;
    event.preventDefault();
    buttons[next]?.focus();
  };
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const index = Number((event.target as HTMLElement).dataset.position);
    if (Number.isInteger(index)) setActive(index);
  };
  return { current, onKeyDown, onFocus };
}

/**
 * The actions under a message: Copy on every finished message (its markdown as text, see
 * `turnText`), Edit on user messages, feedback thumbs and Regenerate on assistant turns, each
 * shown only when its callback is given. A toolbar: one tab stop, arrow keys move between the
 * buttons. Quiet until its turn is hovered or focused unless `isLast`.
 * @example
 * <MessageActions
 *   turn={turn}
 *   isLast={turn === lastAssistantTurn}
 *   onRegenerate={() => onRegenerate(turn.id)}
 *   onFeedback={(value) => onFeedback(turn.id, value)}
 * />
 */
export const MessageActions = memo(function MessageActions(props: MessageActionsProps) {
  const { turn, isLast = false } = props;
  const labels = useLabels(props.labels);
  const [copied, write] = useClipboard();
  const copy = [copied, () => void write(turnText(turn))] as const;
  const actions = turn.status === "streaming" ? [] : actionsOf(props, labels, copy);
  const { current, onKeyDown, onFocus } = useRovingFocus(actions.length);
  if (actions.length === 0) return null;
  return (
    <div
      role="toolbar"
      aria-label={labels.messageActions}
      className="tl-message-actions"
      data-role={turn.role}
      data-visible={isLast ? "always" : "hover"}
      data-state={copy[0]}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      {actions.map(({ name, label, Icon, onClick, pressed }, index) => (
        <button
          key={name}
          type="button"
          className="tl-message-actions__button"
          data-action={name}
          data-position={index}
          tabIndex={index === current ? 0 : -1}
          aria-label={label}
          aria-pressed={pressed}
          title={label}
          onClick={onClick}
        >
          <Icon size={16} aria-hidden />
        </button>
      ))}
      <span role="status" className="tl-visually-hidden">
        {copy[0] === "copied" && labels.messageCopied}
        {copy[0] === "failed" && labels.messageCopyFailed}
      </span>
    </div>
  );
});
