import { describe, expect, it } from "vitest";
import { createGraph } from "../../graph/createGraph.js";
import type { GraphEvent } from "../../graph/GraphEvent.js";
import { reduceEvents } from "../../graph/reduceEvents.js";
import { projectMessages } from "./projectMessages.js";

const main = { runId: "a1", agentId: "main" } as const;
const build = (events: GraphEvent[]) => reduceEvents(createGraph(), events);
const opening: GraphEvent[] = [
  { type: "user", runId: "u1", content: "What is the weather?" },
  { type: "harness_start", ...main, parentId: "u1:user" },
];

describe("projectMessages", () => {
  it("projects the seed example: user, then assistant text with its tool call, then the result", () => {
    const messages = projectMessages(
      build([
        ...opening,
        { type: "text", id: "t1", ...main, content: "Let me check." },
        {
          type: "tool_call",
          id: "call-1",
          ...main,
          name: "get_weather",
          input: { location: "SF" },
        },
        { type: "tool_result", id: "call-1", ...main, name: "get_weather", output: { temp: 18 } },
        { type: "text", id: "t2", ...main, content: "It is 18°C." },
        { type: "harness_end", ...main },
      ]),
    );
    expect(messages).toEqual([
      { role: "user", content: "What is the weather?" },
      {
        role: "assistant",
        content: "Let me check.",
        tool_calls: [{ id: "call-1", name: "get_weather", input: { location: "SF" } }],
      },
      { role: "tool", tool_call_id: "call-1", content: '{"temp":18}' },
      { role: "assistant", content: "It is 18°C." },
    ]);
  });

  it("puts several calls in one assistant message, each answered right after it in call order", () => {
    const messages = projectMessages(
      build([
        ...opening,
        { type: "tool_call", id: "a", ...main, name: "x", input: {} },
        { type: "tool_call", id: "b", ...main, name: "y", input: {} },
        { type: "tool_result", id: "b", ...main, name: "y", output: "B" },
        { type: "tool_result", id: "a", ...main, name: "x", output: "A" },
      ]),
    );
    expect(messages.slice(1)).toEqual([
      {
        role: "assistant",
        content: null,
        tool_calls: [
          { id: "a", name: "x", input: {} },
          { id: "b", name: "y", input: {} },
        ],
      },
      { role: "tool", tool_call_id: "a", content: "A" },
      { role: "tool", tool_call_id: "b", content: "B" },
    ]);
  });

  it("answers an unanswered call with a placeholder, or drops it when asked", () => {
    const events: GraphEvent[] = [
      ...opening,
      { type: "text", id: "t", ...main, content: "Running" },
      { type: "tool_call", id: "lost", ...main, name: "x", input: {} },
      { type: "tool_call", id: "denied", ...main, name: "rm", input: {} },
      {
        type: "relay",
        kind: "permission",
        id: "q",
        ...main,
        toolCallId: "denied",
        tool: "rm",
        params: {},
      },
      { type: "relay_resolved", relayId: "q", decision: "deny" },
    ];
    expect(projectMessages(build(events)).slice(2)).toEqual([
      { role: "tool", tool_call_id: "lost", content: "This tool call did not complete." },
      {
        role: "tool",
        tool_call_id: "denied",
        content: "The user denied permission for this tool call.",
      },
    ]);
    expect(projectMessages(build(events), { unanswered: "drop" }).slice(1)).toEqual([
      { role: "assistant", content: "Running" },
    ]);
  });

  it("starts a new assistant message where the run changes", () => {
    const messages = projectMessages(
      build([
        ...opening,
        { type: "text", id: "t1", ...main, content: "one" },
        { type: "harness_end", ...main },
        { type: "text", id: "t2", runId: "a2", parentId: "a1:harness_end", content: "two" },
      ]),
    );
    expect(messages.slice(1)).toEqual([
      { role: "assistant", content: "one" },
      { role: "assistant", content: "two" },
    ]);
  });

  it("leaves out subagent runs, runs waiting for their parent, errors and summaries", () => {
    const messages = projectMessages(
      build([
        ...opening,
        { type: "tool_call", id: "spawn", ...main, name: "agent", input: { task: "t" } },
        { type: "text", id: "sub", runId: "s1", parentId: "spawn", content: "subagent talk" },
        { type: "tool_result", id: "spawn", ...main, name: "agent", output: "found" },
        { type: "text", id: "orphan", runId: "o1", parentId: "not-yet", content: "waiting" },
        { type: "error", ...main, message: "rate limited" },
        { type: "summary", id: "s", runId: "sum", content: "summary", covers: ["u1:user"] },
      ]),
    );
    expect(messages).toEqual([
      { role: "user", content: "What is the weather?" },
      {
        role: "assistant",
        content: null,
        tool_calls: [{ id: "spawn", name: "agent", input: { task: "t" } }],
      },
      { role: "tool", tool_call_id: "spawn", content: "found" },
    ]);
  });

  it("includes reasoning only when asked, and never as a message of its own", () => {
    const events: GraphEvent[] = [
      ...opening,
      { type: "reasoning", id: "r", ...main, content: "think" },
      { type: "text", id: "t", ...main, content: "answer" },
      { type: "tool_call", id: "c", ...main, name: "x", input: {} },
      { type: "tool_result", id: "c", ...main, name: "x", output: "ok" },
      { type: "reasoning", id: "r2", ...main, content: "dangling thought" },
    ];
    expect(projectMessages(build(events))[1]).toEqual({
      role: "assistant",
      content: "answer",
      tool_calls: [{ id: "c", name: "x", input: {} }],
    });
    const withReasoning = projectMessages(build(events), { includeReasoning: true });
    expect(withReasoning[1]).toMatchObject({ reasoning: "think", content: "answer" });
    expect(withReasoning).toHaveLength(3);
  });

  it("follows the active alternative", () => {
    const events: GraphEvent[] = [
      ...opening,
      { type: "text", id: "first", ...main, content: "first" },
      { type: "text", id: "second", runId: "a2", parentId: "u1:user", content: "second" },
    ];
    expect(projectMessages(build(events))[1]).toEqual({ role: "assistant", content: "first" });
    expect(projectMessages(build(events), { active: { "u1:user": "a2" } })[1]).toEqual({
      role: "assistant",
      content: "second",
    });
  });
});
