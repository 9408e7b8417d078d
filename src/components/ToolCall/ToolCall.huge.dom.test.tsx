// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createGraph } from "../../core/graph/createGraph.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import type { ViewNode } from "../../core/projections/ViewNode.js";
import { createScenario } from "../../testing/createScenario.js";
import { ToolCall } from "./ToolCall.js";

afterEach(() => {
  cleanup();
});

const TEN_MB = 10 * 1024 * 1024;
const BOUND = 25_000;

function callWith(input: unknown, output: unknown): ViewNode {
  const scenario = createScenario();
  const run = scenario.run("agent", { parentId: scenario.user("Go") });
  run.toolResult(run.toolCall("fetch", input), "fetch", output);
  const views = projectThread(reduceEvents(createGraph(), scenario.events()));
  return views.find((node) => node.content.kind === "tool_call") as ViewNode;
}

describe("ToolCall with huge values", () => {
  it("puts a bounded prefix of a 10 MB text output into the page", () => {
    const line = `${"0123456789".repeat(9)}\n`;
    const { container } = render(
      <ToolCall node={callWith({}, line.repeat(TEN_MB / line.length))} defaultOpen />,
    );
    expect(container.textContent?.length).toBeLessThan(BOUND);
  });

  it("puts a bounded prefix of a 10 MB single-line output into the page", () => {
    const { container } = render(<ToolCall node={callWith({}, "x".repeat(TEN_MB))} defaultOpen />);
    expect(container.textContent?.length).toBeLessThan(BOUND);
  });

  it("puts a bounded prefix of 10 MB of JSON input and output into the page", () => {
    const row = JSON.parse('{"name": "row", "big": 12345678901234567890123}');
    const rows = Array.from({ length: TEN_MB / 40 }, (_, index) => ({ id: index, ...row }));
    const { container } = render(<ToolCall node={callWith({ rows }, { rows })} defaultOpen />);
    expect(container.textContent?.length).toBeLessThan(2 * BOUND);
    expect(container.textContent).toContain('"big": 1.2345678901234568e+22');
  });

  it("sums up a 10 MB input in one short line while closed", () => {
    const blob = { data: "y".repeat(TEN_MB), rows: Array.from({ length: 100_000 }, (_, id) => id) };
    const { container } = render(<ToolCall node={callWith(blob, "ok")} />);
    expect(container.textContent?.length).toBeLessThan(400);
  });
});
