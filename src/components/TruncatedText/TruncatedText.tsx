import { useMemo, useState } from "react";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useFormatters } from "../labels/useFormatters.js";
import { useLabels } from "../labels/useLabels.js";
import { type CutText, cutText } from "./cutText.js";

/** Props of {@link TruncatedText}. */
export interface TruncatedTextProps {
  /**
   * The text, or a function that builds its first `maxCharacters` characters (for text that is
   * costly to build whole, such as the JSON of a huge value); `Infinity` asks for all of it.
   */
  readonly text:
    | string
    | ((maxCharacters: number) => { readonly text: string; readonly complete: boolean });
  /** Characters shown before "Show all". @default 20000 */
  readonly maxCharacters?: number;
  /** Lines shown before "Show all". @default 200 */
  readonly maxLines?: number;
  /** Labels over the provider's (or the defaults). */
  readonly labels?: Partial<ThreadlineLabels> | undefined;
  /** Extra class names for the root element, after `tl-truncated-text`. */
  readonly className?: string;
}

/** Whether the text is shown whole, cut, or whole after "Show all". */
type TruncationState = "whole" | "truncated" | "expanded";

/**
 * Preformatted text that puts at most `maxCharacters` characters and `maxLines` lines into
 * the page, with a "Show all" button for the rest: a 10 MB tool output costs what its
 * first screenfuls cost.
 * @example
 * ```tsx
 * <TruncatedText text={buildLog} maxLines={50} />
 * ```
 */
export function TruncatedText({
  text,
  maxCharacters = 20_000,
  maxLines = 200,
  labels,
  className,
}: TruncatedTextProps) {
  const words = useLabels(labels);
  const format = useFormatters();
  const [expanded, setExpanded] = useState(false);
  const shown = useMemo<CutText>(() => {
    if (expanded) return typeof text === "string" ? { text, complete: true } : text(Infinity);
    const prefix = typeof text === "string" ? { text, complete: true } : text(maxCharacters);
    return cutText(prefix, { maxCharacters, maxLines });
  }, [text, expanded, maxCharacters, maxLines]);
  const state: TruncationState = expanded ? "expanded" : shown.complete ? "whole" : "truncated";
  const total = typeof text === "string" ? text.length : undefined;
  const note =
    shown.cutBy === "lines"
      ? words.truncatedShownLines(maxLines, format.count(maxLines))
      : words.truncatedShownCharacters(
          shown.text.length,
          total,
          format.count(shown.text.length),
          total === undefined ? undefined : format.count(total),
        );
  return (
    <div
      className={className ? `tl-truncated-text ${className}` : "tl-truncated-text"}
      data-state={state}
    >
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
      <pre className="tl-truncated-text__text" tabIndex={0}>
        {shown.text}
      </pre>
      {state === "whole" ? null : (
        <p className="tl-truncated-text__note">
          {state === "truncated" ? <span>{note} </span> : null}
          <button
            type="button"
            className="tl-truncated-text__toggle"
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? words.truncatedShowLess : words.truncatedShowAll}
          </button>
        </p>
      )}
    </div>
  );
}
