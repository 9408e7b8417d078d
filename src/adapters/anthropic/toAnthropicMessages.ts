import type { ContentPart } from "../../core/graph/GraphEvent.js";
import type { AssistantPart, Message } from "../../core/projections/messages/Message.js";

/** A content block of an Anthropic Messages request. */
export type AnthropicBlock =
  | { type: "text"; text: string }
  | { type: "thinking"; thinking: string; signature: string }
  | { type: "redacted_thinking"; data: string }
  | { type: "tool_use"; id: string; name: string; input: Record<string, unknown> }
  | AnthropicRelayedBlock
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

/**
 * A block of a tool Anthropic ran (`server_tool_use`, then `web_search_tool_result`,
 * `code_execution_tool_result`…), sent back as the stream gave it: its input and content are
 * Anthropic's own, not checked here.
 */
export type AnthropicRelayedBlock =
  | {
      type: `${string}_tool_use`;
      id: string;
      name: string;
      input: Record<string, unknown>;
      [field: string]: unknown;
    }
  | {
      type: `${string}_tool_result`;
      tool_use_id: string;
      content: unknown;
      [field: string]: unknown;
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

function inputOf(input: unknown): Record<string, unknown> {
  return isRecord(input) ? input : { value: input };
}

function partBlocks(part: AssistantPart): AnthropicBlock[] {
  switch (part.type) {
    case "text":
      return part.text === "" ? [] : [{ type: "text", text: part.text }];
    case "reasoning":
      // Anthropic takes back only reasoning it signed; unsigned reasoning is left out.
      return part.signature === undefined || part.signature === ""
        ? []
        : [{ type: "thinking", thinking: part.text, signature: part.signature }];
    case "redacted_reasoning":
      return [{ type: "redacted_thinking", data: part.data }];
    case "tool_call":
      return [{ type: "tool_use", id: part.id, name: part.name, input: inputOf(part.input) }];
    case "server_tool_call": {
      const type = part.providerType?.endsWith("_tool_use")
        ? (part.providerType as `${string}_tool_use`)
        : "server_tool_use";
      const { id, name } = part;
      return [{ ...part.providerFields, type, id, name, input: inputOf(part.input) }];
    }
    case "server_tool_result": {
      const type = part.providerType?.endsWith("_tool_result")
        ? (part.providerType as `${string}_tool_result`)
        : (`${part.name}_tool_result` as const);
      return [{ ...part.providerFields, type, tool_use_id: part.toolCallId, content: part.output }];
    }
    default:
      return part satisfies never;
  }
}

function isReasoning(block: AnthropicBlock): boolean {
  return block.type === "thinking" || block.type === "redacted_thinking";
}

/** An assistant message's blocks, its reasoning first as Anthropic requires. */
function assistantBlocks(message: Extract<Message, { role: "assistant" }>): AnthropicBlock[] {
  if (message.parts) {
    const blocks = message.parts.flatMap(partBlocks);
    return [...blocks.filter(isReasoning), ...blocks.filter((block) => !isReasoning(block))];
  }
  const blocks: AnthropicBlock[] = [];
  if (message.content) blocks.push({ type: "text", text: message.content });
  for (const call of message.tool_calls ?? [])
    blocks.push({ type: "tool_use", id: call.id, name: call.name, input: inputOf(call.input) });
  return blocks;
}

function blocksOf(message: Exclude<Message, { role: "system" }>): AnthropicBlock[] {
  switch (message.role) {
    case "user":
      if (typeof message.content !== "string") return message.content.map(partBlock);
      return message.content === "" ? [] : [{ type: "text", text: message.content }];
    case "tool":
      return [
        {
          type: "tool_result",
          tool_use_id: message.tool_call_id,
          content: textOf(message.content),
        },
      ];
    case "assistant":
      return assistantBlocks(message);
    default:
      return message satisfies never;
  }
}

/**
 * Turns messages into an Anthropic Messages request: system text apart, tool calls as
 * `tool_use` blocks, results as `tool_result` blocks in a user turn, consecutive messages of
 * one role merged so roles alternate. With `parts` (from `projectMessages` with
 * `includeReasoning`, or tools Anthropic ran), the assistant blocks are sent as they came:
 * signed `thinking` and `redacted_thinking` byte for byte and first, `server_tool_use` with
 * its result block in the same turn. Reasoning with no signature is left out, as Anthropic
 * rejects thinking it did not sign. Text blocks of only whitespace are left out, and a final
 * assistant turn loses its trailing whitespace, as Anthropic requires.
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
    // Anthropic rejects text blocks with no text but whitespace.
    const blocks = blocksOf(message).filter(
      (block) => block.type !== "text" || block.text.trim() !== "",
    );
    if (blocks.length === 0) continue;
    const last = result.at(-1);
    if (last?.role === role) last.content.push(...blocks);
    else result.push({ role, content: blocks });
  }
  trimFinalAssistant(result);
  return system === "" ? { messages: result } : { system, messages: result };
}

/** A final assistant turn is continued by the model, and Anthropic rejects one that ends in whitespace. */
function trimFinalAssistant(messages: AnthropicMessage[]): void {
  const last = messages.at(-1);
  const block = last?.role === "assistant" ? last.content.at(-1) : undefined;
  if (block?.type === "text") block.text = block.text.trimEnd();
}
