// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createGraph } from "../core/createGraph.js";
import { projectThread } from "../core/projections/projectThread.js";
import type { ViewNode } from "../core/projections/ViewNode.js";
import { reduceEvents } from "../core/reduceEvents.js";
import { createScenario } from "../testing/createScenario.js";
import type { RunScript } from "../testing/RunScript.js";
import { ToolCall } from "./ToolCall.js";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function toolCallViews(script: (run: RunScript) => void): ViewNode[] {
  const scenario = createScenario();
  const run = scenario.run("agent", { parentId: scenario.user("Go") });
  script(run);
  const views = projectThread(reduceEvents(createGraph(), scenario.events()));
  return views.filter((node) => node.content.kind === "tool_call");
}

function toolCallView(script: (run: RunScript) => void): ViewNode {
  const [view] = toolCallViews(script);
  if (!view) throw new Error("The scenario has no tool call");
  return view;
}

const readFile = (output: unknown) =>
  toolCallView((run) =>
    run.toolResult(run.toolCall("read_file", { path: "a" }), "read_file", output),
  );

function Broken(): never {
  throw new TypeError("results.map is not a function");
}

function Picky({ output }: { output: unknown }) {
  if (typeof output !== "string") throw new Error("not yet");
  return <p>picked {output}</p>;
}

describe("ToolCall", () => {
  it("folds and unfolds its details from the header", async () => {
    const user = userEvent.setup();
    const { container } = render(<ToolCall node={readFile("hello")} />);
    const details = container.querySelector("details") as HTMLDetailsElement;
    expect(details.open).toBe(true);
    await user.click(screen.getByText("read_file"));
    expect(details.open).toBe(false);
  });

  it("folds a large input and keeps a small one open", () => {
    const large = toolCallView((run) =>
      run.toolCall("write_file", { path: "a.ts", content: "x\n".repeat(400) }),
    );
    const small = toolCallView((run) => run.toolCall("write_file", { path: "a.ts" }));
    const { container } = render(
      <>
        <ToolCall node={large} />
        <ToolCall node={small} />
      </>,
    );
    const inputs = container.querySelectorAll<HTMLDetailsElement>('details[data-part="input"]');
    expect([...inputs].map((input) => input.open)).toEqual([false, true]);
  });

  it("shows the rest of a long output after Show all", async () => {
    const user = userEvent.setup();
    const lines = Array.from({ length: 500 }, (_, index) => `line ${index + 1}`).join("\n");
    render(<ToolCall node={readFile(lines)} />);
    expect(screen.getByText("Showing the first 200 lines.")).toBeTruthy();
    expect(screen.queryByText(/line 500/)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Show all" }));
    expect(screen.getByText(/line 500/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Show less" }));
    expect(screen.queryByText(/line 500/)).toBeNull();
  });

  it("falls back to the default view with a note naming the error when a renderer throws", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(<ToolCall node={readFile({ size: 12 })} toolRenderers={{ read_file: Broken }} />);
    expect(
      screen.getByText(
        "The custom view failed (TypeError: results.map is not a function). Showing the raw view.",
      ),
    ).toBeTruthy();
    expect(screen.getByText(/"size": 12/)).toBeTruthy();
  });

  it("tries the renderer again when the node changes", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { rerender } = render(
      <ToolCall node={readFile({ size: 1 })} toolRenderers={{ read_file: Picky }} />,
    );
    expect(screen.getByText(/The custom view failed/)).toBeTruthy();
    rerender(<ToolCall node={readFile("text")} toolRenderers={{ read_file: Picky }} />);
    expect(screen.getByText("picked text")).toBeTruthy();
    expect(screen.queryByText(/The custom view failed/)).toBeNull();
  });

  it("renders its children inside the card", () => {
    render(
      <ToolCall node={readFile("ok")}>
        <p>subagent branch</p>
      </ToolCall>,
    );
    const card = screen.getByText("subagent branch").closest(".tl-tool-call") as HTMLElement;
    expect(within(card).getByText("read_file")).toBeTruthy();
  });

  it("passes axe in every state", async () => {
    const views = toolCallViews((run) => {
      run.permission(run.toolCall("exec", { command: "ls" }), "exec", { command: "ls" });
      run.toolResult(run.toolCall("read_file", { path: "a" }), "read_file", "text");
      run.toolResult(run.toolCall("git_log", {}), "git_log", [{ commit: "4be1c2a" }]);
      run.toolResult(run.toolCall("read_file", {}), "read_file", { error: "ENOENT" });
      const exec = run.toolCall("exec", { command: "npm test" });
      run.progress(exec, "exec", { channel: "stderr", data: "fail\n" });
      run.progress(exec, "exec", { exitCode: 1 });
      run.toolCall("exec", { command: "sleep 9" });
    });
    const { container } = render(
      <main>
        {views.map((view) => (
          <ToolCall key={view.id} node={view} durationMs={1200} />
        ))}
      </main>,
    );
    // jsdom cannot paint, so contrast is checked in Chromium by the storybook project.
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
