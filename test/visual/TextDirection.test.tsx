import { cleanup, render, screen } from "@testing-library/react";
import { Composer, Markdown } from "threadline/components";
import { afterEach, describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import "threadline/styles.css";

afterEach(() => {
  cleanup();
});

const answer = [
  'לטיפוס `StorageConfig` חסר השדה `region`. הוספתי `region: "eu-west-1"`.',
  "",
  "The tests pass.",
  "",
  "- ראשון",
  "- second",
  "",
  "> ציטוט",
  ">",
  "> A quoted line.",
  "",
  "| שם | גודל |",
  "| --- | --- |",
  "| core | 12 kB |",
  "",
  "```ts",
  "const region = 'eu-west-1';",
  "```",
].join("\n");

const direction = (element: Element | null | undefined) => {
  if (!element) throw new Error("no element");
  return getComputedStyle(element).direction;
};

const box = (element: Element | null | undefined) => {
  if (!element) throw new Error("no element");
  return element.getBoundingClientRect();
};

describe("text direction in Chromium", () => {
  it("lays each block of an answer out in the direction of its own text", () => {
    const { container } = render(
      <div style={{ width: 600 }}>
        <Markdown text={answer} />
      </div>,
    );
    const [hebrew, english] = container.querySelectorAll(".tl-markdown > p");
    expect(direction(hebrew)).toBe("rtl");
    expect(direction(english)).toBe("ltr");
    for (const code of container.querySelectorAll(".tl-markdown__inline-code")) {
      expect(direction(code)).toBe("ltr");
    }
    // The Hebrew paragraph starts at the right: its first word is its rightmost.
    const first = box(hebrew).right - box(screen.getByText("StorageConfig")).right;
    expect(first).toBeGreaterThan(20);
    expect(first).toBeLessThan(80);
    expect(direction(container.querySelector(".tl-code-block"))).toBe("ltr");
  });

  it("indents each list item at the start of its own text", () => {
    const { container } = render(
      <div style={{ width: 600 }}>
        <Markdown text={answer} />
      </div>,
    );
    const list = box(container.querySelector("ul"));
    const [right, left] = screen.getAllByRole("listitem");
    expect(direction(right)).toBe("rtl");
    expect(direction(left)).toBe("ltr");
    expect(box(right).left).toBe(list.left);
    expect(list.right - box(right).right).toBeGreaterThan(15);
    expect(box(left).right).toBe(list.right);
    expect(box(left).left - list.left).toBeGreaterThan(15);
  });

  it("gives a quote and a table the direction of their first text", () => {
    const { container } = render(
      <div style={{ width: 600 }}>
        <Markdown text={answer} />
      </div>,
    );
    const quote = container.querySelector("blockquote");
    expect(direction(quote)).toBe("rtl");
    const [quoted, after] = quote?.querySelectorAll("p") ?? [];
    expect(direction(quoted)).toBe("rtl");
    expect(direction(after)).toBe("ltr");
    // Its border is on the right, where the text starts.
    expect(getComputedStyle(quote as Element).borderRightWidth).toBe("3px");
    expect(direction(container.querySelector(".tl-markdown__table"))).toBe("rtl");
    const [name, size] = screen.getAllByRole("columnheader");
    expect(box(name).left).toBeGreaterThan(box(size).left);
  });

  it("keeps an empty composer in the page's direction and follows what is typed", async () => {
    render(
      <div dir="rtl">
        <Composer onSend={() => {}} placeholder="اكتب رسالة" />
      </div>,
    );
    const field = screen.getByRole("textbox");
    expect(direction(field)).toBe("rtl");
    await userEvent.type(field, "npm test");
    expect(direction(field)).toBe("ltr");
    await userEvent.clear(field);
    expect(direction(field)).toBe("rtl");
  });
});
