import type { RunInfo } from "../../graph/Graph.js";
import type { ReasoningNode, ToolCallNode, ToolResultNode } from "../../graph/Node.js";
import type { GraphView } from "../GraphView.js";
import type { AssistantPart, Message, MessageToolCall } from "./Message.js";

/** A message with the graph nodes it was made from. @internal */
export interface MessageEntry {
  readonly message: Message;
  readonly nodeIds: readonly string[];
}

/** How runs become messages. @internal */
export interface RunMessageOptions {
  readonly includeReasoning: boolean;
  readonly unanswered: "placeholder" | "drop";
}

interface Pending {
  text: string;
  reasoning: string;
  hasText: boolean;
  calls: ToolCallNode[];
  nodeIds: string[];
  /** The message's pieces in order; sent as `parts` once reasoning or a provider's tool is among them. */
  parts: AssistantPart[];
  detailed: boolean;
  /** A result of one of `calls` came: the model saw it, so a later call is a new message. */
  answered: boolean;
}

function newPending(): Pending {
  return {
    text: "",
    reasoning: "",
    hasText: false,
    calls: [],
    nodeIds: [],
    parts: [],
    detailed: false,
    answered: false,
  };
}

/** One memo per way of building messages, each keyed by run info. */
const memos = new Map<string, WeakMap<RunInfo, readonly MessageEntry[]>>();

/** The memo for a set of options; look it up once per projection, not once per run. @internal */
export function messageMemo(options: RunMessageOptions): WeakMap<RunInfo, readonly MessageEntry[]> {
  const key = `${options.includeReasoning}|${options.unanswered}`;
  let memo = memos.get(key);
  if (!memo) {
    memo = new WeakMap();
    memos.set(key, memo);
  }
  return memo;
}

function stringify(output: unknown): string {
  if (typeof output === "string") return output;
  if (output === undefined) return "";
  try {
    return JSON.stringify(output) ?? String(output);
  } catch {
    return String(output);
  }
}

function resultOf(view: GraphView, call: ToolCallNode): ToolResultNode | undefined {
  for (const id of view.attachmentsOf(call.id)) {
    const node = view.node(id);
    if (node?.kind === "tool_result" && !node.discarded) return node;
  }
  return undefined;
}

function answerOf(view: GraphView, call: ToolCallNode): MessageEntry | undefined {
  const result = resultOf(view, call);
  if (!result) return undefined;
  return {
    message: { role: "tool", tool_call_id: call.id, content: stringify(result.output) },
    nodeIds: [result.id],
  };
}

function reasoningPart(node: ReasoningNode): AssistantPart {
  if (node.redactedData !== undefined)
    return { type: "redacted_reasoning", data: node.redactedData };
  return node.signature === undefined
    ? { type: "reasoning", text: node.content }
    : { type: "reasoning", text: node.content, signature: node.signature };
}

/** The provider's own type and fields of a tool it ran, for the part that sends it back. */
function providerOf(node: ToolCallNode | ToolResultNode) {
  return {
    ...(node.providerType !== undefined && { providerType: node.providerType }),
    ...(node.providerFields !== undefined && { providerFields: node.providerFields }),
  };
}

/**
 * A tool the provider ran: its call and result go into the assistant message where they came,
 * and no tool message answers it. A call whose result never came is left out at `flush`, as
 * the provider would not accept it unanswered.
 */
function addServerCall(pending: Pending, call: ToolCallNode): void {
  const { id, name, input } = call;
  pending.parts.push({ type: "server_tool_call", id, name, input, ...providerOf(call) });
  pending.detailed = true;
  pending.nodeIds.push(id);
}

function addServerResult(pending: Pending, result: ToolResultNode): void {
  const { toolCallId, name, output } = result;
  pending.parts.push({
    type: "server_tool_result",
    toolCallId,
    name,
    output,
    ...providerOf(result),
  });
  pending.nodeIds.push(result.id);
}

/**
 * The parts sent: without the dropped calls, nor the provider-run calls that have no result
 * among them (their ids join `dropped`, so that the message does not name their nodes).
 */
function keptParts(parts: readonly AssistantPart[], dropped: Set<string>): AssistantPart[] {
  const answered = new Set<string>();
  for (const part of parts) if (part.type === "server_tool_result") answered.add(part.toolCallId);
  for (const part of parts)
    if (part.type === "server_tool_call" && !answered.has(part.id)) dropped.add(part.id);
  return parts.filter(
    (part) =>
      (part.type !== "tool_call" && part.type !== "server_tool_call") || !dropped.has(part.id),
  );
}

function placeholder(view: GraphView, call: ToolCallNode): MessageEntry {
  const denied = view.attachmentsOf(call.id).some((id) => {
    const node = view.node(id);
    return node?.kind === "relay" && node.decision === "deny" && !node.discarded;
  });
  const content = denied
    ? "The user denied permission for this tool call."
    : "This tool call did not complete.";
  return { message: { role: "tool", tool_call_id: call.id, content }, nodeIds: [] };
}

