import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { brokenEvent, eventsByType } from "../../../test/arbitraries.js";
import { eventSchema } from "./eventSchema.js";
import type { GraphEventType } from "./GraphEvent.js";
import { readEvent } from "./parseEvent.js";
import { isValidChunk, isValidCommonEvent, readCommonEvent } from "./readCommonEvent.js";

const COMMON: readonly GraphEventType[] = ["tool_call", "tool_result", "tool_progress", "usage"];

function readsOf(input: object): string[] {
  const reads: string[] = [];
  const counting = new Proxy(input, {
    get: (target, key, receiver) => {
      if (typeof key === "string") reads.push(key);
      return Reflect.get(target, key, receiver);
    },
  });
  readCommonEvent((counting as { type?: unknown }).type, counting);
  return reads;
}

describe("readCommonEvent", () => {
  it("reads the type, then every field the event schema lists, once each and in its order", () => {
    for (const type of COMMON) {
      expect(readsOf({ type })).toEqual(["type", ...eventSchema[type].map((spec) => spec.name)]);
    }
  });

  it("reads nothing but the type of other events", () => {
    for (const type of ["harness_start", "relay", "user", "unknown"]) {
      expect(readsOf({ type, id: "x", runId: "r" })).toEqual(["type"]);
    }
  });

  it("accepts exactly the common events that readEvent accepts", () => {
    const common = fc.oneof(
      ...COMMON.map((type) => eventsByType[type as keyof typeof eventsByType]),
      brokenEvent.map(({ input }) => input),
    );
    fc.assert(
      fc.property(common, (input) => {
        const copy = readCommonEvent((input as { type?: unknown }).type, input as object);
        if (copy === undefined) return;
        expect(isValidCommonEvent(copy)).toBe(readEvent(input).ok);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("isValidChunk", () => {
  it("accepts exactly the text and reasoning chunks that readEvent accepts", () => {
    const chunks = fc.oneof(
      eventsByType.text,
      eventsByType.reasoning,
      brokenEvent
        .filter(({ type }) => type === "text" || type === "reasoning")
        .map(({ input }) => input),
    );
    fc.assert(
      fc.property(chunks, (input) => {
        const { id, runId, agentId, parentId, content, seq } = input as Record<string, unknown>;
        const valid = isValidChunk(id, runId, agentId, parentId, content, seq);
        expect(valid).toBe(readEvent(input).ok);
      }),
      { numRuns: 500 },
    );
  });
});
