// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import { logHeightInJsdom } from "../../../test/logHeightInJsdom.js";
import { createGraph } from "../../core/graph/createGraph.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import { stateCatalogue } from "../../testing/catalogue/stateCatalogue.js";
import { Thread } from "./Thread.js";

logHeightInJsdom();

afterEach(() => {
  cleanup();
});

function rtlEntry() {
  const entry = stateCatalogue().find((candidate) => candidate.name === "rtl-text");
  if (!entry) throw new Error("the catalogue has no rtl-text entry");
  return entry;
}

describe("Thread text direction", () => {
  it("lets the text of each user bubble and answer take its own direction", () => {
    render(<Thread nodes={projectThread(rtlEntry().graph)} />);
    const bubbles = screen.getAllByRole("article", { name: "You" });
    expect(bubbles).toHaveLength(2);
    for (const bubble of bubbles) {
      const paragraph = bubble.querySelector(".tl-user-message p");
      expect(paragraph?.getAttribute("dir")).toBe("auto");
      // The turn itself follows the page: the bubble stays at the page's inline end.
      expect(bubble.getAttribute("dir")).toBeNull();
    }
    const answer = screen.getByText(/^לטיפוס/);
    expect(answer.getAttribute("dir")).toBe("auto");
    const code = within(answer).getByText("StorageConfig");
    expect(code.getAttribute("dir")).toBe("ltr");
  });

  it("lets each text part of a user message take its own direction", () => {
    const nodes = projectThread(
      reduceEvents(createGraph(), [
        {
          type: "user",
          runId: "u1",
          content: [
            { type: "text", text: "שלום" },
            { type: "text", text: "Hello" },
          ],
        },
      ]),
    );
    render(<Thread nodes={nodes} />);
    const bubble = screen.getByRole("article", { name: "You" });
    const paragraphs = [...bubble.querySelectorAll(".tl-user-message > p")];
    expect(
      paragraphs.map((paragraph) => [paragraph.textContent, paragraph.getAttribute("dir")]),
    ).toEqual([
      ["שלום", "auto"],
      ["Hello", "auto"],
    ]);
  });

  it("passes axe with right-to-left text", async () => {
    const { container } = render(
      <main>
        <Thread nodes={projectThread(rtlEntry().graph)} />
      </main>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