function flush(
  view: GraphView,
  pending: Pending,
  options: RunMessageOptions,
  into: MessageEntry[],
): void {
  const answers = pending.calls.map((call) => answerOf(view, call));
  const calls =
    options.unanswered === "drop"
      ? pending.calls.filter((_, index) => answers[index])
      : pending.calls;
  const dropped = new Set(
    pending.calls.filter((call) => !calls.includes(call)).map((call) => call.id),
  );
  const parts = pending.detailed ? keptParts(pending.parts, dropped) : undefined;
  const serverTools = parts?.some((part) => part.type === "server_tool_call") ?? false;
  // Reasoning alone is no valid assistant message for any API: it goes with text or calls.
  if (!pending.hasText && calls.length === 0 && !serverTools) return;
  const toolCalls: MessageToolCall[] = calls.map((call) => ({
    id: call.id,
    name: call.name,
    input: call.input,
  }));
  const message: Message = {
    role: "assistant",
    content: pending.hasText ? pending.text : null,
    ...(toolCalls.length > 0 && { tool_calls: toolCalls }),
    ...(pending.reasoning !== "" && { reasoning: pending.reasoning }),
    ...(parts && { parts }),
  };
  into.push({ message, nodeIds: pending.nodeIds.filter((id) => !dropped.has(id)) });
  pending.calls.forEach((call, index) => {
    const answer = answers[index];
    if (answer) into.push(answer);
    else if (options.unanswered === "placeholder") into.push(placeholder(view, call));
  });
}

function build(view: GraphView, runId: string, options: RunMessageOptions): MessageEntry[] {
  const entries: MessageEntry[] = [];
  let pending: Pending | undefined;
  const open = (): Pending => {
    if (pending && pending.calls.length === 0) return pending;
    if (pending) flush(view, pending, options, entries);
    pending = newPending();
    return pending;
  };
  for (const id of view.nodesOf(runId)) {
    const node = view.node(id);
    // A discarded node makes no message. The result of a discarded call still closes the
    // message before it, as `RunTallies` counts it without looking the call up.
    if (node?.discarded) continue;
    if (node?.kind === "user") {
      if (pending) flush(view, pending, options, entries);
      pending = undefined;
      entries.push({ message: { role: "user", content: node.content }, nodeIds: [id] });
    } else if (node?.kind === "text") {
      const target = open();
      target.text += node.content;
      target.hasText = true;
      target.nodeIds.push(id);
      target.parts.push({ type: "text", text: node.content });
    } else if (node?.kind === "reasoning" && options.includeReasoning) {
      const target = open();
      target.reasoning += node.content;
      target.nodeIds.push(id);
      target.parts.push(reasoningPart(node));
      target.detailed = true;
    } else if (node?.kind === "tool_call" && node.providerExecuted) {
      addServerCall(open(), node);
    } else if (node?.kind === "tool_result" && node.providerExecuted) {
      if (
        pending?.parts.some(
          (part) => part.type === "server_tool_call" && part.id === node.toolCallId,
        )
      )
        addServerResult(pending, node);
    } else if (node?.kind === "tool_call") {
      if (pending?.answered) flush(view, pending, options, entries);
      if (!pending || pending.answered) pending = newPending();
      pending.calls.push(node);
      pending.nodeIds.push(id);
      pending.parts.push({ type: "tool_call", id, name: node.name, input: node.input });
    } else if (node?.kind === "tool_result" && pending && pending.calls.length > 0) {
      // As `RunTallies` counts it: the model saw a result, so its next call is a new message.
      pending.answered = true;
    }
  }
  if (pending) flush(view, pending, options, entries);
  return entries;
}

/**
 * The messages one run contributes: text and the tool calls after it as one assistant
 * message, each call answered right after by its result or a placeholder; discarded nodes
 * are left out, and a discarded call is neither sent nor answered. Reused while the
 * run's `RunInfo` is the same.
 * @internal
 */
export function runMessages(
  view: GraphView,
  runId: string,
  options: RunMessageOptions,
  memo: WeakMap<RunInfo, readonly MessageEntry[]> = messageMemo(options),
): readonly MessageEntry[] {
  const run = view.run(runId);
  const cached = run && memo.get(run);
  if (cached) return cached;
  const entries = build(view, runId, options);
  freezeEntries(entries);
  if (run) memo.set(run, entries);
  return entries;
}

/**
 * Freezes what the projection made, so that a caller changing a message it was given cannot
 * reach the memo; a user message's content parts are the graph's own and stay as they are.
 */
function freezeEntries(entries: MessageEntry[]): void {
  for (const entry of entries) {
    const { message } = entry;
    if (message.role === "assistant") {
      for (const call of message.tool_calls ?? []) Object.freeze(call);
      for (const part of message.parts ?? []) Object.freeze(part);
      if (message.tool_calls) Object.freeze(message.tool_calls);
      if (message.parts) Object.freeze(message.parts);
    }
    Object.freeze(message);
    Object.freeze(entry.nodeIds);
    Object.freeze(entry);
  }
  Object.freeze(entries);
}
