import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { boundedJson } from "./boundedJson.js";

describe("boundedJson", () => {
  it("writes what JSON.stringify writes with two-space indentation for any JSON value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(boundedJson(value)).toEqual({
          text: JSON.stringify(value, null, 2),
          complete: true,
        });
      }),
    );
  });

  it("writes one line with no indentation", () => {
    expect(boundedJson({ a: [1, { b: null }] }, { indent: 0 }).text).toBe('{"a":[1,{"b":null}]}');
  });

  it("writes BigInts as digits and never throws on them", () => {
    expect(boundedJson({ big: 123456789012345678901234567890n }).text).toBe(
      '{\n  "big": 123456789012345678901234567890\n}',
    );
  });

  it("writes a cycle as a marker", () => {
    const value: Record<string, unknown> = { name: "loop" };
    value.self = value;
    expect(boundedJson(value, { indent: 0 }).text).toBe('{"name":"loop","self":"[Circular]"}');
  });

  it("writes a value seen twice but not nested in itself in full", () => {
    const shared = { a: 1 };
    expect(boundedJson([shared, shared], { indent: 0 }).text).toBe('[{"a":1},{"a":1}]');
  });

  it("treats odd values as JSON does, and a top-level undefined as undefined", () => {
    expect(boundedJson(undefined).text).toBe("undefined");
    expect(boundedJson(() => 1).text).toBe("undefined");
    expect(boundedJson(null).text).toBe("null");
    expect(boundedJson(Number.NaN).text).toBe("null");
    expect(boundedJson([undefined, Symbol("s")], { indent: 0 }).text).toBe("[null,null]");
    expect(boundedJson({ gone: undefined, kept: 1 }, { indent: 0 }).text).toBe('{"kept":1}');
    expect(boundedJson(new Date(0)).text).toBe('"1970-01-01T00:00:00.000Z"');
  });

  it("cuts deep nesting instead of overflowing the stack", () => {
    let value: unknown = [];
    for (let depth = 0; depth < 10_000; depth++) value = [value];
    const { text } = boundedJson(value, { indent: 0 });
    expect(text).toContain("[…]");
    expect(text.length).toBeLessThan(1_000);
  });

  it("stops at the budget and says the text is cut", () => {
    const value = { text: "x".repeat(1_000) };
    const result = boundedJson(value, { maxCharacters: 100 });
    expect(result.complete).toBe(false);
    expect(result.text).toHaveLength(100);
    expect(result.text.startsWith('{\n  "text": "xxx')).toBe(true);
  });

  it("says a text that fits the budget exactly is complete", () => {
    const text = JSON.stringify([1, 2, 3], null, 2);
    expect(boundedJson([1, 2, 3], { maxCharacters: text.length })).toEqual({
      text,
      complete: true,
    });
  });

  it("reads no more of a huge array than the budget needs", () => {
    let reads = 0;
    const huge = new Proxy(
      Array.from({ length: 1_000_000 }, (_, index) => index),
      {
        get(target, key, receiver) {
          if (typeof key === "string" && /^\d+$/.test(key)) reads++;
          return Reflect.get(target, key, receiver);
        },
      },
    );
    const result = boundedJson(huge, { maxCharacters: 20_000 });
    expect(result.complete).toBe(false);
    expect(reads).toBeLessThan(3_000);
  });

  it("copies no more of a huge string than the budget needs", () => {
    const result = boundedJson(["a".repeat(10_000_000)], { maxCharacters: 50 });
    expect(result.text).toBe(`[\n  "${"a".repeat(45)}`);
    expect(result.complete).toBe(false);
  });
});
