import type { Graph } from "../Graph.js";
import type { CommonEvent } from "../readCommonEvent.js";
import { runWithNode } from "../runInfo.js";
import { type EdgeList, EdgeMap } from "../storage/EdgeMap.js";
import { GraphParts } from "../storage/GraphParts.js";
import { IndexParts } from "../storage/IndexParts.js";
import { appended } from "../storage/indexLists.js";
import { ABSENT } from "../storage/MapState.js";
import type { PersistentMap } from "../storage/PersistentMap.js";
import { nodeOf } from "./nodeOf.js";

/**
 * The common case of a new node, done without a draft: a valid event adds a node with a new
 * id to a run still going, on the newest graph of its line, with nothing else to settle (no
 * earlier children of the node, attachments only to a call in the same run). The same graph
 * as the general path would make, or `undefined` to take that path.
 * @internal
 */
export function addToRun(
  graph: GraphParts,
  event: CommonEvent,
  highestSeq: number | undefined,
): Graph | undefined {
  const run = graph.run(event.runId);
  if (!run || run.ended) return undefined;
  const node = nodeOf(event, event.type === "usage" ? run.usageCount + 1 : 1);
  const { id } = node;
  const lists = graph.edges.lists;
  const lastId = graph.lastNodeByRunId.get(run.runId);
  if (lastId === undefined || graph.node(id) !== undefined || lists.has(id)) return undefined;
  const index = graph.index;
  let attachments = index.attachments;
  if (node.kind === "tool_result" || node.kind === "tool_progress") {
    const call = graph.node(node.toolCallId);
    if (call?.kind !== "tool_call" || call.runId !== run.runId) return undefined;
    attachments = withAppended(attachments, node.toolCallId, id);
  } else if (node.kind === "tool_call" && attachments.has(id)) {
    return undefined;
  }
  const edgeLists = withAppended(lists, lastId, id);
  const version = graph.version + 1;
  const changes = index.changes;
  // Each map gets what its key held before, which saves looking it up again.
  const next = new GraphParts(
    graph.nodesWith(node),
    new EdgeMap(edgeLists),
    graph.lastNodeByRunId.with(run.runId, id, lastId),
    graph.runsWith(runWithNode(run, node.kind, node.agentId, version), run),
    graph.diagnostics,
    highestSeq,
    version,
    new IndexParts(
      edgeLists,
      withAppended(index.runNodes, run.runId, id),
      attachments,
      index.summaries,
      index.roots,
      changes,
    ),
  );
  changes.log(version, run.runId);
  changes.latestVersion = version;
  return next;
}

function withAppended(
  lists: PersistentMap<string, EdgeList>,
  key: string,
  item: string,
): PersistentMap<string, EdgeList> {
  const list = lists.get(key);
  return lists.with(key, appended(list, item), list ?? ABSENT);
}
