import type { GraphEvent, Node } from "../src/index.js";
import { validEvent } from "./baselineEvent.js";
import {
  type BaselineRun,
  baselineNodeId,
  baselineNodeOf,
  type NodeEvent,
} from "./baselineNode.js";

/**
 * The floor: threadline's bookkeeping on plain `Map`s updated in place, no history kept. Like
 * threadline it checks every event, skips replayed `seq` numbers, and keeps each run's nodes,
 * each tool call's results, progress and relays, the root runs and the summaries in order,
 * which projections read instead of scanning the graph.
 */
export interface MutableGraph {
  readonly nodes: Map<string, Node>;
  readonly edges: Map<string, string[]>;
  readonly lastNodeByRunId: Map<string, string>;
  readonly runs: Map<string, BaselineRun>;
  readonly runNodes: Map<string, string[]>;
  readonly attachments: Map<string, string[]>;
  readonly roots: Set<string>;
  readonly summaries: Set<string>;
  highestSeq: number | undefined;
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
    runNodes: new Map(),
    attachments: new Map(),
    roots: new Set(),
    summaries: new Set(),
    highestSeq: undefined,
    version: 0,
  };
}

function push(lists: Map<string, string[]>, key: string, item: string): void {
  const list = lists.get(key);
  if (list) list.push(item);
  else lists.set(key, [item]);
}

function index(graph: MutableGraph, node: Node): void {
  push(graph.runNodes, node.runId, node.id);
  if (node.kind === "tool_result" || node.kind === "tool_progress" || node.kind === "relay")
    push(graph.attachments, node.toolCallId, node.id);
  else if (node.kind === "summary") graph.summaries.add(node.id);
}

function touch(graph: MutableGraph, runId: string): void {
  const run = graph.runs.get(runId);
  graph.version++;
  if (run) run.version = graph.version;
}

function addNode(graph: MutableGraph, node: Node, parentId: string | undefined): void {
  const { id, runId } = node;
  const source = graph.lastNodeByRunId.get(runId) ?? parentId;
  if (source !== undefined) push(graph.edges, source, id);
  graph.nodes.set(id, node);
  graph.lastNodeByRunId.set(runId, id);
  index(graph, node);
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
  if (parentId === undefined || !graph.nodes.has(parentId)) graph.roots.add(runId);
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
 * Applies one event in place: checks, seed ids, sequential and cross-run edges, streaming
 * append, partial tool calls, relay decisions, per-run usage counters and run info, indexes.
 */
export function mutableReduceEvent(graph: MutableGraph, input: GraphEvent): void {
  const event = validEvent(input);
  if (event === undefined) return;
  const { seq } = event;
  if (seq !== undefined) {
    if (graph.highestSeq !== undefined && seq <= graph.highestSeq) return;
    graph.highestSeq = seq;
  }
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
