import { useMemo, useRef, useState } from "react";
import type { Turn } from "../../core/projections/groupTurns.js";
import type { ReplyContext } from "../Thread/Thread.js";
import type { TurnActionHandlers } from "../Thread/ThreadContext.js";
import type { MessageFeedback } from "./MessageActions.js";

/** The graph node a turn stands for: its first part's first node. @internal */
export function nodeIdOf(turn: Turn): string {
  const first = turn.parts[0];
  return first?.nodeIds[0] ?? first?.id ?? turn.id;
}

/** What `useTurnActions` calls: `Thread`'s action props. @internal */
export interface TurnActionProps {
  readonly onEdit?: ((nodeId: string, text: string, context: ReplyContext) => void) | undefined;
  readonly onRegenerate?: ((nodeId: string, context: ReplyContext) => void) | undefined;
  readonly onFeedback?: ((nodeId: string, value: MessageFeedback) => void) | undefined;
}

/**
 * The handlers of the thread's message actions, calling the latest props: they change only
 * when an action comes or goes, so the thread's context does not change with its props. The
 * feedback given is remembered while the thread is mounted, to show the pressed thumb.
 * @internal
 */
export function useTurnActions({ onEdit, onRegenerate, onFeedback }: TurnActionProps): {
  readonly handlers: TurnActionHandlers;
  readonly feedback: ReadonlyMap<string, MessageFeedback>;
} {
  const latest = useRef({ onEdit, onRegenerate, onFeedback });
  latest.current = { onEdit, onRegenerate, onFeedback };
  const [feedback, setFeedback] = useState<ReadonlyMap<string, MessageFeedback>>(new Map());
  const editing = onEdit !== undefined;
  const regenerating = onRegenerate !== undefined;
  const rating = onFeedback !== undefined;
  const handlers = useMemo(
    () => ({
      edit: editing
        ? (turn: Turn, text: string) => latest.current.onEdit?.(nodeIdOf(turn), text, {})
        : undefined,
      regenerate: regenerating
        ? (turn: Turn) => latest.current.onRegenerate?.(nodeIdOf(turn), {})
        : undefined,
      feedback: rating
        ? (turn: Turn, value: MessageFeedback) => {
            setFeedback((given) => new Map(given).set(turn.id, value));
            latest.current.onFeedback?.(nodeIdOf(turn), value);
          }
        : undefined,
    }),
    [editing, regenerating, rating],
  );
  return { handlers, feedback };
}
