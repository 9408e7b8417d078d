// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CodeBlock } from "./CodeBlock.js";
import { preloadHighlighter } from "./preloadHighlighter.js";

afterEach(() => {
  cleanup();
});

beforeAll(async () => {
  await preloadHighlighter(["ts"]);
});

function root(): HTMLElement {
  const element = document.querySelector<HTMLElement>(".tl-code-block");
  if (!element) throw new Error("no code block");
  return element;
}

describe("CodeBlock", () => {
  it("renders highlighted tokens from the first paint once the grammar is loaded", () => {
    const code = "const answer: number = 42;\nexport { answer };";
    render(<CodeBlock code={code} language="ts" />);
    expect(root().dataset.state).toBe("highlighted");
    expect(root().querySelector("code")?.textContent).toBe(code);
    const keyword = [...root().querySelectorAll<HTMLElement>(".tl-code-block__token")].find(
      (token) => token.textContent === "const",
    );
    expect(keyword?.style.getPropertyValue("--shiki-light")).toMatch(/^#[0-9a-f]{6}$/i);
    expect(keyword?.style.getPropertyValue("--shiki-dark")).toMatch(/^#[0-9a-f]{6}$/i);
    expect(root().innerHTML).not.toContain('<pre class="shiki');
  });

  it("shows plain code first and highlights once a new grammar arrives", async () => {
    render(<CodeBlock code={'{ "ok": true }'} language="json" />);
    expect(root().dataset.state).toBe("plain");
    expect(screen.getByText('{ "ok": true }')).toBeTruthy();
    await waitFor(() => expect(root().dataset.state).toBe("highlighted"), { timeout: 5000 });
    expect(root().querySelector("code")?.textContent).toBe('{ "ok": true }');
  });

  it("renders unknown languages plain", async () => {
    await preloadHighlighter(["no-such-language"]);
    render(<CodeBlock code="ʕ•ᴥ•ʔ" language="no-such-language" />);
    expect(root().dataset.state).toBe("plain");
    expect(screen.getByText("no-such-language")).toBeTruthy();
  });

  it("renders code over the size limit plain, a 200 000-character line included", () => {
    const line = `const x = "${"a".repeat(200_000)}";`;
    render(<CodeBlock code={line} language="ts" />);
    expect(root().dataset.state).toBe("plain");
    expect(root().querySelector("code")?.textContent).toHaveLength(line.length);
    expect(root().querySelectorAll(".tl-code-block__token")).toHaveLength(0);
  });

  it("copies the code to the clipboard and says so", async () => {
    const user = userEvent.setup();
    const onCopy = vi.fn();
    render(<CodeBlock code="npm test" language="bash" onCopy={onCopy} />);
    await user.click(screen.getByRole("button", { name: "Copy code" }));
    expect(await navigator.clipboard.readText()).toBe("npm test");
    expect(onCopy).toHaveBeenCalledWith("npm test");
    expect(screen.getByRole("button", { name: "Copied" }).dataset.state).toBe("copied");
    expect(screen.getByRole("status").textContent).toBe("Code copied to the clipboard");
  });

  it("says the copy failed when there is no clipboard, and still calls onCopy", async () => {
    const user = userEvent.setup();
    const onCopy = vi.fn();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValueOnce(new Error("denied"));
    render(<CodeBlock code="npm test" onCopy={onCopy} />);
    await user.click(screen.getByRole("button", { name: "Copy code" }));
    expect(screen.getByRole("button", { name: "Copy failed" })).toBeTruthy();
    expect(onCopy).toHaveBeenCalledWith("npm test");
  });

  it("passes axe", async () => {
    const { container } = render(
      <main>
        <CodeBlock code={"const a = 1;\n".repeat(3)} language="ts" />
      </main>,
    );
    // jsdom cannot paint, so contrast is checked in Chromium by the storybook project.
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
