import { describe, expect, it } from "vitest";
import { createGraph } from "../graph/createGraph.js";
import type { GraphEvent } from "../graph/GraphEvent.js";
import { reduceEvents } from "../graph/reduceEvents.js";
import { pendingRelays } from "./pendingRelays.js";

const session: GraphEvent[] = [
  { type: "user", runId: "u1", content: "Deploy it" },
  { type: "harness_start", runId: "main", agentId: "lead", parentId: "u1:user" },
  { type: "tool_call", id: "call-1", runId: "main", agentId: "lead", name: "delegate", input: {} },
  { type: "harness_start", runId: "sub", agentId: "deployer", parentId: "call-1" },
  {
    type: "tool_call",
    id: "call-2",
    runId: "sub",
    agentId: "deployer",
    name: "shell",
    input: { cmd: "make deploy" },
  },
  {
    type: "relay",
    kind: "permission",
    id: "relay-2",
    runId: "sub",
    agentId: "deployer",
    toolCallId: "call-2",
    tool: "shell",
    params: { cmd: "make deploy" },
  },
  {
    type: "relay",
    kind: "permission",
    id: "relay-1",
    runId: "main",
    agentId: "lead",
    toolCallId: "call-1",
    tool: "delegate",
    params: {},
  },
];

describe("pendingRelays", () => {
  it("lists unanswered requests at any depth with the agent path", () => {
    const graph = reduceEvents(createGraph(), session);
    expect(pendingRelays(graph).map(({ relay, agentPath }) => [relay.id, agentPath])).toEqual([
      ["relay-1", ["lead"]],
      ["relay-2", ["lead", "deployer"]],
    ]);
  });

  it("drops requests once decided, answered by a result, or when their run fails", () => {
    const base = reduceEvents(createGraph(), session);
    const decided = reduceEvents(base, [
      { type: "relay_resolved", relayId: "relay-2", decision: "allow" },
    ]);
    expect(pendingRelays(decided).map(({ relay }) => relay.id)).toEqual(["relay-1"]);
    const answered = reduceEvents(base, [
      { type: "tool_result", id: "call-2", runId: "sub", name: "shell", output: "ok" },
    ]);
    expect(pendingRelays(answered).map(({ relay }) => relay.id)).toEqual(["relay-1"]);
    const failed = reduceEvents(base, [{ type: "error", runId: "main", message: "crashed" }]);
    expect(pendingRelays(failed).map(({ relay }) => relay.id)).toEqual(["relay-2"]);
    const interrupted = reduceEvents(base, [
      { type: "harness_end", runId: "sub", agentId: "deployer" },
    ]);
    expect(pendingRelays(interrupted).map(({ relay }) => relay.id)).toEqual(["relay-1", "relay-2"]);
  });

  it("returns the same array for the same graph", () => {
    const graph = reduceEvents(createGraph(), session);
    expect(pendingRelays(graph)).toBe(pendingRelays(graph));
    expect(pendingRelays(createGraph())).toEqual([]);
  });
});
