import { ChevronDown, ListCollapse } from "lucide-react";
import { type ComponentType, useId, useMemo, useState } from "react";
import type { ViewNode } from "../../core/projections/ViewNode.js";
import { BreakableText } from "../BreakableText.js";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useFormatters } from "../labels/useFormatters.js";
import { useLabels } from "../labels/useLabels.js";
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
  /** Labels over the ones of the nearest `LabelsProvider`. @default defaultLabels */
  readonly labels?: Partial<ThreadlineLabels> | undefined;
}

const defaultComponents: SummaryBlockComponents = { Originals: SummaryOriginals };

/**
 * Earlier messages folded into their summary: a quiet block with how many messages it stands
 * for, the summary's text, and a "Show originals" disclosure that brings the summarised nodes
 * back (they are never deleted, only folded; mounted only once shown).
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
  labels: own,
}: SummaryBlockProps) {
  const labels = useLabels(own);
  const format = useFormatters();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const originalsId = useId();
  const parts = useMemo(() => ({ ...defaultComponents, ...components }), [components]);
  if (node.content.kind !== "summary") return null;
  const { text, covers, originals } = node.content;
  const count = originals.length > 0 ? originals.length : covers.length;
  return (
    <div
      className={className ? `tl-summary-block ${className}` : "tl-summary-block"}
      data-state={expanded ? "open" : "closed"}
    >
      <div className="tl-summary-block__header">
        <ListCollapse className="tl-summary-block__icon" size={14} aria-hidden="true" />
        <p className="tl-summary-block__title">
          {labels.summaryOfMessages(count, format.count(count))}
        </p>
        <button
          type="button"
          className="tl-summary-block__toggle"
          aria-expanded={expanded}
          aria-controls={expanded ? originalsId : undefined}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? labels.summaryHideOriginals : labels.summaryShowOriginals}
          <ChevronDown className="tl-summary-block__chevron" size={14} aria-hidden="true" />
        </button>
      </div>
      <p className="tl-summary-block__text">
        <BreakableText text={text} />
      </p>
      {expanded ? (
        <div id={originalsId} className="tl-summary-block__originals">
          <parts.Originals nodes={originals} labels={own} />
        </div>
      ) : null}
    </div>
  );
}
