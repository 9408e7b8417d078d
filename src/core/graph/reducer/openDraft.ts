import type { Diagnostic, Graph, RunInfo } from "../Graph.js";
import type { Node } from "../Node.js";
import { type EdgeList, EdgeMap } from "../storage/EdgeMap.js";
import { GraphParts } from "../storage/GraphParts.js";
import { IndexParts } from "../storage/IndexParts.js";
import { appendTo } from "../storage/indexLists.js";
import { Lineage } from "../storage/Lineage.js";
import { PersistentMap } from "../storage/PersistentMap.js";
import { GraphDraft } from "./GraphDraft.js";

function isReadableMap(value: unknown): value is ReadonlyMap<unknown, unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as Map<unknown, unknown>).entries === "function"
  );
}

function rebuildRuns(nodes: ReadonlyMap<string, Node>): Map<string, RunInfo> {
  const runs = new Map<string, RunInfo>();
  for (const node of nodes.values()) {
    const run = runs.get(node.runId);
    const usage = node.kind === "usage" ? 1 : 0;
    const agentId = run?.agentId ?? node.agentId;
    runs.set(node.runId, {
      runId: node.runId,
      agentId,
      parentId: run?.parentId,
      firstNodeId: run?.firstNodeId ?? node.id,
      containerId: undefined,
      nodeCount: (run?.nodeCount ?? 0) + 1,
      usageCount: (run?.usageCount ?? 0) + usage,
      relayCount: (run?.relayCount ?? 0) + (node.kind === "relay" ? 1 : 0),
      ended: (run?.ended ?? false) || node.kind === "harness_end",
      version: 0,
    });
  }
  return runs;
}

function rebuildIndex(
  edgeLists: PersistentMap<string, EdgeList>,
  nodes: ReadonlyMap<string, Node>,
  runs: ReadonlyMap<string, RunInfo>,
  version: number,
): IndexParts {
  const runNodes = new Map<string, EdgeList>();
  const attachments = new Map<string, EdgeList>();
  const summaries = new Map<string, true>();
  const roots = new Map<string, true>();
  for (const node of nodes.values()) {
    appendTo(runNodes, node.runId, node.id);
    if (node.kind === "tool_result" || node.kind === "tool_progress" || node.kind === "relay") {
      appendTo(attachments, node.toolCallId, node.id);
    }
    if (node.kind === "summary") summaries.set(node.id, true);
    if (runs.get(node.runId)?.firstNodeId === node.id) roots.set(node.runId, true);
  }
  return new IndexParts(
    edgeLists,
    new PersistentMap(runNodes),
    new PersistentMap(attachments),
    new PersistentMap(summaries),
    new PersistentMap(roots),
    new Lineage(version),
  );
}

/** Copies a graph made elsewhere (plain `Map`s, as in seed 001) into persistent parts. @internal */
export function adopt(graph: Graph): GraphParts {
  const nodes = new Map(graph.nodes as ReadonlyMap<string, Node>);
  const edges = new Map<string, EdgeList>();
  for (const [source, targets] of graph.edges) {
    edges.set(source, { items: [...targets], length: targets.length });
  }
  const runs = rebuildRuns(nodes);
  for (const [source, targets] of graph.edges) {
    for (const target of targets) {
      const run = runs.get(nodes.get(target)?.runId ?? "");
      if (run?.firstNodeId === target) runs.set(run.runId, { ...run, parentId: source });
    }
  }
  const version = typeof graph.version === "number" ? graph.version : 0;
  const edgeLists = new PersistentMap(edges);
  return new GraphParts(
    new PersistentMap(nodes),
    new EdgeMap(edgeLists),
    new PersistentMap(new Map(graph.lastNodeByRunId)),
    new PersistentMap(runs),
    Array.isArray(graph.diagnostics) ? graph.diagnostics : [],
    typeof graph.highestSeq === "number" ? graph.highestSeq : undefined,
    version,
    rebuildIndex(edgeLists, nodes, runs, version),
  );
}

/**
 * Opens a draft on any graph-like input: threadline's own graphs directly, graphs of plain
 * maps by copying them, and anything else as an empty graph with a diagnostic.
 * @internal
 */
export function openDraft(graph: Graph, empty: () => Graph): GraphDraft {
  const draft = spare ?? new GraphDraft();
  spare = undefined;
  if (graph instanceof GraphParts) return draft.open(graph, graph);
  const candidate = graph as Partial<Graph> | null | undefined;
  if (
    isReadableMap(candidate?.nodes) &&
    isReadableMap(candidate.edges) &&
    isReadableMap(candidate.lastNodeByRunId)
  ) {
    return draft.open(graph, adopt(graph));
  }
  const fresh = empty();
  draft.open(fresh, fresh as GraphParts);
  const notGraph: Diagnostic = {
    code: "invalid_graph",
    field: "graph",
    message:
      "graph: expected a graph from createGraph(), got something else; started an empty graph",
  };
  draft.diagnose(notGraph);
  return draft;
}

// Events come one at a time, so one draft, closed after each, serves them all; a draft opened
// while another is in use (an event whose getter reduces another graph) is a new one.
let spare: GraphDraft | undefined;

/** Ends a draft after its commit or rollback and keeps it for the next event. @internal */
export function closeDraft(draft: GraphDraft): void {
  draft.close();
  spare = draft;
}
