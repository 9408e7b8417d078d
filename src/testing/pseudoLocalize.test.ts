import { describe, expect, it } from "vitest";
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoLocalize, pseudoText } from "./pseudoLocalize.js";

describe("pseudoLocalize", () => {
  it("accents every Latin letter and brackets the text", () => {
    expect(pseudoText("Allow once")).toBe(`${PSEUDO_OPEN}Áļļóŵ óñçé${PSEUDO_CLOSE}`);
    expect(pseudoText("Allow once")).not.toMatch(/[A-Za-z]/);
  });

  it("keeps digits and other scripts", () => {
    expect(pseudoText("3 of 10 — 日本")).toBe(`${PSEUDO_OPEN}3 óƒ 10 — 日本${PSEUDO_CLOSE}`);
  });

  it("wraps the result of a function label and leaves other values alone", () => {
    const labels = pseudoLocalize({
      send: "Send",
      thoughtFor: (duration: string) => `Thought for ${duration}`,
      limit: 3,
    });
    expect(labels.send).toBe(`${PSEUDO_OPEN}Šéñð${PSEUDO_CLOSE}`);
    expect(labels.thoughtFor("4s")).toBe(`${PSEUDO_OPEN}Ţĥóúĝĥţ ƒóŕ 4š${PSEUDO_CLOSE}`);
    expect(labels.limit).toBe(3);
  });
});
