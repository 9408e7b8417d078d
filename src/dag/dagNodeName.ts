import type { NodeKind } from "../core/Node.js";
import type { DagNode, DagNodeStatus } from "../core/projections/DagNode.js";

/** What each kind of DAG node is called in its accessible name. */
export function dagKindName(kind: NodeKind): string {
  switch (kind) {
    case "user":
      return "User message";
    case "text":
      return "Text";
    case "reasoning":
      return "Reasoning";
    case "tool_call":
      return "Tool call";
    case "tool_result":
      return "Tool result";
    case "tool_progress":
      return "Tool progress";
    case "relay":
      return "Permission request";
    case "error":
      return "Error";
    case "usage":
      return "Usage";
    case "summary":
      return "Summary";
    case "harness_start":
      return "Run start";
    case "harness_end":
      return "Run end";
    default:
      return kind satisfies never;
  }
}

function statusName(status: DagNodeStatus): string {
  return status === "awaiting_permission" ? "awaiting permission" : status;
}

/** The accessible name of a DAG node: its kind, label, status and agent. */
export function dagNodeName(node: DagNode): string {
  const agent = node.agentId === undefined ? "" : `, ${node.agentId}`;
  return `${dagKindName(node.kind)}: ${node.label}, ${statusName(node.status)}${agent}`;
}
