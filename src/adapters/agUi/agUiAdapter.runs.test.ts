import { type AGUIEvent, EventType } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { createGraph } from "../../core/graph/createGraph.js";
import type { GraphEvent } from "../../core/graph/GraphEvent.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectMessages } from "../../core/projections/messages/projectMessages.js";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import type { ViewNode } from "../../core/projections/ViewNode.js";
import type { AgUiEvent } from "./AgUiEvent.js";
import { interruptStream } from "./agUiAdapter.fixtures.js";
import { createAgUiAdapter } from "./agUiAdapter.js";

const thread = { threadId: "thread_7f3a" } as const;
const user: GraphEvent = { type: "user", runId: "u1", content: "Email Ana the report." };

/** The run that resumes `interruptStream` once the user approved: it announces the call again. */
const resumeStream: AGUIEvent[] = [
  { type: EventType.RUN_STARTED, ...thread, runId: "run_resume" },
  { type: EventType.TOOL_CALL_START, toolCallId: "call_send", toolCallName: "send_email" },
  { type: EventType.TOOL_CALL_ARGS, toolCallId: "call_send", delta: '{"to": "ana@example.com"}' },
  { type: EventType.TOOL_CALL_END, toolCallId: "call_send" },
  {
    type: EventType.TOOL_CALL_RESULT,
    messageId: "tm_send",
    toolCallId: "call_send",
    content: "Sent.",
  },
  { type: EventType.TEXT_MESSAGE_START, messageId: "m_done", role: "assistant" },
  { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m_done", delta: "The email is on its way." },
  { type: EventType.TEXT_MESSAGE_END, messageId: "m_done" },
  { type: EventType.RUN_FINISHED, ...thread, runId: "run_resume", outcome: { type: "success" } },
];

function turn(runId: string, messageId: string, text: string): AGUIEvent[] {
  return [
    { type: EventType.RUN_STARTED, ...thread, runId },
    { type: EventType.TEXT_MESSAGE_START, messageId, role: "assistant" },
    { type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta: text },
    { type: EventType.TEXT_MESSAGE_END, messageId },
    { type: EventType.RUN_FINISHED, ...thread, runId },
  ];
}

/** Every event of `streams` through one adapter, after the user's message, and the problems. */
function adapt(...streams: readonly (readonly unknown[])[]) {
  const problems: string[] = [];
  const onProblem = (message: string) => problems.push(message);
  const adapter = createAgUiAdapter({ runId: "fallback", parentId: "u1:user", onProblem });
  const events: GraphEvent[] = [user];
  for (const stream of streams) {
    for (const event of stream) events.push(...adapter.push(event as AgUiEvent));
  }
  events.push(...adapter.finish());
  return { events, problems, graph: reduceEvents(createGraph(), events) };
}

function startOf(events: readonly GraphEvent[], runId: string): GraphEvent | undefined {
  return events.find((event) => event.type === "harness_start" && event.runId === runId);
}

/** Each view as `kind:id`, with its branches nested below it. */
type Outline = (string | Outline)[];
function outline(views: readonly ViewNode[]): Outline {
  return views.flatMap((view) => [
    `${view.content.kind}:${view.id}`,
    ...view.branches.map((branch) => outline(branch)),
  ]);
}

describe("createAgUiAdapter over several runs of a thread", () => {
  it("continues the conversation with a run that starts after another finished", () => {
    const { events, problems, graph } = adapt(
      turn("run_a", "m_a", "Hello."),
      turn("run_b", "m_b", "Hello again."),
    );
    expect(startOf(events, "run_b")).toMatchObject({ parentId: "run_a:harness_end" });
    expect(projectMessages(graph)).toEqual([
      { role: "user", content: "Email Ana the report." },
      { role: "assistant", content: "Hello." },
      { role: "assistant", content: "Hello again." },
    ]);
    const views = projectThread(graph);
    expect(outline(views)).toEqual(["user:u1:user", "text:run_a:text:m_a", "text:run_b:text:m_b"]);
    expect(views.every((view) => view.alternatives === undefined)).toBe(true);
    expect([...problems, ...graph.diagnostics.map((item) => item.message)]).toEqual([]);
  });

  it("chains each run after the one before, three turns deep", () => {
    const { events } = adapt(
      turn("run_a", "m_a", "One."),
      turn("run_b", "m_b", "Two."),
      turn("run_c", "m_c", "Three."),
    );
    const starts = events.filter((event) => event.type === "harness_start");
    expect(starts.map((event) => [event.runId, event.parentId])).toEqual([
      ["run_a", "u1:user"],
      ["run_b", "run_a:harness_end"],
      ["run_c", "run_b:harness_end"],
    ]);
  });

  it("resumes an interrupted run: the call it announces again is answered where it was made", () => {
    const { events, problems, graph } = adapt(interruptStream, resumeStream);
    expect(problems).toEqual([]);
    expect(graph.diagnostics).toEqual([]);
    expect(startOf(events, "run_resume")).toMatchObject({ parentId: "run_ask:harness_end" });
    const calls = events.filter((event) => event.type === "tool_call");
    expect(calls.every((call) => call.runId === "run_ask")).toBe(true);
    expect(events.filter((event) => event.type === "tool_result")).toEqual([
      {
        type: "tool_result",
        id: "call_send",
        runId: "run_resume",
        agentId: "assistant",
        name: "send_email",
        output: "Sent.",
      },
    ]);
    const views = projectThread(graph);
    expect(outline(views)).toEqual([
      "user:u1:user",
      "tool_call:call_send",
      "relay:int_1",
      "text:run_resume:text:m_done",
    ]);
    expect(views[1]?.content).toMatchObject({
      input: { to: "ana@example.com" },
      output: "Sent.",
      state: "complete",
    });
    expect(projectMessages(graph)).toEqual([
      { role: "user", content: "Email Ana the report." },
      {
        role: "assistant",
        content: null,
        tool_calls: [{ id: "call_send", name: "send_email", input: { to: "ana@example.com" } }],
      },
      { role: "tool", tool_call_id: "call_send", content: "Sent." },
      { role: "assistant", content: "The email is on its way." },
    ]);
  });

  it("answers the interrupted call from a resumed run that sends only the result", () => {
    const resultOnly = resumeStream.filter(
      (event) => !["TOOL_CALL_START", "TOOL_CALL_ARGS", "TOOL_CALL_END"].includes(event.type),
    );
    const { problems, graph } = adapt(interruptStream, resultOnly);
    expect([...problems, ...graph.diagnostics.map((item) => item.message)]).toEqual([]);
    expect(projectMessages(graph).slice(1)).toEqual([
      {
        role: "assistant",
        content: null,
        tool_calls: [{ id: "call_send", name: "send_email", input: { to: "ana@example.com" } }],
      },
      { role: "tool", tool_call_id: "call_send", content: "Sent." },
      { role: "assistant", content: "The email is on its way." },
    ]);
  });

  it("ignores the arguments a resumed run sends again, keeping the call's own input", () => {
    const changed = resumeStream.map((event) =>
      event.type === EventType.TOOL_CALL_ARGS ? { ...event, delta: '{"to": "bo' } : event,
    );
    const { events, problems } = adapt(interruptStream, changed);
    expect(problems).toEqual([]);
    const inputs = events.flatMap((event) => (event.type === "tool_call" ? [event.input] : []));
    expect(inputs.at(-1)).toEqual({ to: "ana@example.com" });
  });

  it("continues after the run that parentRunId names when that run has finished", () => {
    const resumed = resumeStream.with(0, {
      type: EventType.RUN_STARTED,
      ...thread,
      runId: "run_resume",
      parentRunId: "run_ask",
    });
    const { events, graph } = adapt(interruptStream, resumed);
    expect(startOf(events, "run_resume")).toMatchObject({ parentId: "run_ask:harness_end" });
    expect(projectMessages(graph).at(-1)).toEqual({
      role: "assistant",
      content: "The email is on its way.",
    });
  });

  it("still rejects a call started again while it is open", () => {
    const { problems } = adapt([
      { type: EventType.RUN_STARTED, ...thread, runId: "run_x" },
      { type: EventType.TOOL_CALL_START, toolCallId: "call_x", toolCallName: "lookup" },
      { type: EventType.TOOL_CALL_START, toolCallId: "call_x", toolCallName: "lookup" },
    ]);
    expect(problems).toEqual(["TOOL_CALL_START.toolCallId: call_x has already started; skipped"]);
  });

  it("says when a run reopens its own closed call, whose further arguments it cannot apply", () => {
    const { events, problems } = adapt([
      { type: EventType.RUN_STARTED, ...thread, runId: "run_x" },
      { type: EventType.TOOL_CALL_START, toolCallId: "call_x", toolCallName: "write" },
      { type: EventType.TOOL_CALL_ARGS, toolCallId: "call_x", delta: '{"path": "a.txt"}' },
      { type: EventType.TOOL_CALL_END, toolCallId: "call_x" },
      { type: EventType.TOOL_CALL_START, toolCallId: "call_x", toolCallName: "write" },
      { type: EventType.TOOL_CALL_ARGS, toolCallId: "call_x", delta: "more" },
      { type: EventType.TOOL_CALL_END, toolCallId: "call_x" },
      { type: EventType.TOOL_CALL_END, toolCallId: "call_x" },
    ]);
    expect(problems).toEqual([
      "TOOL_CALL_START.toolCallId: call_x reopens a closed call; its further arguments are not applied",
      "TOOL_CALL_END.toolCallId: call_x names no open call; skipped",
    ]);
    const inputs = events.flatMap((event) => (event.type === "tool_call" ? [event.input] : []));
    expect(inputs.at(-1)).toEqual({ path: "a.txt" });
  });

  it("ends the open run when RUN_FINISHED names another run id, as LangGraph sends it", () => {
    const first = turn("run_a", "m_a", "One.").with(-1, {
      type: EventType.RUN_FINISHED,
      ...thread,
      runId: "lg_run_1",
    });
    const { events, problems, graph } = adapt(first, turn("run_b", "m_b", "Two."));
    expect(problems).toEqual([
      "RUN_FINISHED.runId: lg_run_1 names no run that started; ended the open run run_a",
    ]);
    expect(graph.runs.get("run_a")?.ended).toBe(true);
    expect(startOf(events, "run_b")).toMatchObject({ parentId: "run_a:harness_end" });
    expect(projectMessages(graph).slice(1)).toEqual([
      { role: "assistant", content: "One." },
      { role: "assistant", content: "Two." },
    ]);
  });

  it("continues after the last run with events that come outside any run", () => {
    const stray = {
      type: EventType.TEXT_MESSAGE_CONTENT,
      messageId: "m_late",
      delta: "Late words.",
    };
    const { events } = adapt(turn("run_a", "m_a", "One."), [stray]);
    expect(startOf(events, "fallback")).toMatchObject({ parentId: "run_a:harness_end" });
  });
});
