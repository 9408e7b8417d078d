// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BranchPicker } from "./BranchPicker.js";

afterEach(() => {
  cleanup();
});

describe("BranchPicker", () => {
  it("selects the previous and the next alternative", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<BranchPicker index={1} count={3} onSelect={onSelect} />);
    await user.click(screen.getByRole("button", { name: "Previous alternative" }));
    await user.click(screen.getByRole("button", { name: "Next alternative" }));
    expect(onSelect.mock.calls).toEqual([[0], [2]]);
  });

  it("does nothing past either end and keeps focus on the step", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { rerender } = render(<BranchPicker index={0} count={2} onSelect={onSelect} />);
    await user.click(screen.getByRole("button", { name: "Previous alternative" }));
    const next = screen.getByRole("button", { name: "Next alternative" });
    await user.click(next);
    rerender(<BranchPicker index={1} count={2} onSelect={onSelect} />);
    await user.keyboard("{Enter}");
    expect(onSelect.mock.calls).toEqual([[1]]);
    expect(document.activeElement).toBe(next);
  });

  it("announces the position politely", () => {
    render(<BranchPicker index={2} count={3} onSelect={() => {}} />);
    const group = screen.getByRole("group", { name: "Alternatives" });
    const live = group.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toContain("Alternative 3 of 3");
  });

  it("passes axe", async () => {
    const { container } = render(
      <main>
        <BranchPicker index={0} count={3} onSelect={() => {}} />
      </main>,
    );
    // jsdom cannot paint, so contrast is checked in Chromium by the storybook project.
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
