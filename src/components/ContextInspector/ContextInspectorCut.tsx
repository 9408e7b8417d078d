import { useState } from "react";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useFormatters } from "../labels/useFormatters.js";
import { useLabels } from "../labels/useLabels.js";

const MAX_IDS = 50;

/** Props of `ContextInspectorCut`. @internal */
export interface ContextInspectorCutProps {
  readonly excludedNodeIds: readonly string[];
  /** Whether a summary stands in for some of them. */
  readonly summaryUsed: boolean;
  readonly defaultOpen: boolean;
  readonly labels: Partial<ThreadlineLabels> | undefined;
}

/**
 * What was cut: how many graph nodes the context leaves out, and a disclosure listing the
 * first 50 of their ids with how many more there are.
 * @internal
 */
export function ContextInspectorCut({
  excludedNodeIds,
  summaryUsed,
  defaultOpen,
  labels,
}: ContextInspectorCutProps) {
  const text = useLabels(labels);
  const format = useFormatters();
  const [open, setOpen] = useState(defaultOpen);
  const count = excludedNodeIds.length;
  if (count === 0) {
    return <p className="tl-context-inspector__nothing-cut">{text.contextNothingCut}</p>;
  }
  const shown = excludedNodeIds.slice(0, MAX_IDS);
  return (
    <details
      className="tl-context-inspector__disclosure"
      data-section="excluded"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="tl-context-inspector__summary">
        {text.contextCut(count, format.count(count))}
      </summary>
      {open ? (
        <div className="tl-context-inspector__disclosure-body">
          {summaryUsed ? (
            <p className="tl-context-inspector__more">{text.contextCutIncludesSummarised}</p>
          ) : null}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls; the keyboard must reach it */}
          <div className="tl-context-inspector__scroller" tabIndex={0}>
            <ul className="tl-context-inspector__excluded" aria-label={text.contextCutList}>
              {shown.map((id) => (
                <li key={id}>
                  <code>{id}</code>
                </li>
              ))}
            </ul>
          </div>
          {count > shown.length ? (
            <p className="tl-context-inspector__more">
              {text.contextMoreCut(count - shown.length, format.count(count - shown.length))}
            </p>
          ) : null}
        </div>
      ) : null}
    </details>
  );
}
