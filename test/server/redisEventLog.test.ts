import { createClient } from "@redis/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GraphEvent } from "../../src/index.js";
import {
  createRedisEventLog,
  type EventLogOptions,
  type RedisClientLike,
} from "../../src/server/index.js";
import { eventLogContract, eventually, textEvents } from "./eventLogContract.js";
import { type RedisServer, startRedis } from "./redisServer.js";
import { subscriptionContract } from "./subscriptionContract.js";

let redis: RedisServer;
let logs = 0;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis.stop();
});

// Each log gets keys of its own, so tests never see each other's conversations.
const createLog = () => (options?: EventLogOptions) =>
  createRedisEventLog({ url: redis.url }, { ...options, keyPrefix: `test${++logs}:` });

eventLogContract("createRedisEventLog", createLog);
subscriptionContract("createRedisEventLog", createLog);

describe("createRedisEventLog: several logs on one Redis", () => {
  it("number one conversation together and follow each other's appends", async () => {
    const keyPrefix = `shared${++logs}:`;
    const first = createRedisEventLog({ url: redis.url }, { keyPrefix });
    const second = createRedisEventLog({ url: redis.url }, { keyPrefix });
    await first.append("c1", textEvents(1));
    const seen: number[] = [];
    const controller = new AbortController();
    const following = second.subscribe(
      "c1",
      0,
      (events) => {
        for (const event of events) seen.push(event.seq ?? -1);
      },
      controller.signal,
    );
    const appends = Array.from({ length: 40 }, (_, index) =>
      (index % 2 === 0 ? first : second).append("c1", textEvents(3)),
    );
    const seqs = (await Promise.all(appends)).flat().sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 120 }, (_, index) => index + 2));
    await first.finish("c1");
    expect(await following).toBe("finished");
    expect(seen).toEqual(Array.from({ length: 121 }, (_, index) => index + 1));
    await Promise.all([first.close(), second.close()]);
  });

  it("use a client given to it, in RESP2 or RESP3, and leave it open", async () => {
    for (const RESP of [2, 3] as const) {
      const client = createClient({ url: redis.url, RESP });
      await client.connect();
      const log = createRedisEventLog(
        { client: client as unknown as RedisClientLike },
        { keyPrefix: `given${++logs}:` },
      );
      await log.append("c1", textEvents(2));
      const seen: GraphEvent[] = [];
      const following = log.subscribe(
        "c1",
        1,
        (events) => {
          seen.push(...events);
        },
        new AbortController().signal,
      );
      await log.append("c1", textEvents(1, 3));
      await log.finish("c1");
      expect(await following).toBe("finished");
      expect(seen.map((event) => event.seq)).toEqual([2, 3]);
      await log.close();
      expect(await client.sendCommand(["PING"])).toBe("PONG");
      client.destroy();
    }
  });

  it("follow a hundred subscribers through one blocking connection", async () => {
    const admin = createClient({ url: redis.url });
    await admin.connect();
    const connections = async () =>
      String(await admin.sendCommand(["CLIENT", "LIST"]))
        .trim()
        .split("\n").length;
    const log = createRedisEventLog({ url: redis.url }, { keyPrefix: `fan${++logs}:` });
    await log.append("c1", textEvents(1));
    await log.append("c2", textEvents(1));
    const before = await connections();
    const counts = new Array<number>(100).fill(0);
    const controllers = counts.map(() => new AbortController());
    const ends = counts.map((_, index) =>
      log.subscribe(
        index % 2 === 0 ? "c1" : "c2",
        0,
        (events) => {
          counts[index] = (counts[index] ?? 0) + events.length;
        },
        (controllers[index] as AbortController).signal,
      ),
    );
    await eventually(() => log.activity().subscribers === 100);
    await log.append("c1", textEvents(10));
    await log.append("c2", textEvents(10));
    await eventually(() => counts.every((count) => count === 11));
    expect(await connections()).toBe(before + 1);
    for (const controller of controllers) controller.abort();
    expect(new Set(await Promise.all(ends))).toEqual(new Set(["aborted"]));
    expect(log.activity().subscribers).toBe(0);
    await log.close();
    admin.destroy();
  });
});
