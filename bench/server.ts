/**
 * The `server` section: `threadline/server` with the memory log and with Redis Streams (a
 * redis-server of its own on a free port): events/s appended, one at a time and in batches;
 * events/s fanned out live to 100 subscribers, through `subscribe` and through 100 SSE
 * response bodies; and the catch-up of a 100 000-event conversation, from `read` to a
 * ConversationStore fed by `connectSSE`.
 */
import { connectSSE, createConversationStore, type GraphEvent } from "../src/index.js";
import {
  createMemoryEventLog,
  createRedisEventLog,
  type EventLog,
  sseResponse,
} from "../src/server/index.js";
import { startRedis } from "../test/server/redisServer.js";
import { median, settle } from "./measure.js";
import { formatNumber, markdownTable, type SectionReport } from "./report.js";
import { generateSession } from "./sessions.js";

const REPETITIONS = 3;
const APPEND_EVENTS = 20_000;
const FAN_OUT_EVENTS = 10_000;
const FAN_OUT_BATCH = 10;
const SUBSCRIBERS = 100;
const CATCH_UP_EVENTS = 100_000;

interface LogKind {
  readonly name: string;
  /** A log whose conversations no other measurement sees. */
  create(): EventLog;
}

let conversations = 0;
const nextConversation = () => `bench-${++conversations}`;
const yieldToIo = () => new Promise((resolve) => setImmediate(resolve));

async function appendRate(kind: LogKind, events: readonly GraphEvent[], batch: number) {
  const samples: number[] = [];
  for (let round = 0; round < REPETITIONS; round++) {
    const log = kind.create();
    const conversationId = nextConversation();
    await settle();
    const started = performance.now();
    for (let start = 0; start < events.length; start += batch)
      await log.append(conversationId, events.slice(start, start + batch));
    samples.push(performance.now() - started);
    await log.close();
  }
  return (events.length / median(samples)) * 1000;
}

/** Reads an SSE body to its end, counting bytes (a client on the far side of a socket). */
async function drain(body: ReadableStream<Uint8Array>): Promise<number> {
  const reader = body.getReader();
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return bytes;
    bytes += value.byteLength;
  }
}

/** Milliseconds from the first append until 100 subscribers have every event. */
async function fanOut(kind: LogKind, events: readonly GraphEvent[], through: "log" | "sse") {
  const samples: number[] = [];
  for (let round = 0; round < REPETITIONS; round++) {
    const log = kind.create();
    const conversationId = nextConversation();
    await log.append(conversationId, events.slice(0, 1));
    const followers: Promise<unknown>[] = [];
    for (let index = 0; index < SUBSCRIBERS; index++) {
      const signal = new AbortController().signal;
      if (through === "log") {
        let received = 0;
        const count = (batch: readonly GraphEvent[]) => {
          received += batch.length;
        };
        followers.push(log.subscribe(conversationId, 1, count, signal).then(() => received));
      } else {
        const response = await sseResponse(log, conversationId, { lastEventId: "1" });
        followers.push(drain(response.body as ReadableStream<Uint8Array>));
      }
    }
    while (log.activity().subscribers < SUBSCRIBERS) await yieldToIo();
    await settle();
    const started = performance.now();
    for (let start = 1; start < events.length; start += FAN_OUT_BATCH) {
      await log.append(conversationId, events.slice(start, start + FAN_OUT_BATCH));
      if (start % 1000 === 1) await yieldToIo();
    }
    await log.finish(conversationId);
    await Promise.all(followers);
    samples.push(performance.now() - started);
    await log.close();
  }
  const ms = median(samples);
  return { ms, eventsPerSecond: ((events.length - 1) / ms) * 1000 };
}

