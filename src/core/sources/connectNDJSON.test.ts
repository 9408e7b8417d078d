import { describe, expect, it, vi } from "vitest";
import type { GraphEvent } from "../graph/GraphEvent.js";
import { createConversationStore } from "../store/createConversationStore.js";
import { connectNDJSON } from "./connectNDJSON.js";

function streamOf(chunks: readonly (string | Uint8Array)[]): ReadableStream<Uint8Array | string> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

function setup() {
  const store = createConversationStore({ batch: "sync" });
  const dispatch = vi.spyOn(store, "dispatch");
  const report = vi.spyOn(store, "report");
  return { store, dispatch, report };
}

const line = (content: string): string =>
  JSON.stringify({ type: "text", id: "t1", runId: "a1", content });
const text = (content: string): GraphEvent => ({ type: "text", id: "t1", runId: "a1", content });

describe("connectNDJSON", () => {
  it("joins lines split across chunks and dispatches each chunk's events as one array", async () => {
    const { store, dispatch } = setup();
    const whole = `${line("a")}\n${line("b")}\n${line("c")}\n`;
    const connection = connectNDJSON(
      store,
      streamOf([whole.slice(0, 10), whole.slice(10, 70), whole.slice(70)]),
    );
    await connection.done;
    expect(dispatch.mock.calls.map(([input]) => input)).toEqual([
      [text("a")],
      [text("b"), text("c")],
    ]);
    expect(connection.status).toBe("closed");
  });

  it("decodes a UTF-8 character split across byte chunks", async () => {
    const { store } = setup();
    const bytes = new TextEncoder().encode(`${line("😀 ✓ é")}\n`);
    const cut = bytes.indexOf(0xf0) + 2;
    await connectNDJSON(store, streamOf([bytes.slice(0, cut), bytes.slice(cut)])).done;
    expect(store.getSnapshot().nodes.get("t1")).toMatchObject({ content: "😀 ✓ é" });
  });

  it("skips blank lines, reads CRLF and a last line without newline, and reports bad lines by number", async () => {
    const { store, report } = setup();
    const stream = streamOf([`${line("a")}\r\n\n   \nnot json\n`, `{"type":"text"}\n`, line("b")]);
    const connection = connectNDJSON(store, stream);
    await connection.done;
    expect(store.getSnapshot().nodes.get("t1")).toMatchObject({ content: "ab" });
    expect(report.mock.calls.map(([diagnostic]) => diagnostic)).toEqual([
      expect.objectContaining({
        code: "invalid_event",
        field: "event",
        message: expect.stringMatching(/^NDJSON line 4: expected JSON, got /),
      }),
      expect.objectContaining({
        field: "id",
        eventType: "text",
        message: expect.stringMatching(/^NDJSON line 5: text\.id: expected /),
      }),
    ]);
    expect(connection.status).toBe("closed");
  });

  it("fails with the stream's error, keeping the events read before it", async () => {
    const { store } = setup();
    const stream = new ReadableStream<string>({
      start(controller) {
        controller.enqueue(`${line("a")}\n`);
      },
      pull(controller) {
        controller.error(new Error("socket hang up"));
      },
    });
    const connection = connectNDJSON(store, stream);
    await connection.done;
    expect(store.getSnapshot().nodes.has("t1")).toBe(true);
    expect(connection.status).toBe("error");
    expect(connection.error?.message).toBe("the NDJSON stream failed: socket hang up");
  });

  it("cancels the stream on close()", async () => {
    const { store } = setup();
    const cancel = vi.fn();
    const stream = new ReadableStream<string>({
      start(controller) {
        controller.enqueue(`${line("a")}\n`);
      },
      cancel,
    });
    const connection = connectNDJSON(store, stream);
    await vi.waitFor(() => expect(store.getSnapshot().nodes.has("t1")).toBe(true));
    connection.close();
    await connection.done;
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(connection.status).toBe("closed");
  });
});
