import type { KeyboardEvent, RefObject } from "react";
import type { Turn } from "../../../core/projections/groupTurns.js";
import type { TurnWindow } from "./useTurnVirtualizer.js";

const NAVIGATION_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => Math.min(count - 1, index + 1),
  ArrowUp: (index) => Math.max(0, index - 1),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** What `useTurnKeys` moves through. @internal */
export interface TurnKeysOptions {
  readonly virtualizer: TurnWindow["virtualizer"];
  readonly scroller: RefObject<HTMLDivElement | null>;
  readonly turns: readonly Turn[];
  /** Scrolls to the newest turn and follows it. */
  readonly jumpToLatest: () => void;
  readonly onSelect?: ((id: string) => void) | undefined;
}

/**
 * The thread log's key handler. Keys on a focused turn move between turns (arrows, Home,
 * End), bringing the next one into the window and selecting it. On the log itself the keys
 * scroll it natively, but for End: the turns not yet measured may be taller than estimated,
 * and a native scroll stops at the end it saw when it started; following the end measures
 * its way there.
 * @internal
 */
export function useTurnKeys({
  virtualizer,
  scroller,
  turns,
  jumpToLatest,
  onSelect,
}: TurnKeysOptions): (event: KeyboardEvent<HTMLDivElement>) => void {
  return (event) => {
    if (event.target === event.currentTarget && event.key === "End" && !event.shiftKey) {
      event.preventDefault();
      jumpToLatest();
      return;
    }
    const move = NAVIGATION_KEYS[event.key];
    const current = (event.target as HTMLElement).closest<HTMLElement>("[data-turn-index]");
    if (!move || !current || current !== event.target) return;
    event.preventDefault();
    const next = move(Number(current.dataset.turnIndex), turns.length);
    virtualizer.scrollToIndex(next, { align: "auto" });
    requestAnimationFrame(() => {
      scroller.current?.querySelector<HTMLElement>(`[data-turn-index="${next}"]`)?.focus();
    });
    const turn = turns[next];
    if (turn) onSelect?.(turn.parts[0]?.id ?? turn.id);
  };
}
