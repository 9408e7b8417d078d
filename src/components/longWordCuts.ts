/** Runs of non-space characters at least this long get break opportunities of their own. */
const LONG_RUN = 200;
/** Characters between two break opportunities inside a long run. */
const SPACING = 8;
const longRun = new RegExp(`\\S{${LONG_RUN},}`, "g");
/** Characters a cut must not come before: marks, joiners, selectors, a pair's low half. */
const continues = /^(?:\p{M}|\u200d|[\ufe00-\ufe0f]|[\udc00-\udfff])$/u;

/**
 * Where to offer the browser a line break inside `text`: every few characters of each run
 * of 200 or more non-space characters, never inside a surrogate pair or before a combining
 * mark, joiner or variation selector. Chromium lays out one unbroken 20 000-character word
 * under `overflow-wrap: anywhere` in seconds, because it shapes the rest of the word again
 * at every line; with a break opportunity every 8 characters it takes milliseconds. Empty
 * when there is nothing to cut, which is the common case and costs one regex scan.
 * @internal
 */
export function longWordCuts(text: string): number[] {
  const cuts: number[] = [];
  longRun.lastIndex = 0;
  for (let match = longRun.exec(text); match !== null; match = longRun.exec(text)) {
    const end = match.index + match[0].length;
    let cut = match.index + SPACING;
    while (cut < end) {
      while (cut < end && (continues.test(text[cut] ?? "") || text[cut - 1] === "\u200d")) cut++;
      if (cut >= end) break;
      cuts.push(cut);
      cut += SPACING;
    }
  }
  return cuts;
}

/**
 * `text` as the pieces between its {@link longWordCuts}; one piece when there are none.
 * @internal
 */
export function longWordPieces(text: string): string[] {
  const cuts = longWordCuts(text);
  if (cuts.length === 0) return [text];
  const pieces: string[] = [];
  let start = 0;
  for (const cut of cuts) {
    pieces.push(text.slice(start, cut));
    start = cut;
  }
  pieces.push(text.slice(start));
  return pieces;
}
