import type { Message } from "../../projections/messages/Message.js";
import type { MessageEntry } from "../../projections/messages/runMessages.js";
import type { HistoryKinds } from "./RunTallies.js";

/** Messages kept or dropped together: an assistant message with all its tool results, or one message. @internal */
export interface ContextGroup {
  readonly entries: readonly MessageEntry[];
  /** A user message begins a turn. */
  readonly startsTurn: boolean;
}

function withoutTools(entry: MessageEntry, keepText: boolean): MessageEntry | undefined {
  const { message } = entry;
  if (message.role === "tool") return undefined;
  if (message.role !== "assistant") return keepText ? entry : undefined;
  const content = keepText ? message.content : null;
  if (content === null) return undefined;
  const { tool_calls: _calls, parts, ...rest } = message;
  const calls = new Set((message.tool_calls ?? []).map((call) => call.id));
  const kept = parts?.filter((part) => part.type === "text" || part.type.endsWith("reasoning"));
  return {
    message: { ...rest, content, ...(kept && { parts: kept }) },
    nodeIds: entry.nodeIds.filter((id) => !calls.has(id)),
  };
}

function withoutText(message: Extract<Message, { role: "assistant" }>): Message {
  const { parts, ...rest } = message;
  const kept = parts?.filter((part) => part.type !== "text");
  return { ...rest, content: null, ...(kept && { parts: kept }) };
}

/** Keeps the kinds a policy includes; tool calls and their results go together or not at all. @internal */
export function filterKinds(
  entries: readonly MessageEntry[],
  kinds: HistoryKinds,
): readonly MessageEntry[] {
  const keepText = kinds.text;
  const keepTools = kinds.tools;
  if (keepText && keepTools) return entries;
  const kept: MessageEntry[] = [];
  for (const entry of entries) {
    const role = entry.message.role;
    if (keepTools) {
      const dropText =
        !keepText && (role === "user" || (role === "assistant" && !entry.message.tool_calls));
      if (dropText) continue;
      const message = entry.message as Extract<Message, { role: "assistant" }>;
      kept.push(
        role === "assistant" && !keepText ? { ...entry, message: withoutText(message) } : entry,
      );
      continue;
    }
    const stripped = withoutTools(entry, keepText);
    if (stripped) kept.push(stripped);
  }
  return kept;
}

/** Splits history into atomic groups. @internal */
export function groupHistory(entries: readonly MessageEntry[]): ContextGroup[] {
  const groups: ContextGroup[] = [];
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index] as MessageEntry;
    const group: MessageEntry[] = [entry];
    if (entry.message.role === "assistant" && entry.message.tool_calls) {
      while (entries[index + 1]?.message.role === "tool")
        group.push(entries[++index] as MessageEntry);
    }
    groups.push({ entries: group, startsTurn: entry.message.role === "user" });
  }
  return groups;
}
