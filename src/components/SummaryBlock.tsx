import { type ComponentType, useId, useMemo, useState } from "react";
import type { ViewNode } from "../core/projections/ViewNode.js";
import { BreakableText } from "./BreakableText.js";
import { formatCount } from "./formatCount.js";
import { SummaryOriginals, type SummaryOriginalsProps } from "./SummaryOriginals.js";

/** The parts {@link SummaryBlock} renders, each replaceable through `components`. */
export interface SummaryBlockComponents {
  /** The summarised view nodes, rendered once shown. @default SummaryOriginals */
  readonly Originals: ComponentType<SummaryOriginalsProps>;
}

/** Props of {@link SummaryBlock}. */
export interface SummaryBlockProps {
  /** A view node whose `content.kind` is `"summary"`; any other kind renders nothing. */
  readonly node: ViewNode;
  /** Whether the originals start shown. @default false */
  readonly defaultExpanded?: boolean | undefined;
  /** Extra class names for the root element, after `tl-summary-block`. */
  readonly className?: string | undefined;
  /** Parts to use instead of the defaults. */
  readonly components?: Partial<SummaryBlockComponents> | undefined;
}

function titleOf(count: number): string {
  if (count === 0) return "Summary of earlier messages";
  return `Summary of ${formatCount(count)} earlier ${count === 1 ? "message" : "messages"}`;
}

const defaultComponents: SummaryBlockComponents = { Originals: SummaryOriginals };

/**
 * Earlier messages folded into their summary, with a "Show originals" disclosure that
 * brings the summarised nodes back (they are never deleted, only folded).
 * @example
 * ```tsx
 * const OriginalsAsThread = ({ nodes }: SummaryOriginalsProps) => <Thread nodes={nodes} />;
 * <SummaryBlock node={node} components={{ Originals: OriginalsAsThread }} />
 * ```
 */
export function SummaryBlock({
  node,
  defaultExpanded = false,
  className,
  components,
}: SummaryBlockProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const originalsId = useId();
  const parts = useMemo(() => ({ ...defaultComponents, ...components }), [components]);
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
        {expanded ? <parts.Originals nodes={originals} /> : null}
      </div>
    </div>
  );
}
