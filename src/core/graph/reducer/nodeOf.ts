import type { GraphEvent, ProviderToolFields, ToolCallEvent } from "../GraphEvent.js";
import type { Node, ToolCallNode } from "../Node.js";
import { nodeIds } from "../nodeIds.js";

type NodeEvent = Exclude<
  GraphEvent,
  { type: "relay_resolved" } | { type: "connected" } | { type: "discard" }
>;

function withAgent<T extends { id: string; runId: string }>(
  node: T,
  agentId: string | undefined,
): T {
  if (agentId !== undefined) (node as T & { agentId?: string }).agentId = agentId;
  return node;
}

/**
 * The node an event creates, with the seed's deterministic id; `usageIndex` numbers usage
 * nodes within their run.
 * @internal
 */
export function nodeOf(event: NodeEvent, usageIndex = 1): Node {
  const { runId } = event;
  const agentId = event.type === "user" ? undefined : event.agentId;
  switch (event.type) {
    case "text":
      return streamNode(event.id, runId, event.type, event.content, agentId);
    case "reasoning":
      return withProof(
        streamNode(event.id, runId, event.type, event.content, agentId),
        event,
      ) as Node;
    case "tool_call":
      return withProvider(
        toolCallNode(event.id, runId, event.name, event.input, agentId, event.partial === true),
        event,
      );
    case "tool_result":
      return withProvider(
        withAgent(
          {
            id: nodeIds.result(event.id),
            runId,
            kind: event.type,
            toolCallId: event.id,
            name: event.name,
            output: event.output,
          },
          agentId,
        ),
        event,
      );
    case "tool_progress":
      return withAgent(
        {
          id: event.id,
          runId,
          kind: event.type,
          toolCallId: event.toolCallId,
          name: event.name,
          content: event.content,
        },
        agentId,
      );
    case "relay":
      return withAgent(
        {
          id: event.id,
          runId,
          kind: event.type,
          relayKind: event.kind,
          toolCallId: event.toolCallId,
          tool: event.tool,
          params: event.params,
        },
        agentId,
      );
    case "harness_start":
      return { id: nodeIds.runStart(runId), runId, kind: event.type, agentId: event.agentId };
    case "harness_end": {
      const node = { id: nodeIds.runEnd(runId), runId, kind: event.type, agentId: event.agentId };
      return event.totalUsage ? { ...node, totalUsage: event.totalUsage } : node;
    }
    case "error": {
      const node = withAgent(
        { id: nodeIds.error(runId), runId, kind: event.type, message: event.message },
        agentId,
      );
      return event.code !== undefined ? { ...node, code: event.code } : node;
    }
    case "usage":
      return withAgent(
        {
          id: nodeIds.usage(runId, usageIndex),
          runId,
          kind: event.type,
          inputTokens: event.inputTokens,
          outputTokens: event.outputTokens,
        },
        agentId,
      );
    case "user":
      return { id: nodeIds.user(runId), runId, kind: event.type, content: event.content };
    case "summary":
      return withAgent(
        { id: event.id, runId, kind: event.type, content: event.content, covers: event.covers },
        agentId,
      );
    default:
      return event satisfies never;
  }
}

type StreamNode = Extract<Node, { kind: "text" | "reasoning" }>;

/** Proof fields of a reasoning node or event: its signature, its encrypted form. */
interface ReasoningProof {
  readonly signature?: string | undefined;
  readonly redactedData?: string | undefined;
}

/**
 * The node with the provider's proof of its reasoning, when `proof` carries one (a later
 * chunk's proof replaces an earlier one); the node itself when it carries none.
 * @internal
 */
export function withProof(node: StreamNode, proof: ReasoningProof): StreamNode {
  const { signature, redactedData } = proof;
  if (signature === undefined && redactedData === undefined) return node;
  return {
    ...node,
    ...(signature !== undefined && { signature }),
    ...(redactedData !== undefined && { redactedData }),
  };
}

/** The node with the provider's tool fields, when the event carries them. */
function withProvider<T extends Node>(
  node: T,
  event: { readonly [K in keyof ProviderToolFields]?: ProviderToolFields[K] | undefined },
): T {
  const { providerExecuted, providerType, providerFields } = event;
  if (providerExecuted === undefined && providerType === undefined && providerFields === undefined)
    return node;
  return {
    ...node,
    ...(providerExecuted !== undefined && { providerExecuted }),
    ...(providerType !== undefined && { providerType }),
    ...(providerFields !== undefined && { providerFields }),
  };
}

/** A tool call node, built as `nodeOf` builds it, each shape from one literal. @internal */
export function toolCallNode(
  id: string,
  runId: string,
  name: string,
  input: unknown,
  agentId: string | undefined,
  partial: boolean,
): ToolCallNode {
  const kind = "tool_call";
  if (agentId === undefined)
    return partial ? { id, runId, kind, name, input, partial } : { id, runId, kind, name, input };
  return partial
    ? { id, runId, kind, name, input, agentId, partial }
    : { id, runId, kind, name, input, agentId };
}

// One literal per shape, so that every stream node keeps all its fields inside the object.
function streamNode(
  id: string,
  runId: string,
  kind: StreamNode["kind"],
  content: string,
  agentId: string | undefined,
): StreamNode {
  return agentId === undefined
    ? { id, runId, kind, content }
    : { id, runId, kind, content, agentId };
}

/** A copy of a text or reasoning node with new content, built as `nodeOf` builds it. @internal */
export function withContent<T extends StreamNode>(node: T, content: string): T {
  const copy = streamNode(node.id, node.runId, node.kind, content, node.agentId);
  return (node.kind === "reasoning" ? withProof(copy, node) : copy) as T;
}

/** A fuller input for a streaming tool call, keeping the provider's fields of the call. @internal */
export function withInput(
  node: ToolCallNode,
  event: Pick<ToolCallEvent, "name" | "input" | "partial"> & ProviderToolFields,
): ToolCallNode {
  const { id, runId, agentId } = node;
  const call = toolCallNode(id, runId, event.name, event.input, agentId, event.partial === true);
  return withProvider(call, {
    providerExecuted: event.providerExecuted ?? node.providerExecuted,
    providerType: event.providerType ?? node.providerType,
    providerFields: event.providerFields ?? node.providerFields,
  });
}
