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

/**
 * Looks at the frame that a waiting window is drawn in: the first look comes right after the
 * commit that moved it, so three looks without a commit mean two whole frames without one.
 */
const QUIET_FRAMES = 3;

/**
 * Calls `callback` in this frame after its animation frame callbacks: a resize observer
 * reports a newly observed element once, after them and the layout. At once without one.
 */
function afterFrameCallbacks(element: Element | null, callback: () => void): void {
  if (!element || typeof ResizeObserver !== "function") {
    callback();
    return;
  }
  const observer = new ResizeObserver(() => {
    observer.disconnect();
    callback();
  });
  observer.observe(element);
}

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

/** The turns drawn by a render, first and last index. */
interface DrawnTurns {
  readonly first: number;
  readonly last: number;
}

function windowOf(virtualizer: TurnVirtualizer) {
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const before = first ? first.start - virtualizer.options.scrollMargin : 0;
  const after = last ? Math.max(0, virtualizer.getTotalSize() - last.end) : 0;
  // Everything the output depends on: which turns, and the two spacers around them.
  const key = `${first?.index}:${last?.index}:${before}:${after}`;
  const drawn = first && last ? { first: first.index, last: last.index } : undefined;
  return { items, before, after, key, drawn };
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
 * afresh: while a stream commits every frame, that keeps it at one commit per frame. When two
 * whole frames pass without a commit, the window is drawn in the next one.
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
  // The turns of the last commit and of the render being committed; commits so far; and the
  // frame that draws a window which waited, if one is asked for.
  const drawnTurns = useRef<DrawnTurns | undefined>(undefined);
  const renderingTurns = useRef<DrawnTurns | undefined>(undefined);
  const commits = useRef(0);
  const waiting = useRef<{ frame: number; commits: number; quiet: number } | undefined>(undefined);

  // Looks once a frame, first among the frame's callbacks. Once two whole frames passed
  // without a commit, it decides after the frame's other callbacks (a stream resuming in
  // this frame commits in one of them, and that commit draws the window): a new resize
  // observer reports once, after them.
  const drawWaiting = (): void => {
    const wait = waiting.current;
    if (!wait) return;
    wait.quiet = commits.current === wait.commits ? wait.quiet + 1 : 0;
    wait.commits = commits.current;
    if (wait.quiet < QUIET_FRAMES) {
      wait.frame = requestAnimationFrame(drawWaiting);
      return;
    }
    afterFrameCallbacks(scroller.current, () => {
      if (waiting.current !== wait) return;
      if (commits.current !== wait.commits) {
        wait.quiet = 0;
        wait.commits = commits.current;
        wait.frame = requestAnimationFrame(drawWaiting);
        return;
      }
      waiting.current = undefined;
      flushSync(render);
    });
  };
  const drawLater = (): void => {
    if (waiting.current) return;
    if (typeof requestAnimationFrame !== "function") {
      render();
      return;
    }
    const frame = requestAnimationFrame(drawWaiting);
    waiting.current = { frame, commits: commits.current, quiet: 0 };
  };

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
        const turnsShown = measuring.current ? renderingTurns.current : drawnTurns.current;
        if (fillsView(instance, turnsShown)) drawLater();
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
  const { items, before, after, key, drawn: turnsDrawn } = windowOf(virtualizer);
  rendering.current = key;
  renderingTurns.current = turnsDrawn;
  useIsomorphicLayoutEffect(() => {
    drawn.current = key;
    drawnTurns.current = turnsDrawn;
    commits.current += 1;
  });
  // A window that waited is drawn by this commit (it read the window afresh).
  useIsomorphicLayoutEffect(() => {
    const wait = waiting.current;
    if (wait && windowOf(virtualizer).key === key) {
      cancelAnimationFrame(wait.frame);
      waiting.current = undefined;
    }
  });
  useIsomorphicLayoutEffect(
    () => () => {
      if (waiting.current) cancelAnimationFrame(waiting.current.frame);
      waiting.current = undefined;
    },
    [],
  );
  return { virtualizer, items, before, after };
}
