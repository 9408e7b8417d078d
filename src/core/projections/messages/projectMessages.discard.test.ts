import { describe, expect, it } from "vitest";
import { createContextPolicy } from "../../context/ContextPolicy.js";
import { projectContext } from "../../context/projectContext.js";
import { createGraph } from "../../graph/createGraph.js";
import type { GraphEvent } from "../../graph/GraphEvent.js";
import { reduceEvent } from "../../graph/reduceEvent.js";
import { reduceEvents } from "../../graph/reduceEvents.js";
import { projectMessages } from "./projectMessages.js";

const main = { runId: "a1", agentId: "main" } as const;
const build = (events: GraphEvent[]) => reduceEvents(createGraph(), events);
const opening: GraphEvent[] = [
  { type: "user", runId: "u1", content: "Clean up." },
  { type: "harness_start", ...main, parentId: "u1:user" },
];
const askFor = (toolCallId: string): GraphEvent => ({
  type: "relay",
  kind: "permission",
  id: `${toolCallId}.ask`,
  ...main,
  toolCallId,
  tool: "rm",
  params: {},
});

/** A step that called `rm` and was retried: the retry lists the folder instead. */
const retried: GraphEvent[] = [
  ...opening,
  { type: "text", id: "t1", ...main, content: "Deleting " },
  { type: "tool_call", id: "stale", ...main, name: "rm", input: { path: "a.t" } },
  askFor("stale"),
  { type: "tool_result", id: "stale", ...main, name: "rm", output: "removed" },
  { type: "discard", runId: "a1", ids: ["stale", "stale.ask"], reason: "reset-step" },
  { type: "text", id: "t2", ...main, content: "the files." },
  { type: "tool_call", id: "list", ...main, name: "ls", input: {} },
  { type: "tool_result", id: "list", ...main, name: "ls", output: ["a.tmp"] },
];

describe("projectMessages with discarded nodes", () => {
  it("sends no discarded call, no answer for it, and the text around it as one", () => {
    expect(projectMessages(build(retried)).slice(1)).toEqual([
      {
        role: "assistant",
        content: "Deleting the files.",
        tool_calls: [{ id: "list", name: "ls", input: {} }],
      },
      { role: "tool", tool_call_id: "list", content: '["a.tmp"]' },
    ]);
  });

  it("gives no placeholder for a discarded call without a result", () => {
    const events: GraphEvent[] = [
      ...opening,
      { type: "tool_call", id: "stale", ...main, name: "rm", input: {}, partial: true },
      { type: "discard", runId: "a1", ids: ["stale"] },
      { type: "text", id: "t", ...main, content: "Nothing to do." },
      { type: "harness_end", ...main },
    ];
    for (const unanswered of ["placeholder", "drop"] as const) {
      expect(projectMessages(build(events), { unanswered }).slice(1)).toEqual([
        { role: "assistant", content: "Nothing to do." },
      ]);
    }
  });

  it("leaves out discarded text and reasoning, and answers a call whose result was discarded with a placeholder", () => {
    const events: GraphEvent[] = [
      ...opening,
      { type: "reasoning", id: "k1", ...main, content: "stale thought" },
      { type: "reasoning", id: "k2", ...main, content: "thought" },
      { type: "text", id: "t1", ...main, content: "stale" },
      { type: "tool_call", id: "c1", ...main, name: "rm", input: {} },
      { type: "tool_result", id: "c1", ...main, name: "rm", output: "stale" },
      { type: "discard", runId: "a1", ids: ["k1", "t1", "c1:result"] },
    ];
    expect(projectMessages(build(events), { includeReasoning: true }).slice(1)).toEqual([
      {
        role: "assistant",
        content: null,
        tool_calls: [{ id: "c1", name: "rm", input: {} }],
        reasoning: "thought",
        parts: [
          { type: "reasoning", text: "thought" },
          { type: "tool_call", id: "c1", name: "rm", input: {} },
        ],
      },
      { role: "tool", tool_call_id: "c1", content: "This tool call did not complete." },
    ]);
  });

  it("gives after a discard what a fresh graph of the same events gives", () => {
    const before = build(retried.slice(0, 5));
    const first = projectMessages(before);
    expect(first.map((message) => message.role)).toEqual(["user", "assistant", "tool"]);
    const after = reduceEvents(before, retried.slice(5));
    expect(projectMessages(after)).toEqual(projectMessages(build(retried)));
    const rediscarded = reduceEvent(after, { type: "discard", runId: "a1", ids: ["list"] });
    expect(projectMessages(rediscarded).slice(1)).toEqual([
      { role: "assistant", content: "Deleting the files." },
    ]);
  });

  it("counts for the context window the messages it projects", () => {
    const graph = build(retried);
    const result = projectContext(graph, createContextPolicy(), {});
    expect(result.ok && result.meta.entriesTotal).toBe(projectMessages(graph).length);
  });
});
