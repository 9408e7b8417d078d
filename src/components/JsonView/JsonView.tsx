import { useCallback } from "react";
import { boundedJson } from "../boundedJson.js";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { TruncatedText } from "../TruncatedText/TruncatedText.js";

/** Props of {@link JsonView}. */
export interface JsonViewProps {
  /** Any value: JSON-like data, BigInts, cycles, `undefined`. */
  readonly value: unknown;
  /** Characters shown before "Show all". @default 20000 */
  readonly maxCharacters?: number;
  /** Lines shown before "Show all". @default 200 */
  readonly maxLines?: number;
  /** Labels over the provider's (or the defaults). */
  readonly labels?: Partial<ThreadlineLabels> | undefined;
  /** Extra class names for the root element, after `tl-json-view`. */
  readonly className?: string;
}

/**
 * A value as pretty JSON, built only as far as it is shown: a 10 MB value costs its first
 * 20 000 characters until "Show all"; BigInts, cycles and `undefined` never throw.
 * @example
 * ```tsx
 * <JsonView value={toolCall.input} maxLines={40} />
 * ```
 */
export function JsonView({ value, maxCharacters, maxLines, labels, className }: JsonViewProps) {
  const text = useCallback(
    (limit: number) => boundedJson(value, { maxCharacters: limit }),
    [value],
  );
  return (
    <TruncatedText
      text={text}
      labels={labels}
      className={className ? `tl-json-view ${className}` : "tl-json-view"}
      {...(maxCharacters !== undefined && { maxCharacters })}
      {...(maxLines !== undefined && { maxLines })}
    />
  );
}
