import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createGraph,
  type Graph,
  type GraphEvent,
  reduceEvent,
  reduceEvents,
} from "../src/index.js";
import { agentSession, malformedInput, messySession, pooledEvent } from "./arbitraries.js";
import { graphContent } from "./graphContent.js";

/** A graph's content apart from its diagnostics. */
function contentOf(graph: Graph) {
  const { diagnostics: _diagnostics, ...content } = graphContent(graph);
  return content;
}

function structureOf(graph: Graph) {
  return {
    nodes: [...graph.nodes],
    edges: [...graph.edges],
    lastNodeByRunId: [...graph.lastNodeByRunId],
    runs: [...graph.runs].map(([runId, { version: _version, ...run }]) => [runId, run]),
  };
}

/** Splits `text` at the given points (in any order, repeats allowed: empty chunks). */
function chunksOf(text: string, cuts: readonly number[]): string[] {
  const points = cuts.map((cut) => cut % (text.length + 1)).sort((a, b) => a - b);
  const chunks: string[] = [];
  let from = 0;
  for (const point of points) {
    chunks.push(text.slice(from, point));
    from = point;
  }
  chunks.push(text.slice(from));
  return chunks;
}

/** Puts `chunks` in order among `others`, at the given positions. */
function interleave(others: readonly GraphEvent[], chunks: GraphEvent[], at: readonly number[]) {
  const positions = chunks.map((_, index) => (at[index] ?? 0) % (others.length + 1));
  positions.sort((a, b) => a - b);
  const events: GraphEvent[] = [];
  others.forEach((event, index) => {
    while (positions.length > 0 && positions[0] === index) {
      positions.shift();
      events.push(chunks.shift() as GraphEvent);
    }
    events.push(event);
  });
  events.push(...chunks);
  return events;
}

const stream = fc.record({
  type: fc.constantFrom("text" as const, "reasoning" as const),
  runId: fc.constantFrom("r0", "side"),
  text: fc.string({ unit: "binary", maxLength: 40 }),
  cuts: fc.array(fc.nat(), { maxLength: 8 }),
});

describe("reduceEvent", () => {
  it("gives the same content for any chunking of a text or reasoning stream", () => {
    fc.assert(
      fc.property(stream, ({ type, runId, text, cuts }) => {
        const chunks = chunksOf(text, cuts).map(
          (content) => ({ type, id: "stream", runId, content }) as GraphEvent,
        );
        const whole = { type, id: "stream", runId, content: text } as GraphEvent;
        const chunked = chunks.reduce(reduceEvent, createGraph());
        expect(chunked.nodes.get("stream")).toEqual({
          id: "stream",
          runId,
          kind: type,
          content: text,
        });
        expect(structureOf(chunked)).toEqual(structureOf(reduceEvent(createGraph(), whole)));
      }),
      { numRuns: 200 },
    );
  });

  it("gives the same content and graph for any chunking when other events come between chunks", () => {
    fc.assert(
      fc.property(
        stream,
        agentSession,
        fc.array(fc.nat(), { maxLength: 9 }),
        ({ type, runId, text, cuts }, others, at) => {
          const chunks = chunksOf(text, cuts).map(
            (content) => ({ type, id: "stream", runId, agentId: "main", content }) as GraphEvent,
          );
          const chunked = interleave(others, [...chunks], at);
          const first = chunked.indexOf(chunks[0] as GraphEvent);
          const whole = chunked.filter((event) => !chunks.includes(event));
          whole.splice(first, 0, { ...(chunks[0] as GraphEvent), content: text } as GraphEvent);

          const byChunks = chunked.reduce(reduceEvent, createGraph());
          const byWhole = whole.reduce(reduceEvent, createGraph());
          expect(byChunks.nodes.get("stream")).toMatchObject({ kind: type, content: text });
          expect(structureOf(byChunks)).toEqual(structureOf(byWhole));
        },
      ),
      { numRuns: 150 },
    );
  });
});

const seqLog = fc
  .tuple(messySession, fc.integer({ min: -5, max: 5 }), fc.integer({ min: 1, max: 3 }))
  .map(([events, start, step]) =>
    events.map((event, index) => ({ ...event, seq: start + index * step }) as GraphEvent),
  );

