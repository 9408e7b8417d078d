import type { ContentPart, TokenUsage } from "../../graph/GraphEvent.js";
import type { Node } from "../../graph/Node.js";

/** The longest label, ellipsis included. */
const LABEL_LENGTH = 40;

/** Whether a UTF-16 code unit is whitespace, as `\s` in a regular expression. */
function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** Markdown's marks that open a line: a heading's #s, a quote's >, a list item's bullet or number. */
const LINE_MARK = /^(?:#{1,6}|>+|[-*+]|\d{1,9}[.)])$/;
/** Words that are only markup wherever they stand: table pipes and rules, thematic breaks, fences. */
const MARKUP = /^(?:\|+|\|?(?::?-{3,}:?\|)+(?::?-{3,}:?)?|[-*_]{3,}|`{3,}[\w+-]*|~{3,}[\w+-]*)$/;

/**
 * A word of Markdown as it reads: emphasis, code and strike marks dropped, a link or image as
 * its text, and nothing for a word that is only markup (`lineStart`: where a line begins).
 */
function plainWord(word: string, lineStart: boolean): string {
  if (MARKUP.test(word) || (lineStart && LINE_MARK.test(word))) return "";
  return word.replace(/^!?\[|\]\([^)]*\)?|\*\*|__|~~|`/g, "").replace(/^[*_]+|[*_]+$/g, "");
}

/**
 * The start of `text` with whitespace runs as one space, read only up to one character past a
 * label; with `markdown`, its words as they read once rendered (see `plainWord`).
 */
function lineOf(text: string, length = LABEL_LENGTH, markdown = false): string {
  let line = "";
  let index = 0;
  let lineStart = true;
  while (index < text.length && line.length <= length) {
    const code = text.charCodeAt(index);
    if (isSpace(code)) {
      if (code === 0x0a) lineStart = true;
      index++;
      continue;
    }
    let end = index + 1;
    while (end < text.length && !isSpace(text.charCodeAt(end)) && end - index <= length) end++;
    const word = markdown ? plainWord(text.slice(index, end), lineStart) : text.slice(index, end);
    if (word !== "") line += line === "" ? word : ` ${word}`;
    lineStart = false;
    index = end;
  }
  return line;
}

function clip(line: string, length = LABEL_LENGTH): string {
  if (line.length <= length) return line;
  let cut = length - 1;
  const last = line.charCodeAt(cut - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut--;
  return `${line.slice(0, cut).trimEnd()}…`;
}

/**
 * The start of `text` on one line, whitespace runs as one space, at most `length` characters
 * with `…` when cut, and with `markdown`, as the rendered text reads (no emphasis marks,
 * heading #s, bullets, table pipes or link targets); any length of text costs the same.
 * @internal
 */
export function shortLabel(text: string, length = LABEL_LENGTH, markdown = false): string {
  return clip(lineOf(text, length, markdown), length);
}

/** A token count label, `in/out tokens`. @internal */
export function tokensLabel(usage: TokenUsage): string {
  return `${usage.inputTokens}/${usage.outputTokens} tokens`;
}

/** The label of several texts read as one, as folded text or the parts of a message. @internal */
export function joinedLabel(texts: Iterable<string>, markdown = false): string {
  let text = "";
  let line = "";
  for (const part of texts) {
    text += part;
    line = lineOf(text, LABEL_LENGTH, markdown);
    if (line.length > LABEL_LENGTH) break;
  }
  return clip(line);
}

function* partsText(parts: readonly ContentPart[]): Iterable<string> {
  for (const [index, part] of parts.entries()) {
    const words = typeof part.text === "string" ? part.text : `[${part.type}]`;
    yield index === 0 ? words : ` ${words}`;
  }
}

/** A short human label for one graph node. @internal */
export function dagLabel(node: Node): string {
  switch (node.kind) {
    case "text":
    case "reasoning":
    case "summary":
      return shortLabel(node.content, LABEL_LENGTH, true);
    case "user":
      return typeof node.content === "string"
        ? shortLabel(node.content)
        : joinedLabel(partsText(node.content));
    case "tool_call":
      return node.name;
    case "tool_result":
      return `${node.name} result`;
    case "tool_progress":
      return `${node.name} progress`;
    case "usage":
      return tokensLabel(node);
    case "relay":
      return `permission: ${node.tool}${node.decision === undefined ? "" : ` (${node.decision})`}`;
    case "error":
      return shortLabel(node.message);
    case "harness_start":
      return `${node.agentId} start`;
    case "harness_end":
      return `${node.agentId} end`;
    default:
      return node satisfies never;
  }
}
