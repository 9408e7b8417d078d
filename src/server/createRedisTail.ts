import type { GraphEvent } from "../core/graph/GraphEvent.js";
import { eventFromText } from "./eventTexts.js";
import type { LiveUpdate, LogPage } from "./followLog.js";
import { lostConversation } from "./logChecks.js";
import type { RedisClientLike } from "./RedisClientLike.js";
import { entryOf, lastIdsScript, runScript, type StreamEntry } from "./redisScripts.js";

/** The conversations followed live, each at the id of the last entry it pushed. */
interface Tail {
  readonly conversationId: string;
  position: string;
  readonly listeners: Set<(update: LiveUpdate) => void>;
}

/** What the tail needs from its log. @internal */
export interface RedisTailOptions {
  readonly commands: RedisClientLike;
  readonly keyOf: (conversationId: string) => string;
  readonly pageSize: number;
  /** How long one blocking read waits before the streams are checked for loss. */
  readonly blockMs: number;
  readonly onError: (error: Error) => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `XREAD`'s reply as [key, entries] pairs, whether the client speaks RESP2 or RESP3. */
function streamsOf(reply: unknown): [string, readonly StreamEntry[]][] {
  if (Array.isArray(reply)) return reply as [string, readonly StreamEntry[]][];
  if (reply instanceof Map) return [...reply.entries()];
  return Object.entries(reply as Record<string, readonly StreamEntry[]>);
}

/**
 * The live tail of a Redis event log: ONE blocking `XREAD` connection per log follows every
 * conversation that has subscribers in this process and fans each new entry out to them, so a
 * hundred subscribers cost one connection and one parse per event. A conversation added while
 * the read blocks wakes it with `CLIENT UNBLOCK`. After a timeout or a lost connection, each
 * stream is checked: one gone or shorter than its position (expired, or Redis restarted
 * without persistence) fails its subscribers with `lost`.
 * @internal
 */
export function createRedisTail(options: RedisTailOptions) {
  const { commands, keyOf, pageSize, blockMs } = options;
  const tails = new Map<string, Tail>();
  let reader: RedisClientLike | undefined;
  let readerId: string | undefined;
  let running = false;
  let closed = false;
  // Bumped whenever a conversation is added; a blocking read started before it must be woken.
  let generation = 0;
  let readingGeneration: number | undefined;
  let nudging = false;

  function tell(tail: Tail, update: LiveUpdate): void {
    for (const listener of [...tail.listeners]) listener(update);
  }

  function fail(key: string, tail: Tail, how: string): void {
    tails.delete(key);
    tell(tail, { kind: "failed", error: lostConversation(tail.conversationId, how) });
  }

  async function connection(): Promise<RedisClientLike> {
    if (!reader) {
      const fresh = commands.duplicate();
      fresh.on("error", options.onError);
      try {
        await fresh.connect();
        if (closed) throw new Error("the event log closed");
      } catch (error) {
        fresh.destroy();
        throw error;
      }
      reader = fresh;
    }
    readerId ??= String(await reader.sendCommand(["CLIENT", "ID"]));
    return reader;
  }

  function deliver(reply: unknown): void {
    for (const [key, entries] of streamsOf(reply)) {
      const tail = tails.get(key);
      if (!tail || entries.length === 0) continue;
      const events: GraphEvent[] = [];
      let finished = false;
      // A read that started before this tail was made again may reach back before it.
      const from = entryOf(tail.position);
      for (const [id, fields] of entries) {
        const { seq, end } = entryOf(id);
        if (seq < from.seq || (seq === from.seq && (!end || from.end))) continue;
        if (end) finished = true;
        else events.push(eventFromText(fields[1] as string, seq));
        tail.position = id;
      }
      if (events.length > 0) tell(tail, { kind: "events", events });
      if (finished) tell(tail, { kind: "finished" });
    }
  }

  async function checkStreams(): Promise<void> {
    const keys = [...tails.keys()];
    if (keys.length === 0) return;
    const checked = keys.map((key) => tails.get(key));
    const ids = (await runScript(commands, lastIdsScript, keys, [])) as (string | null)[];
    keys.forEach((key, index) => {
      const tail = tails.get(key);
      const last = ids[index];
      // A tail made again meanwhile starts from a later read than these ids.
      if (!tail || tail !== checked[index]) return;
      if (last === null || last === undefined) fail(key, tail, "it is no longer in the log");
      else if (entryOf(last).seq < entryOf(tail.position).seq)
        fail(key, tail, `it went back to ${entryOf(last).seq} events`);
    });
  }

  async function readOnce(): Promise<void> {
    const client = await connection();
    const keys = [...tails.keys()];
    const positions = keys.map((key) => (tails.get(key) as Tail).position);
    const count = String(pageSize);
    readingGeneration = generation;
    const command = ["XREAD", "COUNT", count, "BLOCK", String(blockMs), "STREAMS"];
    const reply = await client.sendCommand([...command, ...keys, ...positions]);
    readingGeneration = undefined;
    if (reply === null || reply === undefined) await checkStreams();
    else deliver(reply);
  }

  async function run(): Promise<void> {
    running = true;
    let failures = 0;
    while (!closed && tails.size > 0) {
      try {
        await readOnce();
        failures = 0;
      } catch {
        readingGeneration = undefined;
        readerId = undefined;
        if (closed) break;
        failures += 1;
        // The client reconnects by itself; commands sent meanwhile wait for it.
        await wait(Math.min(1000, 20 * 2 ** failures));
        await checkStreams().catch(() => undefined);
      }
    }
    running = false;
  }

  /** Wakes a blocking read that does not cover a conversation added since it started. */
  async function nudge(): Promise<void> {
    if (nudging) return;
    nudging = true;
    try {
      for (let attempt = 0; attempt < 50; attempt++) {
        const started = readingGeneration;
        // No read in flight: the next one lists every conversation.
        if (started === undefined || started === generation) return;
        if (readerId !== undefined) {
          const woken = await commands.sendCommand(["CLIENT", "UNBLOCK", readerId]);
          if (woken === 1) return;
        }
        // The read may not have reached the server yet.
        await wait(5);
      }
    } catch {
      // Without CLIENT UNBLOCK (an ACL may forbid it) the read still ends within blockMs.
    } finally {
      nudging = false;
    }
  }

  return {
    /** Pushes the conversation's entries after the subscriber's first read from now on. */
    attach(conversationId: string, page: LogPage, push: (update: LiveUpdate) => void) {
      const key = keyOf(conversationId);
      let tail = tails.get(key);
      if (!tail) {
        tail = { conversationId, position: `${page.lastSeq}-0`, listeners: new Set() };
        tails.set(key, tail);
        generation += 1;
        if (!running) void run();
        else void nudge();
      }
      const joined = tail;
      joined.listeners.add(push);
      // The tail has passed the end already: the newcomer would never hear of it otherwise.
      if (entryOf(joined.position).end) push({ kind: "finished" });
      return {
        coveredAfter: entryOf(joined.position).seq,
        detach() {
          joined.listeners.delete(push);
          if (joined.listeners.size === 0 && tails.get(key) === joined) tails.delete(key);
        },
      };
    },
    close(): void {
      closed = true;
      for (const tail of tails.values()) tell(tail, { kind: "closed" });
      tails.clear();
      reader?.destroy();
    },
  };
}
