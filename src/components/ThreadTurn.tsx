import { memo } from "react";
import type { RelayDecision } from "../core/GraphEvent.js";
import type { Turn } from "../core/projections/groupTurns.js";
import { shortLabel } from "./shortLabel.js";
import type { ThreadComponents } from "./ThreadComponents.js";
import { ThreadPart } from "./ThreadPart.js";

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
  readonly className?: string;
}

const STATUS_LABEL = { streaming: "Working", complete: "Done", error: "Failed" } as const;

/**
 * One chat bubble: the agent (or "You"), the run's status, its parts in order, and the
 * actions slot. Renders again only when its turn or selection changes.
 * @example
 * {groupTurns(nodes).map((turn) => <ThreadTurn key={turn.id} turn={turn} components={components} />)}
 */
export const ThreadTurn = memo(function ThreadTurn({
  turn,
  components,
  onRespond,
  selectedId,
  index,
  className,
}: ThreadTurnProps) {
  const author = turn.role === "user" ? "You" : shortLabel(turn.agentId ?? "Assistant");
  const { TurnActions } = components;
  return (
    <article
      className={className ? `tl-turn ${className}` : "tl-turn"}
      data-role={turn.role}
      data-status={turn.status}
      data-turn-index={index}
      aria-label={`${author}, ${STATUS_LABEL[turn.status].toLowerCase()}`}
      tabIndex={-1}
    >
      <header className="tl-turn__header">
        <span className="tl-turn__author">{author}</span>
        {turn.role === "assistant" && (
          <span className="tl-turn__status" data-status={turn.status}>
            {STATUS_LABEL[turn.status]}
          </span>
        )}
      </header>
      <div className="tl-turn__parts">
        {turn.parts.map((part, position) => (
          <ThreadPart
            key={part.id}
            node={part}
            components={components}
            onRespond={onRespond}
            selectedId={selectedId}
            followed={position < turn.parts.length - 1}
          />
        ))}
      </div>
      {TurnActions && (
        <footer className="tl-turn__actions">
          <TurnActions parts={turn.parts} role={turn.role} status={turn.status} />
        </footer>
      )}
    </article>
  );
});
