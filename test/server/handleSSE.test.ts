import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import {
  connectSSE,
  createConversationStore,
  createGraph,
  projectThread,
  reduceEvents,
} from "../../src/index.js";
import { createMemoryEventLog, type EventLog, handleSSE } from "../../src/server/index.js";
import { eventually, textEvents } from "./eventLogContract.js";

let server: Server | undefined;
let log: EventLog | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  server?.close();
  await log?.close();
  server = undefined;
  log = undefined;
});

/** An http server that serves `/events/<conversation>` from a fresh memory log. */
async function serve(): Promise<{ log: EventLog; url: (conversationId: string) => string }> {
  const events = createMemoryEventLog();
  log = events;
  server = createServer((request, response) => {
    const conversationId = decodeURIComponent((request.url ?? "").slice("/events/".length));
    void handleSSE(request, response, { log: events, conversationId, retryMs: 5 });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    log: events,
    url: (conversationId) => `http://127.0.0.1:${port}/events/${conversationId}`,
  };
}

describe("handleSSE", () => {
  it("serves connectSSE over node:http until the conversation is finished", async () => {
    const { log, url } = await serve();
    await log.append("c1", textEvents(50));
    const store = createConversationStore({ batch: "sync" });
    const connection = connectSSE(store, url("c1"));
    await eventually(() => store.getSnapshot().highestSeq === 50);
    await log.append("c1", textEvents(25, 51));
    await log.finish("c1");
    await connection.done;
    expect(connection.status).toBe("closed");
    const whole = reduceEvents(createGraph(), await log.read("c1", 0));
    expect(projectThread(store.getSnapshot())).toEqual(projectThread(whole));
    await eventually(() => log.activity().subscribers === 0);
  });

  it("resumes after the request's Last-Event-ID", async () => {
    const { log, url } = await serve();
    await log.append("c1", textEvents(5));
    await log.finish("c1");
    const response = await fetch(url("c1"), { headers: { "Last-Event-ID": "3" } });
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    const ids = (await response.text()).match(/^id: \d+$/gm);
    expect(ids).toEqual(["id: 4", "id: 5"]);
  });

  it("answers a refusal with its status and a JSON error", async () => {
    const { log, url } = await serve();
    await log.append("c1", textEvents(2));
    const unknown = await fetch(url("nobody"));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: "unknown_conversation" } });
    const ahead = await fetch(url("c1"), { headers: { "Last-Event-ID": "7" } });
    expect(ahead.status).toBe(409);
    const garbled = await fetch(url("c1"), { headers: { "Last-Event-ID": "seven" } });
    expect(garbled.status).toBe(400);
    expect(await garbled.json()).toMatchObject({ error: { code: "invalid_seq" } });
    const store = createConversationStore({ batch: "sync" });
    const connection = connectSSE(store, url("nobody"));
    await connection.done;
    expect(connection.status).toBe("error");
    expect(connection.error?.code).toBe(404);
  });

  it("ends the subscription when the client disconnects", async () => {
    const { log, url } = await serve();
    await log.append("c1", textEvents(1));
    const clients = Array.from({ length: 5 }, () => new AbortController());
    const responses = await Promise.all(
      clients.map((client) => fetch(url("c1"), { signal: client.signal })),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    await eventually(() => log.activity().subscribers === 5);
    for (const client of clients) client.abort();
    await eventually(() => log.activity().subscribers === 0);
  });

  it("answers 503 and reports when the log fails unexpectedly", async () => {
    const failing = createMemoryEventLog();
    log = failing;
    const reported: unknown[] = [];
    const down = new Error("connection refused");
    const broken: EventLog = { ...failing, read: () => Promise.reject(down) };
    server = createServer((request, response) => {
      void handleSSE(request, response, {
        log: broken,
        conversationId: "c1",
        onError: (error) => reported.push(error),
      });
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: { code: "unavailable" } });
    expect(reported).toEqual([down]);
  });
});
