import { describe, expect, it } from "vitest";
import * as core from "../src/index.js";
import * as server from "../src/server/index.js";

describe("threadline entry", () => {
  it("exports exactly the public surface", () => {
    expect(Object.keys(core).sort()).toEqual([
      "DIAGNOSTICS_LIMIT",
      "adaptStream",
      "connectIterable",
      "connectNDJSON",
      "connectSSE",
      "connectWebSocket",
      "contextPolicyFor",
      "createAgUiAdapter",
      "createAiSdkAdapter",
      "createAnthropicAdapter",
      "createContextPolicy",
      "createConversationStore",
      "createGraph",
      "createOpenAIChatAdapter",
      "createOpenAIResponsesAdapter",
      "createSummaryEvent",
      "execAccumulator",
      "groupTurns",
      "heuristicTokens",
      "loadExactEstimator",
      "longContextPolicy",
      "parseEvent",
      "pendingRelays",
      "projectContext",
      "projectDAG",
      "projectMessages",
      "projectThread",
      "reduceEvent",
      "reduceEvents",
      "replay",
      "shortContextPolicy",
      "summaryCandidates",
      "toAnthropicMessages",
      "toOpenAIMessages",
      "toOpenAIResponsesInput",
      "toolFocusedPolicy",
      "totalUsage",
      "usageByRun",
    ]);
  });
});

describe("threadline/server entry", () => {
  it("exports exactly the public surface", () => {
    expect(Object.keys(server).sort()).toEqual([
      "EventLogError",
      "createMemoryEventLog",
      "createRedisEventLog",
      "handleSSE",
      "sseResponse",
    ]);
  });
});
