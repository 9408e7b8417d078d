import { describe, expect, it, vi } from "vitest";
import type { GraphEvent } from "../graph/GraphEvent.js";
import { createConversationStore } from "../store/createConversationStore.js";
import { connectIterable } from "./connectIterable.js";

function setup() {
  const store = createConversationStore({ batch: "sync" });
  const dispatch = vi.spyOn(store, "dispatch");
  const report = vi.spyOn(store, "report");
  const reports = () => report.mock.calls.map(([diagnostic]) => diagnostic);
  return { store, dispatch, reports };
}

const text = (content: string): GraphEvent => ({ type: "text", id: "t1", runId: "a1", content });

describe("connectIterable", () => {
  it("reads a sync iterable of events, arrays and JSON text as one dispatch", async () => {
    const { store, dispatch, reports } = setup();
    const items: unknown[] = [text("a"), [text("b"), text("c")], JSON.stringify(text("d"))];
    const connection = connectIterable(store, items);
    expect(connection.status).toBe("connecting");
    await connection.done;
    expect(dispatch.mock.calls.map(([input]) => input)).toEqual([
      [text("a"), text("b"), text("c"), text("d")],
    ]);
    expect(reports()).toEqual([]);
    expect(connection.status).toBe("closed");
  });

  it("reads an async iterable item by item and reports bad items by index", async () => {
    const { store, dispatch, reports } = setup();
    async function* produce() {
      yield text("a");
      yield { type: "text", id: "t1", runId: "a1", content: 42 };
      yield [text("b"), null];
      yield "{";
    }
    const connection = connectIterable(store, produce());
    await connection.done;
    expect(dispatch.mock.calls.map(([input]) => input)).toEqual([[text("a")], [text("b")]]);
    expect(reports()).toEqual([
      expect.objectContaining({
        code: "invalid_event",
        field: "content",
        message: expect.stringMatching(/^iterable item 1: text\.content: expected /),
      }),
      expect.objectContaining({
        field: "event",
        message: expect.stringMatching(/^iterable item 2, item 1: event: expected an object/),
      }),
      expect.objectContaining({
        field: "event",
        message: expect.stringMatching(/^iterable item 3: expected JSON, got /),
      }),
    ]);
    expect(connection.status).toBe("closed");
  });

  it("drops events whose seq the graph already holds before they reach the store", async () => {
    const { store, dispatch, reports } = setup();
    store.dispatch([
      { ...text("a"), seq: 1 },
      { ...text("b"), seq: 2 },
    ]);
    dispatch.mockClear();
    const items = [
      { ...text("a"), seq: 1 },
      [
        { ...text("b"), seq: 2 },
        { ...text("c"), seq: 3 },
      ],
    ];
    await connectIterable(store, items).done;
    expect(dispatch.mock.calls.map(([input]) => input)).toEqual([[{ ...text("c"), seq: 3 }]]);
    expect(reports()).toEqual([]);
    expect(store.getSnapshot().nodes.get("t1")).toMatchObject({ content: "abc" });
  });

  it("keeps the events before an iterator throws and fails with its error", async () => {
    const { store } = setup();
    function* produce() {
      yield text("a");
      throw new Error("recording is truncated");
    }
    const connection = connectIterable(store, produce());
    await connection.done;
    expect(store.getSnapshot().nodes.has("t1")).toBe(true);
    expect(connection.status).toBe("error");
    expect(connection.error?.message).toBe("the iterable failed: recording is truncated");
  });

  it("stops waiting on close(), drops later items and ends the producer at its next yield", async () => {
    const { store, dispatch } = setup();
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let ended = false;
    async function* produce() {
      try {
        yield text("a");
        await gate;
        yield text("late");
      } finally {
        ended = true;
      }
    }
    const connection = connectIterable(store, produce());
    await vi.waitFor(() => expect(store.getSnapshot().nodes.has("t1")).toBe(true));
    connection.close();
    await connection.done;
    expect(connection.status).toBe("closed");
    release();
    await vi.waitFor(() => expect(ended).toBe(true));
    expect(dispatch.mock.calls.map(([input]) => input)).toEqual([[text("a")]]);
  });
});
