// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import { createGraph, projectThread, reduceEvents } from "../../index.js";
import { createScenario } from "../../testing/createScenario.js";
import { Reasoning } from "./Reasoning.js";

afterEach(() => {
  cleanup();
});

function reasoningNodes() {
  const scenario = createScenario();
  const question = scenario.user("Is 91 prime?");
  const agent = scenario.run("lead", { parentId: question });
  agent.reasoning("91 = 7 × 13, so it is **not** prime.");
  const streaming = projectThread(reduceEvents(createGraph(), scenario.events()));
  agent.end();
  const complete = projectThread(reduceEvents(createGraph(), scenario.events()));
  const pick = (nodes: typeof streaming) => {
    const node = nodes.find((view) => view.content.kind === "reasoning");
    if (!node) throw new Error("no reasoning node");
    return node;
  };
  return { streaming: pick(streaming), complete: pick(complete) };
}

function details(): HTMLDetailsElement {
  const element = document.querySelector("details");
  if (!element) throw new Error("no details");
  return element;
}

describe("Reasoning", () => {
  it("is open while streaming and closes when the reasoning is complete", async () => {
    const nodes = reasoningNodes();
    const { rerender } = render(<Reasoning node={nodes.streaming} />);
    expect(details().open).toBe(true);
    expect(screen.getByText("Thinking…")).toBeTruthy();
    rerender(<Reasoning node={nodes.complete} durationMs={4000} />);
    expect(details().open).toBe(false);
    expect(details().dataset.state).toBe("closed");
    expect(screen.getByText("Thought for 4s")).toBeTruthy();
    expect(screen.queryByText("not")).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(details().open).toBe(false);
  });

  it("stays open when the user opened it, after streaming ends", async () => {
    const user = userEvent.setup();
    const nodes = reasoningNodes();
    const { rerender } = render(<Reasoning node={nodes.streaming} />);
    await user.click(screen.getByText("Thinking…"));
    await waitFor(() => expect(details().dataset.state).toBe("closed"));
    await user.click(screen.getByText("Thinking…"));
    await waitFor(() => expect(details().dataset.state).toBe("open"));
    rerender(<Reasoning node={nodes.complete} durationMs={4000} />);
    expect(details().open).toBe(true);
  });

  it("stays closed when the user closed it while streaming", async () => {
    const user = userEvent.setup();
    const nodes = reasoningNodes();
    const { rerender } = render(<Reasoning node={nodes.streaming} />);
    await user.click(screen.getByText("Thinking…"));
    await waitFor(() => expect(details().dataset.state).toBe("closed"));
    rerender(<Reasoning node={nodes.complete} durationMs={4000} />);
    expect(details().open).toBe(false);
  });

  it("puts its summary in the tab order and opens on activation", async () => {
    const user = userEvent.setup();
    render(<Reasoning node={reasoningNodes().complete} durationMs={1500} />);
    await user.tab();
    expect(document.activeElement?.textContent).toBe("Thought for 1.5s");
    // jsdom gives <summary> no keyboard activation; Chromium's is covered by the stories.
    await user.click(screen.getByText("Thought for 1.5s"));
    await waitFor(() => expect(details().dataset.state).toBe("open"));
    expect(screen.getByText("not")).toBeTruthy();
  });

  it("passes axe open and closed", async () => {
    const nodes = reasoningNodes();
    const { container } = render(
      <main>
        <Reasoning node={nodes.streaming} />
        <Reasoning node={nodes.complete} durationMs={4000} />
      </main>,
    );
    // jsdom cannot paint, so contrast is checked in Chromium by the storybook project.
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
