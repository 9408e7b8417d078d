import { useEffect, useState } from "react";

/** Where a copy button stands: at rest, or saying for a moment how its last copy went. */
export type CopyState = "idle" | "copied" | "failed";

/** How long a copy button says "Copied" (or that it failed) before it is a copy button again. */
const SAYS_FOR_MS = 2000;

/**
 * Copies text with `navigator.clipboard` and says how it went for two seconds: the state of a
 * copy button (code blocks, message actions). A refusal or a missing clipboard is `failed`.
 * @internal
 */
export function useClipboard(): readonly [CopyState, (text: string) => Promise<void>] {
  const [state, setState] = useState<CopyState>("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), SAYS_FOR_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
  };
  return [state, copy];
}
