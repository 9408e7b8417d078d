import type { Graph, RunInfo } from "../Graph.js";
import type { ReasoningEvent, TextEvent, ToolCallEvent } from "../GraphEvent.js";
import type { Node } from "../Node.js";
import { type CommonEvent, isValidChunk, readCommonEvent } from "../readCommonEvent.js";
import { GraphParts, type StreamNode } from "../storage/GraphParts.js";
import { addToRun } from "./addToRun.js";
import { applyAlone } from "./applyAlone.js";
import { withContent, withInput } from "./nodeOf.js";

/**
 * The common cases of a stream, done without a draft on the newest graph of its line: a chunk
 * appended to its text or reasoning node, a new node in a run still going (see `addToRun`),
 * and a fuller input for a call still streaming it (neither for a discarded node). A common
 * event it cannot apply goes to the general path as the copy it read, so that no field is read
 * twice; other event types give `undefined`, having had only their type read.
 * @internal
 */
export function applyCommon(graph: Graph, input: unknown): Graph | undefined {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return undefined;
  if (!(graph instanceof GraphParts)) return undefined;
  const type = (input as { type?: unknown }).type;
  if (type === "reasoning") {
    const { signature, redactedData } = input as ReasoningEvent;
    // A chunk with the provider's proof takes the general path, which keeps it on the node.
    if (signature !== undefined || redactedData !== undefined) return undefined;
  }
  if (type === "text" || type === "reasoning") {
    const { id, runId, agentId, parentId, seq, content } = input as TextEvent;
    const valid = isValidChunk(id, runId, agentId, parentId, seq, content);
    if (valid && content !== "") {
      const appended = appendChunk(graph, type, id, content, seq);
      if (appended !== undefined) return appended;
    }
    const event = { type, id, runId, agentId, parentId, seq, content } as TextEvent;
    return applyRead(graph, event, valid);
  }
  const read = readCommonEvent(type, input);
  return read && applyRead(graph, read.event, read.valid);
}

const STALE: unique symbol = Symbol("stale");

/** The highest `seq` once an event with `seq` is applied, or `STALE` when it is a replay. */
function nextSeq(graph: GraphParts, seq: number | undefined): number | undefined | typeof STALE {
  const highest = graph.highestSeq;
  if (seq === undefined) return highest;
  return highest !== undefined && seq <= highest ? STALE : seq;
}

function isHead(graph: GraphParts): boolean {
  return graph.index.changes.latestVersion === graph.version;
}

/** A valid chunk appended to the node of its kind at `id`, in a run still going. */
function appendChunk(
  graph: GraphParts,
  type: StreamNode["kind"],
  id: string,
  content: string,
  seq: number | undefined,
): Graph | undefined {
  if (!isHead(graph)) return undefined;
  const highestSeq = nextSeq(graph, seq);
  if (highestSeq === STALE) return graph;
  const existing = graph.node(id);
  // A discarded node takes the general path, which rejects the chunk.
  if (existing?.kind !== type || existing.discarded) return undefined;
  const run = graph.run(existing.runId);
  if (!run || run.ended) return undefined;
  const node = existing as StreamNode;
  return replaced(graph, withContent(node, node.content + content), run, highestSeq);
}

/**
 * The graph with `node` in place of the node of its id, in `run`, at the next version: a
 * change of that node's content only.
 */
function replaced(
  graph: GraphParts,
  node: Node,
  run: RunInfo,
  highestSeq: number | undefined,
): Graph {
  const next = graph.streamed(node, run, highestSeq);
  const changes = graph.index.changes;
  changes.log(next.version, run.runId);
  changes.latestVersion = next.version;
  return next;
}

/** A fuller input for a call still streaming its input, in a run still going. */
function replaceCall(
  graph: GraphParts,
  event: ToolCallEvent,
  highestSeq: number | undefined,
): Graph | undefined {
  const existing = graph.node(event.id);
  // A discarded call takes the general path, which rejects the input.
  if (existing?.kind !== "tool_call" || !existing.partial || existing.discarded) return undefined;
  const run = graph.run(existing.runId);
  if (!run || run.ended) return undefined;
  return replaced(graph, withInput(existing, event), run, highestSeq);
}

/** A common event read once, `valid` when it passes the event schema. */
function applyRead(graph: GraphParts, event: CommonEvent, valid: boolean): Graph {
  if (!valid || !isHead(graph)) return applyAlone(graph, event);
  const highestSeq = nextSeq(graph, event.seq);
  if (highestSeq === STALE) return graph;
  const done =
    event.type === "tool_call" && graph.node(event.id) !== undefined
      ? replaceCall(graph, event, highestSeq)
      : addToRun(graph, event, highestSeq);
  return done ?? applyAlone(graph, event);
}
