import type { AnthropicRequest } from "../src/adapters/index.js";
import type { Message } from "../src/index.js";

/**
 * What makes a message list invalid for the big chat APIs; empty when it is valid. Each
 * assistant tool call must be answered by exactly one tool message in the run of tool
 * messages right after it, and no tool message may stand anywhere else.
 */
export function apiProblems(messages: readonly Message[]): string[] {
  const problems: string[] = [];
  const seenCalls = new Set<string>();
  for (let index = 0; index < messages.length; index++) {
    const message = messages[index] as Message;
    if (message.role === "tool") {
      problems.push(
        `message ${index}: tool message for ${message.tool_call_id} without a call before it`,
      );
      continue;
    }
    if (message.role !== "assistant") continue;
    const calls = message.tool_calls ?? [];
    if (message.content === null && calls.length === 0)
      problems.push(`message ${index}: empty assistant message`);
    const pending = new Set<string>();
    for (const call of calls) {
      if (seenCalls.has(call.id) || pending.has(call.id))
        problems.push(`message ${index}: tool call ${call.id} repeated`);
      pending.add(call.id);
      seenCalls.add(call.id);
    }
    let next = index + 1;
    for (; next < messages.length && messages[next]?.role === "tool"; next++) {
      const answer = messages[next] as Extract<Message, { role: "tool" }>;
      if (!pending.delete(answer.tool_call_id))
        problems.push(`message ${next}: tool message ${answer.tool_call_id} answers no open call`);
    }
    for (const id of pending) problems.push(`message ${index}: tool call ${id} unanswered`);
    index = next - 1;
  }
  return problems;
}

/** What makes an Anthropic request invalid: roles must alternate and every tool_use be answered in the next turn. */
export function anthropicProblems(request: AnthropicRequest): string[] {
  const problems: string[] = [];
  request.messages.forEach((message, index) => {
    const previous = request.messages[index - 1];
    if (previous?.role === message.role)
      problems.push(`message ${index}: two ${message.role} turns in a row`);
    if (message.content.length === 0) problems.push(`message ${index}: no content`);
    const uses = message.content.flatMap((block) => (block.type === "tool_use" ? [block.id] : []));
    if (uses.length === 0) return;
    const answered = new Set(
      (request.messages[index + 1]?.content ?? []).flatMap((block) =>
        block.type === "tool_result" ? [block.tool_use_id] : [],
      ),
    );
    for (const id of uses)
      if (!answered.has(id))
        problems.push(`message ${index}: tool_use ${id} not answered in the next turn`);
  });
  return problems;
}
