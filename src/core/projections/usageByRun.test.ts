import { describe, expect, it } from "vitest";
import { createGraph } from "../graph/createGraph.js";
import type { GraphEvent } from "../graph/GraphEvent.js";
import { reduceEvents } from "../graph/reduceEvents.js";
import { totalUsage, usageByRun } from "./usageByRun.js";

const usage = (runId: string, inputTokens: number, outputTokens: number): GraphEvent => ({
  type: "usage",
  runId,
  inputTokens,
  outputTokens,
});

describe("usageByRun", () => {
  const events: GraphEvent[] = [
    { type: "harness_start", runId: "lead", agentId: "lead" },
    usage("lead", 100, 10),
    { type: "tool_call", id: "spawn", runId: "lead", name: "agent", input: {} },
    { type: "harness_start", runId: "sub", agentId: "helper", parentId: "spawn" },
    usage("sub", 40, 4),
    usage("sub", 60, 6),
    { type: "tool_call", id: "deeper", runId: "sub", name: "agent", input: {} },
    { type: "harness_start", runId: "leaf", agentId: "leaf", parentId: "deeper" },
    usage("leaf", 5, 1),
    {
      type: "harness_end",
      runId: "leaf",
      agentId: "leaf",
      totalUsage: { inputTokens: 7, outputTokens: 2 },
    },
  ];

  it("sums a run's usage events and rolls totals up over its subagents", () => {
    const byRun = usageByRun(reduceEvents(createGraph(), events));
    expect(byRun.get("sub")).toEqual({
      runId: "sub",
      agentId: "helper",
      own: { inputTokens: 100, outputTokens: 10 },
      total: { inputTokens: 107, outputTokens: 12 },
    });
    expect(byRun.get("lead")?.total).toEqual({ inputTokens: 207, outputTokens: 22 });
  });

  it("takes harness_end.totalUsage as the run's own total instead of adding its usage events again", () => {
    const byRun = usageByRun(reduceEvents(createGraph(), events));
    expect(byRun.get("leaf")?.own).toEqual({ inputTokens: 7, outputTokens: 2 });
    expect(totalUsage(reduceEvents(createGraph(), events))).toEqual({
      inputTokens: 207,
      outputTokens: 22,
    });
  });

  it("rolls up a subagent that arrived before its tool call", () => {
    const byRun = usageByRun(
      reduceEvents(createGraph(), [
        { type: "harness_start", runId: "sub", agentId: "helper", parentId: "late" },
        usage("sub", 3, 1),
        { type: "tool_call", id: "late", runId: "lead", name: "agent", input: {} },
        usage("lead", 1, 1),
      ]),
    );
    expect(byRun.get("lead")?.total).toEqual({ inputTokens: 4, outputTokens: 2 });
  });
});
