import type { BoundedText } from "../boundedJson.js";

/** Limits of a shown text. */
export interface TextLimits {
  readonly maxCharacters: number;
  readonly maxLines: number;
}

/** What is left of a text after cutting it to its limits. */
export interface CutText extends BoundedText {
  /** Which limit cut it, when one did. */
  readonly cutBy?: "characters" | "lines";
}

/**
 * The text up to `maxCharacters` characters and `maxLines` lines, scanning only that prefix.
 * @internal
 */
export function cutText({ text, complete }: BoundedText, limits: TextLimits): CutText {
  const prefix = text.length > limits.maxCharacters ? text.slice(0, limits.maxCharacters) : text;
  let lines = 1;
  for (let index = prefix.indexOf("\n"); index !== -1; index = prefix.indexOf("\n", index + 1)) {
    if (lines === limits.maxLines && index < prefix.length - 1) {
      return { text: prefix.slice(0, index), complete: false, cutBy: "lines" };
    }
    lines++;
  }
  return prefix.length < text.length || !complete
    ? { text: prefix, complete: false, cutBy: "characters" }
    : { text, complete: true };
}
