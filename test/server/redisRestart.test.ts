import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import {
  type Connection,
  type ConversationStore,
  connectSSE,
  createConversationStore,
  createGraph,
  reduceEvents,
} from "../../src/index.js";
import { createRedisEventLog, type EventLog, handleSSE } from "../../src/server/index.js";
import { longSession } from "../../src/testing/index.js";
import { eventually } from "./eventLogContract.js";
import { type RedisServer, startRedis } from "./redisServer.js";

interface Setup {
  readonly redis: RedisServer;
  readonly writer: EventLog;
  readonly store: ConversationStore;
  readonly connection: Connection;
}

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

/** Redis, a writer, an http server reading the log through a log of its own, and a client. */
async function setUp(persistence: boolean): Promise<Setup> {
  const redis = await startRedis({ persistence });
  cleanups.push(() => redis.stop());
  const writer = createRedisEventLog({ url: redis.url });
  const reader = createRedisEventLog({ url: redis.url });
  cleanups.push(async () => {
    await writer.close();
    await reader.close();
  });
  await writer.append("c1", longSession(20).events().slice(0, 30));
  const server: Server = createServer((request, response) => {
    void handleSSE(request, response, { log: reader, conversationId: "c1", retryMs: 5 });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  cleanups.push(async () => {
    server.closeAllConnections();
    server.close();
  });
  const { port } = server.address() as AddressInfo;
  const store = createConversationStore({ batch: "sync" });
  const connection = connectSSE(store, `http://127.0.0.1:${port}/`, {
    retry: { initialDelayMs: 5, maxDelayMs: 50 },
  });
  cleanups.push(async () => connection.close());
  await eventually(() => store.getSnapshot().highestSeq === 30);
  return { redis, writer, store, connection };
}

describe("a Redis restart mid-stream", () => {
  it("with persistence, the stream resumes and the client ends with the whole log", async () => {
    const { redis, writer, store, connection } = await setUp(true);
    const session = longSession(20).events();
    await redis.restart();
    await writer.append("c1", session.slice(30, 60));
    await writer.append("c1", session.slice(60));
    await writer.finish("c1");
    await connection.done;
    expect(connection.status).toBe("closed");
    const log = await writer.read("c1", 0);
    expect(log.length).toBe(session.length);
    expect(store.log.map((event) => event.seq)).toEqual(log.map((event) => event.seq));
    expect(store.getSnapshot().nodes).toEqual(reduceEvents(createGraph(), log).nodes);
  });

  it("without persistence, the client gets an error event and keeps what it had", async () => {
    const { redis, store, connection } = await setUp(false);
    const before = store.getSnapshot();
    await redis.restart();
    await connection.done;
    expect(connection.status).toBe("closed");
    const graph = store.getSnapshot();
    expect(graph.highestSeq).toBe(30);
    for (const [id, node] of before.nodes) expect(graph.nodes.get(id)).toEqual(node);
    const error = graph.nodes.get("threadline:server:error");
    expect(error).toMatchObject({ kind: "error", runId: "threadline:server", code: "lost" });
    expect(error?.kind === "error" && error.message).toContain('conversation "c1" lost its events');
  });
});
