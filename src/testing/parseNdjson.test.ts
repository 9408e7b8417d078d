import { describe, expect, it } from "vitest";
import { parseNdjson } from "./parseNdjson.js";

describe("parseNdjson", () => {
  it("reads one event per line, skipping blank lines and carriage returns", () => {
    const text = [
      '{"type":"user","runId":"u1","content":"Hi","seq":1}\r',
      "",
      '{"type":"text","id":"t1","runId":"a1","content":"Hello","extra":true}',
      "   ",
    ].join("\n");
    expect(parseNdjson(text)).toEqual({
      events: [
        { type: "user", runId: "u1", content: "Hi", seq: 1 },
        { type: "text", id: "t1", runId: "a1", content: "Hello" },
      ],
      errors: [],
    });
  });

  it("reports each bad line with its number and keeps the lines after it", () => {
    const text = [
      '{"type":"user","runId":"u1","content":"Hi"}',
      '{"type":"text","id":"t1"',
      '{"type":"text","id":"","runId":"a1","content":"x"}',
      '{"type":"teleport"}',
      '{"type":"connected"}',
    ].join("\n");
    const { events, errors } = parseNdjson(text);
    expect(events.map((event) => event.type)).toEqual(["user", "connected"]);
    expect(errors.map(({ line, field }) => [line, field])).toEqual([
      [2, "event"],
      [3, "id"],
      [4, "type"],
    ]);
    expect(errors[0]?.message).toMatch(/^event: expected valid JSON/);
    expect(errors[1]?.message).toBe("text.id: expected a non-empty string, got an empty string");
  });

  it("reads an empty text as no events", () => {
    expect(parseNdjson("")).toEqual({ events: [], errors: [] });
  });
});
