import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { agentSession, messySession, tangledSession } from "../../../test/arbitraries.js";
import { plainGraph } from "../../../test/graphContent.js";
import { createGraph } from "../graph/createGraph.js";
import type { Graph } from "../graph/Graph.js";
import type { GraphEvent } from "../graph/GraphEvent.js";
import { reduceEvent } from "../graph/reduceEvent.js";
import { reduceEvents } from "../graph/reduceEvents.js";
import { projectMessageEntries } from "../projections/messages/projectMessages.js";
import { type ContextKind, type ContextPolicy, createContextPolicy } from "./ContextPolicy.js";
import { tokenCounter } from "./estimateTokens.js";
import { filterKinds, groupHistory } from "./history/contextHistory.js";
import { historyKinds } from "./history/RunTallies.js";
import { projectContext } from "./projectContext.js";
import { summaryMessage } from "./summaryMessage.js";

const KINDS: readonly ContextKind[] = [
  "message",
  "tool_call",
  "tool_result",
  "reasoning",
  "summary",
];

const policyArbitrary: fc.Arbitrary<ContextPolicy> = fc
  .record({
    maxInputTokens: fc.integer({ min: 40, max: 1500 }),
    reserveOutputTokens: fc.integer({ min: 0, max: 30 }),
    keepLastTurns: fc.integer({ min: 0, max: 4 }),
    maxMessages: fc.integer({ min: 0, max: 12 }),
    summarization: fc.constantFrom("none" as const, "use_existing" as const),
    includeKinds: fc.oneof(fc.constant(KINDS), fc.subarray([...KINDS])),
  })
  .map((overrides) => createContextPolicy(overrides));

type Groups = ReturnType<typeof groupHistory>;

/** The latest summary not discarded, if the policy uses summaries, and which groups it covers. */
function summaryOf(graph: Graph, policy: ContextPolicy, groups: Groups) {
  const last = [...graph.nodes.values()]
    .filter((node) => node.kind === "summary" && !node.discarded)
    .at(-1);
  const uses = policy.summarization !== "none" && policy.includeKinds.includes("summary");
  const covers = new Set(last?.kind === "summary" && uses ? last.covers : []);
  const covered = groups.map((group) =>
    group.entries.some((entry) => entry.nodeIds.some((id) => covers.has(id))),
  );
  return { latest: covered.some(Boolean) && last?.kind === "summary" ? last : undefined, covered };
}

/** Whole groups newest first, skipping covered ones, until the window, cap or budget stops. */
function fill(
  groups: Groups,
  skip: (index: number) => boolean,
  policy: ContextPolicy,
  used: number,
) {
  const counter = tokenCounter(policy);
  const available = policy.maxInputTokens - policy.reserveOutputTokens;
  const state = { used, stopAt: -1, cutByBudget: false, turns: 0, count: 0, kept: [] as number[] };
  for (let index = groups.length - 1; index >= 0 && state.stopAt < 0; index--) {
    const group = groups[index] as Groups[number];
    if (skip(index)) continue;
    const tokens = group.entries.reduce((sum, entry) => sum + counter.message(entry.message), 0);
    const size = group.entries.length;
    if (policy.keepLastTurns > 0 && state.turns === policy.keepLastTurns) state.stopAt = index;
    else if (policy.maxMessages > 0 && state.count + size > policy.maxMessages)
      state.stopAt = index;
    else if (state.used + tokens > available) [state.stopAt, state.cutByBudget] = [index, true];
    else {
      [state.used, state.count] = [state.used + tokens, state.count + size];
      if (group.startsTurn) state.turns++;
      state.kept.unshift(index);
    }
  }
  return state;
}

