import { type ReactNode, useEffect, useState } from "react";
import { isPrepared, type PrepareRenderOptions, prepareRender } from "./prepareRender.js";

/** Props of `Deterministic`. */
export interface DeterministicProps extends PrepareRenderOptions {
  readonly children?: ReactNode;
}

// Scoped to the wrapper; !important because component sheets turn animations on under
// prefers-reduced-motion: no-preference, and a page's own rules may too.
// The wrapper draws no box of its own, so the children lay out as if it were not there.
const STILL = `.tl-deterministic { display: contents; }
.tl-deterministic, .tl-deterministic *, .tl-deterministic *::before, .tl-deterministic *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;

type Status = "loading" | "settling" | "ready";

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/**
 * Draws its children the same way on every run, to the pixel: no animation, transition or
 * blinking caret, and nothing drawn until the code grammars and fonts are loaded, so the
 * first paint is the final one (call `prepareRender` first to skip the wait). Durations come
 * from the events (see `catalogueStore`), and React's ids are stable for the same tree.
 * `data-status` turns `ready` once fonts have loaded for all the text it drew: take the
 * screenshot then (`deterministicReady` is the selector).
 * @example
 * <Deterministic languages={["ts"]}>
 *   <Chat store={catalogueStore(entry)} onSend={() => {}} />
 * </Deterministic>
 */
export function Deterministic({ children, languages, fonts }: DeterministicProps) {
  const [status, setStatus] = useState<Status>(() =>
    isPrepared({ languages, fonts }) ? "settling" : "loading",
  );
  const key = [...(languages ?? []), "|", ...(fonts ?? [])].join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the two lists
  useEffect(() => {
    let live = true;
    const settle = async () => {
      await prepareRender({ languages, fonts });
      if (!live) return;
      setStatus((current) => (current === "loading" ? "settling" : current));
    };
    void settle();
    return () => {
      live = false;
    };
  }, [key]);
  useEffect(() => {
    if (status !== "settling") return;
    let live = true;
    const settle = async () => {
      // The text drawn may need faces of other unicode ranges: they load once laid out.
      await document.fonts.ready;
      await nextFrame();
      await nextFrame();
      if (live) setStatus("ready");
    };
    void settle();
    return () => {
      live = false;
    };
  }, [status]);
  return (
    <div className="tl-deterministic" data-status={status}>
      <style>{STILL}</style>
      {status !== "loading" && children}
    </div>
  );
}
