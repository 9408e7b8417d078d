import { type AGUIEvent, EventType } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { createGraph } from "../../core/graph/createGraph.js";
import type { GraphEvent } from "../../core/graph/GraphEvent.js";
import { parseEvent } from "../../core/graph/parseEvent.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import type { AgUiEvent } from "./AgUiEvent.js";
import { nestedRunsStream } from "./agUiAdapter.fixtures.js";
import { createAgUiAdapter } from "./agUiAdapter.js";

const thread = { threadId: "thread_7f3a" } as const;
const text = (messageId: string, delta: string): AGUIEvent => ({
  type: EventType.TEXT_MESSAGE_CONTENT,
  messageId,
  delta,
});

function withProblems() {
  const problems: string[] = [];
  const adapter = createAgUiAdapter({
    runId: "fallback",
    parentId: "u1:user",
    agentId: "copilot",
    onProblem: (message) => problems.push(message),
  });
  const push = (events: readonly unknown[]): GraphEvent[] =>
    events.flatMap((event) => adapter.push(event as AgUiEvent));
  return { adapter, push, problems };
}

describe("createAgUiAdapter run attribution", () => {
  it("puts events outside any run in the run of options.runId, ended without error", () => {
    const { adapter, push } = withProblems();
    const events = [...push([text("m0", "Connecting…")]), ...adapter.finish()];
    expect(events).toEqual([
      { type: "harness_start", runId: "fallback", agentId: "copilot", parentId: "u1:user" },
      {
        type: "text",
        id: "fallback:text:m0",
        runId: "fallback",
        agentId: "copilot",
        content: "Connecting…",
      },
      { type: "harness_end", runId: "fallback", agentId: "copilot" },
    ]);
  });

  it("gives events without a run to the newest run still open", () => {
    const { push } = withProblems();
    const events = push([
      { type: EventType.RUN_STARTED, ...thread, runId: "run_a" },
      { type: EventType.RUN_STARTED, ...thread, runId: "run_b" },
      text("m1", "to b"),
      { type: EventType.RUN_FINISHED, ...thread, runId: "run_b" },
      text("m2", "to a"),
    ]);
    const texts = events.filter((event) => event.type === "text");
    expect(texts.map((event) => [event.runId, event.content])).toEqual([
      ["run_b", "to b"],
      ["run_a", "to a"],
    ]);
  });

  it("hangs a child run whose parent it never saw from that parent's start, to attach later", () => {
    const { push } = withProblems();
    const events = push([
      { type: EventType.RUN_STARTED, ...thread, runId: "run_child", parentRunId: "run_elsewhere" },
    ]);
    expect(events).toEqual([
      {
        type: "harness_start",
        runId: "run_child",
        agentId: "copilot",
        parentId: "run_elsewhere:harness_start",
      },
    ]);
  });

  it("hangs a run that names itself as its parent from options.parentId", () => {
    const { push } = withProblems();
    const events = push([
      { type: EventType.RUN_STARTED, ...thread, runId: "run_self", parentRunId: "run_self" },
    ]);
    expect(events).toEqual([
      { type: "harness_start", runId: "run_self", agentId: "copilot", parentId: "u1:user" },
    ]);
  });

  it("fails the newest open run on RUN_ERROR and ends it with its usage", () => {
    const { push } = withProblems();
    const events = push([
      { type: EventType.RUN_STARTED, ...thread, runId: "run_x" },
      { type: EventType.TOOL_CALL_START, toolCallId: "call_x", toolCallName: "lookup" },
      {
        type: EventType.RUN_ERROR,
        message: "Rate limited",
        code: "rate_limit",
        usage: [{ inputTokens: 50, outputTokens: 0 }],
      },
    ]);
    const usage = { inputTokens: 50, outputTokens: 0 };
    expect(events.slice(-4)).toEqual([
      {
        type: "tool_call",
        runId: "run_x",
        agentId: "copilot",
        id: "call_x",
        name: "lookup",
        input: {},
      },
      {
        type: "error",
        runId: "run_x",
        agentId: "copilot",
        message: "Rate limited",
        code: "rate_limit",
      },
      { type: "usage", runId: "run_x", agentId: "copilot", ...usage },
      { type: "harness_end", runId: "run_x", agentId: "copilot", totalUsage: usage },
    ]);
  });

  it("says a cancelled run was cancelled", () => {
    const { push } = withProblems();
    const events = push([
      { type: EventType.RUN_STARTED, ...thread, runId: "run_c" },
      { type: EventType.RUN_FINISHED, ...thread, runId: "run_c", outcome: { type: "cancelled" } },
    ]);
    expect(events).toContainEqual({
      type: "error",
      runId: "run_c",
      agentId: "copilot",
      message: "The run was cancelled.",
      code: "cancelled",
    });
  });

  it("names the tool of a result whose call came in another stream as unknown, and shows it", () => {
    const { push } = withProblems();
    const events = push([
      { type: EventType.RUN_STARTED, ...thread, runId: "run_r" },
      { type: EventType.TOOL_CALL_RESULT, messageId: "tm", toolCallId: "call_old", content: "ok" },
    ]);
    expect(events.at(-1)).toMatchObject({ type: "tool_result", id: "call_old", name: "unknown" });
    const views = projectThread(reduceEvents(createGraph(), events));
    expect(views[0]?.content).toMatchObject({ kind: "tool_call", output: "ok", state: "complete" });
  });
});

