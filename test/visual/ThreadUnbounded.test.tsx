import { cleanup, render, screen } from "@testing-library/react";
import { createConversationStore, type GraphEvent } from "threadline";
import { Chat, Thread } from "threadline/components";
import { useThread } from "threadline/react";
import { longSession } from "threadline/testing";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import "threadline/styles.css";
import { distanceFromEnd, frames, reachTop } from "./scrolling.js";

let events: GraphEvent[];

beforeAll(() => {
  events = longSession(10_000).events();
});

afterEach(() => {
  cleanup();
});

function StoreThread({ store }: { store: ReturnType<typeof createConversationStore> }) {
  return <Thread nodes={useThread({ store })} />;
}

describe("Thread in a page that does not bound its height", () => {
  it("keeps a Chat of 10,000 turns to a viewport of turns", async () => {
    const store = createConversationStore({ batch: "sync", initialEvents: events });
    // Rendered straight into the page: no parent gives the chat a height.
    const { container } = render(<Chat store={store} onSend={() => {}} />);
    const log = screen.getByRole("log");
    await expect.poll(() => distanceFromEnd(log)).toBeLessThan(1);
    await frames(5);
    expect(container.querySelectorAll("*").length).toBeLessThanOrEqual(1_500);
    expect(log.clientHeight).toBeLessThanOrEqual(window.innerHeight);
    expect(log.scrollHeight).toBeGreaterThan(window.innerHeight * 100);
    // The composer stays on screen below the log.
    const composer = screen.getByRole("textbox", { name: "Message" });
    expect(composer.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  });

  it("keeps a Thread of 10,000 turns to a viewport of turns, and scrolls inside it", async () => {
    const store = createConversationStore({ batch: "sync", initialEvents: events });
    const { container } = render(<StoreThread store={store} />);
    const log = screen.getByRole("log");
    await expect.poll(() => distanceFromEnd(log)).toBeLessThan(1);
    expect(container.querySelectorAll("*").length).toBeLessThanOrEqual(1_500);
    log.focus();
    await userEvent.keyboard("{Home}");
    await reachTop(log);
    await frames(5);
    expect(log.querySelector('[data-index="0"]')).not.toBeNull();
    expect(container.querySelectorAll("*").length).toBeLessThanOrEqual(1_500);
  });

  it("grows with a short conversation instead of filling the viewport", async () => {
    const store = createConversationStore({
      batch: "sync",
      initialEvents: longSession(2).events(),
    });
    render(<Chat store={store} onSend={() => {}} />);
    const log = screen.getByRole("log");
    await frames(5);
    expect(log.scrollHeight).toBeLessThanOrEqual(log.clientHeight + 1);
    expect(log.clientHeight).toBeLessThan(window.innerHeight);
  });
});
