import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { longWordCuts, longWordPieces } from "./longWordCuts.js";

describe("longWordCuts", () => {
  it("leaves text without a 200-character run alone", () => {
    expect(longWordCuts(`${"a".repeat(199)} ${"b".repeat(199)}`)).toEqual([]);
    expect(longWordPieces("short words only")).toEqual(["short words only"]);
  });

  it("cuts a long run every 8 characters and nothing around it", () => {
    const text = `see ${"W".repeat(200)} here`;
    const cuts = longWordCuts(text);
    expect(cuts[0]).toBe(4 + 8);
    expect(cuts.at(-1)).toBe(4 + 192);
    expect(cuts).toHaveLength(24);
    expect(longWordPieces(text).join("")).toBe(text);
  });

  it("never cuts inside a surrogate pair or before a mark, joiner or selector", () => {
    const grapheme = ["😀", "e\u0301", "👩\u200d💻", "✌\ufe0f"];
    for (const unit of grapheme) {
      const text = unit.repeat(300);
      for (const cut of longWordCuts(text))
        expect(text.slice(cut)).toMatch(new RegExp(`^${unit}`, "u"));
    }
  });

  it("gives back the text unchanged, with long runs in pieces of at most 8 characters", () => {
    const unit = fc.constantFrom("a", "W", "é", "😀", "e\u0301");
    const word = fc.array(unit, { minLength: 200, maxLength: 400 }).map((units) => units.join(""));
    const text = fc.array(word, { minLength: 1, maxLength: 5 }).map((words) => words.join(" \n"));
    fc.assert(
      fc.property(text, (text) => {
        const pieces = longWordPieces(text);
        expect(pieces.join("")).toBe(text);
        for (const run of pieces.join("\0").split(/[\s\0]/u)) {
          expect([...run.normalize("NFC")].length).toBeLessThanOrEqual(9);
        }
      }),
      { numRuns: 50 },
    );
  });
});
