/** Markdown cut at its block boundaries: the blocks that are finished and the open tail. */
export interface MarkdownBlocks {
  /** Blocks followed by a blank line outside fenced code; they no longer change. */
  readonly finished: readonly string[];
  /** Everything after the last finished block, including a fence still open. */
  readonly tail: string;
}

interface Fence {
  readonly marker: "`" | "~";
  readonly length: number;
}

const fenceLine = /^[ \t>]*(`{3,}|~{3,})(.*)$/;
const blankLine = /^[ \t]*$/;

function opensFence(line: string): Fence | undefined {
  const match = fenceLine.exec(line);
  const run = match?.[1];
  if (run === undefined) return undefined;
  const marker = run[0] === "`" ? "`" : "~";
  if (marker === "`" && match?.[2]?.includes("`")) return undefined;
  return { marker, length: run.length };
}

function closesFence(line: string, fence: Fence): boolean {
  const match = fenceLine.exec(line);
  const run = match?.[1];
  if (run === undefined || run[0] !== fence.marker || run.length < fence.length) return false;
  return blankLine.test(match?.[2] ?? "");
}

/**
 * Splits streamed markdown into finished blocks and the open tail.
 *
 * A block ends at a complete blank line outside fenced code; a fence that is still open
 * belongs to the tail. Constructs that span blank lines (loose lists, reference
 * definitions) are approximate here, which is why only streaming text is split.
 * @internal
 */
export function markdownBlocks(text: string): MarkdownBlocks {
  const finished: string[] = [];
  let blockStart = 0;
  let lineStart = 0;
  let fence: Fence | undefined;
  let hasContent = false;
  while (lineStart <= text.length) {
    const newline = text.indexOf("\n", lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    const line = text.slice(lineStart, lineEnd);
    if (fence) {
      if (closesFence(line, fence)) fence = undefined;
    } else if (blankLine.test(line)) {
      if (newline === -1) break;
      if (hasContent) finished.push(text.slice(blockStart, lineStart));
      hasContent = false;
      blockStart = lineEnd + 1;
    } else {
      fence = opensFence(line);
      hasContent = true;
    }
    lineStart = lineEnd + 1;
  }
  return { finished, tail: text.slice(blockStart) };
}
