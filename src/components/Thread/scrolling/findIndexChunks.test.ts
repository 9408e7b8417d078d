import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chunkText, chunkTurns, findIndexChunks, turnAtOffset } from "./findIndexChunks.js";

const turnsOf = (chunks: readonly { from: number; to: number }[]) =>
  chunks.flatMap(({ from, to }) => Array.from({ length: to - from + 1 }, (_, k) => from + k));

describe("findIndexChunks", () => {
  it("cuts the turns outside the window at fixed boundaries", () => {
    expect(findIndexChunks(200, 120, 130, 50)).toEqual([
      { from: 0, to: 49 },
      { from: 50, to: 99 },
      { from: 100, to: 119 },
      { from: 131, to: 149 },
      { from: 150, to: 199 },
    ]);
  });

  it("splits the two chunks a window across a boundary touches", () => {
    expect(findIndexChunks(150, 45, 55, 50)).toEqual([
      { from: 0, to: 44 },
      { from: 56, to: 99 },
      { from: 100, to: 149 },
    ]);
  });

  it("has no chunk when every turn is drawn, and every turn when none is", () => {
    expect(findIndexChunks(30, 0, 29)).toEqual([]);
    expect(findIndexChunks(3, 1, 0, 2)).toEqual([
      { from: 0, to: 1 },
      { from: 2, to: 2 },
    ]);
  });

  it("holds every turn outside the window exactly once, in order", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.nat(),
        fc.nat(40),
        fc.integer({ min: 1, max: 300 }),
        (count, at, length, size) => {
          const first = count === 0 ? 0 : at % count;
          const last = Math.min(count - 1, first + length);
          const expected = Array.from({ length: count }, (_, k) => k).filter(
            (k) => k < first || k > last,
          );
          expect(turnsOf(findIndexChunks(count, first, last, size))).toEqual(expected);
        },
      ),
    );
  });

  it("keeps the number of chunks near 40 however long the thread", () => {
    expect(chunkTurns(100)).toBe(50);
    expect(findIndexChunks(10_000, 9_990, 9_999).length).toBe(40);
    expect(findIndexChunks(1_000_000, 0, 10).length).toBe(40);
  });
});

describe("turnAtOffset", () => {
  const chunk = chunkText(["alpha", "", "gamma delta"]);

  it("joins the texts with a blank line and knows where each starts", () => {
    expect(chunk).toEqual({ text: "alpha\n\n\n\ngamma delta", starts: [0, 7, 9] });
  });

  it("finds the turn and how far into it an offset is", () => {
    expect(turnAtOffset(chunk, 0)).toEqual({ turn: 0, fraction: 0 });
    expect(turnAtOffset(chunk, 5)).toEqual({ turn: 0, fraction: 1 });
    expect(turnAtOffset(chunk, 6)).toEqual({ turn: 0, fraction: 1 });
    expect(turnAtOffset(chunk, 7)).toEqual({ turn: 1, fraction: 0 });
    expect(turnAtOffset(chunk, 15)).toEqual({ turn: 2, fraction: 6 / 11 });
    expect(turnAtOffset(chunk, 99)).toEqual({ turn: 2, fraction: 1 });
  });
});
