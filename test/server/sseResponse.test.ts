import { afterEach, describe, expect, it } from "vitest";
import {
  connectSSE,
  createConversationStore,
  createGraph,
  type GraphEvent,
  projectThread,
  reduceEvents,
} from "../../src/index.js";
import { createMemoryEventLog, type EventLog, sseResponse } from "../../src/server/index.js";
import { eventually, textEvents } from "./eventLogContract.js";

const opened: EventLog[] = [];
function createLog(options?: Parameters<typeof createMemoryEventLog>[0]): EventLog {
  const log = createMemoryEventLog(options);
  opened.push(log);
  return log;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((log) => log.close()));
});

/** The blocks of a Server-Sent Events text, each as its lines. */
function blocks(text: string): string[][] {
  return text
    .split("\n\n")
    .filter((block) => block !== "")
    .map((block) => block.split("\n"));
}

async function readUntil(response: Response, wanted: (text: string) => boolean): Promise<string> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = "";
  while (!wanted(text)) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  reader.releaseLock();
  return text;
}

describe("sseResponse", () => {
  it("sends retry, one message per event with id = seq, and done once finished", async () => {
    const log = createLog();
    await log.append("c1", textEvents(3));
    await log.finish("c1");
    const response = await sseResponse(log, "c1", { lastEventId: "1", retryMs: 250 });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache, no-transform");
    const [retry, second, third, done] = blocks(await response.text());
    expect(retry).toEqual(["retry: 250"]);
    expect(second).toEqual([
      "id: 2",
      `data: ${JSON.stringify({ ...textEvents(1, 2)[0], seq: 2 })}`,
    ]);
    expect(third?.[0]).toBe("id: 3");
    expect(third?.[1]?.endsWith(',"seq":3}')).toBe(true);
    expect(done).toEqual(["event: done", "data:"]);
  });

  it("streams events appended after it opened", async () => {
    const log = createLog();
    await log.append("c1", textEvents(1));
    const response = await sseResponse(log, "c1");
    const appending = (async () => {
      await eventually(() => log.activity().subscribers === 1);
      await log.append("c1", textEvents(2, 2));
      await log.finish("c1");
    })();
    const ids = blocks(await response.text()).map((lines) => lines[0]);
    await appending;
    expect(ids).toEqual(["retry: 1000", "id: 1", "id: 2", "id: 3", "event: done"]);
  });

  it("refuses bad requests with a status and a JSON error, leaving the log unchanged", async () => {
    const log = createLog({ maxEvents: 2 });
    await log.append("c1", textEvents(4));
    const before = await log.read("c1", 2);
    const cases = [
      ["c1", "abc", 400, "invalid_seq"],
      ["c1", "1.5", 400, "invalid_seq"],
      ["c1", "-1", 400, "invalid_seq"],
      ["nobody", "", 404, "unknown_conversation"],
      ["c1", "9", 409, "ahead_of_log"],
      ["c1", "1", 410, "trimmed"],
    ] as const;
    for (const [conversationId, lastEventId, status, code] of cases) {
      const response = await sseResponse(log, conversationId, { lastEventId });
      expect(response.status).toBe(status);
      expect(response.headers.get("content-type")).toContain("application/json");
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe(code);
      expect(body.error.message.length).toBeGreaterThan(20);
    }
    expect(await log.read("c1", 2)).toEqual(before);
    expect(log.activity().subscribers).toBe(0);
  });

  it("keeps an idle connection open with heartbeat comments", async () => {
    const log = createLog();
    await log.append("c1", textEvents(1));
    const response = await sseResponse(log, "c1", { heartbeatMs: 20 });
    const text = await readUntil(response, (seen) => seen.includes(": heartbeat\n\n"));
    expect(text).toContain("id: 1\n");
    await response.body?.cancel();
  });

  it("ends the subscription when the body is cancelled or the signal aborts", async () => {
    const log = createLog();
    await log.append("c1", textEvents(1));
    const cancelled = await sseResponse(log, "c1");
    const controller = new AbortController();
    const aborted = await sseResponse(log, "c1", { signal: controller.signal });
    await readUntil(cancelled, (text) => text.includes("id: 1"));
    await readUntil(aborted, (text) => text.includes("id: 1"));
    expect(log.activity().subscribers).toBe(2);
    await cancelled.body?.cancel();
    controller.abort();
    await eventually(() => log.activity().subscribers === 0);
    expect(await readUntil(aborted, () => false)).toBe("");
  });

  it("ends with an error event and done when the events vanish mid-stream", async () => {
    const log = createLog({ keepIdleMs: 100 });
    await log.append("c1", textEvents(2));
    const response = await sseResponse(log, "c1");
    const last = blocks(await response.text()).slice(-2);
    const error = JSON.parse((last[0]?.[0] ?? "").slice("data: ".length)) as GraphEvent;
    expect(error).toMatchObject({ type: "error", runId: "threadline:server", code: "lost" });
    expect(last[1]).toEqual(["event: done", "data:"]);
  });

  it("ends without done when the log closes, so the client reconnects elsewhere", async () => {
    const log = createLog();
    await log.append("c1", textEvents(1));
    const response = await sseResponse(log, "c1");
    await eventually(() => log.activity().subscribers === 1);
    await log.close();
    const text = await response.text();
    expect(text).toContain("id: 1\n");
    expect(text).not.toContain("event: done");
  });

  it("holds a bounded backlog for a client that reads slowly, and loses nothing", async () => {
    const log = createLog({ maxBufferedEvents: 50 });
    await log.append("c1", textEvents(1));
    const response = await sseResponse(log, "c1", { maxBufferedBytes: 4096 });
    await eventually(() => log.activity().subscribers === 1);
    let most = 0;
    for (let batch = 0; batch < 200; batch++) {
      await log.append("c1", textEvents(10, batch * 10 + 2));
      most = Math.max(most, log.activity().bufferedEvents);
    }
    expect(most).toBeLessThanOrEqual(50);
    await log.finish("c1");
    const ids = blocks(await response.text())
      .filter((lines) => lines[0]?.startsWith("id: "))
      .map((lines) => Number(lines[0]?.slice(4)));
    expect(ids).toEqual(Array.from({ length: 2001 }, (_, index) => index + 1));
  });

  it("disconnects a client that takes nothing for a heartbeat interval while data waits", async () => {
    const log = createLog();
    await log.append("c1", textEvents(1));
    const response = await sseResponse(log, "c1", { maxBufferedBytes: 1024, heartbeatMs: 30 });
    await eventually(() => log.activity().subscribers === 1);
    await log.append("c1", textEvents(200, 2));
    await eventually(() => log.activity().subscribers === 0);
    const text = await response.text();
    expect(text).toContain("id: 1\n");
    expect(text).not.toContain("event: done");
  });

  it("feeds connectSSE, which resumes after a cut and ends with the whole log's graph", async () => {
    const log = createLog();
    await log.append("c1", textEvents(5));
    let attempts = 0;
    const store = createConversationStore({ batch: "sync" });
    const connection = connectSSE(store, "/c1", {
      retry: { initialDelayMs: 1, maxDelayMs: 5 },
      fetch: async (_url, init) => {
        attempts += 1;
        const headers = init.headers as Record<string, string>;
        const options = { lastEventId: headers["Last-Event-ID"] ?? null, retryMs: 5 };
        const response = await sseResponse(log, "c1", {
          ...options,
          signal: init.signal as AbortSignal,
        });
        if (attempts > 1) return response;
        // The first attempt breaks after its first three events.
        const text = await readUntil(response, (seen) => seen.includes("id: 3\n"));
        await response.body?.cancel();
        const cut = text.slice(0, text.lastIndexOf("id: 3\n") + 30);
        return new Response(cut, { headers: response.headers });
      },
    });
    await eventually(() => attempts === 2);
    await log.append("c1", textEvents(3, 6));
    await log.finish("c1");
    await connection.done;
    expect(connection.status).toBe("closed");
    const whole = reduceEvents(createGraph(), await log.read("c1", 0));
    expect(projectThread(store.getSnapshot())).toEqual(projectThread(whole));
    expect(store.getSnapshot().highestSeq).toBe(8);
    expect(log.activity().subscribers).toBe(0);
  });
});
