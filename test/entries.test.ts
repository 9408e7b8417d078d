import { describe, expect, it } from "vitest";
import * as adapters from "../src/adapters/index.js";
import * as core from "../src/index.js";
import * as server from "../src/server/index.js";

describe("threadline entry", () => {
  it("exports exactly the public surface", () => {
    expect(Object.keys(core).sort()).toEqual([
      "DIAGNOSTICS_LIMIT",
      "connectIterable",
      "connectNDJSON",
      "connectSSE",
      "connectWebSocket",
      "contextPolicyFor",
      "createContextPolicy",
      "createConversationStore",
      "createGraph",
      "createSummaryEvent",
      "execAccumulator",
      "groupTurns",
      "heuristicTokens",
      "loadExactEstimator",
      "longContextPolicy",
      "nodeIds",
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
      "toolFocusedPolicy",
      "totalUsage",
      "usageByRun",
    ]);
  });
});

describe("threadline/adapters entry", () => {
  it("exports exactly the public surface", () => {
    expect(Object.keys(adapters).sort()).toEqual([
      "adaptStream",
      "createAgUiAdapter",
      "createAiSdkAdapter",
      "createAnthropicAdapter",
      "createOpenAIChatAdapter",
      "createOpenAIResponsesAdapter",
      "toAnthropicMessages",
      "toOpenAIMessages",
      "toOpenAIResponsesInput",
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
