// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createGraph, pendingRelays, reduceEvents } from "../../index.js";
import { createScenario } from "../../testing/createScenario.js";
import { PermissionInbox } from "./PermissionInbox.js";
import type { PermissionInboxItemProps } from "./PermissionInboxItem.js";

afterEach(() => {
  cleanup();
});

function threeRequests() {
  const scenario = createScenario();
  const lead = scenario.run("lead", { parentId: scenario.user("Research and clean up") });
  const researcher = scenario.run("researcher", { parentId: lead.toolCall("agent", {}) });
  const fetcher = scenario.run("fetcher", { parentId: researcher.toolCall("agent", {}) });
  fetcher.permission(fetcher.toolCall("fetch", {}), "fetch", { url: "https://example.com" });
  researcher.permission(researcher.toolCall("read", {}), "read", { path: "notes.md" });
  lead.permission(lead.toolCall("exec", {}), "exec", { command: "make clean" });
  return pendingRelays(reduceEvents(createGraph(), scenario.events()));
}

function AlwaysAllow({ request, onRespond }: PermissionInboxItemProps) {
  return (
    <li>
      <button type="button" onClick={() => onRespond(request.relay.id, "allow_always")}>
        {`Always allow ${request.relay.tool}`}
      </button>
    </li>
  );
}

describe("PermissionInbox", () => {
  it("answers one request with Allow or Deny", async () => {
    const user = userEvent.setup();
    const onRespond = vi.fn();
    const pending = threeRequests();
    render(<PermissionInbox pending={pending} onRespond={onRespond} />);
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(3);
    await user.click(within(items[1] as HTMLElement).getByRole("button", { name: "Allow" }));
    await user.click(within(items[2] as HTMLElement).getByRole("button", { name: "Deny" }));
    expect(onRespond.mock.calls).toEqual([
      [pending[1]?.relay.id, "allow"],
      [pending[2]?.relay.id, "deny"],
    ]);
  });

  it("answers every request with Allow all and Deny all", async () => {
    const user = userEvent.setup();
    const onRespond = vi.fn();
    const pending = threeRequests();
    render(<PermissionInbox pending={pending} onRespond={onRespond} />);
    await user.click(screen.getByRole("button", { name: "Allow all" }));
    expect(onRespond.mock.calls).toEqual(pending.map(({ relay }) => [relay.id, "allow"]));
    onRespond.mockClear();
    await user.click(screen.getByRole("button", { name: "Deny all" }));
    expect(onRespond.mock.calls).toEqual(pending.map(({ relay }) => [relay.id, "deny"]));
  });

  it("shows the agent path of requests from any depth", () => {
    render(<PermissionInbox pending={threeRequests()} onRespond={() => {}} />);
    expect(screen.getByText("lead › researcher › fetcher")).toBeTruthy();
    expect(screen.getByText("lead › researcher")).toBeTruthy();
    expect(screen.getByText("lead")).toBeTruthy();
  });

  it("announces requests politely as they arrive", () => {
    const [first, second, third] = threeRequests();
    if (!first || !second || !third) throw new Error("expected three requests");
    const { rerender } = render(<PermissionInbox pending={[first]} onRespond={() => {}} />);
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("Permission requested: exec from lead");
    act(() => rerender(<PermissionInbox pending={[first, second, third]} onRespond={() => {}} />));
    expect(screen.getByRole("status").textContent).toBe("2 permission requests: read and fetch");
  });

  it("disappears when the last request is answered", () => {
    const { container, rerender } = render(
      <PermissionInbox pending={threeRequests()} onRespond={() => {}} />,
    );
    rerender(<PermissionInbox pending={[]} onRespond={() => {}} />);
    expect(container.innerHTML).toBe("");
  });

  it("answers through a custom Item part", async () => {
    const user = userEvent.setup();
    const onRespond = vi.fn();
    const pending = threeRequests();
    render(
      <PermissionInbox
        pending={pending}
        onRespond={onRespond}
        components={{ Item: AlwaysAllow }}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Always allow read" }));
    expect(onRespond.mock.calls).toEqual([[pending[1]?.relay.id, "allow_always"]]);
    expect(screen.queryByRole("button", { name: "Allow" })).toBeNull();
  });

  it("passes axe", async () => {
    const { container } = render(
      <main>
        <PermissionInbox pending={threeRequests()} onRespond={() => {}} />
      </main>,
    );
    // jsdom cannot paint, so contrast is checked in Chromium by the storybook project.
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
