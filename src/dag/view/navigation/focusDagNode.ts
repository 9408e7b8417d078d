import type { RefObject } from "react";

const ATTEMPTS = 10;

/**
 * Focuses the element of DAG node `id` inside `container` once React Flow renders it: a node
 * that was out of view, and so not drawn, appears a few frames after the view moves to it.
 */
export function focusDagNode(container: RefObject<HTMLElement | null>, id: string, attempt = 0) {
  const element = container.current?.querySelector<HTMLElement>(
    `.react-flow__node[data-id="${CSS.escape(id)}"]`,
  );
  if (element) element.focus();
  else if (attempt < ATTEMPTS)
    requestAnimationFrame(() => focusDagNode(container, id, attempt + 1));
}
