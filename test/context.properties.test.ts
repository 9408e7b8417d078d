import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createContextPolicy } from "../src/core/context/ContextPolicy.js";
import { tokenCounter } from "../src/core/context/estimateTokens.js";
import { projectContext } from "../src/core/context/projectContext.js";
import { createGraph, type Message, projectMessages, reduceEvents } from "../src/index.js";
import { apiProblems } from "./apiValidity.js";
import { agentSession, messySession } from "./arbitraries.js";

const policyArbitrary = fc
  .record({
    maxInputTokens: fc.integer({ min: 40, max: 2000 }),
    reserve: fc.integer({ min: 0, max: 30 }),
    keepLastTurns: fc.integer({ min: 0, max: 4 }),
    maxMessages: fc.integer({ min: 0, max: 12 }),
    summarization: fc.constantFrom("none" as const, "use_existing" as const),
  })
  .map(({ maxInputTokens, reserve, ...rest }) =>
    createContextPolicy({ maxInputTokens, reserveOutputTokens: reserve, ...rest }),
  );

/** Whether `part` is `whole` minus some messages at its start. */
function isSuffix(part: readonly Message[], whole: readonly Message[]): boolean {
  const offset = whole.length - part.length;
  return offset >= 0 && part.every((message, index) => message === whole[offset + index]);
}

describe("projectContext (properties)", () => {
  it("stays API-valid, within budget, a contiguous suffix of the history, with tool groups whole", () => {
    fc.assert(
      fc.property(fc.oneof(agentSession, messySession), policyArbitrary, (events, policy) => {
        const graph = reduceEvents(createGraph(), events);
        const result = projectContext(graph, policy, { system: "You help." });
        if (!result.ok) return;
        const counter = tokenCounter(policy);
        const total = result.messages.reduce((sum, message) => sum + counter.message(message), 0);
        expect(total).toBe(result.meta.estimatedTokens);
        expect(total).toBeLessThanOrEqual(policy.maxInputTokens - policy.reserveOutputTokens);
        const history = result.messages.slice(1 + (result.meta.summaryUsed ? 1 : 0));
        expect(apiProblems(history)).toEqual([]);
        if (!result.meta.summaryUsed) expect(isSuffix(history, projectMessages(graph))).toBe(true);
        expect(history[0]?.role).not.toBe("tool");
        expect(result.meta.entriesIncluded).toBe(history.length);
      }),
      { numRuns: 400 },
    );
  });
});
