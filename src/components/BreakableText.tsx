import { Fragment } from "react";
import { longWordPieces } from "./longWordCuts.js";

/**
 * Plain text with a `<wbr>` every few characters of its very long words, so that wrapping
 * a pasted token or a 200 000-character line takes milliseconds instead of freezing the
 * page. Copying the text gives it back unchanged. @internal
 */
export function BreakableText({ text }: { text: string }) {
  const pieces = longWordPieces(text);
  if (pieces.length === 1) return text;
  return pieces.map((piece, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}
