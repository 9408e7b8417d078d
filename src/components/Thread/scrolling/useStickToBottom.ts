import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

// Within this many pixels of the end still counts as "at the bottom", so sub-pixel layout
// and a last line still growing do not unpin.
const PINNED_SLACK_PX = 24;

/** Whether the view follows new content, and how to follow it again. @internal */
export interface StickToBottom {
  readonly pinned: boolean;
  /** Scrolls to the end and follows new content again. */
  jumpToLatest(): void;
  /** Scrolls to the end if the view follows new content (content grew outside a render). */
  followIfPinned(): void;
  /** Notes that the view was moved by `by` pixels to keep what it shows in place. */
  corrected(by: number): void;
}

/**
 * Keeps a scroll container at its end while `pinned`; scrolling up unpins it, scrolling back
 * down (or `jumpToLatest`) pins it again. `contentKey` changes whenever content may have grown;
 * `pinKey` changes when the view must follow again whatever the user did (they sent a message).
 * @internal
 */
export function useStickToBottom(
  scroller: RefObject<HTMLElement | null>,
  scrollToEnd: () => void,
  keys: { readonly contentKey: unknown; readonly pinKey: unknown },
): StickToBottom {
  const [pinned, setPinned] = useState(true);
  const pinnedRef = useRef(true);

  const pin = useCallback((next: boolean) => {
    if (pinnedRef.current === next) return;
    pinnedRef.current = next;
    setPinned(next);
  }, []);

  // Where the view was when last looked at. Only the user moves the view up: content that
  // grows or a jump to the end never lowers scrollTop, and a correction for a turn above the
  // view is counted by `corrected`. So a view that went up unpins and reaching the end pins
  // again, whatever moved it (wheel, scrollbar, keys).
  const lastTop = useRef<number | undefined>(undefined);
  const readIntent = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const top = element.scrollTop;
    const last = lastTop.current;
    lastTop.current = top;
    const distance = element.scrollHeight - top - element.clientHeight;
    // Content that shrinks at the end moves the view up too, but leaves it exactly at the end.
    if (distance < 1) pin(true);
    // Up, even within the slack: the first frames of a smooth scroll move only a few pixels.
    else if (last !== undefined && top < last - 1) pin(false);
    else if (distance <= PINNED_SLACK_PX) pin(true);
  }, [scroller, pin]);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    lastTop.current = element.scrollTop;
    // Capture runs before the virtualiser's own listener on the same element: that one draws
    // the new window at once, and its measurements follow the end while still pinned.
    element.addEventListener("scroll", readIntent, { capture: true, passive: true });
    return () => element.removeEventListener("scroll", readIntent, { capture: true });
  }, [scroller, readIntent]);

  const follow = useCallback(() => {
    const element = scroller.current;
    // Exactly at the end, not within the slack: where a pinned view rests must not depend
    // on when its last rows were measured.
    if (!element || element.scrollHeight - element.scrollTop - element.clientHeight < 1) return;
    scrollToEnd();
    lastTop.current = element.scrollTop;
  }, [scroller, scrollToEnd]);

  // A smooth scroll (a fling, a key) moves the view before its scroll event: read where it is
  // before following, or the jump to the end would cancel it.
  const followIfPinned = useCallback(() => {
    readIntent();
    if (pinnedRef.current) follow();
  }, [readIntent, follow]);

  const corrected = useCallback((by: number) => {
    if (lastTop.current !== undefined) lastTop.current += by;
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: contentKey is the trigger
  useLayoutEffect(followIfPinned, [keys.contentKey, followIfPinned]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: pinKey is the trigger
  useLayoutEffect(() => {
    pinnedRef.current = true;
    setPinned(true);
    follow();
  }, [keys.pinKey]);

  const jumpToLatest = useCallback(() => {
    pin(true);
    follow();
  }, [pin, follow]);

  return { pinned, jumpToLatest, followIfPinned, corrected };
}
