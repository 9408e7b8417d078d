import type { Formatters } from "../../../components/labels/formattersFor.js";
import type { ThreadlineLabels } from "../../../components/labels/ThreadlineLabels.js";
import { toolStateWord } from "../../../components/ToolCall/ToolStateBadge.js";
import type { RelayDecision } from "../../../core/graph/GraphEvent.js";
import type { NodeKind } from "../../../core/graph/Node.js";
import type { DagGroup, DagNode, DagNodeStatus } from "../../../core/projections/dag/DagNode.js";
import type { ToolCallState } from "../../../core/projections/ViewNode.js";

/** What each kind of DAG node is called in its accessible name. */
export function dagKindName(kind: NodeKind, labels: ThreadlineLabels): string {
  switch (kind) {
    case "user":
      return labels.dagKindUser;
    case "text":
      return labels.dagKindText;
    case "reasoning":
      return labels.dagKindReasoning;
    case "tool_call":
      return labels.dagKindToolCall;
    case "tool_result":
      return labels.dagKindToolResult;
    case "tool_progress":
      return labels.dagKindToolProgress;
    case "relay":
      return labels.dagKindRelay;
    case "error":
      return labels.dagKindError;
    case "usage":
      return labels.dagKindUsage;
    case "summary":
      return labels.dagKindSummary;
    case "harness_start":
      return labels.dagKindHarnessStart;
    case "harness_end":
      return labels.dagKindHarnessEnd;
    default:
      return kind satisfies never;
  }
}

function statusName(status: DagNodeStatus, labels: ThreadlineLabels): string {
  switch (status) {
    case "streaming":
      return labels.dagStatusStreaming;
    case "complete":
      return labels.dagStatusComplete;
    case "error":
      return labels.dagStatusError;
    case "pending":
      return labels.dagStatusPending;
    case "awaiting_permission":
      return labels.dagStatusAwaitingPermission;
    case "running":
      return labels.dagStatusRunning;
    case "denied":
      return labels.dagStatusDenied;
    case "discarded":
      return labels.dagStatusDiscarded;
    default:
      return status satisfies never;
  }
}

/** Whether a node's status is one of a tool call's states (not a run's, nor `discarded`). */
export function isToolCallState(status: DagNodeStatus): status is ToolCallState {
  switch (status) {
    case "pending":
    case "awaiting_permission":
    case "running":
    case "complete":
    case "denied":
    case "error":
      return true;
    case "streaming":
    case "discarded":
      return false;
    default:
      return status satisfies never;
  }
}

function decisionName(decision: RelayDecision, labels: ThreadlineLabels): string {
  switch (decision) {
    case "allow":
      return labels.dagDecisionAllow;
    case "allow_always":
      return labels.dagDecisionAllowAlways;
    case "deny":
      return labels.dagDecisionDeny;
    default:
      return decision satisfies never;
  }
}

function permissionText(node: DagNode, tool: string, labels: ThreadlineLabels): string {
  return node.decision === undefined
    ? labels.dagPermissionText(tool)
    : labels.dagPermissionDecidedText(tool, decisionName(node.decision, labels));
}

/**
 * The text a DAG node shows: the core's label where that is the run's own words or a name
 * (a message's start, a tool's name), else the labels' words around the node's values. A
 * node without those values (made by hand) shows the core's label.
 */
export function dagNodeText(node: DagNode, labels: ThreadlineLabels, format: Formatters): string {
  const { tool, agentId, usage } = node;
  switch (node.kind) {
    case "user":
    case "text":
    case "reasoning":
    case "summary":
    case "error":
    case "tool_call":
      return node.label;
    case "tool_result":
      return tool === undefined ? node.label : labels.dagToolResultText(tool);
    case "tool_progress":
      return tool === undefined ? node.label : labels.dagToolProgressText(tool);
    case "relay":
      return tool === undefined ? node.label : permissionText(node, tool, labels);
    case "usage":
      return usage === undefined
        ? node.label
        : labels.dagUsageText(
            usage.inputTokens,
            usage.outputTokens,
            format.count(usage.inputTokens),
            format.count(usage.outputTokens),
          );
    case "harness_start":
      return agentId === undefined ? node.label : labels.dagRunStartText(agentId);
    case "harness_end":
      return agentId === undefined ? node.label : labels.dagRunEndText(agentId);
    default:
      return node.kind satisfies never;
  }
}

/** A tool call's status in the words of the thread's tool cards; else the DAG's own word. */
function nodeStatusName(node: DagNode, labels: ThreadlineLabels): string {
  return node.kind === "tool_call" && isToolCallState(node.status)
    ? toolStateWord(node.status, labels)
    : statusName(node.status, labels);
}

/** The accessible name of a DAG node: its kind, text, status and agent. */
export function dagNodeName(node: DagNode, labels: ThreadlineLabels, format: Formatters): string {
  return labels.dagNodeName(
    dagKindName(node.kind, labels),
    dagNodeText(node, labels, format),
    nodeStatusName(node, labels),
    node.agentId ?? "",
  );
}

/**
 * The name on a run's box: its agent, else the word for a user message's run, else its run
 * id. The core's label is one of the three, and only the user's run is named by neither id.
 */
export function dagRunName(group: DagGroup, labels: ThreadlineLabels): string {
  return isUserRun(group) ? labels.dagUserRun : group.label;
}

/** Whether a group is the run of a user message: named by neither an agent nor its run id. */
export function isUserRun(group: DagGroup): boolean {
  return group.agentId === undefined && group.label !== group.runId;
}
