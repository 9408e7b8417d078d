import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createGraph,
  type Graph,
  type GraphEvent,
  reduceEvent,
  reduceEvents,
} from "../src/index.js";
import { anyInput, malformedInput, messySession, mixedStream, pooledEvent } from "./arbitraries.js";
import { graphContent as contentOf } from "./graphContent.js";

/** The graph's observable content as plain JSON text, read through the public surface. */
function snapshotOf(graph: Graph): string {
  return JSON.stringify(contentOf(graph));
}

/** Compares as JSON text first (fast), and through `toEqual` for a readable diff when it differs. */
function expectSameContent(actual: Graph, expected: ReturnType<typeof contentOf>): void {
  const content = contentOf(actual);
  if (JSON.stringify(content) !== JSON.stringify(expected)) expect(content).toEqual(expected);
}

function deepFreezePlain(value: unknown): void {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const key of Reflect.ownKeys(value)) {
    deepFreezePlain((value as Record<PropertyKey, unknown>)[key]);
  }
}

/** Freezes the graph, its maps, every key and value the maps hold, and its diagnostics. */
function freezeThroughPublicSurface(graph: Graph): void {
  Object.freeze(graph);
  deepFreezePlain(graph.diagnostics);
  for (const map of [graph.nodes, graph.edges, graph.lastNodeByRunId, graph.runs]) {
    Object.freeze(map);
    for (const [key, value] of map) {
      deepFreezePlain(key);
      deepFreezePlain(value);
    }
  }
}

/** Freezes every object reachable from `value`: own properties of any key, and map entries. */
function freezeEverythingReachable(value: unknown, seen = new Set<unknown>()): void {
  if ((typeof value !== "object" && typeof value !== "function") || value === null) return;
  if (seen.has(value)) return;
  seen.add(value);
  const entries = (value as { entries?: unknown }).entries;
  if (typeof entries === "function" && !Array.isArray(value)) {
    for (const [key, item] of (value as Map<unknown, unknown>).entries()) {
      freezeEverythingReachable(key, seen);
      freezeEverythingReachable(item, seen);
    }
  }
  for (const key of Reflect.ownKeys(value)) {
    const descriptor = Object.getOwnPropertyDescriptor(value, key);
    if (descriptor && "value" in descriptor) freezeEverythingReachable(descriptor.value, seen);
  }
  Object.freeze(value);
}

const plainInputs = fc.array(
  fc.oneof(
    { weight: 4, arbitrary: pooledEvent },
    { weight: 1, arbitrary: malformedInput.map(({ input }) => input as GraphEvent) },
  ),
  { maxLength: 20 },
);

describe("reduceEvent", () => {
  it("never mutates a deep-frozen graph and reduces from it as from an unfrozen one", () => {
    fc.assert(
      fc.property(messySession, plainInputs, (session, more) => {
        for (const event of [...session, ...more]) deepFreezePlain(event);
        const frozen = reduceEvents(createGraph(), session);
        const twin = reduceEvents(createGraph(), session);
        freezeThroughPublicSurface(frozen);
        const before = snapshotOf(frozen);

        const oneByOne = more.reduce(reduceEvent, frozen);
        const batch = reduceEvents(frozen, more);
        expect(snapshotOf(frozen)).toBe(before);
        expect(contentOf(oneByOne)).toEqual(contentOf(more.reduce(reduceEvent, twin)));
        expect(contentOf(batch)).toEqual(contentOf(reduceEvents(twin, more)));
      }),
      { numRuns: 60 },
    );
  });

  it("never mutates a graph with everything reachable from it frozen, and reduces from it as from an unfrozen one", () => {
    fc.assert(
      fc.property(messySession, plainInputs, (session, more) => {
        for (const event of [...session, ...more]) deepFreezePlain(event);
        const frozen = reduceEvents(createGraph(), session);
        const twin = reduceEvents(createGraph(), session);
        freezeEverythingReachable(frozen);
        const before = snapshotOf(frozen);

        const oneByOne = more.reduce(reduceEvent, frozen);
        expect(snapshotOf(frozen)).toBe(before);
        expect(contentOf(oneByOne)).toEqual(contentOf(more.reduce(reduceEvent, twin)));
      }),
      { numRuns: 100 },
    );
  });

  it("keeps every intermediate graph readable and equal to a fresh reduction of its prefix", () => {
    fc.assert(
      fc.property(mixedStream, fc.array(fc.nat(), { maxLength: 30 }), (stream, order) => {
        const events = stream as GraphEvent[];
        const expected = [contentOf(createGraph())];
        let fresh = createGraph();
        for (const event of events) {
          fresh = reduceEvent(fresh, event);
          expected.push(contentOf(fresh));
        }
        const graphs = [createGraph()];
        for (const event of events) graphs.push(reduceEvent(graphs.at(-1) as Graph, event));
        for (const pick of [...order, ...graphs.keys()]) {
          const index = pick % graphs.length;
          expectSameContent(
            graphs[index] as Graph,
            expected[index] as ReturnType<typeof contentOf>,
          );
        }
      }),
      { numRuns: 50 },
    );
  });

  it("leaves newer graphs untouched when an old graph branches with other events", () => {
    fc.assert(
      fc.property(
        mixedStream,
        fc.nat(),
        fc.array(anyInput, { minLength: 1, maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        (stream, at, branch, order) => {
          const events = stream as GraphEvent[];
          const expected = [contentOf(createGraph())];
          let fresh = createGraph();
          for (const event of events) {
            fresh = reduceEvent(fresh, event);
            expected.push(contentOf(fresh));
          }
          const graphs = [createGraph()];
          for (const event of events) graphs.push(reduceEvent(graphs.at(-1) as Graph, event));
          const from = at % graphs.length;
          const branched = (branch as GraphEvent[]).reduce(reduceEvent, graphs[from] as Graph);
          const alsoBatch = reduceEvents(graphs[from] as Graph, branch as GraphEvent[]);
          for (const pick of [...order, ...graphs.keys()]) {
            const index = pick % graphs.length;
            expectSameContent(
              graphs[index] as Graph,
              expected[index] as ReturnType<typeof contentOf>,
            );
          }
          const replayed = [...events.slice(0, from), ...(branch as GraphEvent[])].reduce(
            reduceEvent,
            createGraph(),
          );
          expect(contentOf(branched)).toEqual(contentOf(replayed));
          expect(contentOf(alsoBatch)).toEqual(contentOf(replayed));
        },
      ),
      { numRuns: 50 },
    );
  });
});
