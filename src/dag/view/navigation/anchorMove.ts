import type { DagBox, DagLayout, DagPoint } from "../../layout/DagLayout.js";

/** What the view shows: React Flow's pan and zoom, and the view's size in screen pixels. */
export interface ViewWindow {
  readonly x: number;
  readonly y: number;
  readonly zoom: number;
  readonly width: number;
  readonly height: number;
}

function overlaps(box: DagBox, view: ViewWindow): boolean {
  const left = box.x * view.zoom + view.x;
  const top = box.y * view.zoom + view.y;
  return (
    left < view.width &&
    top < view.height &&
    left + box.width * view.zoom > 0 &&
    top + box.height * view.zoom > 0
  );
}

/**
 * How far the node the user is looking at moved from `before` to `after`, in the graph's
 * pixels: the `selected` node when it is in `view`, else the node in both layouts nearest the
 * view's centre. `undefined` when the layouts share no node (nothing to keep in place).
 * @example
 * const move = anchorMove(before, after, { x, y, zoom, width, height }, selectedId);
 * if (move) setViewport({ x: x - move.x * zoom, y: y - move.y * zoom, zoom });
 */
export function anchorMove(
  before: DagLayout,
  after: DagLayout,
  view: ViewWindow,
  selected?: string,
): DagPoint | undefined {
  const placed = new Map(after.nodes.map((node) => [node.id, node]));
  const centreX = (view.width / 2 - view.x) / view.zoom;
  const centreY = (view.height / 2 - view.y) / view.zoom;
  let anchor: { readonly from: DagBox; readonly to: DagBox } | undefined;
  let nearest = Number.POSITIVE_INFINITY;
  for (const from of before.nodes) {
    const to = placed.get(from.id);
    if (!to) continue;
    if (from.id === selected && overlaps(from, view)) {
      anchor = { from, to };
      break;
    }
    const distance = Math.hypot(
      from.x + from.width / 2 - centreX,
      from.y + from.height / 2 - centreY,
    );
    if (distance < nearest) {
      nearest = distance;
      anchor = { from, to };
    }
  }
  return anchor && { x: anchor.to.x - anchor.from.x, y: anchor.to.y - anchor.from.y };
}
