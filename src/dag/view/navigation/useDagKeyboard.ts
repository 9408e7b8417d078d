import { type KeyboardEvent, type RefObject, useCallback } from "react";
import type { DagNodeIndex } from "./DagNodeIndex.js";
import { focusDagNode } from "./focusDagNode.js";
import { ARROW_MOVES, nextDagNode } from "./nextDagNode.js";

/** What `useDagKeyboard` needs from the view. */
export interface DagKeyboardOptions {
  readonly index: DagNodeIndex;
  /** The element holding the graph, searched for the node to focus. */
  readonly container: RefObject<HTMLElement | null>;
  readonly onSelect: ((id: string) => void) | undefined;
  /** Brings a node into view; true when that moved the view. */
  readonly reveal: (id: string) => boolean;
  /** Called when a keyboard move scrolled the view away from the fitted one. */
  readonly onMoved: () => void;
}

/**
 * The key handler of a DAG view: on a focused node, arrow keys move focus and selection to
 * the joined node that lies that way, Enter and Space select the focused node.
 * @example
 * const onKeyDown = useDagKeyboard({ index, container, onSelect, reveal, onMoved: stop });
 * return <div ref={container} onKeyDown={onKeyDown}>…</div>;
 */
export function useDagKeyboard({
  index,
  container,
  onSelect,
  reveal,
  onMoved,
}: DagKeyboardOptions): (event: KeyboardEvent<HTMLElement>) => void {
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const target = event.target as HTMLElement;
      const id = target.classList.contains("react-flow__node") ? target.dataset.id : undefined;
      if (id === undefined || !index.nodes.has(id)) return;
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        onSelect?.(id);
        return;
      }
      const move = ARROW_MOVES[event.key];
      if (!move) return;
      event.preventDefault();
      const next = nextDagNode(index, id, move);
      if (next === undefined) return;
      if (reveal(next)) onMoved();
      onSelect?.(next);
      focusDagNode(container, next);
    },
    [index, container, onSelect, reveal, onMoved],
  );
}
