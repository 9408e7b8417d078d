// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorNotice } from "./ErrorNotice.js";

afterEach(() => {
  cleanup();
});

describe("ErrorNotice", () => {
  it("is found by role and calls onRetry when Retry is pressed", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ErrorNotice message="Connection lost." code="network" onRetry={onRetry} />);
    expect(screen.getByRole("alert").textContent).toContain("Connection lost.");
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("retries from the keyboard", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ErrorNotice message="Connection lost." onRetry={onRetry} />);
    await user.tab();
    await user.keyboard("{Enter}");
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("names its Retry button and code from the labels", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <ErrorNotice
        message="Verbindung verloren."
        code="network"
        onRetry={onRetry}
        labels={{ errorNoticeRetry: "Erneut versuchen", errorNoticeCode: "Fehlercode" }}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Erneut versuchen" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("alert").textContent).toContain("Fehlercode network");
  });

  it("shows a refusal as a status titled by its label", () => {
    render(
      <ErrorNotice
        message="I can't help."
        code="refusal"
        labels={{ errorNoticeDeclined: "Abgelehnt" }}
      />,
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("AbgelehntI can't help.");
  });

  it("passes axe", async () => {
    const { container } = render(
      <main>
        <ErrorNotice message="Rate limited." code="rate_limited" onRetry={() => {}} />
        <ErrorNotice message="Stream closed." />
        <ErrorNotice message="I can't help." code="refusal" />
      </main>,
    );
    // jsdom cannot paint, so contrast is checked in Chromium by the storybook project.
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
