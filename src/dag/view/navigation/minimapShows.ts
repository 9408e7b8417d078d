/** The size of the minimap drawn in the corner of a DAG view. @internal */
export const MINIMAP_SIZE = { width: 150, height: 100 } as const;

/** Below this many pixels across, the graph in the minimap is a smear, not an overview. */
const LEAST_ACROSS = 8;

/**
 * Whether the minimap would show the graph: scaled to fit the minimap, its narrow side must
 * stay a few pixels across. A long run laid out top to bottom (thousands of nodes in one
 * column) would otherwise draw as a blank grey box.
 * @internal
 */
export function minimapShows(graph: { readonly width: number; readonly height: number }): boolean {
  const { width, height } = graph;
  if (!(width > 0 && height > 0)) return false;
  const scale = Math.min(MINIMAP_SIZE.width / width, MINIMAP_SIZE.height / height);
  return Math.min(width, height) * scale >= LEAST_ACROSS;
}
