import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { brokenEvent, eventsByType } from "../../../test/arbitraries.js";
import { chunkFields, eventSchema } from "./eventSchema.js";
import type { GraphEventType } from "./GraphEvent.js";
import { readEvent } from "./parseEvent.js";
import { isValidChunk, readCommonEvent } from "./readCommonEvent.js";

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
      const names = eventSchema[type].map((spec) => spec.name);
      expect(readsOf({ type })).toEqual(["type", ...names]);
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
        const common = readCommonEvent((input as { type?: unknown }).type, input as object);
        if (common === undefined) return;
        const read = readEvent(input);
        expect(common.valid).toBe(read.ok);
        if (read.ok) expect(common.event).toEqual(read.event);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("isValidChunk", () => {
  it("takes the fields of a text chunk in the event schema's order", () => {
    const names = ["id", "runId", "agentId", "parentId", "seq", "content"];
    expect(eventSchema.text.map((spec) => spec.name)).toEqual(names);
    expect(chunkFields).toEqual(eventSchema.text);
  });

  it("checks the fields a reasoning chunk starts with, which are a text chunk's", () => {
    expect(eventSchema.reasoning.slice(0, chunkFields.length)).toEqual(chunkFields);
    const proof = eventSchema.reasoning.slice(chunkFields.length);
    expect(proof.map((spec) => [spec.name, spec.required])).toEqual([
      ["signature", false],
      ["redactedData", false],
    ]);
  });

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
        const { id, runId, agentId, parentId, seq, content, signature, redactedData } =
          input as Record<string, unknown>;
        // A reasoning chunk with the provider's proof takes the general path.
        if (signature !== undefined || redactedData !== undefined) return;
        const valid = isValidChunk(id, runId, agentId, parentId, seq, content);
        expect(valid).toBe(readEvent(input).ok);
      }),
      { numRuns: 500 },
    );
  });
});
