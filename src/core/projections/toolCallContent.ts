import type { RelayNode, ToolCallNode, ToolResultNode } from "../Node.js";
import type { ProgressAccumulator } from "./accumulators.js";
import type { GraphView } from "./GraphView.js";
import type { ToolCallContent, ToolCallState } from "./ViewNode.js";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function resultState(output: unknown): ToolCallState {
  if (isRecord(output) && output.status === "denied") return "denied";
  if (
    isRecord(output) &&
    output.error !== undefined &&
    output.error !== null &&
    output.error !== false
  )
    return "error";
  return "complete";
}

interface Attached {
  result: ToolResultNode | undefined;
  relay: RelayNode | undefined;
  progress: unknown[];
}

function attachedTo(view: GraphView, toolCallId: string): Attached {
  const attached: Attached = { result: undefined, relay: undefined, progress: [] };
  for (const id of view.attachmentsOf(toolCallId)) {
    const node = view.node(id);
    if (node?.kind === "tool_result") attached.result ??= node;
    else if (node?.kind === "relay") attached.relay = node;
    else if (node?.kind === "tool_progress") attached.progress.push(node.content);
  }
  return attached;
}

function stateOf(
  view: GraphView,
  call: ToolCallNode | undefined,
  runId: string,
  attached: Attached,
): ToolCallState {
  if (attached.result) return resultState(attached.result.output);
  if (attached.relay?.decision === "deny") return "denied";
  if (view.failed(runId)) return "error";
  // A run may end while it waits for a decision (AG-UI interrupts, AI SDK approval requests):
  // the call still waits for the user, it has not failed.
  if (attached.relay && attached.relay.decision === undefined) return "awaiting_permission";
  if (view.ended(runId)) return "error";
  if (call?.partial) return "pending";
  return "running";
}

/** Folds progress with a user's accumulator; one that throws leaves the raw list instead. */
function fold(accumulator: ProgressAccumulator<unknown>, chunks: readonly unknown[]): unknown {
  try {
    let state = accumulator.init();
    for (const chunk of chunks) state = accumulator.reduce(state, chunk);
    return state;
  } catch {
    return chunks;
  }
}

/**
 * The content of a tool call's view: the call, or a result whose call never arrived, with
 * its result, progress (folded by the tool's accumulator, else the raw list) and state.
 * @internal
 */
export function toolCallContent(
  view: GraphView,
  source: ToolCallNode | ToolResultNode,
  accumulators: Readonly<Record<string, ProgressAccumulator<unknown>>>,
): ToolCallContent {
  const call = source.kind === "tool_call" ? source : undefined;
  const toolCallId = call ? call.id : (source as ToolResultNode).toolCallId;
  const attached = attachedTo(view, toolCallId);
  const name = source.name;
  const accumulator = Object.hasOwn(accumulators, name) ? accumulators[name] : undefined;
  const content: ToolCallContent = {
    kind: "tool_call",
    toolCallId,
    name,
    input: call?.input,
    state: stateOf(view, call, source.runId, attached),
    ...(attached.result && { output: attached.result.output }),
  };
  if (attached.progress.length === 0) return content;
  return {
    ...content,
    progress: accumulator ? fold(accumulator, attached.progress) : attached.progress,
  };
}
