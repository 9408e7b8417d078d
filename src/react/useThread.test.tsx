// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { Profiler } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { GraphEvent } from "../core/graph/GraphEvent.js";
import type { BatchMode } from "../core/store/ConversationStore.js";
import { createConversationStore } from "../core/store/createConversationStore.js";
import type { Schedule } from "../core/store/flushScheduler.js";
import { ConversationProvider } from "./ConversationProvider.js";
import { useThread } from "./useThread.js";

const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

function manualFrames(): { schedule: Schedule; frame(): void } {
  let waiting: (() => void)[] = [];
  return {
    schedule(callback) {
      waiting.push(callback);
      return () => {
        waiting = waiting.filter((entry) => entry !== callback);
      };
    },
    frame() {
      const due = waiting;
      waiting = [];
      for (const callback of due) callback();
    },
  };
}

const opening: GraphEvent[] = [
  { type: "user", runId: "u1", content: "Tell me a story" },
  { type: "harness_start", runId: "r1", agentId: "writer", parentId: "u1:user" },
];

function ThreadText() {
  const nodes = useThread();
  const last = nodes[nodes.length - 1];
  return <p>{last?.content.kind === "text" ? last.content.text : ""}</p>;
}

function Spy({ seen }: { readonly seen: (readonly unknown[])[] }) {
  seen.push(useThread());
  return null;
}

/** Streams one token per millisecond for a second of frames; returns the commits React made. */
async function streamSecond(batch: BatchMode): Promise<{ commits: number; text: string }> {
  const frames = manualFrames();
  const store = createConversationStore({
    batch,
    schedule: frames.schedule,
    initialEvents: opening,
  });
  let commits = 0;
  const { container } = render(
    <ConversationProvider store={store}>
      <Profiler id="thread" onRender={() => (commits += 1)}>
        <ThreadText />
      </Profiler>
    </ConversationProvider>,
  );
  commits = 0;
  for (let millisecond = 0; millisecond < 1000; millisecond += 1) {
    store.dispatch({ type: "text", id: "t1", runId: "r1", content: "w" });
    if (millisecond % 16 === 15) frames.frame();
    await Promise.resolve();
  }
  store.flush();
  await Promise.resolve();
  return { commits, text: container.textContent ?? "" };
}

describe("useThread", () => {
  beforeEach(() => {
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    cleanup();
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = true;
  });

  it("commits at most once per frame while 1000 events per second stream in", async () => {
    const { commits, text } = await streamSecond("frame");
    expect(text).toBe("w".repeat(1000));
    const frames = Math.ceil(1000 / 16);
    expect(commits).toBeGreaterThan(frames / 2);
    expect(commits).toBeLessThanOrEqual(frames + 2);
  });

  it("commits on every event without frame batching (the control)", async () => {
    const { commits, text } = await streamSecond("sync");
    expect(text).toBe("w".repeat(1000));
    expect(commits).toBeGreaterThan(900);
  });

  it("keeps unchanged view nodes identical across renders", () => {
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = true;
    const store = createConversationStore({ batch: "sync", initialEvents: opening });
    const seen: (readonly unknown[])[] = [];
    render(
      <ConversationProvider store={store}>
        <Spy seen={seen} />
      </ConversationProvider>,
    );
    act(() => {
      store.dispatch([
        { type: "text", id: "t1", runId: "r1", content: "Once" },
        { type: "tool_call", id: "c1", runId: "r1", name: "search", input: {} },
      ]);
    });
    act(() => {
      store.dispatch({ type: "text", id: "t2", runId: "r1", content: "Then" });
    });
    const [before, after] = seen.slice(-2);
    expect(after).toHaveLength(4);
    expect(after?.[1]).toBe(before?.[1]);
    expect(after?.[2]).toBe(before?.[2]);
  });
});
