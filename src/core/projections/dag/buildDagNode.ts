import type { RunInfo } from "../../graph/Graph.js";
import type { TokenUsage } from "../../graph/GraphEvent.js";
import type { Node } from "../../graph/Node.js";
import type { DagNode, DagNodeStatus } from "./DagNode.js";
import { dagLabel, joinedLabel, tokensLabel } from "./dagLabel.js";

/** The graph nodes of one run and where its DAG nodes begin among them. @internal */
export interface DagUnits {
  readonly run: RunInfo;
  readonly groupId: string;
  readonly depth: number;
  readonly collapsed: boolean;
  readonly sources: readonly Node[];
  readonly starts: readonly number[];
}

type Building = { -readonly [K in keyof DagNode]: DagNode[K] };

/** The label, folded ids and usage of the collapsed node made of `sources[start..end)`. */
function foldedFields(
  sources: readonly Node[],
  start: number,
  end: number,
): Pick<DagNode, "label" | "folded" | "usage"> {
  const first = sources[start] as Node;
  const texts: string[] = [];
  const folded: string[] = [];
  let usage: TokenUsage | undefined;
  for (let index = start; index < end; index++) {
    const node = sources[index] as Node;
    if (index > start) folded.push(node.id);
    if (node.kind === "usage") {
      usage = {
        inputTokens: (usage?.inputTokens ?? 0) + node.inputTokens,
        outputTokens: (usage?.outputTokens ?? 0) + node.outputTokens,
      };
    } else if (node.kind === "text" || node.kind === "reasoning") texts.push(node.content);
  }
  let label = dagLabel(first);
  if (texts.length > 1) label = joinedLabel(texts, true);
  else if (first.kind === "usage" && usage) label = tokensLabel(usage);
  return { label, ...(folded.length > 0 && { folded }), ...(usage && { usage }) };
}

/** The tool a node is about, if it is about one. */
function toolOf(node: Node): string | undefined {
  if (node.kind === "relay") return node.tool;
  if (node.kind === "tool_call" || node.kind === "tool_result" || node.kind === "tool_progress")
    return node.name;
  return undefined;
}

/** Builds the DAG node for unit `unit` of a run. @internal */
export function buildDagNode(units: DagUnits, unit: number, status: DagNodeStatus): DagNode {
  const { sources, starts, run } = units;
  const start = starts[unit] as number;
  const end = starts[unit + 1] ?? sources.length;
  const first = sources[start] as Node;
  const agentId = first.agentId ?? run.agentId;
  const folding = units.collapsed ? foldedFields(sources, start, end) : undefined;
  // Assigned rather than spread: spreading optional fields costs several times more at 100k nodes.
  const node: Building = {
    id: first.id,
    kind: first.kind,
    label: folding ? folding.label : dagLabel(first),
    runId: run.runId,
    status,
    depth: units.depth,
    groupId: units.groupId,
  };
  if (agentId !== undefined) node.agentId = agentId;
  const tool = toolOf(first);
  if (tool !== undefined) node.tool = tool;
  if (first.kind === "relay" && first.decision !== undefined) node.decision = first.decision;
  if (folding?.folded) node.folded = folding.folded;
  if (folding?.usage) node.usage = folding.usage;
  else if (first.kind === "usage")
    node.usage = { inputTokens: first.inputTokens, outputTokens: first.outputTokens };
  return node;
}

function sameList(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  if (a === b) return true;
  return a?.length === b?.length && (a ?? []).every((id, index) => id === b?.[index]);
}

/** Whether two DAG nodes show the same, so the earlier one can be kept. @internal */
export function sameDagNode(a: DagNode, b: DagNode): boolean {
  return (
    a.id === b.id &&
    a.kind === b.kind &&
    a.label === b.label &&
    a.runId === b.runId &&
    a.agentId === b.agentId &&
    a.status === b.status &&
    a.depth === b.depth &&
    a.groupId === b.groupId &&
    a.tool === b.tool &&
    a.decision === b.decision &&
    sameList(a.folded, b.folded) &&
    a.usage?.inputTokens === b.usage?.inputTokens &&
    a.usage?.outputTokens === b.usage?.outputTokens
  );
}
