/** Props of {@link BranchPicker}. */
export interface BranchPickerProps {
  /** The alternative shown, 0-based (as in `ViewNode.alternatives.index`). */
  index: number;
  /** How many alternatives there are; fewer than two renders nothing. */
  count: number;
  /** Called with the 0-based index of the alternative to show. */
  onSelect: (index: number) => void;
  /** Extra class names for the root element, after `tl-branch-picker`. */
  className?: string;
}

function positionOf(index: number, count: number): "first" | "middle" | "last" {
  if (index <= 0) return "first";
  return index >= count - 1 ? "last" : "middle";
}

/**
 * Steps between the alternatives of a fork (regenerations, edits): "‹ 2/3 ›", with the
 * position announced politely. The root is a fieldset (a group) named "Alternatives" whose `data-state`
 * is `first`, `middle` or `last`.
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
export function BranchPicker({ index, count, onSelect, className }: BranchPickerProps) {
  if (count < 2) return null;
  const position = positionOf(index, count);
  const select = (target: number) => {
    if (target >= 0 && target < count && target !== index) onSelect(target);
  };
  // aria-disabled, not disabled: a disabled button would drop keyboard focus at either end.
  return (
    <fieldset
      aria-label="Alternatives"
      className={className ? `tl-branch-picker ${className}` : "tl-branch-picker"}
      data-state={position}
    >
      <button
        type="button"
        className="tl-branch-picker__step"
        aria-label="Previous alternative"
        aria-disabled={position === "first"}
        onClick={() => select(index - 1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <span className="tl-branch-picker__position" aria-live="polite" aria-atomic="true">
        <span aria-hidden="true">
          {index + 1}/{count}
        </span>
        <span className="tl-branch-picker__announcement">
          Alternative {index + 1} of {count}
        </span>
      </span>
      <button
        type="button"
        className="tl-branch-picker__step"
        aria-label="Next alternative"
        aria-disabled={position === "last"}
        onClick={() => select(index + 1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </fieldset>
  );
}
