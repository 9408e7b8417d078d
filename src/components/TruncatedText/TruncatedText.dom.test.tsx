// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import { TruncatedText } from "./TruncatedText.js";

afterEach(() => {
  cleanup();
});

describe("TruncatedText", () => {
  it("shows all and then less from the keyboard", async () => {
    const user = userEvent.setup();
    const { container } = render(<TruncatedText text={"a\nb\nc"} maxLines={1} />);
    const root = container.firstElementChild as HTMLElement;
    await user.tab();
    expect(document.activeElement?.tagName).toBe("PRE");
    await user.tab();
    await user.keyboard("{Enter}");
    expect(root.getAttribute("data-state")).toBe("expanded");
    expect(root.querySelector("pre")?.textContent).toBe("a\nb\nc");
    await user.click(screen.getByRole("button", { name: "Show less" }));
    expect(root.querySelector("pre")?.textContent).toBe("a");
  });

  it("passes axe", async () => {
    const { container } = render(
      <main>
        <TruncatedText text={"x".repeat(100)} maxCharacters={10} />
      </main>,
    );
    // jsdom cannot paint, so contrast is checked in Chromium by the storybook project.
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
