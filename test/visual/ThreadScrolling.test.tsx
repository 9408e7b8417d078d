import { cleanup, render, screen } from "@testing-library/react";
import { useEffect, useMemo, useState } from "react";
import { flushSync } from "react-dom";
import {
  createConversationStore,
  createGraph,
  type GraphEvent,
  projectThread,
  reduceEvent,
  reduceEvents,
} from "threadline";
import { Chat, Thread } from "threadline/components";
import { longSession, scenario } from "threadline/testing";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import "threadline/styles.css";
import { distanceFromEnd, frames, nextFrame, reachTop } from "./scrolling.js";

const RUN = "answer";

/** A 2,000-turn session ending in an open assistant run. */
function openSession(): GraphEvent[] {
  const events = longSession(2000).user("Explain what you changed, in detail.").events();
  const question = events.at(-1);
  if (question?.type !== "user") throw new Error("the session must end with the user");
  events.push({
    type: "harness_start",
    runId: RUN,
    agentId: "assistant",
    parentId: `${question.runId}:user`,
  });
  return events;
}

let events: GraphEvent[];
let append: ((content: string) => void) | undefined;

function LiveThread() {
  const [graph, setGraph] = useState(() => reduceEvents(createGraph(), events));
  useEffect(() => {
    append = (content) =>
      setGraph((current) =>
        reduceEvent(current, { type: "text", id: `${RUN}:text`, runId: RUN, content }),
      );
    return () => {
      append = undefined;
    };
  }, []);
  const nodes = useMemo(() => projectThread(graph), [graph]);
  return (
    <div style={{ height: 600, display: "flex", flexDirection: "column" }}>
      <Thread nodes={nodes} />
    </div>
  );
}

/** The log, once it rests at its end. */
async function openAtEnd(): Promise<HTMLElement> {
  render(<LiveThread />);
  const log = screen.getByRole("log");
  await expect.poll(() => log.scrollTop).toBeGreaterThan(0);
  await expect.poll(() => distanceFromEnd(log)).toBeLessThan(1);
  return log;
}

const jumpButton = () => screen.queryByRole("button", { name: "Jump to latest" });

/** Streams `count` tokens into the open run, one a frame. */
async function stream(count: number) {
  for (let index = 0; index < count; index++) {
    await nextFrame();
    flushSync(() => append?.(index === 0 ? "streamed" : " more words of the answer"));
  }
  await frames(2);
}

/** The first turn in view and how far below the top of the view it starts. */
function firstInView(log: HTMLElement): { index: string | undefined; offset: number } {
  const top = log.getBoundingClientRect().top;
  const turn = [...log.querySelectorAll<HTMLElement>("[data-index]")].find(
    (candidate) => candidate.getBoundingClientRect().bottom > top,
  );
  return { index: turn?.dataset.index, offset: (turn?.getBoundingClientRect().top ?? 0) - top };
}

/** Expects the view to show what `before` found at the top of it, within a pixel. */
function expectSameView(log: HTMLElement, before: ReturnType<typeof firstInView>) {
  const now = firstInView(log);
  expect(now.index).toBe(before.index);
  expect(Math.abs(now.offset - before.offset)).toBeLessThan(2);
}

/** Whether the turns drawn cover the view (the window followed the scroll position). */
function turnsCoverView(log: HTMLElement): boolean {
  const view = log.getBoundingClientRect();
  const turns = [...log.querySelectorAll<HTMLElement>("[data-index]")].map((turn) =>
    turn.getBoundingClientRect(),
  );
  const top = Math.min(...turns.map((turn) => turn.top));
  const bottom = Math.max(...turns.map((turn) => turn.bottom));
  return top <= view.top + 20 && bottom >= view.bottom - 20;
}

beforeAll(() => {
  events = openSession();
});

afterEach(() => {
  cleanup();
});

