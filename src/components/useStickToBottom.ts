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
}

function atBottom(element: HTMLElement): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= PINNED_SLACK_PX;
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

  // Only the user moves the view up: content that grows or a jump to the end never lowers
  // scrollTop, so a scroll that lowers it unpins and reaching the end pins again.
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    let lastTop = element.scrollTop;
    const onScroll = () => {
      const top = element.scrollTop;
      if (atBottom(element)) pin(true);
      else if (top < lastTop - 1) pin(false);
      lastTop = top;
    };
    element.addEventListener("scroll", onScroll, { passive: true });
    return () => element.removeEventListener("scroll", onScroll);
  }, [scroller, pin]);

  const follow = useCallback(() => {
    const element = scroller.current;
    // Exactly at the end, not within the slack: where a pinned view rests must not depend
    // on when its last rows were measured.
    if (!element || element.scrollHeight - element.scrollTop - element.clientHeight < 1) return;
    scrollToEnd();
  }, [scroller, scrollToEnd]);

  const followIfPinned = useCallback(() => {
    if (pinnedRef.current) follow();
  }, [follow]);

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

  return { pinned, jumpToLatest, followIfPinned };
}
