import { describe, expect, it } from "vitest";
import { hostileContent, hugeJson } from "./hostileContent.js";

const named = (fragment: string) => hostileContent.find((vector) => vector.name.includes(fragment));

describe("hostileContent", () => {
  it("holds at least 40 uniquely named, non-empty payloads", () => {
    expect(hostileContent.length).toBeGreaterThanOrEqual(40);
    expect(new Set(hostileContent.map((vector) => vector.name)).size).toBe(hostileContent.length);
    for (const vector of hostileContent) expect(vector.value).not.toBe("");
  });

  it("covers every kind of attack the issue lists", () => {
    const kinds = [
      "script tag",
      "img onerror",
      "event handler",
      "javascript: link in decimal entities",
      "javascript: link percent-encoded",
      "javascript: link with a tab",
      "javascript: link with a newline",
      "javascript: link after whitespace",
      "javascript: link with NUL",
      "data: link",
      "vbscript: link",
      "iframe srcdoc",
      "svg onload",
      "closing style tag",
      "style attribute",
      "image URL exfiltration",
      "autolinks",
      "HTML entities",
      "right-to-left override",
      "zero-width",
      "200 000-character line",
      "JSON nested 5 000 levels deep",
      "numbers beyond the double range",
      "integers beyond 2^53",
      "__proto__ key",
      "constructor.prototype key",
    ];
    expect(kinds.filter((kind) => named(kind) === undefined)).toEqual([]);
  });

  it("builds the long line and the deep nesting to size", () => {
    const line = named("200 000-character line")?.value ?? "";
    expect(line).toHaveLength(200_000);
    expect(line).not.toMatch(/\s/);
    const deep = named("JSON nested 5 000 levels deep")?.value ?? "";
    expect(deep.indexOf("]")).toBe(5000);
    expect(JSON.parse(deep)).toBeInstanceOf(Array);
  });

  it("keeps prototype keys as own properties without polluting Object.prototype", () => {
    const parsed = named("__proto__ key")?.parsed as object;
    expect(Object.hasOwn(parsed, "__proto__")).toBe(true);
    expect((Object.prototype as { polluted?: unknown }).polluted).toBeUndefined();
    expect(named("numbers beyond the double range")?.parsed).toEqual({
      huge: Number.POSITIVE_INFINITY,
      negative: Number.NEGATIVE_INFINITY,
      tiny: 0,
    });
  });

  it("holds nothing huge, so importing it stays cheap", () => {
    expect(Math.max(...hostileContent.map((vector) => vector.value.length))).toBeLessThan(250_000);
  });
});

describe("hugeJson", () => {
  it("builds about 10 MB of valid JSON by default", () => {
    const text = hugeJson();
    expect(text.length).toBeGreaterThanOrEqual(10 * 1024 * 1024);
    expect(text.length).toBeLessThan(10 * 1024 * 1024 + 1024);
    expect(JSON.parse(text)).toBeInstanceOf(Array);
  });

  it("builds the size asked for", () => {
    expect(hugeJson(1).length).toBeGreaterThanOrEqual(1024 * 1024);
    expect(hugeJson(1).length).toBeLessThan(1024 * 1024 + 1024);
  });
});
