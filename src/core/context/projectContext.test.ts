import { describe, expect, it } from "vitest";
import { createGraph } from "../graph/createGraph.js";
import type { GraphEvent } from "../graph/GraphEvent.js";
import { reduceEvents } from "../graph/reduceEvents.js";
import { projectMessages } from "../projections/messages/projectMessages.js";
import { createContextPolicy } from "./ContextPolicy.js";
import { projectContext } from "./projectContext.js";

/** Seed 004 Appendix B: "2+2", "4", "multiply by 3", a calculator call, 36, the answer. */
const appendixB: GraphEvent[] = [
  { type: "user", runId: "u1", content: "What's 2+2?" },
  { type: "text", id: "t1", runId: "a1", parentId: "u1:user", content: "4" },
  { type: "harness_end", runId: "a1", agentId: "react" },
  { type: "user", runId: "u2", parentId: "a1:harness_end", content: "Now multiply by 3" },
  {
    type: "tool_call",
    id: "calc",
    runId: "a2",
    parentId: "u2:user",
    name: "calculator",
    input: { expression: "12 * 3" },
  },
  { type: "tool_result", id: "calc", runId: "a2", name: "calculator", output: 36 },
  { type: "text", id: "t2", runId: "a2", content: "The result is 36" },
  { type: "harness_end", runId: "a2", agentId: "react" },
];
const unlimited = createContextPolicy({
  maxInputTokens: 1_000_000,
  reserveOutputTokens: 0,
  keepLastTurns: 0,
});

describe("projectContext (seed 004 Appendix B)", () => {
  it("gives system and user for the first call", () => {
    const result = projectContext(reduceEvents(createGraph(), appendixB.slice(0, 1)), unlimited, {
      system: "You are a calculator.",
    });
    expect(result.ok && result.messages).toEqual([
      { role: "system", content: "You are a calculator." },
      { role: "user", content: "What's 2+2?" },
    ]);
  });

  it("gives the full history on the third call, and the tool group after the result", () => {
    const third = projectContext(reduceEvents(createGraph(), appendixB.slice(0, 4)), unlimited);
    expect(third.ok && third.messages.map((message) => message.role)).toEqual([
      "user",
      "assistant",
      "user",
    ]);
    const fifth = projectContext(reduceEvents(createGraph(), appendixB.slice(0, 6)), unlimited);
    expect(fifth.ok && fifth.messages.slice(3)).toEqual([
      {
        role: "assistant",
        content: null,
        tool_calls: [{ id: "calc", name: "calculator", input: { expression: "12 * 3" } }],
      },
      { role: "tool", tool_call_id: "calc", content: "36" },
    ]);
  });

  it("equals projectMessages with no limits", () => {
    const graph = reduceEvents(createGraph(), appendixB);
    const result = projectContext(graph, unlimited);
    expect(result.ok && result.messages).toEqual(projectMessages(graph));
    expect(result.ok && result.meta).toMatchObject({
      truncated: false,
      entriesIncluded: 6,
      entriesTotal: 6,
      excludedNodeIds: [],
    });
  });
});

describe("projectContext windowing and budget", () => {
  const graph = reduceEvents(createGraph(), appendixB);

  it("keeps only the last N turns", () => {
    const result = projectContext(graph, createContextPolicy({ keepLastTurns: 1 }));
    expect(result.ok && result.messages[0]).toEqual({ role: "user", content: "Now multiply by 3" });
    expect(result.ok && result.meta).toMatchObject({
      truncated: true,
      needsSummary: false,
      excludedNodeIds: ["u1:user", "t1"],
    });
  });

  it("caps history messages without splitting a tool group", () => {
    const result = projectContext(graph, createContextPolicy({ keepLastTurns: 0, maxMessages: 2 }));
    expect(result.ok && result.messages).toEqual([
      { role: "assistant", content: "The result is 36" },
    ]);
    const three = projectContext(graph, createContextPolicy({ keepLastTurns: 0, maxMessages: 3 }));
    expect(three.ok && three.messages.map((message) => message.role)).toEqual([
      "assistant",
      "tool",
      "assistant",
    ]);
  });

  it("fills the budget newest first and stops at the first group that does not fit", () => {
    // Heuristic costs, oldest first: 13, 11, 15, the tool group 19 + 11, then 14: 44 tokens hold the last two groups.
    const result = projectContext(
      graph,
      createContextPolicy({ keepLastTurns: 0, maxInputTokens: 45, reserveOutputTokens: 1 }),
    );
    expect(result.ok && result.messages.map((message) => message.role)).toEqual([
      "assistant",
      "tool",
      "assistant",
    ]);
    expect(result.ok && result.meta).toMatchObject({
      truncated: true,
      needsSummary: true,
      entriesIncluded: 3,
      entriesTotal: 6,
    });
    expect(result.ok && result.meta.estimatedTokens).toBe(44);
  });

  it("charges the system prompt and pending input first and fails clearly when they cannot fit", () => {
    const policy = createContextPolicy({ maxInputTokens: 30, reserveOutputTokens: 10 });
    const result = projectContext(graph, policy, {
      system: "x".repeat(100),
      pending: [{ role: "user", content: "next" }],
    });
    expect(result).toEqual({
      ok: false,
      error: {
        code: "context_overflow",
        message:
          "context_overflow: the system prompt and pending input need 46 tokens but only 20 are available (maxInputTokens 30 − reserveOutputTokens 10)",
        neededTokens: 46,
        availableTokens: 20,
      },
    });
  });

  it("puts pending input last and prefers options.system over the policy's prompt", () => {
    const policy = createContextPolicy({ keepLastTurns: 1, systemPrompt: "policy prompt" });
    const result = projectContext(graph, policy, {
      system: "call prompt",
      pending: [{ role: "user", content: "and divide by 2" }],
    });
    expect(result.ok && result.messages[0]).toEqual({ role: "system", content: "call prompt" });
    expect(result.ok && result.messages.at(-1)).toEqual({
      role: "user",
      content: "and divide by 2",
    });
    const fallback = projectContext(graph, policy);
    expect(fallback.ok && fallback.messages[0]).toEqual({
      role: "system",
      content: "policy prompt",
    });
  });

  it("counts tool inputs and outputs in the heuristic", () => {
    const big = reduceEvents(createGraph(), [
      { type: "user", runId: "u", content: "go" },
      {
        type: "tool_call",
        id: "c",
        runId: "a",
        parentId: "u:user",
        name: "write",
        input: { text: "y".repeat(4000) },
      },
      { type: "tool_result", id: "c", runId: "a", name: "write", output: "z".repeat(4000) },
    ]);
    const result = projectContext(
      big,
      createContextPolicy({ maxInputTokens: 100_000, keepLastTurns: 0 }),
    );
    expect(result.ok && result.meta.estimatedTokens).toBeGreaterThan(2000);
  });

  it("uses a plugged-in estimator", () => {
    const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
    const result = projectContext(
      graph,
      createContextPolicy({ keepLastTurns: 0, tokenEstimator: words }),
    );
    // 6 messages × 4 overhead + their words (the call counts its name and JSON input).
    expect(result.ok && result.meta.estimatedTokens).toBe(24 + 2 + 1 + 4 + 4 + 1 + 4);
  });
});
