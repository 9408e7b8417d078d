import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import type { GraphEvent } from "../graph/GraphEvent.js";
import { createConversationStore } from "../store/createConversationStore.js";
import type { Connection } from "./Connection.js";
import { connectSSE, type FetchFunction, type SSEResponse } from "./connectSSE.js";

const encoder = new TextEncoder();

function eventStream(chunks: readonly (string | Uint8Array)[]): SSEResponse {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
  return { status: 200, statusText: "OK", headers: new Headers(), body };
}

function setup(responses: SSEResponse[]) {
  const store = createConversationStore({ batch: "sync" });
  const dispatch = vi.spyOn(store, "dispatch");
  const report = vi.spyOn(store, "report");
  const fetch = vi.fn<FetchFunction>(async () => responses.shift() ?? eventStream([]));
  const connect = (): Connection =>
    connectSSE(store, "https://agent.test/events", { fetch, retry: { initialDelayMs: 1 } });
  const dispatched = () => dispatch.mock.calls.flatMap(([input]) => [input].flat());
  const reports = () => report.mock.calls.map(([diagnostic]) => diagnostic);
  return { store, fetch, connect, dispatch, dispatched, reports };
}

const text = (content: string, seq?: number): GraphEvent => ({
  type: "text",
  id: "t1",
  runId: "a1",
  content,
  ...(seq === undefined ? {} : { seq }),
});
const done = "event: done\ndata: {}\n\n";

const session = [
  "\uFEFF: a comment the server sends to keep the connection alive\n",
  "retry: 20\n\n",
  'id: 1\ndata: {"type":"user","runId":"u1","content":"Grüße"}\n\n',
  'id: 2\r\nevent: message\r\ndata: {"type":"text","id":"t1",\r\ndata: "runId":"a1","content":"Hel"}\r\n\r\n',
  'id: 3\rdata: [{"type":"text","id":"t1","runId":"a1","content":"lo"},\r',
  'data: {"type":"text","id":"t1","runId":"a1","content":" ✓ 😀"}]\r\r',
  'event: progress\ndata: {"type":"usage","runId":"a1","inputTokens":3,"outputTokens":4}\n\n',
  "data:\n\n",
  done,
].join("");

