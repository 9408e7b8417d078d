import fc from "fast-check";
import { Allow, parse } from "partial-json";
import { describe, expect, it } from "vitest";
import { PartialJsonReader } from "./PartialJsonReader.js";

function read(...pieces: string[]): PartialJsonReader {
  const reader = new PartialJsonReader();
  for (const piece of pieces) reader.append(piece);
  return reader;
}

/** JSON values with keys partial-json can rebuild (it assigns `__proto__` as the prototype). */
const jsonValue = fc
  .jsonValue({ maxDepth: 4, stringUnit: "binary" })
  .filter((value) => !JSON.stringify(value).includes('"__proto__"'));

/** The text cut at the given points (sorted, within the text), as pieces. */
function cut(text: string, points: readonly number[]): string[] {
  const ends = [...new Set(points.map((point) => point % (text.length + 1)))].sort((a, b) => a - b);
  const pieces: string[] = [];
  let start = 0;
  for (const end of [...ends, text.length]) {
    if (end > start) pieces.push(text.slice(start, end));
    start = Math.max(start, end);
  }
  return pieces;
}

describe("PartialJsonReader", () => {
  it("gives the string value read so far, closed", () => {
    const reader = read('{"path":"a.ts","content":"line 1\\nli');
    expect(reader.value()).toEqual({ path: "a.ts", content: "line 1\nli" });
    expect(reader.settled).toBe(reader.text.length);
  });

  it("leaves out an escape still arriving", () => {
    expect(read('{"a":"x\\').value()).toEqual({ a: "x" });
    expect(read('{"a":"x\\u00').value()).toEqual({ a: "x" });
    expect(read('{"a":"x\\u00e9').value()).toEqual({ a: "xé" });
  });

  it("leaves out a key still arriving and a member without its value", () => {
    expect(read('{"a":1,"ke').value()).toEqual({ a: 1 });
    expect(read('{"a":1,"key"').value()).toEqual({ a: 1 });
    expect(read('{"a":1,"key":').value()).toEqual({ a: 1 });
    expect(read('{"a":1,"key": ').settled).toBe(6);
  });

  it("shows a number or a literal once it is whole", () => {
    expect(read('{"a":[12').value()).toEqual({ a: [] });
    expect(read('{"a":[12.5e').value()).toEqual({ a: [] });
    expect(read('{"a":[12.5e3,').value()).toEqual({ a: [12500] });
    expect(read('{"a":[12.5e3]').value()).toEqual({ a: [12500] });
    expect(read('{"a":[tr').value()).toEqual({ a: [] });
    expect(read('{"a":[true').value()).toEqual({ a: [true] });
  });

  it("shows a container as soon as it opens", () => {
    expect(read('{"a":[{').value()).toEqual({ a: [{}] });
    expect(read('{"a":[{}, [').value()).toEqual({ a: [{}, []] });
  });

  it("gives nothing before a value starts", () => {
    expect(read("").value()).toBeUndefined();
    expect(read("  \n").value()).toBeUndefined();
    expect(read("  \n").settled).toBe(0);
  });

  it("reports text that cannot begin a JSON value, and gives no value for it", () => {
    for (const text of [
      '{"a" 1',
      '{"a":1 "b"',
      "[1,]",
      '{"a":01}',
      "[1] [",
      "{'a':1}",
      '["a\nb"]',
      "[tru ",
      "[1}",
    ]) {
      const reader = read(text);
      expect(reader.broken, text).toBe(true);
      expect(reader.value(), text).toBeUndefined();
    }
  });

  it("gives what partial-json gives for the settled prefix, after every piece of any JSON text", () => {
    fc.assert(
      fc.property(
        jsonValue,
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 12 }),
        (value, indent, points) => {
          const text = JSON.stringify(value, null, indent ? 2 : undefined);
          const reader = new PartialJsonReader();
          let settled = 0;
          for (const piece of cut(text, points)) {
            reader.append(piece);
            expect(reader.broken).toBe(false);
            expect(reader.settled).toBeGreaterThanOrEqual(settled);
            expect(reader.settled).toBeLessThanOrEqual(reader.text.length);
            settled = reader.settled;
            if (settled > 0)
              expect(reader.value()).toEqual(parse(text.slice(0, settled), Allow.ALL));
          }
          // A number alone never ends: only the closing call knows the text is whole.
          if (typeof value !== "number") expect(reader.value()).toEqual(JSON.parse(text));
        },
      ),
      { numRuns: 500 },
    );
  });

  it("shows every character of a string value once it arrives, but whitespace ending it", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme" }),
        fc.array(fc.nat(), { maxLength: 8 }),
        (content, points) => {
          const text = JSON.stringify({ content });
          const reader = new PartialJsonReader();
          for (const piece of cut(text, points)) {
            reader.append(piece);
            const shown = (reader.value() as { content?: string } | undefined)?.content ?? "";
            expect(content.startsWith(shown)).toBe(true);
            // Held back: whitespace, half a surrogate pair and an escape still arriving.
            const held = reader.text.slice(reader.settled);
            if (reader.text.length > '{"content":"'.length)
              expect(held).toMatch(/^(?:[\s\ud800-\udbff]*(?:\\(?:u[0-9a-f]{0,3})?)?|"?\}?)$/);
          }
          expect(reader.value()).toEqual({ content });
        },
      ),
    );
  });

  it("shows a string's whitespace once something follows it", () => {
    expect(read('{"a":"x ').value()).toEqual({ a: "x" });
    expect(read('{"a":"x \u3000').value()).toEqual({ a: "x" });
    expect(read('{"a":"x ', "y").value()).toEqual({ a: "x y" });
    expect(read('{"a":"x \\n').value()).toEqual({ a: "x \n" });
    expect(read('{"a":"x\ud83d').value()).toEqual({ a: "x" });
    expect(read('{"a":"x\ud83d\ude00').value()).toEqual({ a: "x😀" });
  });
});
