import { describe, expect, it } from "vitest";
import * as core from "../src/index.js";

describe("threadline entry", () => {
  it("exports exactly the public surface", () => {
    expect(Object.keys(core).sort()).toEqual([
      "DIAGNOSTICS_LIMIT",
      "contextPolicyFor",
      "createContextPolicy",
      "createGraph",
      "createSummaryEvent",
      "execAccumulator",
      "groupTurns",
      "heuristicTokens",
      "loadExactEstimator",
      "longContextPolicy",
      "parseEvent",
      "projectContext",
      "projectDAG",
      "projectMessages",
      "projectThread",
      "reduceEvent",
      "reduceEvents",
      "shortContextPolicy",
      "summaryCandidates",
      "toAnthropicMessages",
      "toOpenAIMessages",
      "toolFocusedPolicy",
      "totalUsage",
      "usageByRun",
    ]);
  });
});
