import { type Edge, type Node, ReactFlowProvider } from "@xyflow/react";
import { useMemo } from "react";
import { useFormatters } from "../../components/labels/useFormatters.js";
import { useLabels } from "../../components/labels/useLabels.js";
import type { DagLayout } from "../layout/DagLayout.js";
import { DagFlow } from "./DagFlow.js";
import type { DagFlowEdge, DagFlowNode } from "./DagFlowElements.js";
import type { DagViewComponents } from "./DagViewComponents.js";
import { indexDagNodes } from "./navigation/DagNodeIndex.js";
import { highlightFlowNodes } from "./navigation/highlightFlowNodes.js";
import { toFlowElements } from "./toFlowElements.js";

/** Props of `DagCanvas`: `DagView`'s, with a finished layout. */
export interface DagCanvasProps {
  readonly layout: DagLayout;
  readonly selectedId: string | undefined;
  readonly hoveredId: string | undefined;
  readonly onSelect: ((id: string) => void) | undefined;
  readonly components: DagViewComponents;
  readonly label: string;
  readonly className: string;
}

/**
 * A finished layout as React Flow elements, highlighted for the selection and hover, in a
 * React Flow store that starts with them (so the server renders the nodes too), named with the
 * labels of the nearest `LabelsProvider`.
 * @example
 * if (layout.status === "ok")
 *   return <DagCanvas layout={layout} selectedId={id} hoveredId={undefined} onSelect={setId}
 *     components={{}} label="Run graph" className="tl-dag" />;
 */
export function DagCanvas({ layout, selectedId, hoveredId, ...rest }: DagCanvasProps) {
  const labels = useLabels();
  const format = useFormatters();
  const elements = useMemo(
    () => toFlowElements(layout, { labels, format }),
    [layout, labels, format],
  );
  const index = useMemo(() => indexDagNodes(layout), [layout]);
  const selected = selectedId === undefined ? undefined : index.shownAs.get(selectedId);
  const hovered = hoveredId === undefined ? undefined : index.shownAs.get(hoveredId);
  const tabStop = selected ?? layout.nodes[0]?.id;
  const nodes = useMemo(
    () => highlightFlowNodes(elements.nodes, { selected, hovered, tabStop }),
    [elements.nodes, selected, hovered, tabStop],
  );
  return (
    <ReactFlowProvider
      initialNodes={nodes as DagFlowNode[] as Node[]}
      initialEdges={elements.edges as DagFlowEdge[] as Edge[]}
    >
      <DagFlow
        {...rest}
        layout={layout}
        index={index}
        nodes={nodes}
        edges={elements.edges}
        selected={selected}
        tabStop={tabStop}
      />
    </ReactFlowProvider>
  );
}