describe("Thread scrolling through a 2,000-turn history", () => {
  it("stays at the top where a scrollbar drag put it, through the stream", async () => {
    const log = await openAtEnd();
    log.scrollTop = 0;
    await frames(2);
    expect(log.scrollTop).toBeLessThan(5);
    expect(jumpButton()).not.toBeNull();
    await stream(20);
    expect(log.scrollTop).toBeLessThan(5);
    expect(turnsCoverView(log)).toBe(true);
    expect(log.querySelector('[data-index="0"]')).not.toBeNull();
  });

  it("stays in the middle where a scrollbar drag put it, through the stream", async () => {
    const log = await openAtEnd();
    const middle = Math.round((log.scrollHeight - log.clientHeight) / 2);
    log.scrollTop = middle;
    await frames(2);
    expect(Math.abs(log.scrollTop - middle)).toBeLessThan(log.clientHeight);
    expect(distanceFromEnd(log)).toBeGreaterThan(10_000);
    expect(jumpButton()).not.toBeNull();
    const shown = firstInView(log);
    await stream(20);
    expectSameView(log, shown);
    expect(turnsCoverView(log)).toBe(true);
  });

  it("moves about 3,000 px under ten wheel steps of 300 px", async () => {
    const log = await openAtEnd();
    const start = log.scrollTop;
    await userEvent.wheel(log, { delta: { y: -300 }, times: 10 });
    await frames(20);
    const moved = start - log.scrollTop;
    expect(moved).toBeGreaterThan(2_500);
    expect(moved).toBeLessThan(3_500);
    expect(jumpButton()).not.toBeNull();
    const shown = firstInView(log);
    await stream(20);
    expectSameView(log, shown);
  });

  it("moves 3,000 px with a smooth fling of 3,000 px", async () => {
    const log = await openAtEnd();
    const start = log.scrollTop;
    log.scrollBy({ top: -3_000, behavior: "smooth" });
    await expect.poll(() => start - log.scrollTop).toBeGreaterThan(2_900);
    // The window catches up once the view has been still for a few frames.
    await frames(30);
    expect(start - log.scrollTop).toBeLessThan(3_100);
    expect(jumpButton()).not.toBeNull();
    const shown = firstInView(log);
    await stream(20);
    expectSameView(log, shown);
  });

  it("moves with PageUp, Home and End on the log, focused by Tab", async () => {
    const log = await openAtEnd();
    await userEvent.tab();
    expect(document.activeElement).toBe(log);
    const start = log.scrollTop;
    // The keys scroll smoothly, over several frames.
    await userEvent.keyboard("{PageUp}");
    await expect.poll(() => log.scrollTop).toBeLessThan(start - log.clientHeight / 2);
    expect(jumpButton()).not.toBeNull();
    await userEvent.keyboard("{Home}");
    await reachTop(log);
    await stream(10);
    expect(log.scrollTop).toBeLessThan(5);
    await userEvent.keyboard("{End}");
    await expect.poll(() => distanceFromEnd(log)).toBeLessThan(1);
    await stream(10);
    expect(distanceFromEnd(log)).toBeLessThan(1);
    expect(jumpButton()).toBeNull();
  });

  it("follows the stream again after Jump to latest", async () => {
    const log = await openAtEnd();
    log.scrollTop = 0;
    await frames(2);
    jumpButton()?.click();
    await frames(2);
    await stream(10);
    expect(distanceFromEnd(log)).toBeLessThan(1);
    expect(jumpButton()).toBeNull();
  });

  it("keeps a Chat where a scrollbar drag put it while the run streams", async () => {
    const store = createConversationStore({ batch: "sync", initialEvents: events });
    render(
      <div style={{ height: 600, display: "flex", flexDirection: "column" }}>
        <Chat store={store} onSend={() => {}} />
      </div>,
    );
    const log = screen.getByRole("log");
    await expect.poll(() => distanceFromEnd(log)).toBeLessThan(1);
    log.scrollTop = Math.round((log.scrollHeight - log.clientHeight) / 2);
    await frames(2);
    expect(distanceFromEnd(log)).toBeGreaterThan(10_000);
    expect(jumpButton()).not.toBeNull();
    const shown = firstInView(log);
    for (let index = 0; index < 20; index++) {
      await nextFrame();
      store.dispatch({ type: "text", id: `${RUN}:text`, runId: RUN, content: " more words" });
    }
    await frames(2);
    expectSameView(log, shown);
  });

  it("reaches the end with End when the turns are taller than estimated", async () => {
    const paragraph = "A paragraph long enough to wrap over a few lines in the column. ".repeat(6);
    let session = scenario();
    for (let turn = 0; turn < 300; turn++)
      session = session
        .user(`Question ${turn}`)
        .assistant((agent) => agent.text(`${paragraph}\n\n${paragraph}\n\n${paragraph}`));
    const nodes = projectThread(reduceEvents(createGraph(), session.events()));
    render(
      <div style={{ height: 600, display: "flex", flexDirection: "column" }}>
        <Thread nodes={nodes} />
      </div>,
    );
    const log = screen.getByRole("log");
    await expect.poll(() => distanceFromEnd(log)).toBeLessThan(1);
    await userEvent.tab();
    await userEvent.keyboard("{Home}");
    await reachTop(log);
    await frames(5);
    await userEvent.keyboard("{End}");
    await expect.poll(() => distanceFromEnd(log)).toBeLessThan(1);
    await frames(10);
    expect(distanceFromEnd(log)).toBeLessThan(1);
    expect(jumpButton()).toBeNull();
  });
});
