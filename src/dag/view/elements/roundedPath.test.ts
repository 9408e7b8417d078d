import { describe, expect, it } from "vitest";
import { roundedPath } from "./roundedPath.js";

describe("roundedPath", () => {
  it("draws a straight route as lines", () => {
    expect(
      roundedPath([
        { x: 0, y: 0 },
        { x: 0, y: 40 },
      ]),
    ).toBe("M0,0 L0,40");
  });

  it("rounds each bend with a curve through the corner", () => {
    const path = roundedPath([
      { x: 0, y: 0 },
      { x: 0, y: 20 },
      { x: 30, y: 20 },
    ]);
    expect(path).toBe("M0,0 L0,14 Q0,20 6,20 L30,20");
  });

  it("shrinks the curve to fit a short segment", () => {
    const path = roundedPath([
      { x: 0, y: 0 },
      { x: 0, y: 4 },
      { x: 30, y: 4 },
    ]);
    expect(path).toBe("M0,0 L0,2 Q0,4 2,4 L30,4");
  });

  it("draws nothing without points", () => {
    expect(roundedPath([])).toBe("");
  });
});
