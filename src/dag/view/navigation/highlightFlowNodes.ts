import type { DagCardFlowNode, DagFlowNode, DagNodeAttributes } from "../DagFlowElements.js";

/** Which node is selected, which is hovered, and which one takes the graph's Tab stop. */
export interface DagHighlights {
  readonly selected?: string | undefined;
  readonly hovered?: string | undefined;
  readonly tabStop?: string | undefined;
}

function highlighted(node: DagCardFlowNode, highlights: DagHighlights): DagCardFlowNode {
  const selected = node.id === highlights.selected;
  const state = selected ? "selected" : node.id === highlights.hovered ? "hovered" : undefined;
  const tabStop = node.id === highlights.tabStop;
  if (!state && !tabStop) return node;
  const attributes: DagNodeAttributes = {
    ...node.domAttributes,
    tabIndex: tabStop ? 0 : -1,
    "aria-current": selected ? "true" : undefined,
    "data-state": state,
  };
  return { ...node, domAttributes: attributes };
}

/**
 * The nodes with the selected, hovered and Tab-stop nodes marked (`data-state`,
 * `aria-current`, `tabIndex`); every other node is the same object, so React Flow redraws
 * only the marked ones.
 */
export function highlightFlowNodes(
  nodes: readonly DagFlowNode[],
  highlights: DagHighlights,
): readonly DagFlowNode[] {
  const { selected, hovered, tabStop } = highlights;
  if (selected === undefined && hovered === undefined && tabStop === undefined) return nodes;
  return nodes.map((node) => (node.type === "run" ? node : highlighted(node, highlights)));
}
