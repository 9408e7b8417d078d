import { Brain, ChevronDown } from "lucide-react";
import { type SyntheticEvent, useState } from "react";
import type { ViewNode, ViewStatus } from "../../core/projections/ViewNode.js";
import type { BranchLabels } from "../labels/branchLabels.js";
import type { Formatters } from "../labels/formattersFor.js";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useFormatters } from "../labels/useFormatters.js";
import { useLabels } from "../labels/useLabels.js";
import { Markdown, type MarkdownComponents } from "../Markdown/Markdown.js";

/** Props of {@link Reasoning}. */
export interface ReasoningProps {
  /** A view node whose `content.kind` is `"reasoning"`. */
  node: ViewNode;
  /**
   * How long the model thought, shown once the node is complete ("Thought for 4s").
   * The component never reads the clock itself.
   * @default undefined (no duration shown)
   */
  durationMs?: number | undefined;
  /**
   * Open or closed at first, whatever the status; the user's toggles win afterwards.
   * @default undefined (open while streaming, closed when done)
   */
  defaultOpen?: boolean | undefined;
  /** Extra class names for the root element, after `tl-reasoning`. */
  className?: string | undefined;
  /**
   * Element overrides for the markdown of the reasoning, as in `Markdown`.
   * @default {}
   */
  components?: MarkdownComponents | undefined;
  /** Labels over the ones of the nearest `LabelsProvider`. @default defaultLabels */
  labels?: Partial<ThreadlineLabels> | undefined;
}

function headerText(
  status: ViewStatus,
  durationMs: number | undefined,
  labels: BranchLabels,
  format: Formatters,
): string {
  const known = durationMs !== undefined && Number.isFinite(durationMs) && durationMs >= 0;
  switch (status) {
    case "streaming":
      return labels.thinking;
    case "complete":
      return known ? labels.thoughtFor(format.duration(durationMs), durationMs) : labels.thought;
    case "error":
      return known
        ? labels.thinkingStoppedAfter(format.duration(durationMs), durationMs)
        : labels.thinkingStopped;
    default:
      return status satisfies never;
  }
}

/**
 * The model's reasoning as one quiet line that discloses its text: "Thinking…" and open while
 * it streams, "Thought for 4s" and closed once done (the user's own toggle wins). The text
 * renders as `Markdown`, small and muted, and is mounted only while open.
 *
 * `data-status` carries the node's status and `data-state` whether it is `open` or `closed`.
 *
 * @example
 * ```tsx
 * {node.content.kind === "reasoning" && <Reasoning node={node} durationMs={timing[node.id]} />}
 * ```
 */
export function Reasoning({
  node,
  durationMs,
  defaultOpen,
  className,
  components,
  labels: own,
}: ReasoningProps) {
  const labels = useLabels(own);
  const format = useFormatters();
  const [choice, setChoice] = useState<boolean | undefined>(defaultOpen);
  const streaming = node.status === "streaming";
  const open = choice ?? streaming;
  const text = node.content.kind === "reasoning" ? node.content.text : "";

  function toggled(event: SyntheticEvent<HTMLDetailsElement>) {
    const now = event.currentTarget.open;
    if (now !== open) setChoice(now);
  }

  return (
    <details
      className={className ? `tl-reasoning ${className}` : "tl-reasoning"}
      data-status={node.status}
      data-state={open ? "open" : "closed"}
      open={open}
      onToggle={toggled}
    >
      <summary className="tl-reasoning__summary">
        <Brain className="tl-reasoning__icon" size={14} aria-hidden="true" />
        <span className="tl-reasoning__label">
          {headerText(node.status, durationMs, labels, format)}
        </span>
        <ChevronDown className="tl-reasoning__chevron" size={14} aria-hidden="true" />
      </summary>
      {open ? (
        <Markdown
          className="tl-reasoning__content"
          text={text}
          streaming={streaming}
          components={components}
        />
      ) : null}
    </details>
  );
}
