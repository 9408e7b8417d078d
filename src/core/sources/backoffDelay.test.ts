import { describe, expect, it } from "vitest";
import { backoffDelay } from "./backoffDelay.js";

const delays = { baseDelayMs: 1000, maxDelayMs: 30_000 };

describe("backoffDelay", () => {
  it("doubles the base delay per attempt, between half and all of it", () => {
    expect([1, 2, 3, 4].map((attempt) => backoffDelay(attempt, delays, () => 0))).toEqual([
      500, 1000, 2000, 4000,
    ]);
    expect([1, 2, 3, 4].map((attempt) => backoffDelay(attempt, delays, () => 1))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
  });

  it("never waits longer than the maximum, however many attempts failed", () => {
    expect(backoffDelay(40, delays, () => 1)).toBe(30_000);
    expect(backoffDelay(2000, delays, () => 0.5)).toBe(22_500);
    expect(backoffDelay(1, { baseDelayMs: 60_000, maxDelayMs: 30_000 }, () => 1)).toBe(30_000);
  });
});
