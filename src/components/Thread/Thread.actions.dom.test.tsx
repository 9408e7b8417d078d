// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logHeightInJsdom } from "../../../test/logHeightInJsdom.js";
import { createGraph } from "../../core/graph/createGraph.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import { scenario } from "../../testing/scenario.js";
import type { ToolRenderProps } from "../ToolCall/ToolCall.js";
import { Thread } from "./Thread.js";
import type { TurnActionsProps } from "./ThreadComponents.js";

logHeightInJsdom();

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const events = scenario()
  .user("Rename foo to bar")
  .assistant("coder", (agent) =>
    agent
      .tool("delegate", { task: "find uses" })
      .subagent("finder", (finder) => finder.text("foo is used in 3 files."))
      .text("Renamed in 3 files."),
  )
  .events();
const nodes = projectThread(reduceEvents(createGraph(), events));

function Share({ role }: TurnActionsProps) {
  return <button type="button">{`Share ${role}`}</button>;
}

function Broken(_props: ToolRenderProps): never {
  throw new Error("renderer broke");
}

const turn = (name: RegExp) => screen.getByRole("article", { name });
const toolbarOf = (article: HTMLElement) =>
  within(article).getByRole("toolbar", { name: "Message actions" });

describe("Thread message actions", () => {
  it("offers Copy on every turn of the thread, and nothing in subagent branches", async () => {
    const ui = userEvent.setup();
    render(<Thread nodes={nodes} />);
    expect(screen.getAllByRole("toolbar", { name: "Message actions" })).toHaveLength(2);
    await ui.click(screen.getByRole("button", { name: /finder/ }));
    const branch = screen.getByRole("article", { name: /^finder/ });
    expect(within(branch).queryByRole("toolbar")).toBeNull();
    expect(screen.getAllByRole("toolbar", { name: "Message actions" })).toHaveLength(2);
  });

  it("edits a user message inline and sends it with the message's node id", async () => {
    const ui = userEvent.setup();
    const onEdit = vi.fn();
    render(<Thread nodes={nodes} onEdit={onEdit} />);
    const you = turn(/^You$/);
    await ui.click(within(toolbarOf(you)).getByRole("button", { name: "Edit" }));
    const field = within(you).getByRole("textbox", { name: "Edit message" });
    expect(document.activeElement).toBe(field);
    await ui.clear(field);
    await ui.type(field, "Rename foo to baz{Enter}");
    expect(onEdit).toHaveBeenCalledWith("user-1:user", "Rename foo to baz", {});
    expect(within(you).queryByRole("textbox")).toBeNull();
    expect(document.activeElement).toBe(within(you).getByRole("button", { name: "Edit" }));
  });

  it("leaves the message as it was on Escape", async () => {
    const ui = userEvent.setup();
    const onEdit = vi.fn();
    render(<Thread nodes={nodes} onEdit={onEdit} />);
    const you = turn(/^You$/);
    await ui.click(within(you).getByRole("button", { name: "Edit" }));
    await ui.type(within(you).getByRole("textbox"), " now{Escape}");
    expect(onEdit).not.toHaveBeenCalled();
    expect(within(you).getByText("Rename foo to bar")).toBeTruthy();
  });

  it("regenerates an assistant turn by its first node, by keyboard", async () => {
    const ui = userEvent.setup();
    const onRegenerate = vi.fn();
    render(<Thread nodes={nodes} onRegenerate={onRegenerate} />);
    const answer = turn(/^coder/);
    const toolbar = toolbarOf(answer);
    within(toolbar).getByRole("button", { name: "Copy" }).focus();
    await ui.keyboard("{End}{Enter}");
    const first = nodes.find((node) => node.runId.startsWith("coder"));
    expect(onRegenerate).toHaveBeenCalledWith(first?.nodeIds[0], {});
    expect(within(turn(/^You$/)).queryByRole("button", { name: "Regenerate" })).toBeNull();
  });

  it("records feedback and shows the thumb pressed", async () => {
    const ui = userEvent.setup();
    const onFeedback = vi.fn();
    render(<Thread nodes={nodes} onFeedback={onFeedback} />);
    const answer = turn(/^coder/);
    await ui.click(within(answer).getByRole("button", { name: "Good response" }));
    expect(onFeedback).toHaveBeenCalledWith(expect.stringMatching(/^coder/), "up");
    expect(
      within(answer).getByRole("button", { name: "Good response" }).getAttribute("aria-pressed"),
    ).toBe("true");
  });

  it("keeps a custom TurnActions slot, and none when it is taken away", () => {
    const { unmount } = render(<Thread nodes={nodes} components={{ TurnActions: Share }} />);
    expect(screen.getByRole("button", { name: "Share user" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Share assistant" })).toBeTruthy();
    unmount();
    render(<Thread nodes={nodes} components={{ TurnActions: undefined }} />);
    expect(screen.queryByRole("toolbar")).toBeNull();
  });

  it("falls back to the built-in view when a tool's renderer throws, inside that call only", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(<Thread nodes={nodes} tools={{ delegate: { render: Broken } }} />);
    expect(await screen.findByText(/renderer broke/)).toBeTruthy();
    expect(screen.getByText("Renamed in 3 files.")).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(2);
  });

  it("passes axe with every action", async () => {
    const { container } = render(
      <main>
        <Thread nodes={nodes} onEdit={() => {}} onRegenerate={() => {}} onFeedback={() => {}} />
      </main>,
    );
    // jsdom cannot paint, so contrast is checked in Chromium by the storybook project.
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
