import { describe, expect, it } from "vitest";
import { cutText } from "./cutText.js";

const limits = { maxCharacters: 20, maxLines: 3 };

describe("cutText", () => {
  it("keeps a text within both limits whole", () => {
    expect(cutText({ text: "one\ntwo\nthree", complete: true }, limits)).toEqual({
      text: "one\ntwo\nthree",
      complete: true,
    });
  });

  it("keeps a trailing line break on the last allowed line", () => {
    expect(cutText({ text: "a\nb\nc\n", complete: true }, limits).complete).toBe(true);
  });

  it("cuts after the last allowed line", () => {
    expect(cutText({ text: "a\nb\nc\nd\ne", complete: true }, limits)).toEqual({
      text: "a\nb\nc",
      complete: false,
      cutBy: "lines",
    });
  });

  it("cuts after the last allowed character", () => {
    expect(cutText({ text: "x".repeat(50), complete: true }, limits)).toEqual({
      text: "x".repeat(20),
      complete: false,
      cutBy: "characters",
    });
  });

  it("reports a prefix that was already cut as cut", () => {
    expect(cutText({ text: "short", complete: false }, limits)).toEqual({
      text: "short",
      complete: false,
      cutBy: "characters",
    });
  });
});
