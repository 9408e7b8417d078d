import type { GraphEvent, Node } from "../src/index.js";
import {
  type BaselineRun,
  baselineNodeId,
  baselineNodeOf,
  type NodeEvent,
} from "./baselineNode.js";

/** The floor: threadline's bookkeeping on plain `Map`s updated in place, no history kept. */
export interface MutableGraph {
  readonly nodes: Map<string, Node>;
  readonly edges: Map<string, string[]>;
  readonly lastNodeByRunId: Map<string, string>;
  readonly runs: Map<string, BaselineRun>;
  version: number;
}

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** An empty mutable graph. */
export function createMutableGraph(): MutableGraph {
  return {
    nodes: new Map(),
    edges: new Map(),
    lastNodeByRunId: new Map(),
    runs: new Map(),
    version: 0,
  };
}

function touch(graph: MutableGraph, runId: string): void {
  const run = graph.runs.get(runId);
  graph.version++;
  if (run) run.version = graph.version;
}

function addNode(graph: MutableGraph, node: Node, parentId: string | undefined): void {
  const { id, runId } = node;
  const source = graph.lastNodeByRunId.get(runId) ?? parentId;
  if (source !== undefined) {
    const targets = graph.edges.get(source);
    if (targets) targets.push(id);
    else graph.edges.set(source, [id]);
  }
  graph.nodes.set(id, node);
  graph.lastNodeByRunId.set(runId, id);
  graph.version++;
  const run = graph.runs.get(runId);
  const usage = node.kind === "usage" ? 1 : 0;
  if (run) {
    run.agentId ??= node.agentId;
    run.nodeCount++;
    run.usageCount += usage;
    run.version = graph.version;
    if (node.kind === "harness_end") run.ended = true;
    return;
  }
  graph.runs.set(runId, {
    runId,
    agentId: node.agentId,
    parentId,
    firstNodeId: id,
    nodeCount: 1,
    usageCount: usage,
    version: graph.version,
    ended: node.kind === "harness_end",
  });
}

/**
 * Applies one event in place: seed ids, sequential and cross-run edges, streaming append,
 * partial tool calls, relay decisions, per-run usage counters and run info.
 */
export function mutableReduceEvent(graph: MutableGraph, event: GraphEvent): void {
  if (event.type === "connected") return;
  if (event.type === "relay_resolved") {
    const relay = graph.nodes.get(event.relayId) as Writable<Node> | undefined;
    if (relay?.kind !== "relay" || relay.decision !== undefined) return;
    relay.decision = event.decision;
    touch(graph, relay.runId);
    return;
  }
  const id = baselineNodeId(event as NodeEvent, graph.runs);
  const existing = graph.nodes.get(id) as Writable<Node> | undefined;
  if (existing === undefined) {
    addNode(
      graph,
      baselineNodeOf(event as NodeEvent, id),
      (event as { parentId?: string }).parentId,
    );
    return;
  }
  if (existing.kind !== event.type) return;
  if ((event.type === "text" || event.type === "reasoning") && "content" in existing) {
    (existing as { content: string }).content += event.content;
    touch(graph, existing.runId);
  } else if (event.type === "tool_call" && existing.kind === "tool_call" && existing.partial) {
    existing.name = event.name;
    existing.input = event.input;
    (existing as { partial?: boolean | undefined }).partial = event.partial;
    touch(graph, existing.runId);
  }
}
