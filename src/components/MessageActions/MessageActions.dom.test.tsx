// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createGraph, groupTurns, projectThread, reduceEvents, type Turn } from "../../index.js";
import { type AgentScript, scenario } from "../../testing/index.js";
import { MessageActions } from "./MessageActions.js";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function turnsOf(script: AgentScript): [Turn, Turn] {
  const events = scenario().user("Rename **foo** to `bar`").assistant(script).events();
  const [user, assistant] = groupTurns(projectThread(reduceEvents(createGraph(), events)));
  if (!user || !assistant) throw new Error("expected a user and an assistant turn");
  return [user, assistant];
}

const [user, assistant] = turnsOf((agent) =>
  agent
    .reasoning("Where is foo used?")
    .text("Renamed in 3 files.")
    .tool("bash", { command: "npm test" }, { output: "ok" })
    .text("Tests pass."),
);
const [, streaming] = turnsOf((agent) => agent.text("Renaming").streaming());

function toolbar(): HTMLElement {
  return screen.getByRole("toolbar", { name: "Message actions" });
}

describe("MessageActions", () => {
  it("copies a user turn as its markdown and announces it", async () => {
    const ui = userEvent.setup();
    render(<MessageActions turn={user} />);
    await ui.click(screen.getByRole("button", { name: "Copy" }));
    expect(await navigator.clipboard.readText()).toBe("Rename **foo** to `bar`");
    expect(screen.getByRole("button", { name: "Copied" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Message copied to the clipboard");
  });

  it("copies an assistant turn's answer without its reasoning and tool calls", async () => {
    const ui = userEvent.setup();
    render(<MessageActions turn={assistant} />);
    await ui.click(screen.getByRole("button", { name: "Copy" }));
    expect(await navigator.clipboard.readText()).toBe("Renamed in 3 files.\n\nTests pass.");
  });

  it("says Copy again two seconds later", async () => {
    userEvent.setup();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    render(<MessageActions turn={user} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy" })));
    expect(screen.getByRole("button", { name: "Copied" })).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole("button", { name: "Copy" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("says so when the clipboard refuses", async () => {
    const ui = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValueOnce(new Error("denied"));
    render(<MessageActions turn={assistant} />);
    await ui.click(screen.getByRole("button", { name: "Copy" }));
    expect(screen.getByRole("button", { name: "Copy failed" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe(
      "The clipboard is not available; select the text to copy it",
    );
  });

  it("offers Edit on user turns only", async () => {
    const ui = userEvent.setup();
    const onStartEdit = vi.fn();
    render(<MessageActions turn={user} onStartEdit={onStartEdit} onRegenerate={vi.fn()} />);
    await ui.click(screen.getByRole("button", { name: "Edit" }));
    expect(onStartEdit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: "Regenerate" })).toBeNull();
    cleanup();
    render(<MessageActions turn={assistant} onStartEdit={onStartEdit} />);
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
  });

  it("regenerates and gives feedback on assistant turns", async () => {
    const ui = userEvent.setup();
    const onRegenerate = vi.fn();
    const onFeedback = vi.fn();
    render(<MessageActions turn={assistant} onRegenerate={onRegenerate} onFeedback={onFeedback} />);
    await ui.click(screen.getByRole("button", { name: "Regenerate" }));
    await ui.click(screen.getByRole("button", { name: "Good response" }));
    await ui.click(screen.getByRole("button", { name: "Bad response" }));
    expect(onRegenerate).toHaveBeenCalledTimes(1);
    expect(onFeedback.mock.calls).toEqual([["up"], ["down"]]);
  });

  it("shows the feedback given as the pressed thumb", () => {
    const { rerender } = render(<MessageActions turn={assistant} onFeedback={vi.fn()} />);
    const good = screen.getByRole("button", { name: "Good response" });
    const bad = screen.getByRole("button", { name: "Bad response" });
    expect([good.getAttribute("aria-pressed"), bad.getAttribute("aria-pressed")]).toEqual([
      "false",
      "false",
    ]);
    rerender(<MessageActions turn={assistant} onFeedback={vi.fn()} feedback="down" />);
    expect([good.getAttribute("aria-pressed"), bad.getAttribute("aria-pressed")]).toEqual([
      "false",
      "true",
    ]);
  });

  it("shows nothing while the turn streams", () => {
    render(<MessageActions turn={streaming} isLast onRegenerate={vi.fn()} onFeedback={vi.fn()} />);
    expect(screen.queryByRole("toolbar")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows at rest only on the last turn", () => {
    const { rerender } = render(<MessageActions turn={assistant} />);
    expect(toolbar().dataset.visible).toBe("hover");
    rerender(<MessageActions turn={assistant} isLast />);
    expect(toolbar().dataset.visible).toBe("always");
  });

  it("is one tab stop whose buttons arrow keys move between", async () => {
    const ui = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <MessageActions turn={assistant} onRegenerate={vi.fn()} onFeedback={vi.fn()} />
        <button type="button">After</button>
      </>,
    );
    screen.getByRole("button", { name: "Before" }).focus();
    await ui.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Copy" }));
    await ui.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Good response" }));
    await ui.keyboard("{End}");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Regenerate" }));
    await ui.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Copy" }));
    await ui.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Regenerate" }));
    await ui.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "After" }));
    await ui.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Regenerate" }));
  });

  it("moves the other way in right-to-left text", async () => {
    const ui = userEvent.setup();
    render(
      <div dir="rtl" style={{ direction: "rtl" }}>
        <MessageActions turn={assistant} onRegenerate={vi.fn()} onFeedback={vi.fn()} />
      </div>,
    );
    await ui.tab();
    await ui.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Good response" }));
    await ui.keyboard("{ArrowRight}{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Regenerate" }));
  });

  it("takes its names from the labels", () => {
    render(
      <MessageActions
        turn={user}
        onStartEdit={vi.fn()}
        labels={{ messageActions: "Aktionen", copyMessage: "Kopieren", editMessage: "Bearbeiten" }}
      />,
    );
    expect(screen.getByRole("toolbar", { name: "Aktionen" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Kopieren" }).title).toBe("Kopieren");
    expect(screen.getByRole("button", { name: "Bearbeiten" })).toBeTruthy();
  });

  it("passes axe", async () => {
    const { container } = render(
      <main>
        <MessageActions turn={user} onStartEdit={vi.fn()} />
        <MessageActions
          turn={assistant}
          onRegenerate={vi.fn()}
          onFeedback={vi.fn()}
          feedback="up"
        />
      </main>,
    );
    // jsdom cannot paint, so contrast is checked in Chromium by the storybook project.
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