describe("connectSSE", () => {
  it("reads multi-line data, comments, ids, retry, event names, CR and CRLF lines and a BOM", async () => {
    const { connect, dispatched, reports } = setup([eventStream([session])]);
    const connection = connect();
    await connection.done;
    expect(dispatched()).toEqual([
      { type: "user", runId: "u1", content: "Grüße" },
      text("Hel"),
      text("lo"),
      text(" ✓ 😀"),
      { type: "usage", runId: "a1", inputTokens: 3, outputTokens: 4 },
    ]);
    expect(reports()).toEqual([]);
    expect(connection.status).toBe("closed");
  });

  it("gives the same events and diagnostics for any split of the byte stream", async () => {
    const bytes = encoder.encode(session.replace("data:\n\n", "data:\n\ndata: oops\n\n"));
    const run = async (cuts: number[]) => {
      const chunks = [0, ...cuts].map((start, index) => bytes.slice(start, cuts[index]));
      const { connect, dispatched, reports } = setup([eventStream(chunks)]);
      await connect().done;
      return { events: dispatched(), reports: reports() };
    };
    const whole = await run([]);
    expect(whole.events).toHaveLength(5);
    expect(whole.reports).toHaveLength(1);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 40 }),
        async (cuts) => {
          expect(await run(cuts.sort((left, right) => left - right))).toEqual(whole);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("dispatches the events of one network chunk as one array", async () => {
    const chunk = `data: ${JSON.stringify(text("a"))}\n\ndata: ${JSON.stringify(text("b"))}\n\n`;
    const { connect, dispatch } = setup([eventStream([chunk, `${chunk}${done}`])]);
    await connect().done;
    expect(dispatch.mock.calls.map(([input]) => input)).toEqual([
      [text("a"), text("b")],
      [text("a"), text("b")],
    ]);
  });

  it("reports bad messages and lines with the SSE event id, and goes on", async () => {
    const stream = [
      "id: 7\ndata: not json\n\n",
      'id: 8\ndata: {"type":"text","id":"t1","runId":"a1"}\n\n',
      "a line without a field\n\n",
      "retry: soon\n\n",
      `data: [${JSON.stringify(text("ok"))}, {"type":"nope"}]\n\n`,
      done,
    ];
    const { connect, dispatched, reports } = setup([eventStream(stream)]);
    const connection = connect();
    await connection.done;
    expect(dispatched()).toEqual([text("ok")]);
    expect(reports()).toEqual([
      expect.objectContaining({
        code: "invalid_event",
        field: "event",
        message: expect.stringMatching(/^SSE event id "7": expected JSON, got /),
      }),
      expect.objectContaining({
        field: "content",
        eventType: "text",
        message: expect.stringMatching(/^SSE event id "8": text\.content: expected /),
      }),
      expect.objectContaining({
        field: "a line without a field",
        message: expect.stringContaining('SSE line "a line without a field" ignored'),
      }),
      expect.objectContaining({ field: "retry", message: expect.stringContaining("soon") }),
      expect.objectContaining({
        field: "type",
        message: expect.stringMatching(/^SSE event without id after id "8", item 1: event\.type/),
      }),
    ]);
    expect(connection.status).toBe("closed");
  });

  it("stops at an event named done and ignores what follows it", async () => {
    const after = `data: ${JSON.stringify(text("late"))}\n\n`;
    const { connect, fetch, dispatched } = setup([
      eventStream([`data: ${JSON.stringify(text("a"))}\n\n${done}${after}`, after]),
    ]);
    const connection = connect();
    await connection.done;
    expect(dispatched()).toEqual([text("a")]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(connection.status).toBe("closed");
  });

  it("stops on a 204 response without reading a body", async () => {
    const { connect, fetch, dispatched } = setup([
      { status: 204, statusText: "No Content", headers: new Headers(), body: null },
    ]);
    const connection = connect();
    await connection.done;
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(dispatched()).toEqual([]);
    expect(connection.status).toBe("closed");
    expect(connection.error).toBeUndefined();
  });

  it("sends the method, headers and body, and resumes with Last-Event-ID", async () => {
    const store = createConversationStore({ batch: "sync" });
    const responses = [
      eventStream([`id: 41\ndata: ${JSON.stringify(text("a", 1))}\n\n`]),
      eventStream([`data: ${JSON.stringify(text("b", 2))}\n\n`]),
      eventStream([`id: 43\ndata: ${JSON.stringify(text("c", 3))}\n\n${done}`]),
    ];
    const fetch = vi.fn<FetchFunction>(async () => responses.shift() ?? eventStream([done]));
    await connectSSE(store, "https://agent.test/chat", {
      fetch,
      method: "POST",
      headers: { Authorization: "Bearer token" },
      body: '{"message":"Hi"}',
      lastEventId: "40",
      retry: { initialDelayMs: 1 },
    }).done;
    expect(fetch.mock.calls.map(([url, init]) => ({ url, ...init, signal: undefined }))).toEqual(
      ["40", "41", "41"].map((lastEventId) => ({
        url: "https://agent.test/chat",
        method: "POST",
        headers: {
          Accept: "text/event-stream",
          Authorization: "Bearer token",
          "Last-Event-ID": lastEventId,
        },
        body: '{"message":"Hi"}',
        signal: undefined,
      })),
    );
    expect(store.getSnapshot().nodes.get("t1")).toMatchObject({ content: "abc" });
  });
});

function statuses(connection: Connection): string[] {
  const seen: string[] = [];
  connection.subscribe(() => seen.push(connection.getStatus()));
  return seen;
}

function reached(connection: Connection, status: string): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (connection.getStatus() === status) resolve();
    };
    connection.subscribe(check);
    check();
  });
}

