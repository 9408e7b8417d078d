import type { ContentPart } from "../../core/graph/GraphEvent.js";
import type { Message } from "../../core/projections/messages/Message.js";

/** A content part of an OpenAI Chat Completions user message. */
export type OpenAIContentPart =
  | { type: "text"; text: string }
  | { type: "image_url"; image_url: { url: string } };

/** One message of an OpenAI Chat Completions request. */
export type OpenAIMessage =
  | { role: "system"; content: string }
  | { role: "user"; content: string | OpenAIContentPart[] }
  | {
      role: "assistant";
      content: string | null;
      tool_calls?: {
        id: string;
        type: "function";
        function: { name: string; arguments: string };
      }[];
    }
  | { role: "tool"; tool_call_id: string; content: string };

function partOf(part: ContentPart): OpenAIContentPart {
  if (part.type === "text" && typeof part.text === "string")
    return { type: "text", text: part.text };
  const source = part.source as { url?: unknown } | undefined;
  const url =
    typeof part.url === "string"
      ? part.url
      : typeof source?.url === "string"
        ? source.url
        : undefined;
  if (part.type === "image" && url !== undefined) return { type: "image_url", image_url: { url } };
  return { type: "text", text: JSON.stringify(part) };
}

/** Tool arguments are a JSON object; any other input is wrapped as `{ value }`, as for Anthropic. */
function argumentsOf(input: unknown): string {
  const object =
    typeof input === "object" && input !== null && !Array.isArray(input) ? input : { value: input };
  try {
    return JSON.stringify(object);
  } catch {
    return JSON.stringify({ value: String(input) });
  }
}

/**
 * Turns messages into OpenAI Chat Completions messages: tool calls as `function` calls with
 * JSON-string arguments, results as `tool` messages. Reasoning is not sent, nor the tools a
 * provider ran itself (Chat Completions has no form for them).
 * @example
 * await openai.chat.completions.create({ model, messages: toOpenAIMessages(messages) });
 */
export function toOpenAIMessages(messages: readonly Message[]): OpenAIMessage[] {
  const result: OpenAIMessage[] = [];
  for (const message of messages) {
    const converted = openAIMessageOf(message);
    if (converted) result.push(converted);
  }
  return result;
}

/** One message in Chat Completions form; none for an assistant message of only tools another provider ran. */
function openAIMessageOf(message: Message): OpenAIMessage | undefined {
  switch (message.role) {
    case "system":
      return { role: "system", content: message.content };
    case "user":
      return {
        role: "user",
        content:
          typeof message.content === "string" ? message.content : message.content.map(partOf),
      };
    case "tool": {
      const content =
        typeof message.content === "string" ? message.content : JSON.stringify(message.content);
      return { role: "tool", tool_call_id: message.tool_call_id, content };
    }
    case "assistant": {
      const calls = (message.tool_calls ?? []).map((call) => ({
        id: call.id,
        type: "function" as const,
        function: { name: call.name, arguments: argumentsOf(call.input) },
      }));
      // An assistant message needs text or tool calls; empty text counts as none.
      const content = message.content === "" ? null : message.content;
      if (content === null && calls.length === 0) return undefined;
      return {
        role: "assistant",
        content,
        ...(calls.length > 0 && { tool_calls: calls }),
      };
    }
    default:
      return message satisfies never;
  }
}
