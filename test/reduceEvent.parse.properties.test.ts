import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createGraph,
  DIAGNOSTICS_LIMIT,
  type Graph,
  type GraphEvent,
  parseEvent,
  reduceEvent,
  reduceEvents,
} from "../src/index.js";
import {
  adversarialInput,
  agentSession,
  brokenEvent,
  EVENT_FIELDS,
  jsonValue,
  malformedInput,
  messySession,
  pooledEventWithSeq,
  shiftyEvent,
} from "./arbitraries.js";

const anyValidEvent = fc.oneof(
  pooledEventWithSeq,
  agentSession.chain((session) => fc.constantFrom(...session)),
);

const extraFields = fc.dictionary(
  fc.constantFrom(
    "extra",
    "timestamp",
    "kind",
    "id",
    "decision",
    "content",
    "covers",
    "partial",
    "__proto__",
    "constructor",
    "toString",
  ),
  jsonValue,
  { maxKeys: 4, noNullPrototype: true },
);

function withUnknown(event: GraphEvent, extra: Record<string, unknown>): Record<string, unknown> {
  const known = ["type", ...EVENT_FIELDS[event.type]];
  const unknown = Object.entries(extra).filter(([name]) => !known.includes(name));
  const input: Record<string, unknown> = {};
  for (const [name, value] of unknown)
    Object.defineProperty(input, name, { value, enumerable: true });
  return Object.assign(input, event);
}

/** The events of the graph a check starts from (printed, unlike a graph, in counterexamples). */
const history = fc.oneof(fc.constant([]), messySession);

/** Reduces `input` and checks the verdict matches `parseEvent`'s, as the contract says. */
function expectSameVerdict(graph: Graph, input: unknown): void {
  const parsed = parseEvent(input);
  const after = reduceEvent(graph, input as GraphEvent);
  const added = after.diagnostics.filter((item) => !graph.diagnostics.includes(item));
  if (parsed.ok) {
    expect(added.filter((item) => item.code === "invalid_event")).toEqual([]);
    return;
  }
  expect(after.nodes).toBe(graph.nodes);
  expect(after.edges).toBe(graph.edges);
  expect(after.lastNodeByRunId).toBe(graph.lastNodeByRunId);
  expect(after.runs).toBe(graph.runs);
  expect(after.highestSeq).toBe(graph.highestSeq);
  expect(after.version).toBe(graph.version);
  expect(added).toHaveLength(1);
  expect(added[0]).toMatchObject({
    code: "invalid_event",
    field: parsed.error.field,
    message: parsed.error.message,
  });
  expect(after.diagnostics.slice(0, -1)).toEqual(graph.diagnostics.slice(-(DIAGNOSTICS_LIMIT - 1)));
}

describe("parseEvent", () => {
  it("round-trips any valid event through JSON and keeps only the fields it knows", () => {
    fc.assert(
      fc.property(anyValidEvent, extraFields, (event, extra) => {
        const input = withUnknown(event, extra);
        const fromJson = parseEvent(JSON.stringify(input));
        const fromObject = parseEvent(input);
        expect(fromJson).toStrictEqual({ ok: true, event });
        expect(fromObject).toStrictEqual({ ok: true, event });
      }),
      { numRuns: 300 },
    );
  });

  it("rejects any malformed input with the path of the bad field and what was expected", () => {
    fc.assert(
      fc.property(malformedInput, ({ input, field, type }) => {
        const result = parseEvent(input);
        if (result.ok) throw new Error(`accepted ${String(result.event.type)}`);
        expect(result.error.field).toBe(field);
        const prefix = field === "event" ? "event" : `${type}.${field}`;
        expect(result.error.message.startsWith(prefix)).toBe(true);
        expect(result.error.message).toMatch(/expected .+, got /);
      }),
      { numRuns: 400 },
    );
  });

  it("rejects any malformed event sent as a JSON line with the same field", () => {
    fc.assert(
      fc.property(brokenEvent, ({ input, field, type }) => {
        const result = parseEvent(JSON.stringify(input));
        expect(result.ok).toBe(false);
        if (!result.ok) {
          expect(result.error.field).toBe(field);
          expect(result.error.message.startsWith(`${type}.${field}: expected `)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("never throws, whatever hostile input it gets", () => {
    fc.assert(
      fc.property(adversarialInput, (input) => {
        const result = parseEvent(input);
        if (!result.ok) expect(result.error.message).toMatch(/^(event|[a-z_]+\.)/);
      }),
      { numRuns: 300 },
    );
  });

  it("returns only events that pass its own checks, even from getters that answer differently on each read", () => {
    fc.assert(
      fc.property(shiftyEvent, ({ make }) => {
        const result = parseEvent(make());
        if (result.ok) expect(parseEvent(result.event)).toEqual(result);
      }),
      { numRuns: 100 },
    );
  });
});

describe("reduceEvent", () => {
  it("rejects exactly the valid and malformed inputs parseEvent rejects, with one invalid_event diagnostic", () => {
    const input = fc.oneof(
      pooledEventWithSeq,
      malformedInput
        .filter(({ input }) => typeof input !== "string")
        .map(({ input }) => input as GraphEvent),
    );
    fc.assert(
      fc.property(history, input, (events, event) => {
        const graph = reduceEvents(createGraph(), events);
        expectSameVerdict(graph, event);
        const batch = reduceEvents(graph, [event]);
        expect(batch.diagnostics).toEqual(reduceEvent(graph, event).diagnostics);
      }),
      { numRuns: 300 },
    );
  });

  it("rejects exactly the hostile inputs parseEvent rejects, with one invalid_event diagnostic", () => {
    fc.assert(
      fc.property(history, adversarialInput, (events, input) => {
        expectSameVerdict(reduceEvents(createGraph(), events), input);
      }),
      { numRuns: 200 },
    );
  });

  it("stores only well-formed nodes, even from getters that answer differently on each read", () => {
    fc.assert(
      fc.property(shiftyEvent, ({ make }) => {
        const graph = reduceEvent(createGraph(), make() as GraphEvent);
        for (const [key, node] of graph.nodes) {
          expect(typeof key === "string" && key.length > 0).toBe(true);
          expect(node.id).toBe(key);
          expect(typeof node.runId === "string" && node.runId.length > 0).toBe(true);
          if ("content" in node && node.kind !== "tool_progress") {
            expect(typeof node.content === "string" || Array.isArray(node.content)).toBe(true);
          }
          if ("name" in node) expect(typeof node.name === "string" && node.name !== "").toBe(true);
          if ("agentId" in node) expect(typeof node.agentId === "string").toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });
});