async function catchUp(kind: LogKind, events: readonly GraphEvent[]) {
  const log = kind.create();
  const conversationId = nextConversation();
  for (let start = 0; start < events.length; start += 1000)
    await log.append(conversationId, events.slice(start, start + 1000));
  await log.finish(conversationId);
  const read: number[] = [];
  const follow: number[] = [];
  const sse: number[] = [];
  const store: number[] = [];
  let bytes = 0;
  for (let round = 0; round < REPETITIONS; round++) {
    await settle();
    let started = performance.now();
    await log.read(conversationId, 0);
    read.push(performance.now() - started);
    await settle();
    started = performance.now();
    await log.subscribe(conversationId, 0, () => undefined, new AbortController().signal);
    follow.push(performance.now() - started);
    await settle();
    started = performance.now();
    bytes = await drain(
      (await sseResponse(log, conversationId)).body as ReadableStream<Uint8Array>,
    );
    sse.push(performance.now() - started);
    await settle();
    started = performance.now();
    const target = createConversationStore({ batch: "microtask" });
    const connection = connectSSE(target, "/events", {
      fetch: (_url, init) =>
        sseResponse(log, conversationId, { signal: init.signal as AbortSignal }),
    });
    await connection.done;
    store.push(performance.now() - started);
    if (target.getSnapshot().highestSeq !== events.length) throw new Error("catch-up lost events");
  }
  await log.close();
  return {
    readMs: median(read),
    subscribeMs: median(follow),
    sseMs: median(sse),
    storeMs: median(store),
    bytes,
  };
}

async function measure(kind: LogKind, events: readonly GraphEvent[]) {
  console.log(`measuring the ${kind.name} log…`);
  return {
    name: kind.name,
    appendOne: await appendRate(kind, events.slice(0, APPEND_EVENTS), 1),
    appendHundred: await appendRate(kind, events.slice(0, APPEND_EVENTS * 5), 100),
    fanOutLog: await fanOut(kind, events.slice(0, FAN_OUT_EVENTS), "log"),
    fanOutSse: await fanOut(kind, events.slice(0, FAN_OUT_EVENTS), "sse"),
    catchUp: await catchUp(kind, events.slice(0, CATCH_UP_EVENTS)),
  };
}

export async function run(): Promise<SectionReport> {
  const events = generateSession(CATCH_UP_EVENTS);
  const redis = await startRedis();
  let prefixes = 0;
  const kinds: LogKind[] = [
    { name: "memory", create: () => createMemoryEventLog() },
    {
      name: "Redis",
      create: () => createRedisEventLog({ url: redis.url }, { keyPrefix: `bench${++prefixes}:` }),
    },
  ];
  const results = [];
  try {
    for (const kind of kinds) results.push(await measure(kind, events));
  } finally {
    await redis.stop();
  }
  const rate = (value: number) => formatNumber(value);
  const ms = (value: number) => formatNumber(value, 0);
  const markdown = [
    "## Appending (events/s, each append awaited before the next)",
    "",
    markdownTable(
      ["log", "1 event per append", "100 events per append"],
      "lrr",
      results.map((row) => [row.name, rate(row.appendOne), rate(row.appendHundred)]),
    ),
    "",
    `${formatNumber(APPEND_EVENTS)} events one by one, ${formatNumber(APPEND_EVENTS * 5)} in batches; Redis is a local redis-server (loopback, one connection, one Lua script call per append).`,
    "",
    `## Live fan-out to ${SUBSCRIBERS} subscribers (${formatNumber(FAN_OUT_EVENTS)} events appended ${FAN_OUT_BATCH} at a time)`,
    "",
    markdownTable(
      ["log", "through", "ms until all have all", "events/s to all", "deliveries/s"],
      "llrrr",
      results.flatMap((row) =>
        (["log", "sse"] as const).map((through) => {
          const result = through === "log" ? row.fanOutLog : row.fanOutSse;
          return [
            row.name,
            through === "log" ? "`subscribe` callbacks" : "`sseResponse` bodies, read whole",
            ms(result.ms),
            rate(result.eventsPerSecond),
            rate(result.eventsPerSecond * SUBSCRIBERS),
          ];
        }),
      ),
    ),
    "",
    "The Redis log follows every subscribed conversation of a process with one blocking XREAD connection. Each event is serialised once for all SSE bodies.",
    "",
    `## Catch-up of a finished ${formatNumber(CATCH_UP_EVENTS)}-event conversation (median ms)`,
    "",
    markdownTable(
      [
        "log",
        "`read` all",
        "`subscribe` from 0",
        "`sseResponse` body",
        "`connectSSE` into a store",
      ],
      "lrrrr",
      results.map((row) => [
        row.name,
        ms(row.catchUp.readMs),
        ms(row.catchUp.subscribeMs),
        ms(row.catchUp.sseMs),
        ms(row.catchUp.storeMs),
      ]),
    ),
    "",
    `The SSE body is ${formatNumber((results[0]?.catchUp.bytes ?? 0) / 1e6, 1)} MB; the store column includes parsing it and building the graph.`,
  ].join("\n");
  return { json: { results }, markdown };
}
