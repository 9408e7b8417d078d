import { describe, expect, it } from "vitest";
import { createGraph } from "../graph/createGraph.js";
import type { GraphEvent } from "../graph/GraphEvent.js";
import { reduceEvent } from "../graph/reduceEvent.js";
import { reduceEvents } from "../graph/reduceEvents.js";
import { pendingRelays } from "./pendingRelays.js";

const main = { runId: "a1", agentId: "main" } as const;
const askFor = (id: string, runId: string, toolCallId: string): GraphEvent => ({
  type: "relay",
  kind: "permission",
  id,
  runId,
  toolCallId,
  tool: "rm",
  params: {},
});
const session: GraphEvent[] = [
  { type: "tool_call", id: "c1", ...main, name: "rm", input: {} },
  { type: "tool_call", id: "c2", ...main, name: "rm", input: {} },
  askFor("q1", "a1", "c1"),
  askFor("q2", "a1", "c2"),
  askFor("q3", "watcher", "c2"),
];

describe("pendingRelays with discarded nodes", () => {
  it("leaves out a discarded request and the requests for a discarded call, in any run", () => {
    const graph = reduceEvents(createGraph(), session);
    expect(pendingRelays(graph).map(({ relay }) => relay.id)).toEqual(["q1", "q2", "q3"]);
    const discarded = reduceEvents(graph, [
      { type: "discard", runId: "a1", ids: ["q1"] },
      { type: "discard", runId: "a1", ids: ["c2"] },
    ]);
    expect(pendingRelays(discarded)).toEqual([]);
  });

  it("keeps a request whose call's result was discarded", () => {
    const graph = reduceEvents(createGraph(), [
      ...session.slice(0, 3),
      { type: "tool_result", id: "c1", ...main, name: "rm", output: "gone" },
    ]);
    expect(pendingRelays(graph)).toEqual([]);
    const discarded = reduceEvent(graph, { type: "discard", runId: "a1", ids: ["c1:result"] });
    expect(pendingRelays(discarded).map(({ relay }) => relay.id)).toEqual(["q1"]);
  });
});

describe("pendingRelays with nothing waiting", () => {
  it("gives every such graph the same empty list, so views that read it do not change", () => {
    const first = reduceEvents(createGraph(), [
      { type: "harness_start", runId: "r1", agentId: "a" },
      { type: "text", id: "t1", runId: "r1", agentId: "a", content: "hi" },
    ]);
    const second = reduceEvents(first, [
      { type: "text", id: "t1", runId: "r1", agentId: "a", content: " there" },
    ]);
    expect(pendingRelays(first)).toEqual([]);
    expect(pendingRelays(second)).toBe(pendingRelays(first));
  });
});
