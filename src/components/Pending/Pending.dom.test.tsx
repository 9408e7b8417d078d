// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import { Pending } from "./Pending.js";

afterEach(() => {
  cleanup();
});

describe("Pending", () => {
  it("is found by role and names its label", () => {
    render(<Pending label="Calling tools…" />);
    const status = screen.getByRole("status");
    expect(status.getAttribute("data-state")).toBe("pending");
    expect(status.textContent).toBe("Calling tools…");
  });

  it("passes axe", async () => {
    const { container } = render(
      <main>
        <Pending />
      </main>,
    );
    // jsdom cannot paint, so contrast is checked in Chromium by the storybook project.
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
