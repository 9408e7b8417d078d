import { describe, expect, it } from "vitest";
import { joinedLabel, shortLabel } from "./dagLabel.js";

const plain = (text: string) => shortLabel(text, 40, true);

describe("shortLabel", () => {
  it("reads Markdown as it renders: no emphasis, code or strike marks", () => {
    expect(plain("Found it: commit **4be1c2a** rounds the fraction")).toBe(
      "Found it: commit 4be1c2a rounds the fra…",
    );
    expect(plain("Use `applyCoupon` with _care_ and ~~haste~~.")).toBe(
      "Use applyCoupon with care and haste.",
    );
  });

  it("drops the marks that open a line and the words that are only markup", () => {
    expect(plain("# Release notes\n\n## What changed\n- faster")).toBe(
      "Release notes What changed faster",
    );
    expect(plain("| event | makes a view |\n|:---|---|\n| text | yes |")).toBe(
      "event makes a view text yes",
    );
    expect(plain("> quoted\n1. first\n---\n```ts\nconst a = 1;")).toBe("quoted first const a = 1;");
  });

  it("keeps a link's or image's text, not its target", () => {
    expect(plain("See [the docs](https://example.com/a) and ![a chart](c.png).")).toBe(
      "See the docs and a chart.",
    );
  });

  it("keeps what only looks like a mark inside a line, and code-like words", () => {
    expect(plain("I counted 3 - 1 = 2 items in array[0] and snake_case")).toBe(
      "I counted 3 - 1 = 2 items in array[0] a…",
    );
    expect(plain("snake_case and a # sign")).toBe("snake_case and a # sign");
  });

  it("leaves text alone unless asked to read it as Markdown", () => {
    expect(shortLabel("**not** a `mark`")).toBe("**not** a `mark`");
    expect(joinedLabel(["# Title", " and **more**"], true)).toBe("Title and more");
  });
});
