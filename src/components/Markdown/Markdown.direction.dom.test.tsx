// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import type { ComponentProps } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Markdown, type MarkdownComponents } from "./Markdown.js";

afterEach(() => {
  cleanup();
});

const answer = [
  "# תוצאות",
  "",
  'לטיפוס `StorageConfig` חסר השדה `region`. הוספתי `region: "eu-west-1"`.',
  "",
  "The tests pass.",
  "",
  "- ראשון",
  "- second",
  "",
  "> ציטוט",
  "",
  "```ts",
  "const region = 'eu-west-1';",
  "```",
].join("\n");

function directionOf(text: string): string | null {
  const element = screen.getByText(text, { ignore: "script, style" });
  return element.getAttribute("dir");
}

describe("Markdown text direction", () => {
  it("lets each paragraph, heading and list item take its direction from its own text", () => {
    render(<Markdown text={answer} />);
    expect(screen.getByRole("heading", { level: 1, name: "תוצאות" }).getAttribute("dir")).toBe(
      "auto",
    );
    expect(directionOf("The tests pass.")).toBe("auto");
    const hebrew = screen.getByText(/^לטיפוס/);
    expect(hebrew.tagName).toBe("P");
    expect(hebrew.getAttribute("dir")).toBe("auto");
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.getAttribute("dir"))).toEqual(["auto", "auto"]);
    expect(screen.getByRole("list").getAttribute("dir")).toBeNull();
  });

  it("keeps inline code and code blocks left to right", () => {
    const { container } = render(<Markdown text={answer} />);
    const spans = [...container.querySelectorAll("code.tl-markdown__inline-code")];
    expect(spans.map((span) => [span.textContent, span.getAttribute("dir")])).toEqual([
      ["StorageConfig", "ltr"],
      ["region", "ltr"],
      ['region: "eu-west-1"', "ltr"],
    ]);
    const block = container.querySelector(".tl-code-block");
    expect(block?.getAttribute("dir")).toBe("ltr");
    expect(block?.querySelector("[dir]")).toBeNull();
  });

  it("gives a quote its direction and lets its first paragraph follow it", () => {
    const { container } = render(<Markdown text={"> ציטוט\n>\n> A second paragraph."} />);
    const quote = container.querySelector("blockquote");
    expect(quote?.getAttribute("dir")).toBe("auto");
    const paragraphs = [...(quote?.querySelectorAll("p") ?? [])];
    // The browser skips descendants with a `dir` when it decides the quote's direction.
    expect(paragraphs.map((paragraph) => paragraph.getAttribute("dir"))).toEqual([null, "auto"]);
  });

  it("lets the first paragraph of a loose list item decide the item's direction", () => {
    const { container } = render(<Markdown text={"- שלום\n\n  English after.\n\n- two"} />);
    const [first, second] = screen.getAllByRole("listitem");
    expect(first?.getAttribute("dir")).toBe("auto");
    expect(second?.getAttribute("dir")).toBe("auto");
    const paragraphs = [...(first?.querySelectorAll("p") ?? [])];
    expect(paragraphs.map((paragraph) => paragraph.getAttribute("dir"))).toEqual([null, "auto"]);
    expect(container.querySelector("ul")?.getAttribute("dir")).toBeNull();
  });

  it("looks past leading code and numbers for the first letter of a container", () => {
    render(<Markdown text={"- `npm` 12 מתקין\n\n  second paragraph"} />);
    const item = screen.getByRole("listitem");
    const paragraphs = [...item.querySelectorAll("p")];
    expect(paragraphs.map((paragraph) => paragraph.getAttribute("dir"))).toEqual([null, "auto"]);
  });

  it("puts a table's direction on its scroller and lets its first cell decide it", () => {
    const { container } = render(
      <Markdown text={"| שם | גודל |\n| --- | --- |\n| core | 12 kB |"} />,
    );
    const scroller = container.querySelector(".tl-markdown__table");
    expect(scroller?.getAttribute("dir")).toBe("auto");
    expect(screen.getByRole("table").getAttribute("dir")).toBeNull();
    const cells = [...container.querySelectorAll("th, td")];
    expect(cells.map((cell) => cell.getAttribute("dir"))).toEqual([null, "auto", "auto", "auto"]);
  });

  it("marks the finished blocks and the open tail of streaming text alike", () => {
    render(<Markdown streaming text={"פסקה ראשונה.\n\nSecond paragraph, still stream"} />);
    expect(directionOf("פסקה ראשונה.")).toBe("auto");
    expect(directionOf("Second paragraph, still stream")).toBe("auto");
  });

  it("hands the direction to an element override", () => {
    const components: MarkdownComponents = {
      p: ({ node, ...rest }: ComponentProps<"p"> & { node?: unknown }) => (
        <p {...rest} data-custom="yes" />
      ),
    };
    render(<Markdown text="שלום" components={components} />);
    const paragraph = screen.getByText("שלום");
    expect(paragraph.getAttribute("data-custom")).toBe("yes");
    expect(paragraph.getAttribute("dir")).toBe("auto");
  });
});
