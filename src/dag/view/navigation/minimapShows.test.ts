import { describe, expect, it } from "vitest";
import { minimapShows } from "./minimapShows.js";

describe("minimapShows", () => {
  it("shows graphs of ordinary shapes", () => {
    expect(minimapShows({ width: 800, height: 600 })).toBe(true);
    expect(minimapShows({ width: 400, height: 3_000 })).toBe(true);
    expect(minimapShows({ width: 5_000, height: 300 })).toBe(true);
  });

  it("hides a column so long that it would draw under a few pixels wide", () => {
    expect(minimapShows({ width: 450, height: 200_000 })).toBe(false);
    expect(minimapShows({ width: 450, height: 4_000 })).toBe(true);
  });

  it("hides an empty or unmeasured graph", () => {
    expect(minimapShows({ width: 0, height: 0 })).toBe(false);
    expect(minimapShows({ width: Number.NaN, height: 10 })).toBe(false);
  });
});
