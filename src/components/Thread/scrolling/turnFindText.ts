import type { Turn } from "../../../core/projections/groupTurns.js";
import type { ViewNode } from "../../../core/projections/ViewNode.js";
import { partText } from "../../MessageActions/turnText.js";
import { toolInputSummary } from "../../ToolCall/toolInputSummary.js";

function partFindText(part: ViewNode): string | undefined {
  const { content } = part;
  switch (content.kind) {
    case "user":
    case "text":
      return partText(part);
    case "tool_call": {
      const summary = toolInputSummary(content.name, content.input);
      return summary === "" ? content.name : `${content.name} ${summary}`;
    }
    case "error":
      return content.message;
    case "summary":
      return content.text;
    default:
      return undefined;
  }
}

const cache = new WeakMap<Turn, string>();

/**
 * The text the browser's find looks through for a turn the thread has not drawn: what the
 * drawn turn shows with its tool calls closed, in its order: each message (the markdown as
 * written), tool call line (name and input summary), error and summary. Reasoning and the
 * insides of tool calls and subagents are left out, as a closed turn does not show them.
 * Turns are immutable, so the text is kept per turn.
 * @internal
 */
export function turnFindText(turn: Turn): string {
  const known = cache.get(turn);
  if (known !== undefined) return known;
  const lines = turn.parts.flatMap((part) => {
    const line = partFindText(part);
    return line === undefined || line === "" ? [] : [line];
  });
  const text = lines.join("\n");
  cache.set(turn, text);
  return text;
}
