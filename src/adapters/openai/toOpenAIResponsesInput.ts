import type { ContentPart } from "../../core/graph/GraphEvent.js";
import type { AssistantPart, Message } from "../../core/projections/messages/Message.js";
import { PROVIDER_OUTPUT_ITEMS, PROVIDER_TOOL_ITEMS } from "./ResponsesProviderTools.js";

/** A content part of a Responses API input message. */
export type OpenAIResponsesInputContent =
  | { type: "input_text"; text: string }
  | { type: "input_image"; image_url: string; detail: "auto" };

/**
 * An output item of a tool OpenAI ran itself (`web_search_call`, `code_interpreter_call`…),
 * sent back as the stream gave it: its fields are OpenAI's own, not checked here.
 */
export interface OpenAIResponsesRelayedItem {
  type: `${string}_call` | `${string}_output`;
  id: string;
  [field: string]: unknown;
}

/** One input item of an OpenAI Responses API request. */
export type OpenAIResponsesInputItem =
  | { type: "message"; role: "system" | "user"; content: string | OpenAIResponsesInputContent[] }
  | { type: "message"; role: "assistant"; content: string }
  | { type: "function_call"; call_id: string; name: string; arguments: string }
  | { type: "function_call_output"; call_id: string; output: string }
  | OpenAIResponsesRelayedItem;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function contentOf(part: ContentPart): OpenAIResponsesInputContent {
  if (part.type === "text" && typeof part.text === "string")
    return { type: "input_text", text: part.text };
  const source = isRecord(part.source) ? part.source : {};
  const url = typeof part.url === "string" ? part.url : source.url;
  if (part.type === "image" && typeof url === "string")
    return { type: "input_image", image_url: url, detail: "auto" };
  return { type: "input_text", text: JSON.stringify(part) };
}

function argumentsOf(input: unknown): string {
  try {
    return JSON.stringify(isRecord(input) ? input : { value: input });
  } catch {
    return JSON.stringify({ value: String(input) });
  }
}

/** The items of a tool OpenAI ran, from its call and result parts; none for another provider's tool. */
function relayedItems(
  call: Extract<AssistantPart, { type: "server_tool_call" }>,
  result: Extract<AssistantPart, { type: "server_tool_result" }> | undefined,
): OpenAIResponsesRelayedItem[] {
  const type = call.providerType;
  if (type === undefined || !PROVIDER_TOOL_ITEMS.has(type)) return [];
  const input = isRecord(call.input) ? call.input : {};
  const output = isRecord(result?.output) ? result.output : {};
  const name = type === "mcp_call" ? { name: call.name } : {};
  const item = { ...input, ...name, type: type as `${string}_call`, id: call.id };
  const outputType = result?.providerType;
  if (outputType === undefined || !PROVIDER_OUTPUT_ITEMS.has(outputType))
    return [{ ...item, ...output }];
  const answer = { id: "", ...output, type: outputType as `${string}_output` };
  return [item, answer];
}

function assistantItems(
  message: Extract<Message, { role: "assistant" }>,
): OpenAIResponsesInputItem[] {
  const items: OpenAIResponsesInputItem[] = [];
  const parts = message.parts ?? [];
  for (const part of parts) {
    if (part.type !== "server_tool_call") continue;
    const result = parts.find(
      (other) => other.type === "server_tool_result" && other.toolCallId === part.id,
    ) as Extract<AssistantPart, { type: "server_tool_result" }> | undefined;
    items.push(...relayedItems(part, result));
  }
  if (message.content) items.push({ type: "message", role: "assistant", content: message.content });
  for (const call of message.tool_calls ?? [])
    items.push({
      type: "function_call",
      call_id: call.id,
      name: call.name,
      arguments: argumentsOf(call.input),
    });
  return items;
}

/**
 * Turns messages into the `input` items of an OpenAI Responses API request: text as messages,
 * tool calls as `function_call` items answered by `function_call_output` items, and the tools
 * OpenAI ran itself (web search, code interpreter…) as the items it sent. Reasoning is not sent.
 * @example
 * await openai.responses.create({ model, input: toOpenAIResponsesInput(projectMessages(graph)) });
 */
export function toOpenAIResponsesInput(messages: readonly Message[]): OpenAIResponsesInputItem[] {
  return messages.flatMap((message): OpenAIResponsesInputItem[] => {
    switch (message.role) {
      case "system":
        return [{ type: "message", role: "system", content: message.content }];
      case "user": {
        const { content } = message;
        return [
          {
            type: "message",
            role: "user",
            content: typeof content === "string" ? content : content.map(contentOf),
          },
        ];
      }
      case "tool": {
        const { content } = message;
        const output = typeof content === "string" ? content : JSON.stringify(content);
        return [{ type: "function_call_output", call_id: message.tool_call_id, output }];
      }
      case "assistant":
        return assistantItems(message);
      default:
        return message satisfies never;
    }
  });
}
