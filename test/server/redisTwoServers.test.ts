import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  connectSSE,
  createConversationStore,
  createGraph,
  type GraphEvent,
  projectMessages,
  projectThread,
  reduceEvents,
  type SSEResponse,
} from "../../src/index.js";
import { createRedisEventLog, type EventLog } from "../../src/server/index.js";
import { longSession } from "../../src/testing/index.js";
import { eventually } from "./eventLogContract.js";
import { type RedisServer, startRedis } from "./redisServer.js";

/** A deterministic pseudo-random number generator (mulberry32). */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

interface ServerProcess {
  readonly base: string;
  readonly child: ChildProcess;
}

/** Starts test/server/sseServerProcess.ts in a process of its own and waits until it listens. */
async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const script = fileURLToPath(new URL("./sseServerProcess.ts", import.meta.url));
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  for await (const chunk of child.stdout as NodeJS.ReadableStream) {
    output += String(chunk);
    const port = /listening (\d+)/.exec(output)?.[1];
    if (port) return { base: `http://127.0.0.1:${port}`, child };
  }
  throw new Error(`the server process exited: ${output}`);
}

async function stopServerProcess({ child }: ServerProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await once(child, "exit");
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let redis: RedisServer;
let servers: ServerProcess[] = [];
let writer: EventLog;
beforeAll(async () => {
  redis = await startRedis();
  const env = { REDIS_URL: redis.url, KEY_PREFIX: "two:" };
  servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  writer = createRedisEventLog({ url: redis.url }, { keyPrefix: "two:" });
}, 60_000);
afterAll(async () => {
  await writer?.close();
  await Promise.all(servers.map(stopServerProcess));
  await redis?.stop();
});

describe("two server processes on one Redis", () => {
  it("serve a client cut 20+ times at random, which ends with the whole log's graph", async () => {
    const random = seededRandom(19);
    const session = longSession(150).events();
    const served = [0, 0];
    let cuts = 0;
    await writer.append("c1", session.slice(0, 20));

    // Each attempt goes to either process; until 25 cuts, its body breaks at a random byte.
    const fetchEither = async (url: string, init: RequestInit): Promise<SSEResponse> => {
      const pick = random() < 0.5 ? 0 : 1;
      served[pick] = (served[pick] ?? 0) + 1;
      const request = new AbortController();
      const forward = () => request.abort();
      init.signal?.addEventListener("abort", forward, { once: true });
      const target = `${servers[pick]?.base}${url}`;
      const response = await fetch(target, { ...init, signal: request.signal });
      if (cuts >= 25 || !response.body) return response;
      const budget = 1 + Math.floor(random() * 2500);
      let seen = 0;
      const cutting = new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          if (seen + chunk.byteLength < budget) {
            seen += chunk.byteLength;
            controller.enqueue(chunk);
            return;
          }
          controller.enqueue(chunk.slice(0, budget - seen));
          cuts += 1;
          controller.error(new Error("cut"));
          init.signal?.removeEventListener("abort", forward);
          request.abort();
        },
      });
      const { status, statusText, headers } = response;
      return { status, statusText, headers, body: response.body.pipeThrough(cutting) };
    };

    const store = createConversationStore({ batch: "sync" });
    const connection = connectSSE(store, "/events/c1", {
      fetch: fetchEither,
      retry: { initialDelayMs: 1, maxDelayMs: 10, maxAttempts: 1000 },
    });
    for (let start = 20; start < session.length; ) {
      const size = 1 + Math.floor(random() * 6);
      await writer.append("c1", session.slice(start, start + size));
      start += size;
      if (random() < 0.3) await pause(Math.floor(random() * 4));
    }
    await writer.finish("c1");
    await connection.done;

    expect(connection.status).toBe("closed");
    expect(cuts).toBeGreaterThanOrEqual(20);
    expect(Math.min(...served)).toBeGreaterThanOrEqual(5);
    const log: GraphEvent[] = await writer.read("c1", 0);
    expect(log.length).toBe(session.length);
    // Every event reached the store exactly once, in order.
    expect(store.log.map((event) => event.seq)).toEqual(log.map((event) => event.seq));
    const whole = reduceEvents(createGraph(), log);
    expect(store.getSnapshot().nodes).toEqual(whole.nodes);
    expect(projectThread(store.getSnapshot())).toEqual(projectThread(whole));
    expect(projectMessages(store.getSnapshot())).toEqual(projectMessages(whole));

    // Every cut connection ended its subscription in whichever process served it.
    await eventually(async () => {
      const counts = await Promise.all(
        servers.map(async ({ base }) => {
          const activity = (await (await fetch(`${base}/activity`)).json()) as {
            subscribers: number;
          };
          return activity.subscribers;
        }),
      );
      return counts.every((count) => count === 0);
    });
  });
});
