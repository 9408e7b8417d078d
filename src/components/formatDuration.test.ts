import { describe, expect, it } from "vitest";
import { formatDuration, isoDuration } from "./formatDuration.js";

describe("formatDuration", () => {
  it("reads as milliseconds, seconds or minutes", () => {
    expect(formatDuration(850)).toBe("850 ms");
    expect(formatDuration(2140)).toBe("2.1 s");
    expect(formatDuration(59_990)).toBe("1 min 00 s");
    expect(formatDuration(245_000)).toBe("4 min 05 s");
  });

  it("shows a dash for a duration that cannot be", () => {
    expect(formatDuration(-1)).toBe("—");
    expect(formatDuration(Number.NaN)).toBe("—");
  });
});

describe("isoDuration", () => {
  it("writes seconds as an ISO 8601 duration", () => {
    expect(isoDuration(2140)).toBe("PT2.14S");
  });
});
