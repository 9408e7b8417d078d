import type {
  GraphEvent,
  ReasoningEvent,
  RelayResolvedEvent,
  TextEvent,
  ToolCallEvent,
  UsageEvent,
} from "../GraphEvent.js";
import type { Node } from "../Node.js";
import { nodeIds } from "../nodeIds.js";
import { readEvent } from "../parseEvent.js";
import { addNode, note, noteIfEnded } from "./addNode.js";
import { discardNodes } from "./discardNodes.js";
import type { GraphDraft } from "./GraphDraft.js";
import { nodeOf, withContent, withInput, withProof } from "./nodeOf.js";

/** Appends a chunk to its node or adds the node; says whether the event was accepted. */
function appendStream(draft: GraphDraft, event: TextEvent | ReasoningEvent): boolean {
  const existing = draft.nodes.get(event.id);
  if (existing === undefined) {
    addNode(draft, nodeOf(event), event.parentId, event);
    return true;
  }
  if (existing.kind !== event.type) {
    const message = `${event.type} ${event.id} collides with an existing ${existing.kind} node; rejected`;
    note(draft, "kind_conflict", message, event, event.id);
    return false;
  }
  const stream = existing as Extract<Node, { kind: "text" | "reasoning" }>;
  const next = withProof(
    event.content === "" ? stream : withContent(stream, stream.content + event.content),
    event.type === "reasoning" ? event : {},
  );
  if (next === stream) return true;
  if (stream.discarded) return rejectDiscarded(draft, event, stream.id);
  noteIfEnded(draft, stream.runId, event, stream.id);
  draft.nodes.set(stream.id, next);
  draft.touch(stream.runId);
  return true;
}

/** Notes an event that would change a discarded node; says that it was not accepted. */
function rejectDiscarded(draft: GraphDraft, event: GraphEvent, id: string): false {
  note(draft, "discarded", `${event.type} ${id} names a discarded node; rejected`, event, id);
  return false;
}

/** Adds a call, or replaces the input of a call still streaming it; says whether it was accepted. */
function replacePartialCall(
  draft: GraphDraft,
  event: ToolCallEvent,
  existing: Node | undefined,
): boolean {
  if (existing?.kind !== "tool_call") {
    addNode(draft, nodeOf(event), event.parentId, event);
    return true;
  }
  if (!existing.partial) return true;
  if (existing.discarded) return rejectDiscarded(draft, event, existing.id);
  noteIfEnded(draft, existing.runId, event, existing.id);
  draft.nodes.set(existing.id, withInput(existing, event));
  draft.touch(existing.runId);
  return true;
}

function resolveRelay(draft: GraphDraft, event: RelayResolvedEvent): void {
  const relay = draft.nodes.get(event.relayId);
  if (relay?.kind !== "relay") {
    const what = relay ? `a ${relay.kind} node` : "unknown";
    note(
      draft,
      "unknown_relay",
      `relay_resolved names ${event.relayId}, which is ${what}; ignored`,
      event,
    );
    return;
  }
  if (relay.decision === event.decision) return;
  if (relay.decision !== undefined) {
    const message = `relay ${relay.id} was already resolved as ${relay.decision}; ${event.decision} ignored`;
    note(draft, "relay_already_resolved", message, event, relay.id);
    return;
  }
  noteIfEnded(draft, relay.runId, event, relay.id);
  draft.nodes.set(relay.id, { ...relay, decision: event.decision });
  draft.touch(relay.runId);
  draft.touch(draft.nodes.get(relay.toolCallId)?.runId);
}

/**
 * The node already standing at the event's id, or `CONFLICT` (noted) when it is of another
 * kind; node kinds are named after the event types that create them.
 */
function existingFor(
  draft: GraphDraft,
  event: GraphEvent,
  id: string | undefined,
): Node | undefined | typeof CONFLICT {
  if (id === undefined) return undefined;
  const existing = draft.nodes.get(id);
  if (existing === undefined || existing.kind === event.type) return existing;
  const message = `${event.type} ${id} collides with an existing ${existing.kind} node; rejected`;
  note(draft, "kind_conflict", message, event, id);
  return CONFLICT;
}

const CONFLICT: unique symbol = Symbol("conflict");

function usageIndexOf(draft: GraphDraft, event: UsageEvent): number {
  return (draft.runs.get(event.runId)?.usageCount ?? 0) + 1;
}

function nodeIdOf(event: GraphEvent, draft: GraphDraft): string | undefined {
  switch (event.type) {
    case "text":
    case "reasoning":
    case "tool_call":
    case "tool_progress":
    case "relay":
    case "summary":
      return event.id;
    case "tool_result":
      return nodeIds.result(event.id);
    case "harness_start":
    case "harness_end":
    case "error":
    case "user":
      return `${event.runId}:${event.type}`;
    case "usage":
      return nodeIds.usage(event.runId, usageIndexOf(draft, event));
    case "relay_resolved":
    case "connected":
    case "discard":
      return undefined;
    default:
      return event satisfies never;
  }
}

/** Applies a valid event that is not a stream chunk; says whether it was accepted. */
function applyValid(draft: GraphDraft, event: GraphEvent): boolean {
  const id = nodeIdOf(event, draft);
  const existing = existingFor(draft, event, id);
  if (existing === CONFLICT) return false;
  switch (event.type) {
    case "text":
    case "reasoning":
      break;
    case "tool_call":
      return replacePartialCall(draft, event, existing);
    case "relay_resolved":
      resolveRelay(draft, event);
      break;
    case "discard":
      discardNodes(draft, event);
      break;
    case "connected":
      break;
    case "usage":
      if (existing === undefined)
        addNode(draft, nodeOf(event, usageIndexOf(draft, event)), event.parentId, event);
      break;
    case "tool_result":
    case "tool_progress":
    case "relay":
    case "harness_start":
    case "harness_end":
    case "error":
    case "user":
    case "summary":
      // The same id and kind again is an idempotent repeat.
      if (existing === undefined) addNode(draft, nodeOf(event), event.parentId, event);
      break;
    default:
      event satisfies never;
  }
  return true;
}

function traceOf(input: unknown): { eventType?: string; seq?: number } {
  try {
    if (typeof input !== "object" || input === null) return {};
    const { type, seq } = input as { type?: unknown; seq?: unknown };
    return {
      ...(typeof type === "string" && { eventType: type }),
      ...(typeof seq === "number" && Number.isFinite(seq) && { seq }),
    };
  } catch {
    return {};
  }
}

/**
 * Applies one event of unknown shape to a draft: invalid events, kind conflicts and replayed
 * `seq` numbers leave the graph as it was apart from a diagnostic.
 * @internal
 */
export function applyEvent(draft: GraphDraft, input: unknown): void {
  const read = readEvent(input);
  if (!read.ok) {
    const { message, field } = read.error;
    draft.diagnose({ code: "invalid_event", message, field, ...traceOf(input) });
    return;
  }
  const event = read.event;
  if (event.seq !== undefined && draft.highestSeq !== undefined && event.seq <= draft.highestSeq)
    return;
  draft.beginEvent();
  if (event.type === "text" || event.type === "reasoning") {
    if (!appendStream(draft, event)) return;
  } else if (!applyValid(draft, event)) {
    return;
  }
  if (event.seq !== undefined) draft.highestSeq = event.seq;
}