describe("reduceEvent with seq", () => {
  it("changes nothing when any suffix of the log is replayed after the whole log", () => {
    fc.assert(
      fc.property(seqLog, fc.nat(), (log, from) => {
        const full = reduceEvents(createGraph(), log);
        const suffix = log.slice(from % (log.length + 1));
        const oneByOne = suffix.reduce(reduceEvent, full);
        const batch = reduceEvents(full, suffix);
        const highest = full.highestSeq ?? Number.NEGATIVE_INFINITY;
        if (suffix.every((event) => (event.seq as number) <= highest)) {
          expect(oneByOne).toBe(full);
          expect(batch).toBe(full);
        } else {
          expect(structureOf(oneByOne)).toEqual(structureOf(full));
          expect(structureOf(batch)).toEqual(structureOf(full));
        }
      }),
      { numRuns: 200 },
    );
  });

  it("changes nothing when any subset of applied events is replayed in any order", () => {
    fc.assert(
      fc.property(seqLog, fc.array(fc.nat(), { maxLength: 20 }), (log, picks) => {
        const full = reduceEvents(createGraph(), log);
        const highest = full.highestSeq ?? Number.NEGATIVE_INFINITY;
        const replayed = picks
          .map((pick) => log[pick % log.length] as GraphEvent)
          .filter((event) => (event.seq as number) <= highest);
        expect(replayed.reduce(reduceEvent, full)).toBe(full);
        expect(reduceEvents(full, replayed)).toBe(full);
      }),
      { numRuns: 200 },
    );
  });

  it("ignores a new event whose seq is at most the highest seq applied", () => {
    fc.assert(
      fc.property(seqLog, pooledEvent, fc.nat(20), (log, event, back) => {
        const full = reduceEvents(createGraph(), log);
        if (full.highestSeq === undefined) return;
        const stale = { ...event, seq: full.highestSeq - back } as GraphEvent;
        expect(reduceEvent(full, stale)).toBe(full);
      }),
      { numRuns: 200 },
    );
  });

  it("moves the highest seq for an applied event and never for a rejected one", () => {
    let rejections = 0;
    fc.assert(
      fc.property(
        seqLog,
        fc.oneof(
          pooledEvent,
          malformedInput.map(({ input }) => input),
        ),
        fc.nat(5),
        (log, input, ahead) => {
          const full = reduceEvents(createGraph(), log);
          const seq = (full.highestSeq ?? 0) + 1 + ahead;
          const isObject = typeof input === "object" && input !== null && !Array.isArray(input);
          const event = (isObject ? { ...input, seq } : input) as GraphEvent;
          const after = reduceEvent(full, event);
          const added = after.diagnostics.filter((item) => !full.diagnostics.includes(item));
          const codes = added.map((item) => item.code);
          const rejected = ["invalid_event", "kind_conflict", "discarded"] as const;
          if (rejected.some((code) => codes.includes(code))) {
            rejections++;
            expect(after.highestSeq).toBe(full.highestSeq);
            expect(contentOf(after)).toEqual(contentOf(full));
          } else {
            expect(after.highestSeq).toBe(seq);
          }
        },
      ),
      { numRuns: 200 },
    );
    expect(rejections).toBeGreaterThan(40);
  });

  it("equals applying the log once after a reconnect that replays from any earlier point", () => {
    fc.assert(
      fc.property(seqLog, fc.nat(), fc.nat(), (log, cut, back) => {
        const full = reduceEvents(createGraph(), log);
        const applied = cut % (log.length + 1);
        const resume = applied - (back % (applied + 1));
        const beforeDrop = reduceEvents(createGraph(), log.slice(0, applied));
        const batch = reduceEvents(beforeDrop, log.slice(resume));
        const oneByOne = log.slice(resume).reduce(reduceEvent, beforeDrop);
        expect(contentOf(batch)).toEqual(contentOf(full));
        expect(contentOf(oneByOne)).toEqual(contentOf(full));
      }),
      { numRuns: 200 },
    );
  });
});
