import {
  elementScroll,
  observeElementOffset,
  observeElementRect,
  type VirtualItem,
  Virtualizer,
  type VirtualizerOptions,
} from "@tanstack/react-virtual";
import { type RefObject, useCallback, useLayoutEffect, useReducer, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { Turn } from "../core/projections/groupTurns.js";

/** Height the thread assumes before its scroll element is measured, and under SSR. */
const INITIAL_HEIGHT = 800;

const useIsomorphicLayoutEffect = typeof document === "undefined" ? () => {} : useLayoutEffect;

type TurnVirtualizer = Virtualizer<HTMLDivElement, HTMLDivElement>;

/** Options of `useTurnVirtualizer`. @internal */
export interface TurnVirtualizerOptions {
  readonly turns: readonly Turn[];
  readonly scroller: RefObject<HTMLDivElement | null>;
  readonly estimateTurnHeight: number;
  /** Called when the total height changed, outside any React render. */
  readonly onResize: () => void;
}

/** What `Thread` draws: the turns in the window, in flow, between two spacers. @internal */
export interface TurnWindow {
  readonly virtualizer: TurnVirtualizer;
  readonly items: readonly VirtualItem[];
  /** Height of the turns above the window (padding before the first drawn turn). */
  readonly before: number;
  /** Height of the turns below the window. */
  readonly after: number;
}

function windowOf(virtualizer: TurnVirtualizer) {
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const before = first ? first.start - virtualizer.options.scrollMargin : 0;
  const after = last ? Math.max(0, virtualizer.getTotalSize() - last.end) : 0;
  // Everything the output depends on: which turns, and the two spacers around them.
  const key = `${first?.index}:${last?.index}:${before}:${after}`;
  return { items, before, after, key };
}

/**
 * The virtualiser behind `Thread`, on TanStack Virtual's core. The turns in the window are
 * laid out in normal flow between a spacer above and one below, instead of each placed at
 * its measured offset, so a turn that grows while it streams pushes the rest down by itself:
 * a new measurement needs a React render only when it changes which turns are drawn or the
 * spacers. A token then costs one commit in its frame, not one for the text and another for
 * the height. What was last drawn is read back after each commit, whatever caused it.
 * @internal
 */
export function useTurnVirtualizer({
  turns,
  scroller,
  estimateTurnHeight,
  onResize,
}: TurnVirtualizerOptions): TurnWindow {
  // A new getItemKey makes the virtualiser measure every item again: keep one for good.
  const turnsRef = useRef(turns);
  turnsRef.current = turns;
  const getItemKey = useCallback((index: number) => turnsRef.current[index]?.id ?? index, []);
  const onResizeRef = useRef(onResize);
  onResizeRef.current = onResize;
  // The window of the last commit, and of the render being committed (what measurements
  // during a commit compare against).
  const drawn = useRef<string | undefined>(undefined);
  const rendering = useRef<string | undefined>(undefined);
  const total = useRef<number | undefined>(undefined);
  // Measuring happens in ref callbacks during a commit, where flushSync must not be called.
  const measuring = useRef(false);
  const [, render] = useReducer((count: number) => count + 1, 0);

  const options: VirtualizerOptions<HTMLDivElement, HTMLDivElement> = {
    count: turns.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => estimateTurnHeight,
    getItemKey,
    overscan: 4,
    scrollToFn: elementScroll,
    observeElementRect,
    observeElementOffset,
    // Before the scroll element is measured (and under server rendering) start at the end,
    // where a chat opens, with a viewport-sized window of turns.
    initialRect: { width: 0, height: INITIAL_HEIGHT },
    initialOffset: () => Math.max(0, turns.length * estimateTurnHeight - INITIAL_HEIGHT),
    onChange: (instance, sync) => {
      const shown = measuring.current ? rendering.current : drawn.current;
      if (windowOf(instance).key !== shown) {
        // While scrolling, draw the new turns before the frame is painted.
        if (sync && !measuring.current) flushSync(render);
        else render();
      }
      const size = instance.getTotalSize();
      if (size === total.current) return;
      total.current = size;
      onResizeRef.current();
    },
  };
  const [virtualizer] = useState(() => {
    const created = new Virtualizer(options);
    const measureElement = created.measureElement;
    created.measureElement = (node) => {
      measuring.current = true;
      try {
        measureElement(node);
      } finally {
        measuring.current = false;
      }
    };
    return created;
  });
  virtualizer.setOptions(options);
  useIsomorphicLayoutEffect(() => virtualizer._didMount(), []);
  useIsomorphicLayoutEffect(() => virtualizer._willUpdate());
  const { items, before, after, key } = windowOf(virtualizer);
  rendering.current = key;
  useIsomorphicLayoutEffect(() => {
    drawn.current = key;
  });
  return { virtualizer, items, before, after };
}
