// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createGraph } from "../../core/graph/createGraph.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import type { ViewNode } from "../../core/projections/ViewNode.js";
import { createScenario } from "../../testing/createScenario.js";
import type { RunScript } from "../../testing/RunScript.js";
import { ToolCall } from "./ToolCall.js";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function viewsOf(script: (run: RunScript) => void): readonly ViewNode[] {
  const scenario = createScenario();
  const run = scenario.run("agent", { parentId: scenario.user("Go") });
  script(run);
  return projectThread(reduceEvents(createGraph(), scenario.events()));
}

function toolCallView(script: (run: RunScript) => void): ViewNode {
  const view = viewsOf(script).find((node) => node.content.kind === "tool_call");
  if (!view) throw new Error("The scenario has no tool call");
  return view;
}

const readFile = (output: unknown) =>
  toolCallView((run) =>
    run.toolResult(run.toolCall("read_file", { path: "src/a.ts" }), "read_file", output),
  );

describe("ToolCall", () => {
  it("names its line by state, tool, summary and duration", () => {
    render(<ToolCall node={readFile("hello")} durationMs={840} />);
    expect(screen.getByRole("button", { name: "Done read_file src/a.ts 840ms" })).toBeTruthy();
  });

  it("says a failure in the line's name", () => {
    const node = toolCallView((run) =>
      run.toolResult(run.toolCall("read_file", { path: "b.ts" }), "read_file", {
        error: "ENOENT: no such file",
      }),
    );
    render(<ToolCall node={node} />);
    expect(
      screen.getByRole("button", { name: "Failed read_file b.ts ENOENT: no such file" }),
    ).toBeTruthy();
  });

  it("opens and closes its body from the keyboard, mounting it only while open", async () => {
    const user = userEvent.setup();
    const { container } = render(<ToolCall node={readFile("hello")} />);
    const line = screen.getByRole("button", { name: /read_file/ });
    expect(line.getAttribute("aria-expanded")).toBe("false");
    expect(container.querySelector(".tl-tool-call__body")).toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(line);
    await user.keyboard("{Enter}");
    expect(line.getAttribute("aria-expanded")).toBe("true");
    const body = document.getElementById(line.getAttribute("aria-controls") ?? "") as HTMLElement;
    expect(within(body).getByText("hello")).toBeTruthy();
    expect(within(body).getByText("Input")).toBeTruthy();
    await user.keyboard(" ");
    expect(line.getAttribute("aria-expanded")).toBe("false");
    expect(container.querySelector(".tl-tool-call__body")).toBeNull();
  });

  it("keeps a collapsed line to a handful of elements", () => {
    const { container } = render(<ToolCall node={readFile("x".repeat(10_000))} durationMs={5} />);
    expect(container.querySelectorAll("*").length).toBeLessThanOrEqual(9);
  });

  it("shows the latest status and counters of a running tool in its line", () => {
    const node = toolCallView((run) => {
      const call = run.toolCall("crawl", { url: "https://docs.example.com" });
      run.progress(call, "crawl", { message: "Fetching /install", done: 3, total: 12 });
      run.progress(call, "crawl", { message: "Fetching /api", percent: 58.4 });
    });
    render(<ToolCall node={node} />);
    expect(
      screen.getByRole("button", {
        name: "Running crawl https://docs.example.com Fetching /api · 58%",
      }),
    ).toBeTruthy();
  });

  it("shows the rest of a long output after Show all", async () => {
    const user = userEvent.setup();
    const lines = Array.from({ length: 500 }, (_, index) => `line ${index + 1}`).join("\n");
    render(<ToolCall node={readFile(lines)} defaultOpen />);
    expect(screen.getByText("Showing the first 200 lines.")).toBeTruthy();
    expect(screen.queryByText(/line 500/)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Show all" }));
    expect(screen.getByText(/line 500/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Show less" }));
    expect(screen.queryByText(/line 500/)).toBeNull();
  });

  it("renders its children inside the call, below a closed line", () => {
    render(
      <ToolCall node={readFile("ok")}>
        <p>subagent branch</p>
      </ToolCall>,
    );
    const call = screen.getByText("subagent branch").closest(".tl-tool-call") as HTMLElement;
    expect(within(call).getByRole("button", { name: /read_file/ })).toBeTruthy();
  });

  it("takes its labels and locale from the labels prop", () => {
    render(
      <ToolCall
        node={readFile("ok")}
        durationMs={2140}
        labels={{ toolComplete: "Fertig", toolInput: "Eingabe" }}
        defaultOpen
      />,
    );
    expect(screen.getByRole("button", { name: "Fertig read_file src/a.ts 2.1s" })).toBeTruthy();
    expect(screen.getByText("Eingabe")).toBeTruthy();
  });

  it("passes axe in every state, open and closed", async () => {
    const views = viewsOf((run) => {
      run.permission(run.toolCall("exec", { command: "ls" }), "exec", { command: "ls" });
      run.toolResult(run.toolCall("read_file", { path: "a" }), "read_file", "text");
      run.toolResult(run.toolCall("git_log", {}), "git_log", [{ commit: "4be1c2a" }]);
      run.toolResult(run.toolCall("read_file", {}), "read_file", { error: "ENOENT" });
      const exec = run.toolCall("exec", { command: "npm test" });
      run.progress(exec, "exec", { channel: "stderr", data: "fail\n" });
      run.progress(exec, "exec", { exitCode: 1 });
      const crawl = run.toolCall("crawl", {});
      run.progress(crawl, "crawl", { message: "one", done: 1, total: 3 });
    }).filter((view) => view.content.kind === "tool_call");
    const relay = viewsOf((run) =>
      run.permission(run.toolCall("exec", { command: "ls" }), "exec", { command: "ls" }),
    );
    const { container } = render(
      <main>
        {views.map((view) => (
          <ToolCall key={view.id} node={view} durationMs={1200} />
        ))}
        {views.map((view) => (
          <ToolCall key={view.id} node={view} durationMs={1200} defaultOpen />
        ))}
        <ToolCall
          node={relay.find((view) => view.content.kind === "tool_call") as ViewNode}
          permission={relay.find((view) => view.content.kind === "relay")}
          onRespond={() => {}}
        />
      </main>,
    );
    // jsdom cannot paint, so contrast is checked in Chromium by the storybook project.
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
