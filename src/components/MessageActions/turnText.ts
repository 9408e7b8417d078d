import type { ContentPart } from "../../core/graph/GraphEvent.js";
import type { Turn } from "../../core/projections/groupTurns.js";
import type { ViewNode } from "../../core/projections/ViewNode.js";

function userText(content: string | readonly ContentPart[]): string[] {
  if (typeof content === "string") return [content];
  return content.flatMap((part) =>
    part.type === "text" && typeof part.text === "string" ? [part.text] : [],
  );
}

function partTexts(part: ViewNode): string[] {
  const { content } = part;
  if (content.kind === "user") return userText(content.content);
  if (content.kind === "text") return [content.text];
  return [];
}

/** Drops the blank lines before a text and the white space after it. */
const trimmed = (text: string) => text.replace(/^(?:[ \t]*\r?\n)+/, "").trimEnd();

/**
 * A message part's text as `turnText` gives it: a user message's text, or an answer's
 * markdown; `""` for any other part.
 * @internal
 */
export function partText(part: ViewNode): string {
  return partTexts(part)
    .map(trimmed)
    .filter((text) => text !== "")
    .join("\n\n");
}

/**
 * What Copy puts on the clipboard for a turn: its markdown as written. A user turn gives its
 * text (a string, or the `text` parts of its content; images and files are left out); an
 * assistant turn gives its answer, the text parts joined by a blank line. Reasoning, tool
 * calls, permission requests, errors and summaries are left out: they are how the answer was
 * made, not the answer. Blank lines around each piece are dropped; `""` when there is no text.
 * @example
 * await navigator.clipboard.writeText(turnText(turn));
 */
export function turnText(turn: Turn): string {
  return turn.parts
    .flatMap(partTexts)
    .map(trimmed)
    .filter((text) => text !== "")
    .join("\n\n");
}

/** Whether `turnText(turn)` has anything to copy, without building the text. @internal */
export function hasTurnText(turn: Turn): boolean {
  return turn.parts.some((part) => partTexts(part).some((text) => text.trim() !== ""));
}
