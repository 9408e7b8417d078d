/**
 * The contract every EventLog keeps, run against the memory log and the Redis log alike:
 * numbering, reading, refusing bad input with the log unchanged, finishing, trimming, expiry.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { GraphEvent } from "../../src/index.js";
import type { EventLog, EventLogOptions } from "../../src/server/index.js";
import { EventLogError } from "../../src/server/index.js";

/** Makes a fresh, empty log of the kind under test. */
export type CreateLog = (options?: EventLogOptions) => EventLog;

/** `count` text chunks of one run, numbered in their content from `from`. */
export function textEvents(count: number, from = 1): GraphEvent[] {
  return Array.from({ length: count }, (_, index) => ({
    type: "text",
    id: "t1",
    runId: "r1",
    content: `chunk ${from + index} `,
  }));
}

/** The rejection of `promise` as an EventLogError (fails the test if it resolves). */
export async function refusalOf(promise: Promise<unknown>): Promise<EventLogError> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(EventLogError);
  return outcome as EventLogError;
}

/** Waits until `check` passes, trying every 20 ms for at most `tries` times. */
export async function eventually(check: () => Promise<boolean> | boolean, tries = 150) {
  for (let attempt = 0; attempt < tries; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the condition never held");
}

/** Registers the contract suite for one kind of log. */
export function eventLogContract(kind: string, createLog: () => CreateLog): void {
  const opened: EventLog[] = [];
  const create = (options?: EventLogOptions) => {
    const log = createLog()(options);
    opened.push(log);
    return log;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((log) => log.close()));
  });

  describe(`${kind}: append and read`, () => {
    it("numbers events from 1 per conversation and stamps seq as their last field", async () => {
      const log = create();
      expect(await log.append("c1", textEvents(3))).toEqual([1, 2, 3]);
      expect(await log.append("c1", textEvents(2, 4))).toEqual([4, 5]);
      expect(await log.append("c2", textEvents(1))).toEqual([1]);
      const events = await log.read("c1", 0);
      expect(events.map((event) => event.seq)).toEqual([1, 2, 3, 4, 5]);
      expect(events[4]).toEqual({ ...textEvents(1, 5)[0], seq: 5 });
      expect(Object.keys(events[0] as object).at(-1)).toBe("seq");
    });

    it("takes a single event, replaces a given seq and drops unknown fields", async () => {
      const log = create();
      const event = { type: "user", runId: "u1", content: "Hi", seq: 99, extra: 1 };
      expect(await log.append("c1", event as GraphEvent)).toEqual([1]);
      expect(await log.read("c1", 0)).toEqual([
        { type: "user", runId: "u1", content: "Hi", seq: 1 },
      ]);
    });

    it("reads after a position, at most limit events, and limit 0 only checks", async () => {
      const log = create();
      await log.append("c1", textEvents(5));
      expect((await log.read("c1", 2)).map((event) => event.seq)).toEqual([3, 4, 5]);
      expect((await log.read("c1", 1, 2)).map((event) => event.seq)).toEqual([2, 3]);
      expect(await log.read("c1", 5)).toEqual([]);
      expect(await log.read("c1", 3, 0)).toEqual([]);
    });

    it("reads a conversation longer than one page whole", async () => {
      const log = create();
      await log.append("c1", textEvents(2500));
      const events = await log.read("c1", 10);
      expect(events.length).toBe(2490);
      expect(events.every((event, index) => event.seq === index + 11)).toBe(true);
    });

    it("numbers concurrent appends without a gap or a duplicate", async () => {
      const log = create();
      const batches = await Promise.all(
        Array.from({ length: 20 }, (_, index) => log.append("c1", textEvents(5, index * 5))),
      );
      expect(batches.flat().sort((a, b) => a - b)).toEqual(
        Array.from({ length: 100 }, (_, index) => index + 1),
      );
      expect((await log.read("c1", 0)).length).toBe(100);
    });
  });

  describe(`${kind}: bad input`, () => {
    it("refuses an unknown conversation", async () => {
      const log = create();
      const error = await refusalOf(log.read("nobody", 0));
      expect(error.code).toBe("unknown_conversation");
      expect(error.message).toContain('"nobody"');
      expect((await refusalOf(log.finish("nobody"))).code).toBe("unknown_conversation");
    });

    it("refuses a position ahead of the log or not a whole number", async () => {
      const log = create();
      await log.append("c1", textEvents(3));
      const ahead = await refusalOf(log.read("c1", 4));
      expect(ahead.code).toBe("ahead_of_log");
      expect(ahead.message).toContain("has 3 events");
      for (const position of [-1, 1.5, Number.NaN, "2", Number.POSITIVE_INFINITY]) {
        const error = await refusalOf(log.read("c1", position as number));
        expect(error.code).toBe("invalid_seq");
      }
      expect((await refusalOf(log.read("", 0))).code).toBe("invalid_conversation");
    });

    it("refuses a batch with an event that does not parse and leaves the log unchanged", async () => {
      const log = create();
      await log.append("c1", textEvents(2));
      const bad = [
        [textEvents(1)[0], { type: "text", id: "t2", runId: "r1" }, textEvents(1)[0]],
        [{ type: "shout", id: "x" }],
        ["not an event"],
        [{ type: "tool_call", id: "k", runId: "r1", name: "calc", input: 10n }],
      ];
      const errors = [];
      for (const events of bad) errors.push(await refusalOf(log.append("c1", events as never)));
      expect(errors.map((error) => error.code)).toEqual(Array(4).fill("invalid_event"));
      expect(errors[0]).toMatchObject({ conversationId: "c1", index: 1, field: "content" });
      expect(errors[0]?.message).toContain("event 2 of 3");
      expect(errors[0]?.message).toContain("text.content: expected a string, got undefined");
      expect(errors[1]?.field).toBe("type");
      expect(errors[3]?.message).toContain("JSON");
      expect((await log.read("c1", 0)).length).toBe(2);
      expect(await log.append("c1", textEvents(1))).toEqual([3]);
      expect((await refusalOf(log.append("fresh", bad[1] as never))).code).toBe("invalid_event");
      expect((await refusalOf(log.read("fresh", 0))).code).toBe("unknown_conversation");
    });

    it("creates no conversation for an empty append", async () => {
      const log = create();
      expect(await log.append("c1", [])).toEqual([]);
      expect((await refusalOf(log.read("c1", 0))).code).toBe("unknown_conversation");
    });
  });

  describe(`${kind}: finish, trimming and expiry`, () => {
    it("refuses appends after finish, keeps the events and finishes only once", async () => {
      const log = create();
      await log.append("c1", textEvents(2));
      await log.finish("c1");
      await log.finish("c1");
      const error = await refusalOf(log.append("c1", textEvents(1)));
      expect(error.code).toBe("finished");
      expect((await log.read("c1", 0)).map((event) => event.seq)).toEqual([1, 2]);
    });

    it("keeps the newest maxEvents and refuses to read after trimmed events", async () => {
      const log = create({ maxEvents: 3 });
      await log.append("c1", textEvents(10));
      expect((await log.read("c1", 7)).map((event) => event.seq)).toEqual([8, 9, 10]);
      const error = await refusalOf(log.read("c1", 2));
      expect(error.code).toBe("trimmed");
      expect(error.message).toContain("from 8 on");
      expect(await log.append("c1", textEvents(1))).toEqual([11]);
    });

    it("expires a finished conversation keepFinishedMs after finish", async () => {
      const log = create({ keepFinishedMs: 100 });
      await log.append("c1", textEvents(1));
      await log.append("c2", textEvents(1));
      await log.finish("c1");
      await eventually(async () => {
        const outcome = await log.read("c1", 0).catch((error: EventLogError) => error.code);
        return outcome === "unknown_conversation";
      });
      expect((await log.read("c2", 0)).length).toBe(1);
    });

    it("expires a conversation keepIdleMs after its last append", async () => {
      const log = create({ keepIdleMs: 100 });
      await log.append("c1", textEvents(1));
      await eventually(async () => {
        const outcome = await log.read("c1", 0).catch((error: EventLogError) => error.code);
        return outcome === "unknown_conversation";
      });
    });

    it("refuses every call once closed", async () => {
      const log = create();
      await log.append("c1", textEvents(1));
      await log.close();
      expect((await refusalOf(log.append("c1", textEvents(1)))).code).toBe("closed");
      expect((await refusalOf(log.read("c1", 0))).code).toBe("closed");
    });
  });
}
