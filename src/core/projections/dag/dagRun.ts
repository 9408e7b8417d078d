import type { RunInfo } from "../../graph/Graph.js";
import type { Node } from "../../graph/Node.js";
import type { ProgressAccumulator } from "../accumulators.js";
import type { GraphView } from "../GraphView.js";
import { toolCallContent } from "../toolCallContent.js";
import type { ViewStatus } from "../ViewNode.js";
import { buildDagNode, type DagUnits, sameDagNode } from "./buildDagNode.js";
import type { DagEdge, DagGroup, DagNode, DagNodeStatus } from "./DagNode.js";
import type { RunPlacement } from "./DagPlaces.js";
import { runEdges } from "./dagEdges.js";
import { dagGroup, runStatusOf, runTaskOf } from "./dagGroup.js";
import { unitStarts } from "./dagUnits.js";

/** The DAG of one run and what it was built from, kept to reuse it. @internal */
export interface DagRunPart {
  readonly run: RunInfo;
  readonly depth: number;
  readonly containerRunId: string | undefined;
  readonly group: DagGroup;
  /** The run's graph nodes when it was built, in arrival order. */
  readonly sources: readonly Node[];
  /** Where each DAG node begins in `sources`. */
  readonly starts: readonly number[];
  readonly nodes: readonly DagNode[];
  readonly edges: readonly DagEdge[];
}

const NO_ACCUMULATORS: Readonly<Record<string, ProgressAccumulator<unknown>>> = Object.freeze(
  Object.create(null),
);

interface RunContext extends DagUnits {
  readonly view: GraphView;
  readonly status: ViewStatus;
}

function statusOf(context: RunContext, node: Node): DagNodeStatus {
  if (node.discarded) return "discarded";
  if (node.kind !== "tool_call") return context.status;
  return toolCallContent(context.view, node, NO_ACCUMULATORS).state;
}

/** Whether unit `unit` stands for the same graph node objects as it did in `previous`. */
function sameSources(context: RunContext, previous: DagRunPart, unit: number): boolean {
  const start = context.starts[unit] as number;
  const end = context.starts[unit + 1] ?? context.sources.length;
  if (
    previous.starts[unit] !== start ||
    (previous.starts[unit + 1] ?? previous.sources.length) !== end
  )
    return false;
  for (let index = start; index < end; index++) {
    if (previous.sources[index] !== context.sources[index]) return false;
  }
  return true;
}

/** A new DAG node, frozen with the lists and counts it was given, as every node shown stays. */
function frozenNode(node: DagNode): DagNode {
  if (node.folded) Object.freeze(node.folded);
  if (node.usage) Object.freeze(node.usage);
  return Object.freeze(node);
}

function runNodes(context: RunContext, previous: DagRunPart | undefined): readonly DagNode[] {
  const nodes: DagNode[] = [];
  let reused = previous !== undefined && previous.nodes.length === context.starts.length;
  for (let unit = 0; unit < context.starts.length; unit++) {
    const first = context.sources[context.starts[unit] as number] as Node;
    const status = statusOf(context, first);
    const earlier = previous?.nodes[unit];
    if (
      earlier &&
      earlier.status === status &&
      earlier.depth === context.depth &&
      earlier.agentId === (first.agentId ?? context.run.agentId) &&
      sameSources(context, previous as DagRunPart, unit)
    ) {
      nodes.push(earlier);
      continue;
    }
    const built = buildDagNode(context, unit, status);
    if (earlier && sameDagNode(earlier, built)) {
      nodes.push(earlier);
      continue;
    }
    reused = false;
    nodes.push(frozenNode(built));
  }
  return reused ? (previous as DagRunPart).nodes : nodes;
}

function sourcesOf(view: GraphView, runId: string): Node[] {
  const sources: Node[] = [];
  for (const id of view.nodesOf(runId)) {
    const node = view.node(id);
    if (node) sources.push(node);
  }
  return sources;
}

/**
 * Builds the DAG nodes, outgoing edges and group of one run, keeping every object of
 * `previous` that would come out the same; `previous` itself when neither the run's
 * `RunInfo` nor its placement changed.
 * @internal
 */
export function buildDagRun(
  view: GraphView,
  run: RunInfo,
  place: RunPlacement & { readonly collapsed: boolean },
  previous: DagRunPart | undefined,
): DagRunPart {
  const { depth, containerRunId, collapsed } = place;
  // A sibling run arriving later can change which task of the call's list is this run's.
  const task = runTaskOf(view, run);
  if (
    previous &&
    previous.run === run &&
    previous.depth === depth &&
    previous.containerRunId === containerRunId &&
    previous.group.task === task
  )
    return previous;
  const sources = sourcesOf(view, run.runId);
  const starts = unitStarts(sources, collapsed);
  const status = runStatusOf(view, run);
  const group = dagGroup(view, run, { depth, containerRunId, status, task }, previous?.group);
  const groupId = group.id;
  const context: RunContext = { view, run, groupId, status, depth, collapsed, sources, starts };
  return {
    run,
    depth,
    containerRunId,
    group,
    sources,
    starts,
    nodes: runNodes(context, previous),
    edges: runEdges(view, { runId: run.runId, sources, starts, collapsed }, previous?.edges),
  };
}
