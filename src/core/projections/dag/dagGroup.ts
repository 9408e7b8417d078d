import type { RunInfo } from "../../graph/Graph.js";
import type { GraphView } from "../GraphView.js";
import { subagentTask } from "../subagentTask.js";
import type { ViewStatus } from "../ViewNode.js";
import type { DagGroup } from "./DagNode.js";
import { shortLabel } from "./dagLabel.js";

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

/** Characters of a task a group carries, as the thread's subagent card shows. */
const TASK_LENGTH = 200;

/**
 * What the tool call that started a run asked it to do, read from the call's input as the
 * thread reads it for the run's card; undefined for a run no tool call started. @internal
 */
export function runTaskOf(view: GraphView, run: RunInfo): string | undefined {
  if (run.containerId === undefined || run.parentId !== run.containerId) return undefined;
  const call = view.callOf(run.containerId);
  if (!call || call.runId === run.runId) return undefined;
  const started = view.childRunsOf(call.id, call.runId);
  const index = started.indexOf(run.runId);
  if (index < 0) return undefined;
  const line = subagentTask(call.input, index, started.length)?.trim().split("\n", 1)[0];
  const task = line === undefined ? "" : shortLabel(line, TASK_LENGTH);
  return task === "" ? undefined : task;
}

/** Where a run sits: how deep, and inside which run; and what it was asked. @internal */
export interface RunPlace {
  readonly depth: number;
  readonly containerRunId: string | undefined;
  readonly status: ViewStatus;
  readonly task: string | undefined;
}

function sameGroup(a: DagGroup, b: DagGroup): boolean {
  return (
    a.agentId === b.agentId &&
    a.parentGroupId === b.parentGroupId &&
    a.status === b.status &&
    a.depth === b.depth &&
    a.label === b.label &&
    a.task === b.task
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
    ...(place.task !== undefined && { task: place.task }),
  };
  return previous && sameGroup(previous, group) ? previous : Object.freeze(group);
}
