// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { logHeightInJsdom } from "../../../../test/logHeightInJsdom.js";
import { createGraph } from "../../../core/graph/createGraph.js";
import { reduceEvents } from "../../../core/graph/reduceEvents.js";
import { projectThread } from "../../../core/projections/thread/projectThread.js";
import { scenario } from "../../../testing/scenario.js";
import { Thread } from "../Thread.js";

logHeightInJsdom();

afterEach(cleanup);

function longThread(pairs: number) {
  let session = scenario();
  for (let pair = 0; pair < pairs; pair++) {
    session = session
      .user(`question ${pair} ends here`)
      .assistant((agent) => agent.text(`answer ${pair} ends here`));
  }
  return projectThread(reduceEvents(createGraph(), session.events()));
}

const chunks = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLElement>(".tl-thread__find-chunk"),
];

/** The find index's text for each drawn and each indexed turn, by the turn's words. */
function where(container: HTMLElement, words: string) {
  const drawn = [...container.querySelectorAll("[data-turn-index]")].filter((turn) =>
    turn.textContent?.includes(words),
  ).length;
  const indexed = chunks(container).filter((chunk) =>
    chunk.textContent?.split("\n").includes(words),
  ).length;
  return { drawn, indexed };
}

describe("Thread's find index", () => {
  it("holds each turn not drawn once, hidden until found, once the browser is idle", async () => {
    const { container } = render(<Thread nodes={longThread(150)} />);
    expect(chunks(container)).toEqual([]);
    // It waits for idle time and for quiet frames, which jsdom gives slowly.
    await expect.poll(() => chunks(container).length, { timeout: 5000 }).toBeGreaterThan(0);
    for (const chunk of chunks(container)) {
      expect(chunk.getAttribute("hidden")).toBe("until-found");
    }
    const drawn = container.querySelectorAll("[data-turn-index]").length;
    expect(drawn).toBeGreaterThan(0);
    // jsdom lays nothing out: turns measure 0 px, and the window takes half the thread.
    expect(drawn).toBeLessThan(300);
    for (let pair = 0; pair < 150; pair++) {
      for (const words of [`question ${pair} ends here`, `answer ${pair} ends here`]) {
        const found = where(container, words);
        expect(found.drawn + found.indexed, words).toBe(1);
      }
    }
    // 300 turns in chunks of 50, the drawn ones left out.
    expect(chunks(container).length).toBeLessThanOrEqual(Math.ceil((300 - drawn) / 50) + 1);
    expect(screen.getByRole("log").querySelectorAll(".tl-thread__find").length).toBe(1);
  });

  it("adds nothing when every turn is drawn", async () => {
    const { container } = render(<Thread nodes={longThread(2)} />);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(container.querySelector(".tl-thread__find")).toBeNull();
  });
});
