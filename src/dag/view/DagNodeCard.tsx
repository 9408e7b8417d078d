import { Handle, type NodeProps, Position } from "@xyflow/react";
import { useContext } from "react";
import { useFormatters } from "../../components/labels/useFormatters.js";
import { useLabels } from "../../components/labels/useLabels.js";
import type { DagDirection } from "../layout/DagLayout.js";
import type { DagCardFlowNode } from "./DagFlowElements.js";
import type { DagNodeContentProps } from "./DagViewComponents.js";
import { DagViewContext } from "./DagViewContext.js";
import { dagNodeText } from "./dagNodeName.js";

const HANDLES: Record<DagDirection, { readonly target: Position; readonly source: Position }> = {
  DOWN: { target: Position.Top, source: Position.Bottom },
  RIGHT: { target: Position.Left, source: Position.Right },
};

/**
 * The default inside of a DAG node: its text on one line, in the nearest `LabelsProvider`'s words.
 * @example
 * const Bold = ({ node }: DagNodeContentProps) => <b><DagNodeLabel node={node} /></b>;
 */
export function DagNodeLabel({ node }: DagNodeContentProps) {
  const labels = useLabels();
  const format = useFormatters();
  return <span className="tl-dag-node__label">{dagNodeText(node, labels, format)}</span>;
}

/**
 * One DAG node: its kind's renderer between the handles its edges attach to.
 * @example
 * const nodeTypes = { text: DagNodeCard, run: DagGroupBox };
 */
export function DagNodeCard({ data }: NodeProps<DagCardFlowNode>) {
  const { components } = useContext(DagViewContext);
  const Content = components[data.node.kind] ?? DagNodeLabel;
  const handles = HANDLES[data.direction];
  return (
    <>
      <Handle
        type="target"
        position={handles.target}
        isConnectable={false}
        className="tl-dag-node__handle"
      />
      <Content node={data.node} />
      <Handle
        type="source"
        position={handles.source}
        isConnectable={false}
        className="tl-dag-node__handle"
      />
    </>
  );
}
