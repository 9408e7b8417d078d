import type { RunInfo } from "../../graph/Graph.js";
import type { GraphView } from "../GraphView.js";
import type { ViewStatus } from "../ViewNode.js";
import type { DagGroup } from "./DagNode.js";

/** The id of a run's group. @internal */
export function groupIdOf(runId: string): string {
  return `run:${runId}`;
}

/** The run holding the tool call or fork this run is shown inside, if any. @internal */
export function containerRunOf(view: GraphView, run: RunInfo): string | undefined {
  if (run.containerId === undefined) return undefined;
  const holder = view.node(run.containerId)?.runId;
  return holder === run.runId ? undefined : holder;
}

/** A run's status; a user message's run, which never starts or ends, is complete. @internal */
export function runStatusOf(view: GraphView, run: RunInfo): ViewStatus {
  const status = view.status(run.runId);
  if (status !== "streaming") return status;
  return view.node(run.firstNodeId)?.kind === "user" ? "complete" : status;
}

/** Where a run sits: how deep, and inside which run. @internal */
export interface RunPlace {
  readonly depth: number;
  readonly containerRunId: string | undefined;
  readonly status: ViewStatus;
}

function sameGroup(a: DagGroup, b: DagGroup): boolean {
  return (
    a.agentId === b.agentId &&
    a.parentGroupId === b.parentGroupId &&
    a.status === b.status &&
    a.depth === b.depth &&
    a.label === b.label
  );
}

/** The group of a run, frozen, or `previous` when it would be the same. @internal */
export function dagGroup(
  view: GraphView,
  run: RunInfo,
  place: RunPlace,
  previous: DagGroup | undefined,
): DagGroup {
  const { runId, agentId } = run;
  const label = agentId ?? (view.node(run.firstNodeId)?.kind === "user" ? "user" : runId);
  const group: DagGroup = {
    id: groupIdOf(runId),
    runId,
    ...(agentId !== undefined && { agentId }),
    ...(place.containerRunId !== undefined && {
      parentGroupId: groupIdOf(place.containerRunId),
    }),
    status: place.status,
    depth: place.depth,
    label,
  };
  return previous && sameGroup(previous, group) ? previous : Object.freeze(group);
}
