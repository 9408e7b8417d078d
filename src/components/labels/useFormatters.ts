import { useContext, useMemo } from "react";
import { type Formatters, formattersFor } from "./formattersFor.js";
import { LabelsContext } from "./LabelsProvider.js";

/**
 * Number, duration and date formatters in the locale of the nearest `LabelsProvider`
 * (`locale` wins when given, as a component's own prop does).
 * @example
 * const format = useFormatters();
 * return <time>{format.duration(node.durationMs)}</time>;
 */
export function useFormatters(locale?: string | undefined): Formatters {
  const context = useContext(LabelsContext);
  const chosen = locale ?? context.locale;
  return useMemo(() => formattersFor(chosen), [chosen]);
}
