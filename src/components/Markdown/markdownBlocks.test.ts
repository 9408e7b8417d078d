import { describe, expect, it } from "vitest";
import { markdownBlocks } from "./markdownBlocks.js";

describe("markdownBlocks", () => {
  it("keeps everything in the tail until a blank line ends a block", () => {
    expect(markdownBlocks("# Title\nstill the same block")).toEqual({
      finished: [],
      tail: "# Title\nstill the same block",
    });
  });

  it("cuts finished blocks at blank lines and keeps the last one open", () => {
    expect(markdownBlocks("One.\n\nTwo.\n\n\nThree")).toEqual({
      finished: ["One.\n", "Two.\n"],
      tail: "Three",
    });
  });

  it("needs the blank line to be complete before it ends a block", () => {
    expect(markdownBlocks("One.\n  ")).toEqual({ finished: [], tail: "One.\n  " });
    expect(markdownBlocks("One.\n\n")).toEqual({ finished: ["One.\n"], tail: "" });
  });

  it("keeps blank lines inside a closed fence within one block", () => {
    const fenced = "```ts\nconst a = 1;\n\nconst b = 2;\n```\n";
    expect(markdownBlocks(`${fenced}\nAfter`)).toEqual({ finished: [fenced], tail: "After" });
  });

  it("leaves a fence that is still open in the tail", () => {
    const text = "Intro.\n\n```python\nprint(1)\n\nprint(2)\n";
    expect(markdownBlocks(text)).toEqual({
      finished: ["Intro.\n"],
      tail: "```python\nprint(1)\n\nprint(2)\n",
    });
  });

  it("closes a fence only with the same marker at least as long", () => {
    const text = "~~~~\n```\n\n~~~\n\nstill code\n~~~~\n\nAfter";
    expect(markdownBlocks(text).finished).toEqual(["~~~~\n```\n\n~~~\n\nstill code\n~~~~\n"]);
    expect(markdownBlocks(text).tail).toBe("After");
  });

  it("does not take a backtick run with backticks in its info string for a fence", () => {
    expect(markdownBlocks("```a`b\n\nNext").finished).toEqual(["```a`b\n"]);
  });

  it("finds fences inside blockquotes and list items", () => {
    expect(markdownBlocks("> ```\n> a\n\n> b").tail).toBe("> ```\n> a\n\n> b");
    expect(markdownBlocks("- item\n\n  ```\n  x\n\n  ```\n\nEnd").finished).toEqual([
      "- item\n",
      "  ```\n  x\n\n  ```\n",
    ]);
  });

  it("returns an empty tail for empty text", () => {
    expect(markdownBlocks("")).toEqual({ finished: [], tail: "" });
  });
});
