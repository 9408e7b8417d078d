import { describe, expect, it, vi } from "vitest";
import { createGraph } from "../graph/createGraph.js";
import type { GraphEvent } from "../graph/GraphEvent.js";
import { reduceEvents } from "../graph/reduceEvents.js";
import { projectThread } from "../projections/thread/projectThread.js";
import { createConversationStore } from "./createConversationStore.js";
import type { Schedule } from "./flushScheduler.js";

function manualFrames(): { schedule: Schedule; frame(): void; pending(): number } {
  let waiting: (() => void)[] = [];
  return {
    schedule(callback) {
      waiting.push(callback);
      return () => {
        waiting = waiting.filter((entry) => entry !== callback);
      };
    },
    frame() {
      const due = waiting;
      waiting = [];
      for (const callback of due) callback();
    },
    pending: () => waiting.length,
  };
}

const user: GraphEvent = { type: "user", runId: "u1", content: "Hi" };
const start: GraphEvent = { type: "harness_start", runId: "r1", agentId: "a", parentId: "u1:user" };
const chunk = (index: number): GraphEvent => ({
  type: "text",
  id: "t1",
  runId: "r1",
  content: `${index} `,
});

describe("createConversationStore", () => {
  it("applies the first event of a burst at once and the rest once per frame", () => {
    const frames = manualFrames();
    const store = createConversationStore({ batch: "frame", schedule: frames.schedule });
    const listener = vi.fn();
    store.subscribe(listener);
    store.dispatch(user);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().nodes.has("u1:user")).toBe(true);
    store.dispatch(start);
    for (let index = 0; index < 50; index += 1) store.dispatch(chunk(index));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().nodes.has("t1")).toBe(false);
    frames.frame();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot().nodes.get("t1")).toMatchObject({
      content: expect.stringMatching(/^0 1 .* 49 $/),
    });
    frames.frame();
    expect(frames.pending()).toBe(0);
    store.dispatch(chunk(50));
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("flushes queued events at once when asked", () => {
    const frames = manualFrames();
    const store = createConversationStore({ batch: "frame", schedule: frames.schedule });
    store.dispatch([user, start]);
    store.dispatch(chunk(1));
    expect(store.getSnapshot().nodes.has("t1")).toBe(false);
    store.flush();
    expect(store.getSnapshot().nodes.has("t1")).toBe(true);
  });

  it("batches per microtask", async () => {
    const store = createConversationStore({ batch: "microtask" });
    const listener = vi.fn();
    store.subscribe(listener);
    store.dispatch(user);
    store.dispatch(start);
    store.dispatch(chunk(1));
    expect(listener).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().nodes.size).toBe(3);
  });

  it("applies every dispatch at once in sync mode and skips notifying for no-ops", () => {
    const store = createConversationStore({ batch: "sync" });
    const listener = vi.fn();
    store.subscribe(listener);
    store.dispatch(user);
    store.dispatch(user);
    store.dispatch({ type: "connected" });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("gives the same graph as reducing the log, whatever the batching", () => {
    const events = [user, start, ...Array.from({ length: 30 }, (_, index) => chunk(index))];
    const frames = manualFrames();
    const store = createConversationStore({ batch: "frame", schedule: frames.schedule });
    events.forEach((event, index) => {
      store.dispatch(event);
      if (index % 7 === 0) frames.frame();
    });
    store.flush();
    expect(store.log).toEqual(events);
    expect(projectThread(store.getSnapshot())).toEqual(
      projectThread(reduceEvents(createGraph(), events)),
    );
  });

  it("starts from initial events", () => {
    const store = createConversationStore({ batch: "sync", initialEvents: [user, start] });
    expect(store.log).toHaveLength(2);
    expect(store.getSnapshot().runs.has("r1")).toBe(true);
  });

  it("reports the reducer's new diagnostics and the sources' problems", () => {
    const onDiagnostic = vi.fn();
    const store = createConversationStore({ batch: "sync", onDiagnostic });
    store.dispatch(user);
    store.dispatch({ type: "text", id: "u1:user", runId: "r1", content: "x" });
    expect(onDiagnostic).toHaveBeenCalledTimes(1);
    expect(onDiagnostic.mock.calls[0]?.[0]).toMatchObject({ code: "kind_conflict" });
    store.report({ code: "invalid_event", message: "line 3: bad JSON" });
    expect(onDiagnostic).toHaveBeenLastCalledWith({
      code: "invalid_event",
      message: "line 3: bad JSON",
    });
  });

  it("keeps notifying other listeners when one throws", async () => {
    const store = createConversationStore({ batch: "sync" });
    const second = vi.fn();
    store.subscribe(() => {
      throw new Error("listener broke");
    });
    store.subscribe(second);
    const rethrown = new Promise<unknown>((resolve) => {
      const original = globalThis.queueMicrotask;
      globalThis.queueMicrotask = (callback) => {
        globalThis.queueMicrotask = original;
        try {
          callback();
        } catch (error) {
          resolve(error);
        }
      };
    });
    store.dispatch(user);
    expect(second).toHaveBeenCalledTimes(1);
    expect(await rethrown).toEqual(new Error("listener broke"));
  });

  it("applies events a listener dispatches after the current flush", () => {
    const store = createConversationStore({ batch: "sync" });
    const seen: number[] = [];
    store.subscribe(() => {
      seen.push(store.getSnapshot().nodes.size);
      if (store.getSnapshot().nodes.size === 1) store.dispatch(start);
    });
    store.dispatch(user);
    expect(seen).toEqual([1, 2]);
  });

  it("stops notifying after unsubscribe", () => {
    const store = createConversationStore({ batch: "sync" });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.dispatch(user);
    expect(listener).not.toHaveBeenCalled();
  });

  it("travels to any point of the log", () => {
    const events = [user, start, chunk(1), chunk(2), chunk(3)];
    const store = createConversationStore({ batch: "sync", initialEvents: events });
    expect(store.graphAt(0).nodes.size).toBe(0);
    expect(store.graphAt(3).nodes.get("t1")).toMatchObject({ content: "1 " });
    expect(store.graphAt(5).nodes.get("t1")).toMatchObject({ content: "1 2 3 " });
    expect(store.graphAt(2).nodes.has("t1")).toBe(false);
    expect(() => store.graphAt(6)).toThrow(/graphAt: expected an integer index from 0 to 5.*got 6/);
    expect(() => store.graphAt(1.5)).toThrow(RangeError);
  });

  it("replaces the history on reset and notifies", () => {
    const frames = manualFrames();
    const store = createConversationStore({ batch: "frame", schedule: frames.schedule });
    store.dispatch([user, start]);
    store.dispatch(chunk(1));
    const listener = vi.fn();
    store.subscribe(listener);
    store.reset([user]);
    frames.frame();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.log).toEqual([user]);
    expect(store.getSnapshot().nodes.size).toBe(1);
    expect(store.graphAt(1).nodes.size).toBe(1);
  });

  it("names a bad batch mode", () => {
    expect(() => createConversationStore({ batch: "often" as never })).toThrow(
      'batch: expected "frame", "microtask" or "sync", got "often"',
    );
  });
});
