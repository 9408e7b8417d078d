import { nonEmpty } from "./eventChecks.js";
import type { Graph } from "./Graph.js";
import type { GraphParts } from "./GraphDraft.js";
import { GRAPH_INDEX, indexOf } from "./GraphIndex.js";
import type { Node, ReasoningNode, TextNode } from "./Node.js";
import { withContent } from "./nodeOf.js";
import type { PersistentMap } from "./PersistentMap.js";
import { runAtVersion } from "./runInfo.js";

/**
 * The common case of a stream, done without a draft: a valid text or reasoning chunk that
 * appends to its existing node in a run still going, on the newest graph of its line. Returns
 * `undefined` for anything else, which then takes the general path with the same result.
 * @internal
 */
export function appendChunk(graph: Graph, input: unknown): Graph | undefined {
  if (typeof input !== "object" || input === null) return undefined;
  const { type, id, runId, agentId, parentId, content, seq } = input as Record<string, unknown>;
  if ((type !== "text" && type !== "reasoning") || !nonEmpty(id) || !nonEmpty(runId))
    return undefined;
  if (typeof content !== "string" || content === "") return undefined;
  if (
    (agentId !== undefined && !nonEmpty(agentId)) ||
    (parentId !== undefined && !nonEmpty(parentId))
  )
    return undefined;
  if (seq !== undefined && (typeof seq !== "number" || !Number.isFinite(seq))) return undefined;
  const index = indexOf(graph);
  if (!index || index.lineage.headVersion !== graph.version) return undefined;
  const parts = graph as GraphParts;
  if (seq !== undefined && parts.highestSeq !== undefined && seq <= parts.highestSeq) return graph;
  const existing = parts.nodes.get(id);
  if (existing?.kind !== type) return undefined;
  const run = parts.runs.get(existing.runId);
  if (!run || run.ended) return undefined;
  const version = parts.version + 1;
  const node = existing as TextNode | ReasoningNode;
  const next: GraphParts = {
    nodes: (parts.nodes as PersistentMap<string, Node>).replace(
      id,
      existing,
      withContent(node, node.content + content),
    ),
    edges: parts.edges,
    lastNodeByRunId: parts.lastNodeByRunId,
    runs: parts.runs.replace(run.runId, run, runAtVersion(run, version)),
    diagnostics: parts.diagnostics,
    highestSeq: seq === undefined ? parts.highestSeq : seq,
    version,
    [GRAPH_INDEX]: index,
  };
  index.lineage.log(version, run.runId);
  index.lineage.headVersion = version;
  return next;
}
