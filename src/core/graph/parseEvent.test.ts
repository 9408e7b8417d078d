import { describe, expect, it } from "vitest";
import { parseEvent } from "./parseEvent.js";

describe("parseEvent", () => {
  it("accepts a valid event object and keeps its fields", () => {
    const result = parseEvent({
      type: "text",
      id: "t1",
      runId: "r1",
      agentId: "main",
      content: "Hi",
      seq: 3,
    });
    expect(result).toEqual({
      ok: true,
      event: { type: "text", id: "t1", runId: "r1", agentId: "main", content: "Hi", seq: 3 },
    });
  });

  it("accepts a JSON string", () => {
    const result = parseEvent('{"type":"user","runId":"u1","content":"Hello"}');
    expect(result).toEqual({ ok: true, event: { type: "user", runId: "u1", content: "Hello" } });
  });

  it("drops unknown extra fields", () => {
    const result = parseEvent({ type: "connected", server: "x", at: 1 });
    expect(result).toEqual({ ok: true, event: { type: "connected" } });
  });

  it("names the missing field and what came", () => {
    const result = parseEvent({ type: "text", runId: "r1", content: "Hi" });
    expect(result).toEqual({
      ok: false,
      error: { field: "id", message: "text.id: expected a non-empty string, got undefined" },
    });
  });

  it("names a wrong-typed field", () => {
    const result = parseEvent({ type: "usage", runId: "r1", inputTokens: "12", outputTokens: 3 });
    expect(result).toEqual({
      ok: false,
      error: {
        field: "inputTokens",
        message: 'usage.inputTokens: expected a non-negative finite number, got the string "12"',
      },
    });
  });

  it("requires a tool call's input to be present", () => {
    const result = parseEvent({ type: "tool_call", id: "c1", runId: "r1", name: "bash" });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.field).toBe("input");
  });

  it("gives nested paths for arrays and objects", () => {
    const covers = parseEvent({
      type: "summary",
      id: "s1",
      runId: "r1",
      content: "x",
      covers: ["a", 7],
    });
    expect(!covers.ok && covers.error.field).toBe("covers[1]");
    const usage = parseEvent({
      type: "harness_end",
      runId: "r1",
      agentId: "a",
      totalUsage: { inputTokens: 1 },
    });
    expect(!usage.ok && usage.error).toEqual({
      field: "totalUsage.outputTokens",
      message:
        "harness_end.totalUsage.outputTokens: expected a non-negative finite number, got undefined",
    });
    const parts = parseEvent({
      type: "user",
      runId: "u1",
      content: [{ type: "text", text: "a" }, { text: "b" }],
    });
    expect(!parts.ok && parts.error.field).toBe("content[1].type");
  });

  it("names an array that is not one, and a hole in an array", () => {
    const notArray = parseEvent({ type: "discard", runId: "r1", ids: "t1" });
    expect(!notArray.ok && notArray.error).toEqual({
      field: "ids",
      message: 'discard.ids: expected an array, got the string "t1"',
    });
    // biome-ignore lint/suspicious/noSparseArray: the hole is what is tested.
    const holed = parseEvent({ type: "discard", runId: "r1", ids: [, "t1"] });
    expect(!holed.ok && holed.error).toEqual({
      field: "ids[0]",
      message: "discard.ids[0]: expected a non-empty string, got undefined",
    });
  });

  it("rejects an unknown type and lists the known ones", () => {
    const result = parseEvent({ type: "telepathy" });
    expect(!result.ok && result.error.field).toBe("type");
    expect(!result.ok && result.error.message).toMatch(
      /^event\.type: expected a known event type \(text, reasoning/,
    );
  });

  it("rejects a relay of an unknown kind", () => {
    const result = parseEvent({
      type: "relay",
      kind: "telepathy",
      id: "x",
      runId: "r",
      agentId: "a",
      toolCallId: "c",
      tool: "bash",
      params: {},
    });
    expect(!result.ok && result.error.message).toBe(
      'relay.kind: expected one of "permission", got the string "telepathy"',
    );
  });

  it("rejects a relay decision outside the three", () => {
    const result = parseEvent({ type: "relay_resolved", relayId: "x", decision: "maybe" });
    expect(!result.ok && result.error.field).toBe("decision");
  });

  it("rejects a non-finite seq", () => {
    const result = parseEvent({ type: "connected", seq: Number.NaN });
    expect(!result.ok && result.error.message).toBe(
      "connected.seq: expected a finite number, got NaN",
    );
  });

  it("rejects non-objects and broken JSON without throwing", () => {
    expect(parseEvent(null)).toEqual({
      ok: false,
      error: { field: "event", message: "event: expected an object, got null" },
    });
    expect(parseEvent([1])).toEqual({
      ok: false,
      error: { field: "event", message: "event: expected an object, got an array of 1" },
    });
    const broken = parseEvent("{not json");
    expect(!broken.ok && broken.error.field).toBe("event");
    expect(!broken.ok && broken.error.message).toMatch(/^event: expected valid JSON, got /);
  });

  it("reports an object whose getters throw instead of throwing", () => {
    const hostile = Object.defineProperty({}, "type", {
      get() {
        throw new Error("boom");
      },
    });
    expect(parseEvent(hostile)).toEqual({
      ok: false,
      error: { field: "event", message: "event: could not be read (boom)" },
    });
  });
});
