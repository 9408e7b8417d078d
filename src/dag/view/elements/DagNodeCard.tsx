import { Handle, type NodeProps, Position } from "@xyflow/react";
import { useContext } from "react";
import { useFormatters } from "../../../components/labels/useFormatters.js";
import { useLabels } from "../../../components/labels/useLabels.js";
import { ToolStateBadge } from "../../../components/ToolCall/ToolStateBadge.js";
import type { DagDirection } from "../../layout/DagLayout.js";
import type { DagCardFlowNode } from "../DagFlowElements.js";
import type { DagNodeContentProps } from "../DagViewComponents.js";
import { DagViewContext } from "../DagViewContext.js";
import { dagNodeText, isToolCallState } from "./dagNodeName.js";

const HANDLES: Record<DagDirection, { readonly target: Position; readonly source: Position }> = {
  DOWN: { target: Position.Top, source: Position.Bottom },
  RIGHT: { target: Position.Left, source: Position.Right },
};

/**
 * The default inside of a DAG node: its text on one line, in the nearest `LabelsProvider`'s words;
 * a tool call's after its state's icon and before its state's word, as the thread's tool cards
 * show them (the word of a quiet state only read out, a word that does not fit left out).
 * @example
 * const Bold = ({ node }: DagNodeContentProps) => <b><DagNodeLabel node={node} /></b>;
 */
export function DagNodeLabel({ node }: DagNodeContentProps) {
  const labels = useLabels();
  const format = useFormatters();
  const text = <span className="tl-dag-node__label">{dagNodeText(node, labels, format)}</span>;
  if (node.kind !== "tool_call" || !isToolCallState(node.status)) return text;
  return (
    <>
      <ToolStateBadge state={node.status} className="tl-dag-node__state" />
      {text}
    </>
  );
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
