// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import { createSummaryEvent } from "../../core/context/summaries.js";
import { createGraph } from "../../core/graph/createGraph.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import type { ViewNode } from "../../core/projections/ViewNode.js";
import { createScenario } from "../../testing/createScenario.js";
import { SummaryBlock } from "./SummaryBlock.js";

afterEach(() => {
  cleanup();
});

function summaryView(): ViewNode {
  const scenario = createScenario();
  const question = scenario.user("Why is CI red?");
  const agent = scenario.run("lead", { parentId: question });
  const answer = agent.text("The coupon test fails.");
  agent.end();
  const summary = createSummaryEvent({ id: "s1", covers: [question, answer], content: "CI talk." });
  const views = projectThread(reduceEvents(createGraph(), [...scenario.events(), summary]));
  return views.find((node) => node.content.kind === "summary") as ViewNode;
}

describe("SummaryBlock", () => {
  it("shows and hides the originals with its disclosure button", async () => {
    const user = userEvent.setup();
    const { container } = render(<SummaryBlock node={summaryView()} />);
    const toggle = screen.getByRole("button", { name: "Show originals" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(container.firstElementChild?.getAttribute("data-state")).toBe("open");
    expect(toggle.getAttribute("aria-controls")).toBe(screen.getByRole("list").parentElement?.id);
    expect(screen.getByRole("list")).toBeTruthy();
    expect(screen.getByText("Why is CI red?")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Hide originals" }));
    expect(screen.queryByText("Why is CI red?")).toBeNull();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("toggles from the keyboard", async () => {
    const user = userEvent.setup();
    render(<SummaryBlock node={summaryView()} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Show originals" }));
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Hide originals" })).toBe(document.activeElement);
    expect(screen.getByRole("list")).toBeTruthy();
    await user.keyboard(" ");
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("passes axe collapsed and expanded", async () => {
    const { container } = render(
      <main>
        <SummaryBlock node={summaryView()} />
        <SummaryBlock node={summaryView()} defaultExpanded />
      </main>,
    );
    // jsdom cannot paint, so contrast is checked in Chromium by the storybook project.
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
