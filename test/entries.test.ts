import { describe, expect, it } from "vitest";
import * as core from "../src/index.js";

describe("threadline entry", () => {
  it("exports exactly the public surface", () => {
    expect(Object.keys(core).sort()).toEqual([
      "DIAGNOSTICS_LIMIT",
      "createGraph",
      "execAccumulator",
      "groupTurns",
      "parseEvent",
      "projectDAG",
      "projectMessages",
      "projectThread",
      "reduceEvent",
      "reduceEvents",
      "toAnthropicMessages",
      "toOpenAIMessages",
      "totalUsage",
      "usageByRun",
    ]);
  });
});
