import { useVirtualizer } from "@tanstack/react-virtual";
import { type RefObject, useCallback, useLayoutEffect, useReducer, useRef } from "react";
import { flushSync } from "react-dom";
import type { Turn } from "../core/projections/groupTurns.js";

/** Height the thread assumes before its scroll element is measured, and under SSR. */
const INITIAL_HEIGHT = 800;

interface Shown {
  readonly start: number;
  readonly end: number;
}

const useIsomorphicLayoutEffect = typeof document === "undefined" ? () => {} : useLayoutEffect;

/** Options of `useTurnVirtualizer`. @internal */
export interface TurnVirtualizerOptions {
  readonly turns: readonly Turn[];
  readonly scroller: RefObject<HTMLDivElement | null>;
  readonly estimateTurnHeight: number;
  /** Called when the total height changed outside a React render. */
  readonly onResize: () => void;
}

/**
 * The virtualiser behind `Thread`. Measured heights and offsets go straight to the DOM
 * (`directDomUpdates`), so a turn growing while it streams costs no second React commit in
 * the frame. The library then renders only when its own record of the visible range
 * changes, and that record misses renders React started for other reasons (new nodes, the
 * follow state): scrolling back to a range it last saw would leave the turns of another
 * range on screen. So the range each commit actually drew is kept here, and a change that
 * leaves it behind renders again.
 * @internal
 */
export function useTurnVirtualizer({
  turns,
  scroller,
  estimateTurnHeight,
  onResize,
}: TurnVirtualizerOptions) {
  // A new getItemKey makes the virtualiser measure every item again: keep one for good.
  const turnsRef = useRef(turns);
  turnsRef.current = turns;
  const getItemKey = useCallback((index: number) => turnsRef.current[index]?.id ?? index, []);
  const onResizeRef = useRef(onResize);
  onResizeRef.current = onResize;
  const drawn = useRef<Shown | undefined>(undefined);
  const lastTotal = useRef(0);
  const [, render] = useReducer((count: number) => count + 1, 0);
  const virtualizer = useVirtualizer({
    count: turns.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => estimateTurnHeight,
    getItemKey,
    overscan: 4,
    directDomUpdates: true,
    onChange: (instance, sync) => {
      const { range } = instance;
      const shown = drawn.current;
      if (range && (shown?.start !== range.startIndex || shown.end !== range.endIndex)) {
        // While scrolling, draw the new turns before the frame, as the library itself does.
        if (sync) flushSync(render);
        else render();
      }
      const size = instance.getTotalSize();
      if (size === lastTotal.current) return;
      lastTotal.current = size;
      onResizeRef.current();
    },
    // Before the scroll element is measured (and under server rendering) start at the end,
    // where a chat opens, with a viewport-sized window of turns.
    initialRect: { width: 0, height: INITIAL_HEIGHT },
    initialOffset: () => Math.max(0, turns.length * estimateTurnHeight - INITIAL_HEIGHT),
  });
  virtualizer.getVirtualItems();
  const range = virtualizer.range;
  const start = range?.startIndex;
  const end = range?.endIndex;
  useIsomorphicLayoutEffect(() => {
    drawn.current = start === undefined || end === undefined ? undefined : { start, end };
  });
  return virtualizer;
}
