// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import axe from "axe-core";
import type { ComponentProps } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Markdown, type MarkdownComponents } from "./Markdown.js";

afterEach(() => {
  cleanup();
});

const showcase = [
  "# Release notes",
  "",
  "Read the [changelog](https://example.com/changelog) or [mail us](mailto:team@example.com).",
  "",
  "| Package | Size |",
  "| --- | ---: |",
  "| core | 12 kB |",
  "",
  "- [x] Parse events",
  "- [ ] Render threads",
  "",
  "![diagram](https://evil.example/d.png)",
  "",
  "```bash",
  "npm install threadline",
  "```",
].join("\n");

describe("Markdown", () => {
  it("exposes links, headings, tables and code by role", () => {
    render(<Markdown text={showcase} />);
    expect(screen.getByRole("heading", { level: 1, name: "Release notes" })).toBeTruthy();
    const link = screen.getByRole("link", { name: "changelog" });
    expect(link.getAttribute("href")).toBe("https://example.com/changelog");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("link", { name: "mail us" }).getAttribute("href")).toBe(
      "mailto:team@example.com",
    );
    expect(screen.getByRole("table")).toBeTruthy();
    expect(screen.getAllByRole("checkbox")).toHaveLength(2);
    expect(screen.getByText("npm install threadline")).toBeTruthy();
    expect(screen.getByText("Image not loaded: diagram")).toBeTruthy();
    expect(document.querySelector("img")).toBeNull();
  });

  it("turns an unsafe link into text that is not a link", () => {
    render(<Markdown text="Press [here](javascript:alert(1))." />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("here").getAttribute("data-state")).toBe("blocked");
  });

  it("passes axe", async () => {
    const { container } = render(
      <main>
        <Markdown text={showcase} />
      </main>,
    );
    // jsdom cannot paint, so contrast is checked in Chromium by the storybook project.
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});

const renders = new Map<string, number>();
function CountingParagraph({ node, children, ...rest }: ComponentProps<"p"> & { node?: unknown }) {
  const text = String(children);
  renders.set(text, (renders.get(text) ?? 0) + 1);
  return <p {...rest}>{children}</p>;
}
const counting: MarkdownComponents = { p: CountingParagraph };

describe("Markdown while streaming", () => {
  it("re-parses only the open tail on each token", () => {
    const finished = "First block.\n\nSecond block.\n\n";
    const words = "The tail grows one word at a time until it ends".split(" ");
    const { rerender } = render(<Markdown streaming text={finished} components={counting} />);
    renders.clear();
    let tail = "";
    for (const word of words) {
      tail += tail === "" ? word : ` ${word}`;
      rerender(<Markdown streaming text={finished + tail} components={counting} />);
    }
    expect(renders.get("First block.")).toBeUndefined();
    expect(renders.get("Second block.")).toBeUndefined();
    expect([...renders.values()].reduce((sum, count) => sum + count, 0)).toBe(words.length);
    expect(screen.getByText(tail)).toBeTruthy();
  });

  it("renders each block once when a new blank line finishes it", () => {
    const { rerender } = render(<Markdown streaming text="One." components={counting} />);
    renders.clear();
    rerender(<Markdown streaming text={"One.\n\nTwo"} components={counting} />);
    rerender(<Markdown streaming text={"One.\n\nTwo and"} components={counting} />);
    rerender(<Markdown streaming text={"One.\n\nTwo and three"} components={counting} />);
    expect(renders.get("One.")).toBe(1);
  });

  it("keeps a blank line inside an open fence in the tail", () => {
    render(
      <Markdown
        streaming
        text={"Intro.\n\n```python\nprint(1)\n\nprint(2)"}
        components={counting}
      />,
    );
    expect(document.querySelectorAll(".tl-code-block")).toHaveLength(1);
    expect(document.querySelector("code")?.textContent).toBe("print(1)\n\nprint(2)");
  });

  it("renders the whole text as one document when streaming ends", () => {
    const text = "See [the docs][d].\n\n[d]: https://example.com/docs";
    const { rerender } = render(<Markdown streaming text={text} />);
    expect(screen.queryByRole("link")).toBeNull();
    rerender(<Markdown text={text} />);
    expect(screen.getByRole("link", { name: "the docs" })).toBeTruthy();
  });
});
