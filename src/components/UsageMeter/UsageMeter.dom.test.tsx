// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import { createGraph } from "../../core/graph/createGraph.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { usageByRun } from "../../core/projections/usageByRun.js";
import { multiAgentScenario } from "../../testing/fixtures/multiAgentScenario.js";
import { UsageMeter } from "./UsageMeter.js";

afterEach(() => {
  cleanup();
});

describe("UsageMeter", () => {
  it("exposes the context window as a named meter", () => {
    render(<UsageMeter usage={{ inputTokens: 40_000, outputTokens: 2_000 }} limit={200_000} />);
    const meter = screen.getByRole("meter", { name: "Context window" });
    expect(meter.getAttribute("aria-valuenow")).toBe("42000");
    expect(meter.getAttribute("aria-valuetext")).toBe("42,000 of 200,000 tokens (21%)");
  });

  it("lists each run as a table row", () => {
    const graph = reduceEvents(createGraph(), multiAgentScenario().events());
    render(<UsageMeter usage={{ inputTokens: 1, outputTokens: 1 }} byRun={usageByRun(graph)} />);
    const table = screen.getByRole("table", { name: "By run, including subagents" });
    expect(table.querySelectorAll("tbody tr")).toHaveLength(2);
    expect(screen.getByRole("rowheader", { name: /researcher/ })).toBeTruthy();
  });

  it("passes axe", async () => {
    const graph = reduceEvents(createGraph(), multiAgentScenario().events());
    const { container } = render(
      <main>
        <UsageMeter
          usage={{ inputTokens: 7346, outputTokens: 524 }}
          byRun={usageByRun(graph)}
          limit={8_000}
        />
      </main>,
    );
    // jsdom cannot paint, so contrast is checked in Chromium by the storybook project.
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
