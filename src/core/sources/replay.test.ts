import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GraphEvent } from "../graph/GraphEvent.js";
import { createConversationStore } from "../store/createConversationStore.js";
import { type RecordedEvent, replay } from "./replay.js";

const recording: RecordedEvent[] = [
  { at: 0, event: { type: "user", runId: "u1", content: "Hi" } },
  { at: 0, event: { type: "harness_start", runId: "r1", agentId: "a", parentId: "u1:user" } },
  { at: 100, event: { type: "text", id: "t1", runId: "r1", content: "one " } },
  { at: 200, event: { type: "text", id: "t1", runId: "r1", content: "two " } },
  { at: 1200, event: { type: "text", id: "t1", runId: "r1", content: "three" } },
  { at: 1300, event: { type: "harness_end", runId: "r1", agentId: "a" } },
];

function textOf(store: ReturnType<typeof createConversationStore>): string | undefined {
  const node = store.getSnapshot().nodes.get("t1");
  return node?.kind === "text" ? node.content : undefined;
}

describe("replay", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("plays events with their recorded timing", async () => {
    const store = createConversationStore({ batch: "sync" });
    const player = replay(store, recording);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot().runs.has("r1")).toBe(true);
    expect(textOf(store)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(100);
    expect(textOf(store)).toBe("one ");
    await vi.advanceTimersByTimeAsync(500);
    expect(textOf(store)).toBe("one two ");
    await vi.advanceTimersByTimeAsync(700);
    expect(player.getState()).toMatchObject({ status: "ended", position: 6, length: 6 });
    await expect(player.done).resolves.toBeUndefined();
  });

  it("scales time by speed and plays every event that is due in one tick", async () => {
    const store = createConversationStore({ batch: "sync" });
    const player = replay(store, recording, { speed: 10 });
    await vi.advanceTimersByTimeAsync(25);
    expect(textOf(store)).toBe("one two ");
    await vi.advanceTimersByTimeAsync(110);
    expect(player.getState().status).toBe("ended");
  });

  it("pauses, resumes and changes speed", async () => {
    const store = createConversationStore({ batch: "sync" });
    const player = replay(store, recording);
    await vi.advanceTimersByTimeAsync(150);
    player.pause();
    await vi.advanceTimersByTimeAsync(5000);
    expect(textOf(store)).toBe("one ");
    expect(player.getState().status).toBe("paused");
    player.setSpeed(100);
    player.play();
    await vi.advanceTimersByTimeAsync(20);
    expect(player.getState().status).toBe("ended");
    expect(textOf(store)).toBe("one two three");
  });

  it("seeks back and forward to exact prefixes of the log", async () => {
    const store = createConversationStore({ batch: "sync" });
    const player = replay(store, recording, { autoplay: false });
    player.seek(5);
    expect(textOf(store)).toBe("one two three");
    player.seek(3);
    expect(textOf(store)).toBe("one ");
    expect(store.log).toHaveLength(3);
    player.seek(4);
    expect(textOf(store)).toBe("one two ");
    expect(player.getState()).toMatchObject({ status: "paused", position: 4 });
    expect(() => player.seek(7)).toThrow("seek: expected an integer from 0 to 6, got 7");
  });

  it("starts at from, stops at to, and notifies subscribers", async () => {
    const store = createConversationStore({ batch: "sync" });
    const states: string[] = [];
    const player = replay(store, recording, { from: 3, to: 5, autoplay: false });
    player.subscribe(() =>
      states.push(`${player.getState().status}@${player.getState().position}`),
    );
    expect(textOf(store)).toBe("one ");
    player.play();
    await vi.advanceTimersByTimeAsync(2000);
    expect(textOf(store)).toBe("one two three");
    expect(store.getSnapshot().runs.get("r1")?.ended).toBe(false);
    expect(states).toEqual(["playing@3", "playing@4", "playing@5", "ended@5"]);
  });

  it("spaces events without times by the interval", async () => {
    const store = createConversationStore({ batch: "sync" });
    const events: GraphEvent[] = recording.map((entry) => entry.event);
    replay(store, events, { interval: 50 });
    await vi.advanceTimersByTimeAsync(120);
    expect(textOf(store)).toBe("one ");
  });

  it("stops for good on close", async () => {
    const store = createConversationStore({ batch: "sync" });
    const player = replay(store, recording);
    player.close();
    await vi.advanceTimersByTimeAsync(5000);
    expect(textOf(store)).toBeUndefined();
    await expect(player.done).resolves.toBeUndefined();
  });

  it("names bad options", () => {
    const store = createConversationStore({ batch: "sync" });
    expect(() => replay(store, recording, { speed: 0 })).toThrow(
      "speed: expected a positive finite number, got 0",
    );
    expect(() => replay(store, recording, { from: 4, to: 2 })).toThrow(
      "from: expected an integer from 0 to 2, got 4",
    );
  });
});
