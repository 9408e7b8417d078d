import type { ContentPart } from "../GraphEvent.js";
import type { Message } from "./Message.js";

/** A content block of an Anthropic Messages request. */
export type AnthropicBlock =
  | { type: "text"; text: string }
  | { type: "thinking"; thinking: string; signature: string }
  | { type: "tool_use"; id: string; name: string; input: Record<string, unknown> }
  | { type: "tool_result"; tool_use_id: string; content: string }
  | {
      type: "image";
      source:
        | { type: "url"; url: string }
        | {
            type: "base64";
            media_type: "image/jpeg" | "image/png" | "image/gif" | "image/webp";
            data: string;
          };
    };

/** One message of an Anthropic Messages request. */
export interface AnthropicMessage {
  role: "user" | "assistant";
  content: AnthropicBlock[];
}

/** The `system` and `messages` of an Anthropic Messages request. */
export interface AnthropicRequest {
  system?: string;
  messages: AnthropicMessage[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function partBlock(part: ContentPart): AnthropicBlock {
  if (part.type === "text" && typeof part.text === "string")
    return { type: "text", text: part.text };
  if (part.type === "image" && isRecord(part.source))
    return { type: "image", source: part.source as never };
  return { type: "text", text: JSON.stringify(part) };
}

function textOf(content: string | readonly ContentPart[]): string {
  return typeof content === "string"
    ? content
    : content
        .map((part) => (typeof part.text === "string" ? part.text : JSON.stringify(part)))
        .join("\n");
}

function blocksOf(message: Exclude<Message, { role: "system" }>): AnthropicBlock[] {
  switch (message.role) {
    case "user":
      return typeof message.content === "string"
        ? [{ type: "text", text: message.content }]
        : message.content.map(partBlock);
    case "tool":
      return [
        {
          type: "tool_result",
          tool_use_id: message.tool_call_id,
          content: textOf(message.content),
        },
      ];
    case "assistant": {
      const blocks: AnthropicBlock[] = [];
      if (message.reasoning)
        blocks.push({ type: "thinking", thinking: message.reasoning, signature: "" });
      if (message.content) blocks.push({ type: "text", text: message.content });
      for (const call of message.tool_calls ?? []) {
        const input = isRecord(call.input) ? call.input : { value: call.input };
        blocks.push({ type: "tool_use", id: call.id, name: call.name, input });
      }
      return blocks;
    }
    default:
      return message satisfies never;
  }
}

/**
 * Turns messages into an Anthropic Messages request: system text apart, tool calls as
 * `tool_use` blocks, results as `tool_result` blocks in a user turn, consecutive messages of
 * one role merged so roles alternate. Reasoning becomes `thinking` blocks with an empty
 * signature, which Anthropic accepts only where it does not check signatures.
 * @example
 * await client.messages.create({ model, max_tokens: 1024, ...toAnthropicMessages(messages, { system }) });
 */
export function toAnthropicMessages(
  messages: readonly Message[],
  options: { readonly system?: string } = {},
): AnthropicRequest {
  const system = [
    options.system,
    ...messages.flatMap((message) => (message.role === "system" ? [message.content] : [])),
  ]
    .filter((text): text is string => text !== undefined && text !== "")
    .join("\n\n");
  const result: AnthropicMessage[] = [];
  for (const message of messages) {
    if (message.role === "system") continue;
    const role = message.role === "assistant" ? "assistant" : "user";
    const blocks = blocksOf(message);
    if (blocks.length === 0) continue;
    const last = result.at(-1);
    if (last?.role === role) last.content.push(...blocks);
    else result.push({ role, content: blocks });
  }
  return system === "" ? { messages: result } : { system, messages: result };
}
