import type { RelayDecision } from "../graph/GraphEvent.js";
import type { Node, ToolCallNode, ToolResultNode } from "../graph/Node.js";
import type { ProgressAccumulator } from "./accumulators.js";
import type { GraphView } from "./GraphView.js";
import type { ToolCallContent, ToolCallState, ViewStatus } from "./ViewNode.js";

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

/** What came for a tool call: its first result's output, its last relay's decision, its progress. @internal */
export interface ToolAttachments {
  hasResult: boolean;
  output: unknown;
  hasRelay: boolean;
  decision: RelayDecision | undefined;
  progress: unknown[] | undefined;
}

/** Nothing came yet. @internal */
export function noAttachments(): ToolAttachments {
  return {
    hasResult: false,
    output: undefined,
    hasRelay: false,
    decision: undefined,
    progress: undefined,
  };
}

/** Folds one attached node into what came for its call; a discarded one counts for nothing. @internal */
export function attach(attached: ToolAttachments, node: Node): void {
  if (node.discarded) return;
  if (node.kind === "tool_result") {
    if (attached.hasResult) return;
    attached.hasResult = true;
    attached.output = node.output;
  } else if (node.kind === "relay") {
    attached.hasRelay = true;
    attached.decision = node.decision;
  } else if (node.kind === "tool_progress") {
    if (attached.progress) attached.progress.push(node.content);
    else attached.progress = [node.content];
  }
}

/** What a tool call's view shows of the call itself (or of a result standing in for it). @internal */
export interface ToolSource {
  readonly toolCallId: string;
  readonly name: string;
  readonly input: unknown;
  readonly partial: boolean;
}

/** The parts of `source` a tool call's view shows. @internal */
export function toolSource(source: ToolCallNode | ToolResultNode): ToolSource {
  return source.kind === "tool_call"
    ? {
        toolCallId: source.id,
        name: source.name,
        input: source.input,
        partial: Boolean(source.partial),
      }
    : { toolCallId: source.toolCallId, name: source.name, input: undefined, partial: false };
}

function stateOf(
  source: ToolSource,
  runStatus: ViewStatus,
  attached: ToolAttachments,
): ToolCallState {
  if (attached.hasResult) return resultState(attached.output);
  if (attached.decision === "deny") return "denied";
  if (runStatus === "error") return "error";
  // A run may end while it waits for a decision (AG-UI interrupts, AI SDK approval requests):
  // the call still waits for the user, it has not failed.
  if (attached.hasRelay && attached.decision === undefined) return "awaiting_permission";
  if (runStatus === "complete") return "error";
  if (source.partial) return "pending";
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
 * The content of a tool call's view from its call (or the result standing in for it), what
 * came for it and the status of the source's run.
 * @internal
 */
export function toolContent(
  source: ToolSource,
  attached: ToolAttachments,
  runStatus: ViewStatus,
  accumulators: Readonly<Record<string, ProgressAccumulator<unknown>>>,
): ToolCallContent {
  const { toolCallId, name, input } = source;
  const state = stateOf(source, runStatus, attached);
  const { hasResult, output, progress } = attached;
  if (!progress) {
    return hasResult
      ? { kind: "tool_call", toolCallId, name, input, state, output }
      : { kind: "tool_call", toolCallId, name, input, state };
  }
  const accumulator = Object.hasOwn(accumulators, name) ? accumulators[name] : undefined;
  const folded = accumulator ? fold(accumulator, progress) : progress;
  return hasResult
    ? { kind: "tool_call", toolCallId, name, input, state, output, progress: folded }
    : { kind: "tool_call", toolCallId, name, input, state, progress: folded };
}

/**
 * The content of a tool call's view: the call, or a result whose call never arrived, with
 * its result, progress (folded by the tool's accumulator, else the raw list) and state.
 * `runStatus`, the status of the source's run, saves looking it up again.
 * @internal
 */
export function toolCallContent(
  view: GraphView,
  source: ToolCallNode | ToolResultNode,
  accumulators: Readonly<Record<string, ProgressAccumulator<unknown>>>,
  runStatus: ViewStatus = view.status(source.runId),
): ToolCallContent {
  const parts = toolSource(source);
  const attached = noAttachments();
  for (const id of view.attachmentsOf(parts.toolCallId)) {
    const node = view.node(id);
    if (node) attach(attached, node);
  }
  return toolContent(parts, attached, runStatus, accumulators);
}
