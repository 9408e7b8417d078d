import { type ReactNode, useId, useState } from "react";
import type { ViewNode } from "../core/projections/ViewNode.js";
import { BreakableText } from "./BreakableText.js";
import { formatCount } from "./formatCount.js";
import { SummaryOriginals } from "./SummaryOriginals.js";

/** Props of {@link SummaryBlock}. */
export interface SummaryBlockProps {
  /** A view node whose `content.kind` is `"summary"`; any other kind renders nothing. */
  readonly node: ViewNode;
  /** Renders the summarised view nodes once shown; by default one line per node. */
  readonly renderOriginals?: ((nodes: readonly ViewNode[]) => ReactNode) | undefined;
  /** Whether the originals start shown. @default false */
  readonly defaultExpanded?: boolean | undefined;
  /** Extra class names for the root element, after `tl-summary-block`. */
  readonly className?: string | undefined;
}

function titleOf(count: number): string {
  if (count === 0) return "Summary of earlier messages";
  return `Summary of ${formatCount(count)} earlier ${count === 1 ? "message" : "messages"}`;
}

const defaultRenderOriginals = (nodes: readonly ViewNode[]) => <SummaryOriginals nodes={nodes} />;

/**
 * Earlier messages folded into their summary, with a "Show originals" disclosure that
 * brings the summarised nodes back (they are never deleted, only folded).
 * @example
 * ```tsx
 * <SummaryBlock node={node} renderOriginals={(nodes) => <Thread nodes={nodes} />} />
 * ```
 */
export function SummaryBlock({
  node,
  renderOriginals = defaultRenderOriginals,
  defaultExpanded = false,
  className,
}: SummaryBlockProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const originalsId = useId();
  if (node.content.kind !== "summary") return null;
  const { text, covers, originals } = node.content;
  return (
    <div
      className={className ? `tl-summary-block ${className}` : "tl-summary-block"}
      data-state={expanded ? "expanded" : "collapsed"}
    >
      <p className="tl-summary-block__title">
        {titleOf(originals.length > 0 ? originals.length : covers.length)}
      </p>
      <p className="tl-summary-block__text">
        <BreakableText text={text} />
      </p>
      <button
        type="button"
        className="tl-summary-block__toggle"
        aria-expanded={expanded}
        aria-controls={originalsId}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? "Hide originals" : "Show originals"}
      </button>
      <div id={originalsId} className="tl-summary-block__originals" hidden={!expanded}>
        {expanded ? renderOriginals(originals) : null}
      </div>
    </div>
  );
}
