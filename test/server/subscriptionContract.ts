/**
 * The subscription half of the EventLog contract, for the memory log and the Redis log alike:
 * catch-up then live with no gap and no duplicate, ends, refusals, a bounded slow subscriber.
 */
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import type { GraphEvent } from "../../src/index.js";
import type { EventLog, EventLogOptions, SubscriptionEnd } from "../../src/server/index.js";
import { type CreateLog, eventually, refusalOf, textEvents } from "./eventLogContract.js";

interface Follower {
  readonly seqs: number[];
  readonly end: Promise<SubscriptionEnd>;
  readonly abort: () => void;
}

function follow(
  log: EventLog,
  conversationId: string,
  afterSeq: number,
  pace?: () => Promise<void> | undefined,
): Follower {
  const seqs: number[] = [];
  const controller = new AbortController();
  const onEvents = (events: readonly GraphEvent[]) => {
    for (const event of events) seqs.push(event.seq ?? -1);
    return pace?.();
  };
  const end = log.subscribe(conversationId, afterSeq, onEvents, controller.signal);
  return { seqs, end, abort: () => controller.abort() };
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Step =
  | { readonly kind: "append"; readonly count: number }
  | { readonly kind: "subscribe"; readonly at: number; readonly slow: boolean }
  | { readonly kind: "abort"; readonly which: number }
  | { readonly kind: "wait"; readonly ms: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("append" as const), count: fc.integer({ min: 1, max: 40 }) }),
  fc.record({
    kind: fc.constant("subscribe" as const),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    slow: fc.boolean(),
  }),
  fc.record({ kind: fc.constant("abort" as const), which: fc.nat() }),
  fc.record({ kind: fc.constant("wait" as const), ms: fc.integer({ min: 0, max: 3 }) }),
);

/** Registers the subscription contract for one kind of log. */
export function subscriptionContract(kind: string, createLog: () => CreateLog): void {
  const opened: EventLog[] = [];
  const create = (options?: EventLogOptions) => {
    const log = createLog()(options);
    opened.push(log);
    return log;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((log) => log.close()));
  });

  describe(`${kind}: subscribe`, () => {
    it("delivers the events after the position, then each new one, until finished", async () => {
      const log = create();
      await log.append("c1", textEvents(3));
      const follower = follow(log, "c1", 1);
      await eventually(() => follower.seqs.length === 2);
      await log.append("c1", textEvents(2, 4));
      await log.append("c1", textEvents(1, 6));
      await log.finish("c1");
      expect(await follower.end).toBe("finished");
      expect(follower.seqs).toEqual([2, 3, 4, 5, 6]);
      expect(log.activity()).toEqual({ subscribers: 0, bufferedEvents: 0 });
    });

    it("delivers the rest of a finished conversation and ends", async () => {
      const log = create();
      await log.append("c1", textEvents(2500));
      await log.finish("c1");
      const follower = follow(log, "c1", 100);
      expect(await follower.end).toBe("finished");
      expect(follower.seqs).toEqual(range(101, 2500));
    });

    it("ends with aborted when the signal aborts, and counts its subscribers", async () => {
      const log = create();
      await log.append("c1", textEvents(1));
      const followers = [follow(log, "c1", 0), follow(log, "c1", 1), follow(log, "c1", 0)];
      await eventually(() => log.activity().subscribers === 3);
      for (const follower of followers) follower.abort();
      expect(await Promise.all(followers.map((follower) => follower.end))).toEqual([
        "aborted",
        "aborted",
        "aborted",
      ]);
      expect(log.activity().subscribers).toBe(0);
    });

    it("ends with closed when the log closes", async () => {
      const log = create();
      await log.append("c1", textEvents(1));
      const follower = follow(log, "c1", 0);
      await eventually(() => follower.seqs.length === 1);
      await log.close();
      expect(await follower.end).toBe("closed");
      expect(log.activity().subscribers).toBe(0);
    });

    it("refuses an unknown conversation, a bad position and one ahead of the log", async () => {
      const log = create();
      await log.append("c1", textEvents(2));
      const codes = [];
      for (const [conversationId, afterSeq] of [
        ["nobody", 0],
        ["c1", 3],
        ["c1", -1],
        ["c1", 0.5],
      ] as const)
        codes.push((await refusalOf(follow(log, conversationId, afterSeq).end)).code);
      expect(codes).toEqual(["unknown_conversation", "ahead_of_log", "invalid_seq", "invalid_seq"]);
      expect(log.activity().subscribers).toBe(0);
    });

    it("ends with the listener's error when it throws", async () => {
      const log = create();
      await log.append("c1", textEvents(1));
      const broken = new Error("listener broke");
      const end = log.subscribe(
        "c1",
        0,
        () => {
          throw broken;
        },
        new AbortController().signal,
      );
      await expect(end).rejects.toBe(broken);
      expect(log.activity().subscribers).toBe(0);
    });

    it("fails with lost when the conversation expires under a subscriber", async () => {
      const log = create({ keepIdleMs: 150 });
      await log.append("c1", textEvents(1));
      const follower = follow(log, "c1", 0);
      const error = await refusalOf(follower.end);
      expect(error.code).toBe("lost");
      expect(follower.seqs).toEqual([1]);
      expect(log.activity().subscribers).toBe(0);
    });

    it("keeps a slow subscriber's buffer bounded and catches it up from the log", async () => {
      const log = create({ maxBufferedEvents: 20 });
      await log.append("c1", textEvents(1));
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const follower = follow(log, "c1", 0, () => held);
      await eventually(() => follower.seqs.length === 1);
      let most = 0;
      for (let batch = 0; batch < 100; batch++) {
        await log.append("c1", textEvents(10, batch * 10 + 2));
        most = Math.max(most, log.activity().bufferedEvents);
        if (batch % 10 === 0) await pause(5);
      }
      await pause(50);
      most = Math.max(most, log.activity().bufferedEvents);
      expect(most).toBeLessThanOrEqual(20);
      release();
      await log.finish("c1");
      expect(await follower.end).toBe("finished");
      expect(follower.seqs).toEqual(range(1, 1001));
    });

    it("switches from catch-up to live with no gap or duplicate, whatever the interleaving", async () => {
      const log = create({ maxBufferedEvents: 8 });
      let run = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
          const conversationId = `p${++run}`;
          let lastSeq = (await log.append(conversationId, textEvents(3))).at(-1) ?? 0;
          const followers: { follower: Follower; from: number; aborted: boolean }[] = [];
          for (const current of steps) {
            if (current.kind === "append") {
              lastSeq = (await log.append(conversationId, textEvents(current.count))).at(-1) ?? 0;
            } else if (current.kind === "subscribe") {
              const from = Math.floor(current.at * lastSeq);
              const slow = current.slow ? () => pause(1) : undefined;
              followers.push({
                follower: follow(log, conversationId, from, slow),
                from,
                aborted: false,
              });
            } else if (current.kind === "abort") {
              const target = followers[current.which % Math.max(1, followers.length)];
              if (target) {
                target.aborted = true;
                target.follower.abort();
              }
            } else await pause(current.ms);
          }
          await log.finish(conversationId);
          for (const { follower, from, aborted } of followers) {
            const end = await follower.end;
            if (aborted) {
              expect(end).toBe("aborted");
              expect(follower.seqs).toEqual(range(from + 1, from + follower.seqs.length));
            } else {
              expect(end).toBe("finished");
              expect(follower.seqs).toEqual(range(from + 1, lastSeq));
            }
          }
          expect(log.activity().subscribers).toBe(0);
        }),
        { numRuns: kind.includes("Redis") ? 100 : 200 },
      );
    });
  });
}