describe("connectSSE reconnection", () => {
  it("reconnects after the body ends without done: open, reconnecting, open, closed", async () => {
    const { connect, fetch, store } = setup([
      eventStream([`data: ${JSON.stringify(text("a", 1))}\n\n`]),
      eventStream([`data: ${JSON.stringify(text("b", 2))}\n\n${done}`]),
    ]);
    const connection = connect();
    expect(connection.status).toBe("connecting");
    const seen = statuses(connection);
    await connection.done;
    expect(seen).toEqual(["open", "reconnecting", "open", "closed"]);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot().nodes.get("t1")).toMatchObject({ content: "ab" });
  });

  it("retries network errors, 5xx, 408 and 429 with backoff", async () => {
    const { connect, fetch, store } = setup([]);
    const failures: (() => Promise<SSEResponse>)[] = [
      () => Promise.reject(new TypeError("fetch failed")),
      async () => ({ status: 503, statusText: "", headers: new Headers(), body: null }),
      async () => ({ status: 408, statusText: "", headers: new Headers(), body: null }),
      async () => ({ status: 429, statusText: "", headers: new Headers(), body: null }),
      async () => eventStream([`data: ${JSON.stringify(text("a"))}\n\n${done}`]),
    ];
    fetch.mockImplementation(() => (failures.shift() as () => Promise<SSEResponse>)());
    const connection = connect();
    await connection.done;
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(connection.status).toBe("closed");
    expect(store.getSnapshot().nodes.has("t1")).toBe(true);
  });

  it("fails without retrying on 401, naming the status", async () => {
    const { connect, fetch } = setup([
      { status: 401, statusText: "Unauthorized", headers: new Headers(), body: null },
    ]);
    const connection = connect();
    const seen = statuses(connection);
    await connection.done;
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(["error"]);
    expect(connection.error).toEqual({
      message: "HTTP 401 Unauthorized from https://agent.test/events",
      code: 401,
    });
  });

  it("fails on a response that is not an event stream", async () => {
    const page = eventStream(["<html></html>"]);
    const { connect } = setup([{ ...page, headers: new Headers({ "content-type": "text/html" }) }]);
    const connection = connect();
    await connection.done;
    expect(connection.status).toBe("error");
    expect(connection.error?.message).toBe(
      "expected content-type text/event-stream from https://agent.test/events, got text/html",
    );
  });

  it("gives up after maxAttempts failed reconnects in a row", async () => {
    const store = createConversationStore({ batch: "sync" });
    const fetch = vi.fn<FetchFunction>(() => Promise.reject(new TypeError("fetch failed")));
    const connection = connectSSE(store, "https://agent.test/events", {
      fetch,
      retry: { initialDelayMs: 1, maxDelayMs: 2, maxAttempts: 2 },
    });
    await connection.done;
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(connection.error?.message).toBe(
      "gave up after 2 reconnect attempts: the request to https://agent.test/events failed: fetch failed",
    );
  });

  it("waits the server's retry delay, doubled per failed attempt", async () => {
    vi.useFakeTimers();
    const random = vi.spyOn(Math, "random").mockReturnValue(1);
    try {
      const { connect, fetch } = setup([
        eventStream(["retry: 4000\n\n"]),
        { status: 500, statusText: "", headers: new Headers(), body: null },
        eventStream([done]),
      ]);
      const connection = connect();
      await reached(connection, "reconnecting");
      await vi.advanceTimersByTimeAsync(3999);
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(7999);
      expect(fetch).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch).toHaveBeenCalledTimes(3);
      await connection.done;
    } finally {
      random.mockRestore();
      vi.useRealTimers();
    }
  });

  it("aborts the pending fetch on close() and never reconnects", async () => {
    const { store, fetch } = setup([]);
    fetch.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener("abort", () => reject(new Error("aborted")));
        }),
    );
    const connection = connectSSE(store, "https://agent.test/events", { fetch });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const seen = statuses(connection);
    connection.close();
    expect(connection.status).toBe("closed");
    await connection.done;
    expect(fetch.mock.calls[0]?.[1].signal?.aborted).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(["closed"]);
  });

  it("stops reading an open stream when the caller's signal aborts", async () => {
    const store = createConversationStore({ batch: "sync" });
    const controller = new AbortController();
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(encoder.encode(`data: ${JSON.stringify(text("a"))}\n\n`));
      },
      cancel() {
        cancelled = true;
      },
    });
    const fetch = vi.fn<FetchFunction>(async () => ({ ...eventStream([]), body }));
    const connection = connectSSE(store, "https://agent.test/events", {
      fetch,
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(store.getSnapshot().nodes.has("t1")).toBe(true));
    controller.abort();
    await connection.done;
    expect(connection.status).toBe("closed");
    expect(cancelled).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("connectSSE default fetch", () => {
  it("calls the host's fetch as a plain function, as browsers require", async () => {
    const store = createConversationStore({ batch: "sync" });
    const receivers: unknown[] = [];
    const hostFetch = vi.fn(function (this: unknown) {
      receivers.push(this);
      return Promise.resolve(
        new Response(`data: {"type":"user","runId":"u1","content":"Hi"}\n\n${done}`, {
          headers: { "content-type": "text/event-stream" },
        }),
      );
    });
    vi.stubGlobal("fetch", hostFetch);
    try {
      await connectSSE(store, "https://agent.test/events").done;
    } finally {
      vi.unstubAllGlobals();
    }
    expect(receivers).toEqual([undefined]);
    expect(store.getSnapshot().nodes.has("u1:user")).toBe(true);
  });
});
