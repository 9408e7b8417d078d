import { describe, expect, it } from "vitest";
import * as core from "../src/index.js";

describe("threadline entry", () => {
  it("exports exactly the public surface", () => {
    expect(Object.keys(core).sort()).toEqual([
      "DIAGNOSTICS_LIMIT",
      "createGraph",
      "execAccumulator",
      "parseEvent",
      "projectThread",
      "reduceEvent",
      "reduceEvents",
    ]);
  });
});
