import { StrictMode, useEffect, useMemo, useState } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { createGraph, projectThread, reduceEvent, reduceEvents } from "threadline";
import { Thread } from "threadline/components";
import "threadline/styles.css";
import "threadline/fonts.css";
import { findSession, RUN } from "./findSession";

declare global {
  interface Window {
    /** Streams one token into the open run, in its own commit. */
    appendToken?: (content: string) => void;
  }
}

const events = findSession();

function FindPage() {
  const [graph, setGraph] = useState(() => reduceEvents(createGraph(), events));
  useEffect(() => {
    window.appendToken = (content) =>
      flushSync(() =>
        setGraph((current) =>
          reduceEvent(current, { type: "text", id: `${RUN}:text`, runId: RUN, content }),
        ),
      );
  }, []);
  const nodes = useMemo(() => projectThread(graph), [graph]);
  return (
    <div style={{ height: 600, width: 800, display: "flex", flexDirection: "column" }}>
      <Thread nodes={nodes} />
    </div>
  );
}

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <FindPage />
    </StrictMode>,
  );
}
