// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RelayDecision } from "../../core/graph/GraphEvent.js";
import type { ViewNode } from "../../core/projections/ViewNode.js";
import { createGraph, projectThread, reduceEvents } from "../../index.js";
import { createScenario } from "../../testing/createScenario.js";
import { PermissionPrompt } from "./PermissionPrompt.js";

afterEach(() => {
  cleanup();
});

function relayView(decision?: RelayDecision): ViewNode {
  const scenario = createScenario();
  const lead = scenario.run("lead", { parentId: scenario.user("Clean the build") });
  const params = { command: "rm -rf build", cwd: "/work" };
  const relayId = lead.permission(lead.toolCall("exec", params), "exec", params);
  if (decision) scenario.resolve(relayId, decision);
  const views = projectThread(reduceEvents(createGraph(), scenario.events()));
  const relay = views.find((view) => view.content.kind === "relay");
  if (!relay) throw new Error("the scenario has no relay view");
  return relay;
}

function EditableParameters() {
  return <input aria-label="Command" />;
}

describe("PermissionPrompt", () => {
  it("answers with the decision of the button pressed", async () => {
    const user = userEvent.setup();
    const onRespond = vi.fn();
    render(<PermissionPrompt node={relayView()} onRespond={onRespond} />);
    await user.click(screen.getByRole("button", { name: "Allow once" }));
    await user.click(screen.getByRole("button", { name: "Always allow" }));
    await user.click(screen.getByRole("button", { name: "Deny" }));
    expect(onRespond.mock.calls).toEqual([
      ["lead-1:relay-1", "allow"],
      ["lead-1:relay-1", "allow_always"],
      ["lead-1:relay-1", "deny"],
    ]);
  });

  it.each([
    ["a", "allow"],
    ["{Enter}", "allow"],
    ["{Shift>}A{/Shift}", "allow_always"],
    ["d", "deny"],
    ["{Escape}", "deny"],
  ] as const)("answers %s with %s while the prompt has focus", async (keys, decision) => {
    const user = userEvent.setup();
    const onRespond = vi.fn();
    render(<PermissionPrompt node={relayView()} onRespond={onRespond} />);
    expect(document.activeElement).toBe(
      screen.getByRole("group", { name: "Permission request: exec" }),
    );
    await user.keyboard(keys);
    expect(onRespond.mock.calls).toEqual([["lead-1:relay-1", decision]]);
  });

  it("lets Enter press the focused button rather than allow", async () => {
    const user = userEvent.setup();
    const onRespond = vi.fn();
    render(<PermissionPrompt node={relayView()} onRespond={onRespond} />);
    screen.getByRole("button", { name: "Deny" }).focus();
    await user.keyboard("{Enter}");
    expect(onRespond.mock.calls).toEqual([["lead-1:relay-1", "deny"]]);
  });

  it("ignores shortcuts with Control, Meta or Alt", async () => {
    const user = userEvent.setup();
    const onRespond = vi.fn();
    render(<PermissionPrompt node={relayView()} onRespond={onRespond} />);
    await user.keyboard("{Control>}a{/Control}{Meta>}d{/Meta}{Alt>}a{/Alt}");
    expect(onRespond).not.toHaveBeenCalled();
  });

  it("ignores keys typed into a field inside the prompt", async () => {
    const user = userEvent.setup();
    const onRespond = vi.fn();
    render(
      <PermissionPrompt
        node={relayView()}
        onRespond={onRespond}
        components={{ Parameters: EditableParameters }}
      />,
    );
    await user.type(screen.getByRole("textbox", { name: "Command" }), "add{Enter}");
    expect(onRespond).not.toHaveBeenCalled();
  });

  it("does not take focus from a field the user is typing in", () => {
    render(<textarea aria-label="Draft" />);
    const draft = screen.getByRole("textbox", { name: "Draft" });
    draft.focus();
    render(<PermissionPrompt node={relayView()} onRespond={() => {}} />);
    expect(document.activeElement).toBe(draft);
  });

  it("does not take focus from an editable element", () => {
    render(
      <div contentEditable suppressContentEditableWarning>
        <p>
          <span data-testid="caret">typing</span>
        </p>
      </div>,
    );
    const caret = screen.getByTestId("caret");
    caret.tabIndex = -1;
    caret.focus();
    render(<PermissionPrompt node={relayView()} onRespond={() => {}} />);
    expect(document.activeElement).toBe(caret);
  });

  it("does not take focus when autoFocus is false", () => {
    render(<PermissionPrompt node={relayView()} onRespond={() => {}} autoFocus={false} />);
    expect(document.activeElement).toBe(document.body);
  });

  it("keeps focus on the prompt when the decision replaces the buttons", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<PermissionPrompt node={relayView()} onRespond={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Deny" }));
    rerender(<PermissionPrompt node={relayView("deny")} onRespond={() => {}} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText("Denied")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("group"));
  });

  it("ignores shortcuts once resolved", async () => {
    const user = userEvent.setup();
    const onRespond = vi.fn();
    render(<PermissionPrompt node={relayView("allow")} onRespond={onRespond} />);
    screen.getByRole("group").focus();
    await user.keyboard("d");
    expect(onRespond).not.toHaveBeenCalled();
  });

  it("shows all parameters on request", async () => {
    const user = userEvent.setup();
    const scenario = createScenario();
    const lead = scenario.run("lead", { parentId: scenario.user("Write it") });
    const params = { path: "notes.md", content: `${"a".repeat(300)}END` };
    lead.permission(lead.toolCall("write_file", params), "write_file", params);
    const views = projectThread(reduceEvents(createGraph(), scenario.events()));
    const node = views.find((view) => view.content.kind === "relay") as ViewNode;
    render(<PermissionPrompt node={node} onRespond={() => {}} />);
    expect(screen.queryByText(/END/)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Show all parameters" }));
    expect(screen.getByText(/END/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Show less" }).getAttribute("aria-expanded")).toBe(
      "true",
    );
  });

  it("passes axe waiting and resolved", async () => {
    const { container } = render(
      <main>
        <PermissionPrompt node={relayView()} agentPath={["lead"]} onRespond={() => {}} />
        <PermissionPrompt node={relayView("allow_always")} onRespond={() => {}} />
      </main>,
    );
    // jsdom cannot paint, so contrast is checked in Chromium by the storybook project.
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
