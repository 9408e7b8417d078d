import { useContext, useMemo } from "react";
import { LabelsContext } from "./LabelsProvider.js";
import type { ThreadlineLabels } from "./ThreadlineLabels.js";

/**
 * The labels a component shows: its own `labels` prop over the nearest `LabelsProvider`'s
 * (or `defaultLabels`). Pass the prop straight through; the result is stable while neither
 * changes.
 * @example
 * const labels = useLabels(props.labels);
 * return <button aria-label={labels.copy}>…</button>;
 */
export function useLabels(own?: Partial<ThreadlineLabels> | undefined): ThreadlineLabels {
  const { labels } = useContext(LabelsContext);
  return useMemo(() => (own ? { ...labels, ...own } : labels), [labels, own]);
}
