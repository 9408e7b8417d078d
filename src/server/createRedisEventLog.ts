import type { GraphEvent } from "../core/graph/GraphEvent.js";
import { createRedisTail } from "./createRedisTail.js";
import type { EventLog, EventLogOptions } from "./EventLog.js";
import { EventLogError } from "./EventLogError.js";
import { eventFromText, eventTexts } from "./eventTexts.js";
import { followLog, type LiveFeed, type LogPage, type SubscriberTally } from "./followLog.js";
import {
  aheadOfLog,
  checkAfterSeq,
  checkConversationId,
  checkLimit,
  finishedConversation,
  trimmed,
  unknownConversation,
} from "./logChecks.js";
import { logSettings } from "./logSettings.js";
import type { RedisClientLike } from "./RedisClientLike.js";
import {
  appendScript,
  entryOf,
  finishScript,
  readScript,
  runScript,
  type StreamEntry,
} from "./redisScripts.js";

/** Where a Redis event log connects: a URL (it opens and closes its own client), or a client. */
export type RedisConnection =
  | { readonly url: string }
  | {
      /** A connected node-redis client; the log duplicates it for its blocking reads. */
      readonly client: RedisClientLike;
    };

/** Options of `createRedisEventLog`. */
export interface RedisEventLogOptions extends EventLogOptions {
  /**
   * Put before each conversation id to make its stream's key.
   * @default "threadline:events:"
   */
  readonly keyPrefix?: string;
  /** Hears the errors of connections the log opened (it reconnects by itself). */
  readonly onError?: (error: Error) => void;
}

async function openClient(url: string, onError: (error: Error) => void): Promise<RedisClientLike> {
  // Loaded on demand, so a Fetch runtime that uses only the memory log never loads it; an
  // optional peer dependency, so an app that never uses Redis does not install it.
  let createClient: typeof import("@redis/client").createClient;
  try {
    ({ createClient } = await import("@redis/client"));
  } catch (cause) {
    throw new Error(
      "createRedisEventLog({ url }) needs the package @redis/client (npm install @redis/client), or pass { client } made with node-redis",
      { cause },
    );
  }
  const client = createClient({ url }) as unknown as RedisClientLike;
  client.on("error", onError);
  await client.connect();
  return client;
}

/**
 * An event log in Redis Streams, shared by every server process that connects to the same
 * Redis: Lua scripts number and add events atomically (`XADD`, with `XTRIM` for `maxEvents`
 * and `PEXPIRE` for expiry), `XRANGE` pages serve catch-up, and one blocking `XREAD`
 * connection per log follows the live tail of every subscribed conversation.
 * @example
 * const log = createRedisEventLog({ url: process.env.REDIS_URL ?? "redis://127.0.0.1:6379" });
 * await log.append("c1", { type: "user", runId: "u1", content: "Hi" });
 */
export function createRedisEventLog(
  connection: RedisConnection,
  options: RedisEventLogOptions = {},
): EventLog {
  const settings = logSettings(options);
  const prefix = options.keyPrefix ?? "threadline:events:";
  const onError = options.onError ?? (() => undefined);
  const keyOf = (conversationId: string) => `${prefix}${conversationId}`;
  const tally: SubscriberTally = { subscribers: 0, bufferedEvents: 0 };
  const owned = "url" in connection;
  const ready = owned ? openClient(connection.url, onError) : Promise.resolve(connection.client);
  let commands: RedisClientLike | undefined;
  // A failed connection surfaces on each call, not as an unhandled rejection.
  ready.then(
    (opened) => {
      commands = opened;
    },
    () => undefined,
  );
  let tail: ReturnType<typeof createRedisTail> | undefined;
  let closed = false;

  async function client(): Promise<RedisClientLike> {
    if (closed) throw new EventLogError("closed", "the event log is closed");
    return ready;
  }

  async function readPage(conversationId: string, afterSeq: number, limit: number) {
    checkConversationId(conversationId);
    checkAfterSeq(conversationId, afterSeq);
    const count = String(Math.max(1, Math.min(limit, settings.pageSize)));
    const args = [String(afterSeq), count];
    const reply = await runScript(await client(), readScript, [keyOf(conversationId)], args);
    if (reply === null || reply === undefined) throw unknownConversation(conversationId);
    const [lastId, entries] = reply as [string, StreamEntry[]];
    const { seq: lastSeq, end: finished } = entryOf(lastId);
    if (afterSeq > lastSeq) throw aheadOfLog(conversationId, afterSeq, lastSeq);
    const first = entries[0];
    if (first && entryOf(first[0]).seq > afterSeq + 1)
      throw trimmed(conversationId, afterSeq, entryOf(first[0]).seq);
    const events: GraphEvent[] = [];
    for (const [id, fields] of entries) {
      const entry = entryOf(id);
      if (!entry.end && events.length < limit)
        events.push(eventFromText(fields[1] as string, entry.seq));
    }
    return { events, lastSeq, finished } satisfies LogPage;
  }

  const feed: LiveFeed = {
    readPage,
    // Called after a read succeeded, so the client is connected.
    attach(conversationId, page, push) {
      tail ??= createRedisTail({
        commands: commands as RedisClientLike,
        keyOf,
        pageSize: settings.pageSize,
        // Expiry is noticed when a blocking read times out, so it waits no longer than that.
        blockMs: Math.max(50, Math.min(5000, settings.keepIdleMs)),
        onError,
      });
      return tail.attach(conversationId, page, push);
    },
  };

  return {
    async append(conversationId, events) {
      checkConversationId(conversationId);
      const texts = eventTexts(conversationId, events);
      const redis = await client();
      if (texts.length === 0) return [];
      const maxEvents = settings.maxEvents === Number.MAX_SAFE_INTEGER ? 0 : settings.maxEvents;
      const args = [String(settings.keepIdleMs), String(maxEvents), ...texts];
      let lastSeq: number;
      try {
        lastSeq = Number(await runScript(redis, appendScript, [keyOf(conversationId)], args));
      } catch (error) {
        if (error instanceof Error && error.message.includes("THREADLINE_FINISHED"))
          throw finishedConversation(conversationId);
        throw error;
      }
      const firstSeq = lastSeq - texts.length + 1;
      return texts.map((_text, index) => firstSeq + index);
    },

    async read(conversationId, afterSeq, limit) {
      const most = checkLimit(limit);
      const page = await readPage(conversationId, afterSeq, most);
      const events = [...page.events];
      let position = events[events.length - 1]?.seq ?? afterSeq;
      while (events.length < most && position < page.lastSeq) {
        const next = await readPage(conversationId, position, most - events.length);
        if (next.events.length === 0) break;
        for (const event of next.events) events.push(event);
        position = events[events.length - 1]?.seq ?? position;
      }
      return events;
    },

    subscribe(conversationId, afterSeq, onEvents, signal) {
      const { pageSize, maxBufferedEvents } = settings;
      const request = { conversationId, afterSeq, onEvents, signal, pageSize, maxBufferedEvents };
      return followLog(feed, { ...request, tally });
    },

    async finish(conversationId) {
      checkConversationId(conversationId);
      const args = [String(settings.keepFinishedMs)];
      const known = await runScript(await client(), finishScript, [keyOf(conversationId)], args);
      if (known === 0) throw unknownConversation(conversationId);
    },

    activity: () => ({ subscribers: tally.subscribers, bufferedEvents: tally.bufferedEvents }),

    async close() {
      if (closed) return;
      closed = true;
      tail?.close();
      if (owned) (await ready.catch(() => undefined))?.destroy();
    },
  };
}
