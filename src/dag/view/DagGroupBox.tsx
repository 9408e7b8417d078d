import type { NodeProps } from "@xyflow/react";
import { useContext } from "react";
import { useLabels } from "../../components/labels/useLabels.js";
import type { DagRunFlowNode } from "./DagFlowElements.js";
import type { DagGroupContentProps } from "./DagViewComponents.js";
import { DagViewContext } from "./DagViewContext.js";
import { dagRunName } from "./dagNodeName.js";

/**
 * The default label of a run's box: its agent, or the word for a user message's run.
 * @example
 * const Marked = ({ group }: DagGroupContentProps) => <em><DagGroupLabel group={group} /></em>;
 */
export function DagGroupLabel({ group }: DagGroupContentProps) {
  const labels = useLabels();
  return <span className="tl-dag-group__label">{dagRunName(group, labels)}</span>;
}

/**
 * A run's box, drawn behind the nodes of the run and of its subagents.
 * @example
 * const nodeTypes = { text: DagNodeCard, run: DagGroupBox };
 */
export function DagGroupBox({ data }: NodeProps<DagRunFlowNode>) {
  const { components } = useContext(DagViewContext);
  const Label = components.run ?? DagGroupLabel;
  return <Label group={data.group} />;
}
