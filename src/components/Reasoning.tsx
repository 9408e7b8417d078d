import { type SyntheticEvent, useState } from "react";
import type { ViewNode, ViewStatus } from "../core/projections/ViewNode.js";
import { Markdown, type MarkdownComponents } from "./Markdown.js";

/** Props of {@link Reasoning}. */
export interface ReasoningProps {
  /** A view node whose `content.kind` is `"reasoning"`. */
  node: ViewNode;
  /**
   * How long the model thought, shown once the node is complete ("Thought for 4 s").
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
}

function seconds(durationMs: number): string {
  const total = Math.max(1, Math.round(durationMs / 1000));
  if (total < 60) return `${total} s`;
  const rest = total % 60;
  return rest === 0 ? `${total / 60} min` : `${Math.floor(total / 60)} min ${rest} s`;
}

function summaryText(status: ViewStatus, durationMs: number | undefined): string {
  const known = durationMs !== undefined && Number.isFinite(durationMs) && durationMs >= 0;
  switch (status) {
    case "streaming":
      return "Thinking…";
    case "complete":
      return known ? `Thought for ${seconds(durationMs)}` : "Thought";
    case "error":
      return known ? `Stopped thinking after ${seconds(durationMs)}` : "Stopped thinking";
    default:
      return status satisfies never;
  }
}

/**
 * Shows the model's reasoning as a disclosure: open while it streams, closed once done
 * (unless the user opened or closed it, which is respected), its summary saying
 * "Thinking…" or "Thought for 4 s"; the text renders as `Markdown`.
 *
 * `data-status` carries the node's status and `data-state` whether it is `open` or
 * `closed`.
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
}: ReasoningProps) {
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
      <summary className="tl-reasoning__summary">{summaryText(node.status, durationMs)}</summary>
      <Markdown
        className="tl-reasoning__content"
        text={text}
        streaming={streaming}
        components={components}
      />
    </details>
  );
}
