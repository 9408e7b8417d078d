import type { RelayDecision, TokenUsage } from "../../graph/GraphEvent.js";
import type { NodeKind } from "../../graph/Node.js";
import type { ToolCallState, ViewStatus } from "../ViewNode.js";

/**
 * Where a DAG node stands: `discarded` for a node a `discard` event marked; else a tool call's
 * state for tool calls, its run's status for the rest.
 */
export type DagNodeStatus = ViewStatus | ToolCallState | "discarded";

/** One node of the DAG: a graph node, or in collapsed mode the graph nodes folded into it. */
export interface DagNode {
  /** The graph node's id; in collapsed mode the id of the first node folded together. */
  readonly id: string;
  readonly kind: NodeKind;
  /** A short single-line label for people: a text's first words, a tool's name, token counts… */
  readonly label: string;
  readonly runId: string;
  /** The node's own agent id, else its run's. */
  readonly agentId?: string;
  readonly status: DagNodeStatus;
  /** How deep the node's run is nested: 0 at the top, one more per tool call or fork around it. */
  readonly depth: number;
  /** The id of its run's `DagGroup`. */
  readonly groupId: string;
  /** Collapsed mode only: the ids of the other graph nodes folded into this one, in run order. */
  readonly folded?: readonly string[];
  /** The tool of a tool call, of its result or progress, or of a permission request. */
  readonly tool?: string;
  /** A permission request's decision, once the user made it. */
  readonly decision?: RelayDecision;
  /**
   * The tokens of a usage node; in collapsed mode, the summed tokens of the usage nodes this
   * node stands for, whatever its kind.
   */
  readonly usage?: TokenUsage;
}

/** `spawn`: from a tool call into the run it started; `sequence`: every other edge. */
export type DagEdgeKind = "spawn" | "sequence";

/** One edge of the DAG, id `${source}->${target}`. */
export interface DagEdge {
  readonly id: string;
  readonly source: string;
  readonly target: string;
  readonly kind: DagEdgeKind;
}

/** One run as a box for compound layout, nested in the group of the run that contains it. */
export interface DagGroup {
  /** `run:${runId}`, so a group never shares an id with a node. */
  readonly id: string;
  readonly runId: string;
  readonly agentId?: string;
  /** The group of the run holding this run's tool call or fork; absent at the top level. */
  readonly parentGroupId?: string;
  readonly status: ViewStatus;
  readonly depth: number;
  /** The run's agent id; `user` for a user message's run; else the run id. */
  readonly label: string;
  /**
   * What the tool call that started this subagent run asked it to do, from the call's input as
   * the thread's subagent card reads it: its first line, at most 200 characters.
   */
  readonly task?: string;
}

/** What `projectDAG` returns: nodes and groups in order of their runs' first nodes, then of arrival. */
export interface ProjectedDag {
  readonly nodes: readonly DagNode[];
  readonly edges: readonly DagEdge[];
  readonly groups: readonly DagGroup[];
}
