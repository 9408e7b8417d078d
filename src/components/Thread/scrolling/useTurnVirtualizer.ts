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
import type { Turn } from "../../../core/projections/groupTurns.js";
import { browserFrameHost } from "./browserFrameHost.js";
import { QuietFrameDraw } from "./QuietFrameDraw.js";

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
  /** Called with how far the view moved to keep its content in place (a turn above resized). */
  readonly onCorrection: (by: number) => void;
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

/**
 * Scrolls the thread. A correction for a turn above the view that changed size moves the view
 * by the change from where it is now, and not at all while the view scrolls: the offset the
 * virtualiser holds is the one of the last scroll event, which a smooth scroll (a fling, a key,
 * a scrollbar click) has left behind, and any write of scrollTop ends the user's scroll.
 */
function scrollTurns(
  onCorrection: (by: number) => void,
): VirtualizerOptions<HTMLDivElement, HTMLDivElement>["scrollToFn"] {
  return (offset, options, instance) => {
    const element = instance.scrollElement;
    if (element && options.adjustments && options.behavior === undefined) {
      if (instance.isScrolling) return;
      const before = element.scrollTop;
      element.scrollTop = before + options.adjustments;
      onCorrection(element.scrollTop - before);
      return;
    }
    elementScroll(offset, options, instance);
  };
}

/** The turns drawn by a render, first and last index. */
interface DrawnTurns {
  readonly first: number;
  readonly last: number;
}

/** What a render draws: its key (turns and spacers) and its first and last turn. */
interface Shown {
  readonly key: string;
  readonly turns: DrawnTurns | undefined;
}

function windowOf(virtualizer: TurnVirtualizer) {
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const before = first ? first.start - virtualizer.options.scrollMargin : 0;
  const after = last ? Math.max(0, virtualizer.getTotalSize() - last.end) : 0;
  // Everything the output depends on: which turns, and the two spacers around them.
  const key = `${first?.index}:${last?.index}:${before}:${after}`;
  const turns = first && last ? { first: first.index, last: last.index } : undefined;
  return { items, before, after, shown: { key, turns } satisfies Shown };
}

/**
 * Whether the turns drawn still fill the whole view at their measured sizes: then a new
 * window changes nothing on screen yet (the turns are in flow, so their places are right).
 */
function fillsView(virtualizer: TurnVirtualizer, drawn: DrawnTurns | undefined): boolean {
  const height = virtualizer.scrollRect?.height;
  const offset = virtualizer.scrollOffset;
  const measurements = virtualizer.measurementsCache;
  if (!drawn || height === undefined || offset === null) return false;
  const first = measurements[drawn.first];
  const last = measurements[drawn.last];
  if (!first || !last) return false;
  const top = drawn.first === 0 ? Number.NEGATIVE_INFINITY : first.start;
  const bottom = drawn.last === measurements.length - 1 ? Number.POSITIVE_INFINITY : last.end;
  return top <= offset && bottom >= offset + height;
}

/**
 * The virtualiser behind `Thread`, on TanStack Virtual's core. The turns in the window are
 * laid out in normal flow between a spacer above and one below, instead of each placed at
 * its measured offset, so a turn that grows while it streams pushes the rest down by itself:
 * a new measurement needs a React render only when it changes which turns are drawn or the
 * spacers. A token then costs one commit in its frame, not one for the text and another for
 * the height. What was last drawn is read back after each commit, whatever caused it.
 *
 * A new window while the turns drawn still fill the view (the view following a streaming
 * turn, a measurement during a commit) waits for the next render, which reads the window
 * afresh: while a stream commits every frame, that keeps it at one commit per frame. Once the
 * commits stop for a few frames, the window is drawn (see `QuietFrameDraw`).
 * @internal
 */
export function useTurnVirtualizer({
  turns,
  scroller,
  estimateTurnHeight,
  onResize,
  onCorrection,
}: TurnVirtualizerOptions): TurnWindow {
  // A new getItemKey makes the virtualiser measure every item again: keep one for good.
  const turnsRef = useRef(turns);
  turnsRef.current = turns;
  const getItemKey = useCallback((index: number) => turnsRef.current[index]?.id ?? index, []);
  const onResizeRef = useRef(onResize);
  onResizeRef.current = onResize;
  const onCorrectionRef = useRef(onCorrection);
  onCorrectionRef.current = onCorrection;
  const [scrollToFn] = useState(() => scrollTurns((by) => onCorrectionRef.current(by)));
  // The window of the last commit, and of the render being committed (what measurements
  // during a commit compare against).
  const drawn = useRef<Shown | undefined>(undefined);
  const rendering = useRef<Shown | undefined>(undefined);
  const total = useRef<number | undefined>(undefined);
  // Measuring happens in ref callbacks during a commit, where flushSync must not be called.
  const measuring = useRef(false);
  const [, render] = useReducer((count: number) => count + 1, 0);
  // The draw of a window that waits for the next commit.
  const [later] = useState(() =>
    typeof requestAnimationFrame === "function"
      ? new QuietFrameDraw(
          () => flushSync(render),
          browserFrameHost(() => scroller.current),
        )
      : undefined,
  );

  const options: VirtualizerOptions<HTMLDivElement, HTMLDivElement> = {
    count: turns.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => estimateTurnHeight,
    getItemKey,
    overscan: 4,
    scrollToFn,
    observeElementRect,
    observeElementOffset,
    // Before the scroll element is measured (and under server rendering) start at the end,
    // where a chat opens, with a viewport-sized window of turns.
    initialRect: { width: 0, height: INITIAL_HEIGHT },
    initialOffset: () => Math.max(0, turns.length * estimateTurnHeight - INITIAL_HEIGHT),
    onChange: (instance, sync) => {
      const shown = measuring.current ? rendering.current : drawn.current;
      if (windowOf(instance).shown.key !== shown?.key) {
        if (later && fillsView(instance, shown?.turns)) later.request();
        // While scrolling, draw the new turns before the frame is painted.
        else if (sync && !measuring.current) flushSync(render);
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
  const { items, before, after, shown } = windowOf(virtualizer);
  rendering.current = shown;
  useIsomorphicLayoutEffect(() => {
    drawn.current = shown;
    // A window that waited is drawn by this commit if the commit read it as it is now (only
    // looked up while one waits: this runs on every token).
    later?.committed(later.waiting && windowOf(virtualizer).shown.key === shown.key);
  });
  useIsomorphicLayoutEffect(() => () => later?.cancel(), [later]);
  return { virtualizer, items, before, after };
}
