import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useFormatters } from "../labels/useFormatters.js";
import { useLabels } from "../labels/useLabels.js";

/** Props of {@link BranchPicker}. */
export interface BranchPickerProps {
  /** The alternative shown, 0-based (as in `ViewNode.alternatives.index`). */
  index: number;
  /** How many alternatives there are; fewer than two renders nothing. */
  count: number;
  /** Called with the 0-based index of the alternative to show. */
  onSelect: (index: number) => void;
  /** Labels over the nearest `LabelsProvider`'s. */
  labels?: Partial<ThreadlineLabels> | undefined;
  /** Extra class names for the root element, after `tl-branch-picker`. */
  className?: string;
}

function positionOf(index: number, count: number): "first" | "middle" | "last" {
  if (index <= 0) return "first";
  return index >= count - 1 ? "last" : "middle";
}

/**
 * Steps between the alternatives of a fork (regenerations, edits): a quiet "‹ 2/3 ›", with
 * the position announced politely. The root is a fieldset (a group) named by the
 * `alternatives` label whose `data-state` is `first`, `middle` or `last`.
 *
 * @example
 * ```tsx
 * {node.alternatives && (
 *   <BranchPicker
 *     index={node.alternatives.index}
 *     count={node.alternatives.count}
 *     onSelect={(index) => follow(node.alternatives.forkId, runIds[index])}
 *   />
 * )}
 * ```
 */
export function BranchPicker({ index, count, onSelect, labels, className }: BranchPickerProps) {
  const text = useLabels(labels);
  const format = useFormatters();
  if (count < 2) return null;
  const position = positionOf(index, count);
  const select = (target: number) => {
    if (target >= 0 && target < count && target !== index) onSelect(target);
  };
  const shownPosition = format.count(index + 1);
  const shownCount = format.count(count);
  // aria-disabled, not disabled: a disabled button would drop keyboard focus at either end.
  return (
    <fieldset
      aria-label={text.alternatives}
      className={className ? `tl-branch-picker ${className}` : "tl-branch-picker"}
      data-state={position}
    >
      <button
        type="button"
        className="tl-branch-picker__step"
        aria-label={text.previousAlternative}
        aria-disabled={position === "first"}
        onClick={() => select(index - 1)}
      >
        <ChevronLeft size={14} aria-hidden="true" />
      </button>
      <span className="tl-branch-picker__position" aria-live="polite" aria-atomic="true">
        <span aria-hidden="true">{text.alternativePosition(shownPosition, shownCount)}</span>
        <span className="tl-visually-hidden">
          {text.alternativeOf(index + 1, count, shownPosition, shownCount)}
        </span>
      </span>
      <button
        type="button"
        className="tl-branch-picker__step"
        aria-label={text.nextAlternative}
        aria-disabled={position === "last"}
        onClick={() => select(index + 1)}
      >
        <ChevronRight size={14} aria-hidden="true" />
      </button>
    </fieldset>
  );
}
