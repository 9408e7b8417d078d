// @vitest-environment jsdom
import { act, cleanup, render, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { GraphEvent } from "../core/graph/GraphEvent.js";
import { createConversationStore } from "../core/store/createConversationStore.js";
import { ConversationProvider } from "./ConversationProvider.js";
import { useGraphSelector } from "./useGraphSelector.js";
import { useRun } from "./useRun.js";

afterEach(() => {
  cleanup();
});

const twoRuns: GraphEvent[] = [
  { type: "user", runId: "u1", content: "Compare" },
  { type: "harness_start", runId: "left", agentId: "a", parentId: "u1:user" },
  { type: "harness_start", runId: "right", agentId: "b", parentId: "u1:user" },
];

interface RunCardProps {
  readonly runId: "left" | "right";
  readonly renders: Record<"left" | "right", number>;
}

function RunCard({ runId, renders }: RunCardProps) {
  renders[runId] += 1;
  const run = useRun(runId);
  return <p>{`${runId}: ${run?.nodeCount ?? 0}`}</p>;
}

describe("useRun", () => {
  it("does not render again when another run changes", () => {
    const store = createConversationStore({ batch: "sync", initialEvents: twoRuns });
    const renders = { left: 0, right: 0 };
    const { container } = render(
      <ConversationProvider store={store}>
        <RunCard runId="left" renders={renders} />
        <RunCard runId="right" renders={renders} />
      </ConversationProvider>,
    );
    act(() => {
      for (let index = 0; index < 20; index += 1)
        store.dispatch({ type: "text", id: "t-right", runId: "right", content: "x" });
    });
    expect(renders).toEqual({ left: 1, right: 2 });
    act(() => {
      store.dispatch({ type: "text", id: "t-left", runId: "left", content: "y" });
    });
    expect(renders).toEqual({ left: 2, right: 2 });
    expect(container.textContent).toBe("left: 2right: 2");
  });
});

describe("useGraphSelector", () => {
  it("renders again only when the selection changes by isEqual", () => {
    const store = createConversationStore({ batch: "sync", initialEvents: twoRuns });
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return useGraphSelector((graph) => [...graph.runs.keys()], {
          isEqual: (previous, next) => previous.join() === next.join(),
        });
      },
      {
        wrapper: ({ children }) => (
          <ConversationProvider store={store}>{children}</ConversationProvider>
        ),
      },
    );
    const first = result.current;
    act(() => {
      store.dispatch({ type: "text", id: "t", runId: "left", content: "x" });
    });
    expect(result.current).toBe(first);
    act(() => {
      store.dispatch({ type: "harness_start", runId: "third", agentId: "c" });
    });
    expect(result.current).toEqual(["u1", "left", "right", "third"]);
    expect(renders).toBeLessThanOrEqual(4);
  });
});

describe("useConversationStore", () => {
  it("names the missing provider", () => {
    expect(() => renderHook(() => useRun("r1"))).toThrow(
      "useConversationStore: no store; wrap the component in <ConversationProvider store={…}> or pass a store",
    );
  });
});