describe("createAgUiAdapter on broken streams", () => {
  it("closes a truncated stream on finish: each open run closes its calls, fails and ends", () => {
    const { adapter, push } = withProblems();
    const received = push(nestedRunsStream.slice(0, 17));
    const closing = adapter.finish();
    const incomplete = {
      message: "The stream ended before the run finished.",
      code: "incomplete_stream",
    };
    expect(closing).toEqual([
      {
        type: "tool_call",
        runId: "run_research",
        agentId: "copilot",
        id: "call_fetch",
        name: "fetch_sources",
        input: { limit: 3 },
      },
      { type: "error", runId: "run_research", agentId: "copilot", ...incomplete },
      { type: "harness_end", runId: "run_research", agentId: "copilot" },
      { type: "error", runId: "run_lead", agentId: "copilot", ...incomplete },
      { type: "harness_end", runId: "run_lead", agentId: "copilot" },
    ]);
    expect(adapter.finish()).toEqual([]);
    const views = projectThread(reduceEvents(createGraph(), [...received, ...closing]));
    expect(views[1]?.content).toMatchObject({ kind: "tool_call", state: "error" });
    expect(views[1]?.branches[0]?.map((view) => view.status)).toEqual(["error", "error", "error"]);
  });

  it("skips a malformed event, names its type and field, and keeps what came before", () => {
    const { push, problems } = withProblems();
    const events = push([
      { type: EventType.RUN_STARTED, ...thread, runId: "run_m" },
      { type: EventType.TOOL_CALL_START, toolCallId: "call_m", toolCallName: "write" },
      { type: EventType.TOOL_CALL_ARGS, toolCallId: "call_m", delta: '{"path": "a.txt", ' },
      { type: EventType.TOOL_CALL_ARGS, toolCallId: "call_m", delta: 12 },
      { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "", delta: "lost" },
      { type: EventType.RUN_STARTED, ...thread },
      { type: EventType.TOOL_CALL_ARGS, toolCallId: "call_m", delta: '"body": "hi"}' },
      { type: EventType.TOOL_CALL_END, toolCallId: "call_m" },
    ]);
    expect(problems).toEqual([
      "TOOL_CALL_ARGS.delta: expected a string, got 12; skipped",
      "TEXT_MESSAGE_CONTENT.messageId: expected a non-empty string, got an empty string; skipped",
      "RUN_STARTED.runId: expected a non-empty string, got undefined; skipped",
    ]);
    expect(events.at(-1)).toMatchObject({ input: { path: "a.txt", body: "hi" } });
    expect(events.at(-1)).not.toHaveProperty("partial");
    expect(events.filter((event) => !parseEvent(event).ok)).toEqual([]);
  });

  it("reports events out of place: unknown runs and calls, repeats, chunks with nothing open", () => {
    const { push, problems } = withProblems();
    expect(
      push([
        { type: EventType.RUN_FINISHED, ...thread, runId: "run_ghost" },
        { type: EventType.TOOL_CALL_ARGS, toolCallId: "call_ghost", delta: "{" },
        { type: EventType.TEXT_MESSAGE_CHUNK, delta: "orphan" },
        { type: EventType.TOOL_CALL_CHUNK, toolCallId: "call_new", delta: "{" },
        { type: EventType.SUBAGENT_FINISHED, subagentRunId: "sa_ghost" },
      ]),
    ).toEqual([]);
    expect(problems).toEqual([
      "RUN_FINISHED.runId: run_ghost names no run that started; skipped",
      "TOOL_CALL_ARGS.toolCallId: call_ghost names no open call; skipped",
      "TEXT_MESSAGE_CHUNK.messageId: expected an id, as no message is open; skipped",
      "TOOL_CALL_CHUNK.toolCallName: expected a name to open call call_new; skipped",
      "SUBAGENT_FINISHED.subagentRunId: sa_ghost never started; skipped",
    ]);
  });

  it("reports events that are no objects or throw when read, and never throws", () => {
    const { push, problems } = withProblems();
    const hostile = {
      type: "TEXT_MESSAGE_CONTENT",
      get messageId(): string {
        throw new Error("boom");
      },
    };
    expect(push([null, 7, hostile, { delta: "no type" }])).toEqual([]);
    expect(problems).toEqual([
      "event: expected an object, got null; skipped",
      "event: expected an object, got 7; skipped",
      "TEXT_MESSAGE_CONTENT: could not be translated (boom); skipped",
      "event.type: expected a string, got undefined; skipped",
    ]);
    const adapter = createAgUiAdapter({
      runId: "r1",
      onProblem: () => {
        throw new Error("listener failed");
      },
    });
    expect(adapter.push(null as unknown as AgUiEvent)).toEqual([]);
  });

  it("makes no events for event types it does not know, and they leave chunk mode open", () => {
    const { push, problems } = withProblems();
    const events = push([
      { type: EventType.RUN_STARTED, ...thread, runId: "run_u" },
      { type: EventType.TEXT_MESSAGE_CHUNK, messageId: "m_u", delta: "Hel" },
      { type: "WEB_PREVIEW", url: "https://example.com" },
      { type: "toString" },
      { type: EventType.TEXT_MESSAGE_CHUNK, delta: "lo" },
    ]);
    expect(events.filter((event) => event.type === "text").map((event) => event.content)).toEqual([
      "Hel",
      "lo",
    ]);
    expect(problems).toEqual([]);
  });
});
