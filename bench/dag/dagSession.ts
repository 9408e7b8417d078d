import {
  createGraph,
  type Graph,
  type GraphEvent,
  type ProjectedDag,
  projectDAG,
  reduceEvent,
} from "threadline";
import { longSession } from "threadline/testing";
import { generateSession } from "../sessions.js";

/**
 * `chat`: `longSession`, question-and-answer turns with a tool call every tenth turn, each
 * turn two small runs side by side at the top level. `agents`: `generateSession`, main-agent
 * runs with parallel tool calls, relays, progress and subagents nested up to three deep.
 */
export type DagSessionKind = "chat" | "agents";

/** A session cut where its DAG reaches a size, and the same session one node longer. */
export interface DagSession {
  readonly kind: DagSessionKind;
  readonly events: number;
  readonly dag: ProjectedDag;
  /** The DAG after the next events that add a node: what a streaming view lays out next. */
  readonly longer: ProjectedDag;
}

function sourceEvents(kind: DagSessionKind, nodes: number): GraphEvent[] {
  switch (kind) {
    case "chat":
      return longSession(Math.ceil(nodes / 4) + 10).events();
    case "agents":
      return generateSession(nodes * 20 + 2_000);
    default:
      return kind satisfies never;
  }
}

/**
 * The shortest prefix of the `kind` session whose DAG has at least `nodes` nodes, and that
 * prefix extended by the events up to the next new node. Both sessions are prefixes of longer
 * ones, so the cut is the state of a live run.
 */
export function dagSession(kind: DagSessionKind, nodes: number): DagSession {
  const events = sourceEvents(kind, nodes);
  let graph: Graph = createGraph();
  let index = 0;
  while (index < events.length && graph.nodes.size < nodes)
    graph = reduceEvent(graph, events[index++] as GraphEvent);
  const dag = projectDAG(graph);
  const cut = index;
  while (index < events.length && projectDAG(graph).nodes.length <= dag.nodes.length)
    graph = reduceEvent(graph, events[index++] as GraphEvent);
  const longer = projectDAG(graph);
  if (dag.nodes.length < nodes || longer.nodes.length <= dag.nodes.length)
    throw new Error(`dagSession: the ${kind} session is too short for ${nodes} nodes`);
  return { kind, events: cut, dag, longer };
}
