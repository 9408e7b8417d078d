/** A run of consecutive turns the find index keeps as one hidden element. @internal */
export interface FindChunk {
  /** Index of its first turn. */
  readonly from: number;
  /** Index of its last turn (inclusive). */
  readonly to: number;
}

/** The fewest turns in one chunk; a longer thread has longer chunks, not more of them. */
const MIN_CHUNK_TURNS = 50;
/** About how many chunks a whole thread is cut into, however long it is. */
const CHUNKS = 40;

/** How many turns go in one chunk of a thread of `count` turns. @internal */
export function chunkTurns(count: number): number {
  return Math.max(MIN_CHUNK_TURNS, Math.ceil(count / CHUNKS));
}

/**
 * The chunks of the find index: every turn of `count` outside the drawn window `first`..`last`
 * (inclusive; none drawn when `first > last`), in order, cut at fixed boundaries so that a
 * chunk away from the window keeps its bounds (and its element) while the window moves. The
 * window splits at most the one or two chunks it touches.
 * @example
 * findIndexChunks(200, 120, 130, 50) // [{0,49}, {50,99}, {100,119}, {131,149}, {150,199}]
 * @internal
 */
export function findIndexChunks(
  count: number,
  first: number,
  last: number,
  size: number = chunkTurns(count),
): FindChunk[] {
  const chunks: FindChunk[] = [];
  const push = (from: number, to: number) => {
    if (from <= to) chunks.push({ from, to });
  };
  for (let start = 0; start < count; start += size) {
    const end = Math.min(count, start + size) - 1;
    if (first > last || end < first || start > last) push(start, end);
    else {
      push(start, first - 1);
      push(last + 1, end);
    }
  }
  return chunks;
}

/** Where each turn's text starts in a chunk's text, and the text. @internal */
export interface ChunkText {
  readonly text: string;
  /** `starts[k]` is where the text of the chunk's k-th turn starts. */
  readonly starts: readonly number[];
}

/** The text of a chunk: each turn's text in order, a blank line between two. @internal */
export function chunkText(texts: readonly string[]): ChunkText {
  const starts: number[] = [];
  let text = "";
  for (const piece of texts) {
    if (starts.length > 0) text += "\n\n";
    starts.push(text.length);
    text += piece;
  }
  return { text, starts };
}

/**
 * Which of a chunk's turns holds `offset` of its text, and how far into that turn's text it
 * is (0 to 1). An offset in the blank line between two turns counts for the earlier one.
 * @internal
 */
export function turnAtOffset(
  chunk: ChunkText,
  offset: number,
): { readonly turn: number; readonly fraction: number } {
  const { starts, text } = chunk;
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] as number) <= offset) low = middle;
    else high = middle - 1;
  }
  const start = starts[low] ?? 0;
  const end = low + 1 < starts.length ? (starts[low + 1] as number) - 2 : text.length;
  const length = end - start;
  const fraction = length > 0 ? Math.min(1, Math.max(0, (offset - start) / length)) : 0;
  return { turn: low, fraction };
}
