// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createContextPolicy } from "../core/context/ContextPolicy.js";
import { createGraph } from "../core/graph/createGraph.js";
import { reduceEvents } from "../core/graph/reduceEvents.js";
import { projectMessages } from "../core/projections/messages/projectMessages.js";
import { totalUsage } from "../core/projections/usageByRun.js";
import { createConversationStore } from "../core/store/createConversationStore.js";
import { multiAgentScenario } from "../testing/fixtures/multiAgentScenario.js";
import { useContextProjection } from "./useContextProjection.js";
import { useMessages } from "./useMessages.js";
import { useTurns } from "./useTurns.js";
import { useUsage } from "./useUsage.js";

afterEach(() => {
  cleanup();
});

const events = multiAgentScenario().events();
const half = Math.floor(events.length / 2);
const policy = createContextPolicy({ maxInputTokens: 100_000 });

function streamingStore() {
  return createConversationStore({ batch: "sync", initialEvents: events.slice(0, half) });
}

describe("projection hooks", () => {
  it("useMessages follows the store and keeps its result while nothing changes", () => {
    const store = streamingStore();
    const { result, rerender } = renderHook(() => useMessages({ store, includeReasoning: true }));
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    act(() => store.dispatch(events.slice(half)));
    expect(result.current).toEqual(
      projectMessages(reduceEvents(createGraph(), events), { includeReasoning: true }),
    );
  });

  it("useTurns groups the thread into turns", () => {
    const store = createConversationStore({ batch: "sync", initialEvents: events });
    const { result } = renderHook(() => useTurns({ store }));
    expect(result.current.map((turn) => [turn.role, turn.agentId])).toEqual([
      ["user", undefined],
      ["assistant", "lead"],
    ]);
  });

  it("useUsage rolls usage up over subagents, counted once", () => {
    const store = streamingStore();
    const { result } = renderHook(() => useUsage({ store }));
    act(() => store.dispatch(events.slice(half)));
    expect(result.current.total).toEqual(totalUsage(reduceEvents(createGraph(), events)));
    expect(result.current.total).toEqual({ inputTokens: 7346, outputTokens: 524 });
  });

  it("useContextProjection budgets the main flow under a policy", () => {
    const store = createConversationStore({ batch: "sync", initialEvents: events });
    const { result } = renderHook(() =>
      useContextProjection(policy, { store, system: "Be brief." }),
    );
    expect(result.current.ok).toBe(true);
    if (!result.current.ok) return;
    expect(result.current.messages[0]).toEqual({ role: "system", content: "Be brief." });
    expect(result.current.meta.truncated).toBe(false);
  });
});
