import { describe, expect, it } from "vitest";
import { createGraph } from "../graph/createGraph.js";
import type { GraphEvent } from "../graph/GraphEvent.js";
import { reduceEvent } from "../graph/reduceEvent.js";
import { reduceEvents } from "../graph/reduceEvents.js";
import { createContextPolicy } from "./ContextPolicy.js";
import { projectContext } from "./projectContext.js";
import { createSummaryEvent, summaryCandidates } from "./summaries.js";

function turns(count: number): GraphEvent[] {
  const events: GraphEvent[] = [];
  let parent: string | undefined;
  for (let turn = 0; turn < count; turn++) {
    events.push({
      type: "user",
      runId: `u${turn}`,
      ...(parent && { parentId: parent }),
      content: `question ${turn}`,
    });
    events.push({
      type: "text",
      id: `t${turn}`,
      runId: `a${turn}`,
      parentId: `u${turn}:user`,
      content: `answer ${turn}`,
    });
    events.push({ type: "harness_end", runId: `a${turn}`, agentId: "main" });
    parent = `a${turn}:harness_end`;
  }
  return events;
}
const policy = createContextPolicy({
  keepLastTurns: 0,
  maxInputTokens: 100_000,
  reserveOutputTokens: 0,
});

describe("projectContext summaries", () => {
  const graph = reduceEvents(createGraph(), [
    ...turns(3),
    createSummaryEvent({
      id: "s1",
      covers: ["u0:user", "t0", "u1:user"],
      content: "They asked twice.",
    }),
  ]);

  it("puts the latest summary after the system prompt in place of what it covers", () => {
    const result = projectContext(graph, policy, { system: "sys" });
    expect(result.ok && result.messages).toEqual([
      { role: "system", content: "sys" },
      { role: "system", content: "Summary of earlier conversation:\nThey asked twice." },
      { role: "assistant", content: "answer 1" },
      { role: "user", content: "question 2" },
      { role: "assistant", content: "answer 2" },
    ]);
    expect(result.ok && result.meta).toMatchObject({
      summaryUsed: true,
      truncated: false,
      excludedNodeIds: ["u0:user", "t0", "u1:user"],
      entriesIncluded: 3,
      entriesTotal: 6,
    });
  });

  it("presents the summary in the policy's summary role", () => {
    const result = projectContext(graph, createContextPolicy({ ...policy, summaryRole: "user" }));
    expect(result.ok && result.messages[0]).toEqual({
      role: "user",
      content: "Summary of earlier conversation:\nThey asked twice.",
    });
  });

  it("ignores summaries when summarization is none or summaries are not included", () => {
    for (const changed of [
      { summarization: "none" as const },
      { includeKinds: ["message" as const] },
    ]) {
      const result = projectContext(graph, createContextPolicy({ ...policy, ...changed }));
      expect(result.ok && result.meta.summaryUsed).toBe(false);
      expect(result.ok && result.messages).toHaveLength(6);
    }
  });

  it("counts a tool group touched by a summary as covered whole", () => {
    const withTools = reduceEvents(createGraph(), [
      { type: "user", runId: "u", content: "go" },
      { type: "tool_call", id: "c", runId: "a", parentId: "u:user", name: "x", input: {} },
      { type: "tool_result", id: "c", runId: "a", name: "x", output: "r" },
      { type: "text", id: "t", runId: "a", content: "done" },
      createSummaryEvent({ id: "s", covers: ["c:result"], content: "ran x" }),
    ]);
    const result = projectContext(withTools, policy);
    expect(result.ok && result.messages.map((message) => message.role)).toEqual([
      "system",
      "user",
      "assistant",
    ]);
  });

  it("skips a discarded summary for the latest one that is not", () => {
    const later = reduceEvents(graph, [
      createSummaryEvent({ id: "s2", covers: ["u0:user"], content: "Withdrawn." }),
      { type: "discard", runId: "summary:s2", ids: ["s2"] },
    ]);
    const result = projectContext(later, policy);
    expect(result.ok && result.messages[0]?.content).toBe(
      "Summary of earlier conversation:\nThey asked twice.",
    );
    const none = reduceEvent(graph, { type: "discard", runId: "summary:s1", ids: ["s1"] });
    expect(projectContext(none, policy)).toMatchObject({
      ok: true,
      meta: { summaryUsed: false, summaryDropped: false, entriesIncluded: 6 },
    });
  });

  it("drops a summary that does not fit and says so", () => {
    const long = reduceEvent(
      graph,
      createSummaryEvent({ id: "s2", covers: ["u0:user"], content: "z".repeat(400) }),
    );
    const result = projectContext(
      long,
      createContextPolicy({ keepLastTurns: 0, maxInputTokens: 100, reserveOutputTokens: 10 }),
    );
    expect(result.ok && result.meta).toMatchObject({ summaryUsed: false, summaryDropped: true });
  });
});

describe("summaryCandidates", () => {
  it("offers nothing while everything fits", () => {
    expect(summaryCandidates(reduceEvents(createGraph(), turns(3)), policy)).toBeUndefined();
  });

  it("offers the oldest stretch that the budget cuts, with what the current summary covers", () => {
    const tight = createContextPolicy({
      keepLastTurns: 0,
      maxInputTokens: 60,
      reserveOutputTokens: 0,
    });
    const graph = reduceEvents(createGraph(), turns(4));
    // Each message costs 13 or 12 tokens; with 20 of 60 left for the summary, the last three fit.
    const candidate = summaryCandidates(graph, tight, { summaryTokens: 20 });
    expect(candidate?.covers).toEqual(["u0:user", "t0", "u1:user", "t1", "u2:user"]);
    expect(candidate?.messages.map((message) => message.content)).toEqual([
      "question 0",
      "answer 0",
      "question 1",
      "answer 1",
      "question 2",
    ]);
    const covers = candidate?.covers ?? [];
    const summarised = reduceEvent(
      graph,
      createSummaryEvent({ id: "s", covers, content: "early" }),
    );
    expect(projectContext(summarised, tight)).toMatchObject({
      ok: true,
      meta: { summaryUsed: true, needsSummary: false },
    });
    expect(summaryCandidates(summarised, tight, { summaryTokens: 20 })).toBeUndefined();
    const more = reduceEvents(summarised, turns(8).slice(12));
    const next = summaryCandidates(more, tight, { summaryTokens: 20 });
    expect(next?.covers.slice(0, 5)).toEqual(covers);
    expect(next?.messages[0]).toEqual({
      role: "system",
      content: "Summary of earlier conversation:\nearly",
    });
  });
});

describe("createSummaryEvent", () => {
  it("makes a summary event in a run of its own", () => {
    expect(createSummaryEvent({ id: "s1", covers: ["a", "b"], content: "x" })).toEqual({
      type: "summary",
      id: "s1",
      runId: "summary:s1",
      content: "x",
      covers: ["a", "b"],
    });
  });
});
