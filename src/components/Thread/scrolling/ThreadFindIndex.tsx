import {
  memo,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
} from "react";
import { flushSync } from "react-dom";
import type { Turn } from "../../../core/projections/groupTurns.js";
import { browserFrameHost } from "./browserFrameHost.js";
import {
  type FindChunk as Chunk,
  chunkText,
  findIndexChunks,
  turnAtOffset,
} from "./findIndexChunks.js";
import { QuietFrameDraw } from "./QuietFrameDraw.js";
import { turnFindText } from "./turnFindText.js";
import type { TurnWindow } from "./useTurnVirtualizer.js";

/** Props of `ThreadFindIndex`. @internal */
export interface ThreadFindIndexProps {
  readonly turns: readonly Turn[];
  /** The first and last turn drawn, which the index leaves out; `first > last` when none. */
  readonly first: number;
  readonly last: number;
  /** The thread's scrolling element. */
  readonly scroller: RefObject<HTMLElement | null>;
  /** The thread's virtualiser: where each turn starts, and how to draw a turn found. */
  readonly virtualizer: TurnWindow["virtualizer"];
}

const UNTIL_FOUND = "until-found";

/** Sets `hidden="until-found"`, which React's boolean `hidden` cannot say. */
function hideUntilFound(element: HTMLElement | null): void {
  if (element && element.getAttribute("hidden") !== UNTIL_FOUND) {
    element.setAttribute("hidden", UNTIL_FOUND);
  }
}

const textsOf = (turns: readonly Turn[], from: number, to: number) =>
  turns.slice(from, to + 1).map(turnFindText);

interface ChunkProps {
  readonly turns: readonly Turn[];
  readonly from: number;
  readonly to: number;
  readonly top: number;
}

/** A chunk renders again only when one of its own turns or its place changed. */
function sameChunk(before: ChunkProps, after: ChunkProps): boolean {
  if (before.from !== after.from || before.to !== after.to || before.top !== after.top) {
    return false;
  }
  for (let index = before.from; index <= before.to; index++) {
    if (before.turns[index] !== after.turns[index]) return false;
  }
  return true;
}

const FindChunk = memo(function FindChunk({ turns, from, to, top }: ChunkProps) {
  return (
    <div
      ref={hideUntilFound}
      className="tl-thread__find-chunk"
      data-from={from}
      data-to={to}
      style={{ top }}
    >
      {chunkText(textsOf(turns, from, to)).text}
    </div>
  );
}, sameChunk);

const useIsomorphicLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** Turns whose text is read in one idle callback at least, however little time it leaves. */
const TURNS_PER_SLICE = 100;

interface IdleDeadline {
  timeRemaining(): number;
}

/** The browser's idle callbacks, or a timer where there are none (Safari). */
function whenIdle(work: (deadline: IdleDeadline) => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(work, { timeout: 1000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(() => {
    const end = performance.now() + 8;
    work({ timeRemaining: () => Math.max(0, end - performance.now()) });
  }, 50);
  return () => clearTimeout(timer);
}

/**
 * Whether the index may be drawn: once the text of every turn has been read in the browser's
 * idle time, a slice at a time, so neither the first frame nor a frame of a stream pays for
 * it. The index then comes with the next commit of the thread (while a stream goes on, the
 * next token's), or on its own once the frames are quiet: one commit a frame still.
 */
function useIndexReady(
  turns: readonly Turn[],
  scroller: RefObject<HTMLElement | null>,
): { readonly ready: boolean; readonly committed: (drewIt: boolean) => void } {
  const turnsRef = useRef(turns);
  turnsRef.current = turns;
  const ready = useRef(false);
  const [, draw] = useReducer((count: number) => count + 1, 0);
  const [later] = useState(() =>
    typeof requestAnimationFrame === "function"
      ? new QuietFrameDraw(
          () => flushSync(draw),
          browserFrameHost(() => scroller.current),
        )
      : undefined,
  );
  useEffect(() => {
    let read = 0;
    let cancel = whenIdle(function slice(deadline) {
      const all = turnsRef.current;
      const end = Math.min(all.length, read + TURNS_PER_SLICE);
      while (read < all.length && (read < end || deadline.timeRemaining() > 1)) {
        turnFindText(all[read] as Turn);
        read += 1;
      }
      if (read < all.length) {
        cancel = whenIdle(slice);
        return;
      }
      ready.current = true;
      if (later) later.request();
      else draw();
    });
    return () => {
      cancel();
      later?.cancel();
    };
  }, [later]);
  const committed = useCallback((drewIt: boolean) => later?.committed(drewIt), [later]);
  return { ready: ready.current, committed };
}

/** Where a turn starts in the scrolled content, as far as the virtualiser knows. */
const startOf = (virtualizer: TurnWindow["virtualizer"], index: number) =>
  (virtualizer.measurementsCache[index]?.start ?? 0) - virtualizer.options.scrollMargin;

/**
 * Draws turn `index`, which the browser's find matched `fraction` (0 to 1) into its text,
 * then puts that place (as far into the drawn turn) at the middle of the view.
 */
function showFound(
  virtualizer: TurnWindow["virtualizer"],
  scroller: HTMLElement | null,
  index: number,
  fraction: number,
): void {
  virtualizer.scrollToIndex(index, { align: "center" });
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const turn = scroller?.querySelector(`[data-turn-index="${index}"]`);
      if (!scroller || !turn) return;
      const box = scroller.getBoundingClientRect();
      const place = turn.getBoundingClientRect();
      scroller.scrollTop += place.top + fraction * place.height - (box.top + box.height / 2);
    }),
  );
}

