import { type AGUIEvent, EventType } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import type { GraphEvent } from "../../core/graph/GraphEvent.js";
import { createAgUiAdapter } from "./agUiAdapter.js";

const LEVELS = 10_000;
const thread = { threadId: "thread_7f3a" } as const;
const incomplete = {
  message: "The stream ended before the run finished.",
  code: "incomplete_stream",
} as const;

/** A run in which each subagent starts the next inside itself, `LEVELS` deep, none finishing. */
function nestedSubagents(): AGUIEvent[] {
  const events: AGUIEvent[] = [{ type: EventType.RUN_STARTED, ...thread, runId: "run_deep" }];
  for (let level = 0; level < LEVELS; level++) {
    events.push({
      type: EventType.SUBAGENT_STARTED,
      subagentRunId: `sa_${level}`,
      name: "worker",
      ...(level > 0 && { parentSubagentRunId: `sa_${level - 1}` }),
    });
  }
  return events;
}

function endsOf(events: readonly GraphEvent[]): string[] {
  return events.flatMap((event) => (event.type === "harness_end" ? [event.runId] : []));
}

const innermostFirst = [
  ...Array.from({ length: LEVELS }, (_, index) => `run_deep:sa_${LEVELS - 1 - index}`),
  "run_deep",
];

describe("createAgUiAdapter on deeply nested subagents", () => {
  it("closes 10 000 nested subagents on finish, innermost first, without overflowing", () => {
    const adapter = createAgUiAdapter({ runId: "fallback" });
    for (const event of nestedSubagents()) adapter.push(event);
    const closing = adapter.finish();
    expect(endsOf(closing)).toEqual(innermostFirst);
    const errors = closing.filter((event) => event.type === "error");
    expect(errors).toHaveLength(LEVELS + 1);
    expect(errors.every((error) => error.message === incomplete.message)).toBe(true);
    expect(closing.at(-2)).toEqual({
      type: "error",
      runId: "run_deep",
      agentId: "assistant",
      ...incomplete,
    });
    expect(adapter.finish()).toEqual([]);
  });

  it("fails 10 000 nested subagents with the outermost one's error, innermost first", () => {
    const adapter = createAgUiAdapter({ runId: "fallback" });
    for (const event of nestedSubagents()) adapter.push(event);
    const failed = adapter.push({
      type: EventType.SUBAGENT_ERROR,
      subagentRunId: "sa_0",
      message: "Out of budget",
    });
    expect(endsOf(failed)).toEqual(innermostFirst.slice(0, -1));
    expect(failed.filter((event) => event.type === "error")).toHaveLength(LEVELS);
    expect(endsOf(adapter.finish())).toEqual(["run_deep"]);
  });

  it("ends 10 000 nested subagents with their run when the run finishes", () => {
    const adapter = createAgUiAdapter({ runId: "fallback" });
    for (const event of nestedSubagents()) adapter.push(event);
    const finished = adapter.push({ type: EventType.RUN_FINISHED, ...thread, runId: "run_deep" });
    expect(endsOf(finished)).toEqual(innermostFirst);
    expect(finished.filter((event) => event.type === "error")).toEqual([]);
  });

  it("closes 200 000 calls still streaming on finish without overflowing", () => {
    const adapter = createAgUiAdapter({ runId: "fallback" });
    adapter.push({ type: EventType.RUN_STARTED, ...thread, runId: "run_wide" });
    const count = 200_000;
    for (let index = 0; index < count; index++) {
      adapter.push({ type: EventType.TOOL_CALL_START, toolCallId: `c${index}`, toolCallName: "t" });
    }
    const closing = adapter.finish();
    expect(closing.filter((event) => event.type === "tool_call")).toHaveLength(count);
    expect(endsOf(closing)).toEqual(["run_wide"]);
  });
});
