import type { GraphEvent, Node } from "../src/index.js";
import { validEvent } from "./baselineEvent.js";
import {
  type BaselineRun,
  baselineNodeId,
  baselineNodeOf,
  type NodeEvent,
} from "./baselineNode.js";

/** A graph the way seed 001 builds it: plain maps, a fresh copy of each per event. */
export interface SeedGraph {
  readonly nodes: ReadonlyMap<string, Node>;
  readonly edges: ReadonlyMap<string, readonly string[]>;
  readonly lastNodeByRunId: ReadonlyMap<string, string>;
  readonly runs: ReadonlyMap<string, Readonly<BaselineRun>>;
  readonly highestSeq: number | undefined;
  readonly version: number;
}

interface Draft {
  readonly nodes: Map<string, Node>;
  readonly edges: Map<string, readonly string[]>;
  readonly lastNodeByRunId: Map<string, string>;
  readonly runs: Map<string, Readonly<BaselineRun>>;
  highestSeq: number | undefined;
  version: number;
}

/** An empty seed-style graph. */
export function createSeedGraph(): SeedGraph {
  return {
    nodes: new Map(),
    edges: new Map(),
    lastNodeByRunId: new Map(),
    runs: new Map(),
    highestSeq: undefined,
    version: 0,
  };
}

function touch(draft: Draft, runId: string): void {
  draft.version++;
  const run = draft.runs.get(runId);
  if (run) draft.runs.set(runId, { ...run, version: draft.version });
}

function addNode(draft: Draft, node: Node, parentId: string | undefined): void {
  const { id, runId } = node;
  const source = draft.lastNodeByRunId.get(runId) ?? parentId;
  if (source !== undefined) draft.edges.set(source, [...(draft.edges.get(source) ?? []), id]);
  draft.nodes.set(id, node);
  draft.lastNodeByRunId.set(runId, id);
  draft.version++;
  const run = draft.runs.get(runId);
  const usage = node.kind === "usage" ? 1 : 0;
  const ended = node.kind === "harness_end";
  draft.runs.set(
    runId,
    run
      ? {
          ...run,
          agentId: run.agentId ?? node.agentId,
          nodeCount: run.nodeCount + 1,
          usageCount: run.usageCount + usage,
          version: draft.version,
          ended: run.ended || ended,
        }
      : {
          runId,
          agentId: node.agentId,
          parentId,
          firstNodeId: id,
          nodeCount: 1,
          usageCount: usage,
          version: draft.version,
          ended,
        },
  );
}

function apply(draft: Draft, event: GraphEvent): void {
  if (event.type === "connected") return;
  if (event.type === "relay_resolved") {
    const relay = draft.nodes.get(event.relayId);
    if (relay?.kind !== "relay" || relay.decision !== undefined) return;
    draft.nodes.set(relay.id, { ...relay, decision: event.decision });
    touch(draft, relay.runId);
    return;
  }
  const id = baselineNodeId(event as NodeEvent, draft.runs);
  const existing = draft.nodes.get(id);
  if (existing === undefined) {
    addNode(
      draft,
      baselineNodeOf(event as NodeEvent, id),
      (event as { parentId?: string }).parentId,
    );
    return;
  }
  if (existing.kind !== event.type) return;
  if (
    (event.type === "text" || event.type === "reasoning") &&
    (existing.kind === "text" || existing.kind === "reasoning")
  ) {
    draft.nodes.set(id, { ...existing, content: existing.content + event.content });
    touch(draft, existing.runId);
  } else if (event.type === "tool_call" && existing.kind === "tool_call" && existing.partial) {
    draft.nodes.set(id, {
      ...existing,
      name: event.name,
      input: event.input,
      partial: event.partial,
    } as Node);
    touch(draft, existing.runId);
  }
}

/**
 * Seed 001's reducer: "clones all maps and produces a new graph instance" on every event,
 * with threadline's checks and run bookkeeping over the seed's maps (not threadline's
 * indexes, which would be more maps to clone). Quadratic over a stream, kept as the baseline.
 */
export function seedReduceEvent(graph: SeedGraph, input: GraphEvent): SeedGraph {
  const event = validEvent(input);
  if (event === undefined) return graph;
  const { seq } = event;
  if (seq !== undefined && graph.highestSeq !== undefined && seq <= graph.highestSeq) return graph;
  const draft: Draft = {
    nodes: new Map(graph.nodes),
    edges: new Map(graph.edges),
    lastNodeByRunId: new Map(graph.lastNodeByRunId),
    runs: new Map(graph.runs),
    highestSeq: seq ?? graph.highestSeq,
    version: graph.version,
  };
  apply(draft, event);
  return draft;
}
