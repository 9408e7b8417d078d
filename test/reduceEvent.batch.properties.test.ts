import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createGraph,
  DIAGNOSTICS_LIMIT,
  type Graph,
  type GraphEvent,
  reduceEvent,
  reduceEvents,
} from "../src/index.js";
import { agentSession, anyInput, mixedStream } from "./arbitraries.js";
import { graphContent as contentOf } from "./graphContent.js";

const noisyGraph = reduceEvents(
  createGraph(),
  Array.from({ length: DIAGNOSTICS_LIMIT - 2 }, () => null as unknown as GraphEvent),
);

/** Where a check starts: an empty graph, one full of diagnostics, or a session's graph. */
const start = fc.oneof(fc.constant("empty" as const), fc.constant("noisy" as const), agentSession);

function graphOf(from: "empty" | "noisy" | GraphEvent[]): Graph {
  if (from === "empty") return createGraph();
  return from === "noisy" ? noisyGraph : reduceEvents(createGraph(), from);
}

describe("reduceEvents", () => {
  it("equals reducing the same events one by one", () => {
    fc.assert(
      fc.property(start, mixedStream, (from, stream) => {
        const graph = graphOf(from);
        const events = stream as GraphEvent[];
        expect(contentOf(reduceEvents(graph, events))).toEqual(
          contentOf(events.reduce(reduceEvent, graph)),
        );
      }),
      { numRuns: 150 },
    );
  });

  it("equals reducing the whole stream at once when the stream is cut into chunks of any sizes", () => {
    fc.assert(
      fc.property(
        start,
        mixedStream,
        fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 10 }),
        (from, stream, sizes) => {
          const graph = graphOf(from);
          const events = stream as GraphEvent[];
          let chunked = graph;
          for (let offset = 0, index = 0; offset < events.length; index++) {
            const size = sizes[index % sizes.length] as number;
            chunked = reduceEvents(chunked, events.slice(offset, offset + size));
            offset += size;
          }
          expect(contentOf(chunked)).toEqual(contentOf(reduceEvents(graph, events)));
          expect(reduceEvents(chunked, [])).toBe(chunked);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("gives the same graph for any iterable of the events as for an array of them", () => {
    fc.assert(
      fc.property(start, mixedStream, (from, stream) => {
        const graph = graphOf(from);
        const events = stream as GraphEvent[];
        function* generate() {
          yield* events;
        }
        const fromArray = contentOf(reduceEvents(graph, events));
        expect(contentOf(reduceEvents(graph, generate()))).toEqual(fromArray);
        expect(contentOf(reduceEvents(graph, new Set(events)))).toEqual(
          contentOf(reduceEvents(graph, [...new Set(events)])),
        );
      }),
      { numRuns: 100 },
    );
  });

  it("keeps every event a broken iterable yielded before it threw, and notes the failure", () => {
    fc.assert(
      fc.property(start, fc.array(anyInput, { maxLength: 20 }), fc.nat(20), (from, inputs, at) => {
        const graph = graphOf(from);
        const yielded = inputs.slice(0, at) as GraphEvent[];
        const broken: Iterable<GraphEvent> = {
          *[Symbol.iterator]() {
            yield* yielded;
            throw new Error("connection reset");
          },
        };
        const result = reduceEvents(graph, broken);
        const expected = yielded.reduce(reduceEvent, graph);
        expect(contentOf(result).nodes).toEqual(contentOf(expected).nodes);
        expect(contentOf(result).edges).toEqual(contentOf(expected).edges);
        expect(result.diagnostics.at(-1)).toMatchObject({ code: "internal_error" });
        expect(result.diagnostics.slice(0, -1)).toEqual(
          expected.diagnostics.slice(-(DIAGNOSTICS_LIMIT - 1)),
        );
      }),
      { numRuns: 100 },
    );
  });
});