/** The rules of DESIGN.md's projectContext, spelled out over the whole history at once. */
function reference(graph: Graph, policy: ContextPolicy, system: string) {
  const counter = tokenCounter(policy);
  const available = policy.maxInputTokens - policy.reserveOutputTokens;
  let used = counter.message({ role: "system", content: system });
  if (used > available) return { ok: false, neededTokens: used };
  const kinds = historyKinds(policy);
  const whole = projectMessageEntries(graph, { includeReasoning: kinds.reasoning });
  const entries = filterKinds(whole, kinds);
  const groups = groupHistory(entries);
  const { latest, covered } = summaryOf(graph, policy, groups);
  const summary = latest && summaryMessage(latest.content, policy.summaryRole);
  const summaryUsed = summary !== undefined && used + counter.message(summary) <= available;
  if (summary && summaryUsed) used += counter.message(summary);
  const skip = (index: number) => summaryUsed && (covered[index] as boolean);
  const result = fill(groups, skip, policy, used);
  const kept = result.kept.flatMap((index) => (groups[index] as Groups[number]).entries);
  return {
    ok: true,
    messages: [
      { role: "system", content: system },
      ...(summary && summaryUsed ? [summary] : []),
      ...kept.map((entry) => entry.message),
    ],
    meta: {
      estimatedTokens: result.used,
      truncated: groups.some((_, index) => index <= result.stopAt && !skip(index)),
      entriesIncluded: kept.length,
      entriesTotal: entries.length,
      summaryUsed,
      summaryDropped: latest !== undefined && !summaryUsed,
      needsSummary: result.cutByBudget,
      excludedNodeIds: entries.flatMap((entry) => (kept.includes(entry) ? [] : entry.nodeIds)),
    },
  };
}

function expectAsReference(graph: Graph, policy: ContextPolicy): void {
  const result = projectContext(graph, policy, { system: "Be brief." });
  const expected = reference(graph, policy, "Be brief.");
  if (!result.ok) {
    expect(expected).toEqual({ ok: false, neededTokens: result.error.neededTokens });
    return;
  }
  expect({ ok: true, messages: result.messages, meta: { ...result.meta } }).toEqual(expected);
}

/** A summary of the first turn, then discarded: the random sessions rarely make this. */
const discardedSummary: [GraphEvent[], ContextPolicy] = [
  [
    { type: "user", runId: "u0", content: "question" },
    { type: "text", id: "t0", runId: "a0", parentId: "u0:user", content: "answer" },
    { type: "harness_end", runId: "a0", agentId: "main" },
    { type: "summary", id: "s0", runId: "summaries", content: "so far", covers: ["u0:user"] },
    { type: "discard", runId: "summaries", ids: ["s0"] },
  ],
  createContextPolicy({ keepLastTurns: 0 }),
];

describe("projectContext (against the rules over the whole history)", () => {
  it("cuts a graph seen for the first time exactly as the rules say", () => {
    fc.assert(
      fc.property(
        fc.oneof(agentSession, messySession, tangledSession),
        policyArbitrary,
        (events, policy) => {
          expectAsReference(reduceEvents(createGraph(), events), policy);
        },
      ),
      { numRuns: 300, examples: [discardedSummary] },
    );
  });

  it("stays exact while the graph grows event by event and the flow is redone from what changed", () => {
    fc.assert(
      fc.property(
        fc.oneof(agentSession, messySession, tangledSession),
        policyArbitrary,
        (events, policy) => {
          let graph = createGraph();
          for (const event of events) {
            graph = reduceEvent(graph, event);
            expectAsReference(graph, policy);
          }
        },
      ),
      { numRuns: 80 },
    );
  }, 20_000);

  it("is exact on an older graph of a line of history and on a graph of plain maps", () => {
    fc.assert(
      fc.property(
        fc.oneof(agentSession, messySession, tangledSession),
        policyArbitrary,
        (events, policy) => {
          const graphs = [createGraph()];
          for (const event of events) graphs.push(reduceEvent(graphs.at(-1) as Graph, event));
          projectContext(graphs.at(-1) as Graph, policy);
          const older = graphs[graphs.length >> 1] as Graph;
          expectAsReference(older, policy);
          expectAsReference(plainGraph(older), policy);
        },
      ),
      { numRuns: 200 },
    );
  });
});