/** Where the caret would go at a point of the page: a text node and an offset in it. */
function caretAt(x: number, y: number): { node: Node; offset: number } | undefined {
  if (typeof document.caretPositionFromPoint === "function") {
    const position = document.caretPositionFromPoint(x, y);
    return position ? { node: position.offsetNode, offset: position.offset } : undefined;
  }
  const range = document.caretRangeFromPoint?.(x, y);
  return range ? { node: range.startContainer, offset: range.startOffset } : undefined;
}

/**
 * The text of the turns the thread has not drawn, for the browser's find (Ctrl+F) and for
 * links to text (`#:~:text=`). Each chunk of about 50 turns (fewer than 40 chunks in all,
 * however long the thread) is one element hidden "until found": the browser searches it but
 * does not lay it out. When the browser finds a match in one, it reveals the chunk and
 * scrolls the match to the middle of the view; the next frame reads which turn's text is
 * there, hides the chunk again and draws that turn in its place. The index comes once the
 * browser has read every turn's text in its idle time.
 * @internal
 */
export function ThreadFindIndex({
  turns,
  first,
  last,
  scroller,
  virtualizer,
}: ThreadFindIndexProps) {
  const { ready, committed } = useIndexReady(turns, scroller);
  // What this render saw: the flag may turn between a render and its commit.
  useIsomorphicLayoutEffect(() => committed(ready));
  const container = useRef<HTMLDivElement>(null);
  const turnsRef = useRef(turns);
  turnsRef.current = turns;
  const virtualizerRef = useRef(virtualizer);
  virtualizerRef.current = virtualizer;
  // From a match until its turn is handed on, the chunks stay as they were: the scroll to the
  // match draws other turns, which would cut the chunk being read.
  const held = useRef<readonly Chunk[] | undefined>(undefined);
  const [, release] = useReducer((count: number) => count + 1, 0);
  const chunks = held.current ?? (ready ? findIndexChunks(turns.length, first, last) : []);
  const shown = useRef(chunks);
  shown.current = chunks;
  const indexed = chunks.length > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the container mounts with the first chunk
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let frame = 0;
    const found = (event: Event) => {
      const chunk = event.target;
      if (!(chunk instanceof HTMLElement) || chunk.parentElement !== element) return;
      cancelAnimationFrame(frame);
      held.current ??= shown.current;
      // The browser reveals the chunk and scrolls to the match after this event, before
      // the frame's callbacks: the next one sees the match at the middle of the view.
      frame = requestAnimationFrame(() => {
        const from = Number(chunk.dataset.from);
        const to = Number(chunk.dataset.to);
        const view = element.closest<HTMLElement>(".tl-thread__scroller") ?? element;
        const box = view.getBoundingClientRect();
        const text = chunk.getBoundingClientRect();
        const caret = caretAt(text.left + 1, box.top + box.height / 2);
        const offset =
          caret && caret.node.parentNode === chunk
            ? caret.offset
            : box.top + box.height / 2 < text.top
              ? 0
              : Number.POSITIVE_INFINITY;
        const { turn, fraction } = turnAtOffset(
          chunkText(textsOf(turnsRef.current, from, to)),
          offset,
        );
        hideUntilFound(chunk);
        // A link to text keeps its match in view for one more frame: a scroll in this one
        // would be undone.
        frame = requestAnimationFrame(() => {
          held.current = undefined;
          release();
          showFound(virtualizerRef.current, scroller.current, from + turn, fraction);
        });
      });
    };
    element.addEventListener("beforematch", found);
    return () => {
      element.removeEventListener("beforematch", found);
      cancelAnimationFrame(frame);
      held.current = undefined;
    };
  }, [indexed]);

  if (!indexed) return null;
  return (
    <div ref={container} className="tl-thread__find" aria-hidden="true">
      {chunks.map(({ from, to }) => (
        <FindChunk key={from} turns={turns} from={from} to={to} top={startOf(virtualizer, from)} />
      ))}
    </div>
  );
}
