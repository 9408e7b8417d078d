import { describe, expect, it } from "vitest";
import type { GraphEvent } from "../graph/GraphEvent.js";
import { projectThread } from "../projections/thread/projectThread.js";
import type { ViewNode } from "../projections/ViewNode.js";
import { type RecordedEvent, replay } from "../sources/replay.js";
import { createConversationStore } from "./createConversationStore.js";

const start: GraphEvent[] = [
  { type: "user", runId: "u1", content: "Fix the build" },
  { type: "harness_start", runId: "r1", agentId: "main", parentId: "u1:user" },
];

function byKind(nodes: readonly ViewNode[], kind: ViewNode["content"]["kind"]): ViewNode {
  const found = nodes.find((node) => node.content.kind === kind);
  if (!found) throw new Error(`no ${kind} view`);
  return found;
}

/** A store whose clock reads `now.value`, dispatching synchronously. */
function clockedStore() {
  const now = { value: 1_000 };
  const store = createConversationStore({ batch: "sync", clock: () => now.value });
  return { store, now };
}

describe("ConversationStore durationOf", () => {
  it("times reasoning from its first chunk to its last, once the view is finished", () => {
    const { store, now } = clockedStore();
    store.dispatch(start);
    store.dispatch({ type: "reasoning", id: "k1", runId: "r1", content: "Look at " });
    now.value = 4_200;
    store.dispatch({ type: "reasoning", id: "k1", runId: "r1", content: "the log." });
    const streaming = byKind(projectThread(store.getSnapshot()), "reasoning");
    expect(streaming.status).toBe("streaming");
    expect(store.durationOf(streaming)).toBeUndefined();
    now.value = 5_000;
    store.dispatch({ type: "harness_end", runId: "r1", agentId: "main" });
    const done = byKind(projectThread(store.getSnapshot()), "reasoning");
    expect(store.durationOf(done)).toBe(3_200);
  });

  it("times a merged reasoning view from its first node to its last", () => {
    const { store, now } = clockedStore();
    store.dispatch(start);
    store.dispatch({ type: "reasoning", id: "k1", runId: "r1", content: "First, " });
    now.value = 2_000;
    store.dispatch({ type: "reasoning", id: "k2", runId: "r1", content: "then." });
    store.dispatch({ type: "harness_end", runId: "r1", agentId: "main" });
    const view = byKind(projectThread(store.getSnapshot()), "reasoning");
    expect(view.nodeIds).toEqual(["k1", "k2"]);
    expect(store.durationOf(view)).toBe(1_000);
  });

  it("times a tool call from the call to its result, and not before the result", () => {
    const { store, now } = clockedStore();
    store.dispatch(start);
    store.dispatch({ type: "tool_call", id: "c1", runId: "r1", name: "bash", input: {} });
    now.value = 2_500;
    store.dispatch({
      type: "tool_progress",
      id: "p1",
      runId: "r1",
      toolCallId: "c1",
      name: "bash",
      content: 1,
    });
    expect(store.durationOf(byKind(projectThread(store.getSnapshot()), "tool_call"))).toBe(
      undefined,
    );
    now.value = 3_750;
    store.dispatch({ type: "tool_result", id: "c1", runId: "r1", name: "bash", output: "ok" });
    expect(store.durationOf(byKind(projectThread(store.getSnapshot()), "tool_call"))).toBe(2_750);
  });

  it("knows no duration for history that arrived at once, nor after a reset", () => {
    const events: GraphEvent[] = [
      ...start,
      { type: "tool_call", id: "c1", runId: "r1", name: "bash", input: {} },
      { type: "tool_result", id: "c1", runId: "r1", name: "bash", output: "ok" },
      { type: "harness_end", runId: "r1", agentId: "main" },
    ];
    const loaded = createConversationStore({ batch: "sync", initialEvents: events });
    const call = byKind(projectThread(loaded.getSnapshot()), "tool_call");
    expect(loaded.durationOf(call)).toBeUndefined();
    const { store, now } = clockedStore();
    store.dispatch(events.slice(0, 3));
    now.value = 1_500;
    store.dispatch(events.slice(3));
    expect(store.durationOf(byKind(projectThread(store.getSnapshot()), "tool_call"))).toBe(500);
    store.reset(events);
    expect(store.durationOf(byKind(projectThread(store.getSnapshot()), "tool_call"))).toBe(
      undefined,
    );
  });

  it("knows no duration when both ends came in one dispatch, as a replay jumping ahead sends them", () => {
    const { store, now } = clockedStore();
    store.dispatch([
      ...start,
      { type: "reasoning", id: "k1", runId: "r1", content: "Quick." },
      { type: "tool_call", id: "c1", runId: "r1", name: "bash", input: {} },
      { type: "tool_result", id: "c1", runId: "r1", name: "bash", output: "ok" },
    ]);
    now.value = 9_000;
    store.dispatch({ type: "harness_end", runId: "r1", agentId: "main" });
    const nodes = projectThread(store.getSnapshot());
    expect(store.durationOf(byKind(nodes, "reasoning"))).toBeUndefined();
    expect(store.durationOf(byKind(nodes, "tool_call"))).toBeUndefined();
  });

  it("has no duration for text, user messages or events without ids", () => {
    const { store } = clockedStore();
    store.dispatch([...start, { type: "text", id: "t1", runId: "r1", content: "Done." }]);
    store.dispatch({ type: "harness_end", runId: "r1", agentId: "main" });
    for (const view of projectThread(store.getSnapshot()))
      expect(store.durationOf(view)).toBeUndefined();
  });

  it("takes the times it is given over its clock, in dispatch and reset", () => {
    const { store } = clockedStore();
    const events: GraphEvent[] = [
      ...start,
      { type: "tool_call", id: "c1", runId: "r1", name: "bash", input: {} },
      { type: "tool_result", id: "c1", runId: "r1", name: "bash", output: "ok" },
    ];
    store.dispatch(events, [0, 10, 20, 820]);
    expect(store.durationOf(byKind(projectThread(store.getSnapshot()), "tool_call"))).toBe(800);
    store.reset(events, [0, 10, 100, 5_100]);
    expect(store.durationOf(byKind(projectThread(store.getSnapshot()), "tool_call"))).toBe(5_000);
  });

  it("shows a replay's recorded durations, however the player jumps", () => {
    const recording: RecordedEvent[] = [
      { at: 0, event: start[0] as GraphEvent },
      { at: 50, event: start[1] as GraphEvent },
      { at: 100, event: { type: "reasoning", id: "k1", runId: "r1", content: "Hmm" } },
      { at: 2_100, event: { type: "reasoning", id: "k1", runId: "r1", content: ", df." } },
      { at: 2_200, event: { type: "tool_call", id: "c1", runId: "r1", name: "bash", input: {} } },
      {
        at: 3_400,
        event: { type: "tool_result", id: "c1", runId: "r1", name: "bash", output: "ok" },
      },
      { at: 3_500, event: { type: "harness_end", runId: "r1", agentId: "main" } },
    ];
    const { store } = clockedStore();
    const player = replay(store, recording, { autoplay: false });
    player.seek(recording.length);
    let nodes = projectThread(store.getSnapshot());
    expect(store.durationOf(byKind(nodes, "reasoning"))).toBe(2_000);
    expect(store.durationOf(byKind(nodes, "tool_call"))).toBe(1_200);
    player.seek(2);
    player.seek(recording.length);
    nodes = projectThread(store.getSnapshot());
    expect(store.durationOf(byKind(nodes, "tool_call"))).toBe(1_200);
    player.close();
  });
});
