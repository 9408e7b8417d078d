// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createGraph } from "../../core/graph/createGraph.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import type { ViewNode } from "../../core/projections/ViewNode.js";
import { createScenario } from "../../testing/createScenario.js";
import { ToolCall } from "./ToolCall.js";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function readFile(output: unknown): ViewNode {
  const scenario = createScenario();
  const run = scenario.run("agent", { parentId: scenario.user("Go") });
  run.toolResult(run.toolCall("read_file", { path: "a" }), "read_file", output);
  const views = projectThread(reduceEvents(createGraph(), scenario.events()));
  return views.find((node) => node.content.kind === "tool_call") as ViewNode;
}

function Broken(): never {
  throw new TypeError("results.map is not a function");
}

function Picky({ output }: { output: unknown }) {
  if (typeof output !== "string") throw new Error("not yet");
  return <p>picked {output}</p>;
}

const unprintable = {
  toString() {
    throw new Error("no");
  },
};

function Odd(): never {
  throw unprintable;
}

describe("ToolCall render", () => {
  it("falls back to the default body with a note naming the error when the renderer throws", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(<ToolCall node={readFile({ size: 12 })} render={Broken} />);
    expect(
      screen.getByText(
        "The custom view failed (TypeError: results.map is not a function). Showing the default view.",
      ),
    ).toBeTruthy();
    expect(screen.getByText(/"size": 12/)).toBeTruthy();
  });

  it("says so in its own words when the thrown value cannot be shown", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <ToolCall
        node={readFile("x")}
        render={Odd}
        labels={{ toolRendererFailed: (message) => `failed: ${message}` }}
      />,
    );
    expect(screen.getByText("failed: an error that cannot be shown")).toBeTruthy();
  });

  it("tries the renderer again when the node changes", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { rerender } = render(<ToolCall node={readFile({ size: 1 })} render={Picky} />);
    expect(screen.getByText(/The custom view failed/)).toBeTruthy();
    rerender(<ToolCall node={readFile("text")} render={Picky} />);
    expect(screen.getByText("picked text")).toBeTruthy();
    expect(screen.queryByText(/The custom view failed/)).toBeNull();
  });
});
