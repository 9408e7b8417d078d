import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonValue } from "../../../test/arbitraries.js";
import { edgeSeq } from "./edgeSeq.js";

/** An object's JSON with `seq` first, last or among the others, and optional spacing. */
const numberedText = fc
  .record({
    members: fc.dictionary(fc.string(), jsonValue, { maxKeys: 6 }),
    seq: fc.nat({ max: 2 ** 40 }),
    place: fc.constantFrom("first", "last", "middle", "absent"),
    spaced: fc.boolean(),
  })
  .map(({ members, seq, place, spaced }) => {
    const rest = Object.entries(members).filter(([key]) => key !== "seq");
    const entries: [string, unknown][] =
      place === "first"
        ? [["seq", seq], ...rest]
        : place === "last"
          ? [...rest, ["seq", seq]]
          : place === "middle"
            ? [...rest.slice(0, 1), ["seq", seq], ...rest.slice(1)]
            : rest;
    const object = Object.fromEntries(entries);
    return spaced ? JSON.stringify(object, null, 2) : JSON.stringify(object);
  });

describe("edgeSeq", () => {
  it("reads seq at either end of an event's JSON", () => {
    expect(edgeSeq('{"type":"text","id":"t1","content":"Hi","seq":42}')).toBe(42);
    expect(edgeSeq('{"seq":7,"type":"text","id":"t1","content":"Hi"}')).toBe(7);
    expect(edgeSeq('{ "seq" : 7 }')).toBe(7);
    expect(edgeSeq('{"type":"text","seq":3,"id":"t1"}')).toBeUndefined();
    expect(edgeSeq('[{"seq":1}]')).toBeUndefined();
  });

  it("never reads a seq nested deeper or inside a string", () => {
    expect(edgeSeq('{"type":"tool_result","output":{"seq":5}}')).toBeUndefined();
    expect(edgeSeq('{"type":"text","content":"\\"seq\\":5}"}')).toBeUndefined();
    expect(edgeSeq('{"type":"text","content":"{\\"seq\\":5,"}')).toBeUndefined();
  });

  it("agrees with JSON.parse whenever it answers, for any object", () => {
    fc.assert(
      fc.property(numberedText, (text) => {
        const seq = edgeSeq(text);
        if (seq !== undefined) expect(seq).toBe((JSON.parse(text) as { seq?: unknown }).seq);
      }),
      { numRuns: 1000 },
    );
  });

  it("answers when seq is the first or last member", () => {
    expect(edgeSeq(JSON.stringify({ type: "usage", runId: "r1", seq: 12 }))).toBe(12);
    expect(edgeSeq(JSON.stringify({ seq: 12, type: "usage", runId: "r1" }, null, 2))).toBe(12);
  });
});
