import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createGraph } from "../../core/graph/createGraph.js";
import type { GraphEvent } from "../../core/graph/GraphEvent.js";
import { parseEvent } from "../../core/graph/parseEvent.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectMessages } from "../../core/projections/messages/projectMessages.js";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import type { AiSdkUiChunk } from "./AiSdkUiChunk.js";
import { createAiSdkAdapter } from "./aiSdkAdapter.js";

const TYPES = [
  "start",
  "start-step",
  "finish-step",
  "reset-step",
  "text-start",
  "text-delta",
  "text-end",
  "reasoning-delta",
  "tool-input-start",
  "tool-input-delta",
  "tool-input-available",
  "tool-input-error",
  "tool-output-available",
  "tool-output-error",
  "tool-output-denied",
  "tool-approval-request",
  "tool-approval-response",
  "error",
  "abort",
  "finish",
  "data-weather",
  "tool-input-summary",
  "__proto__",
] as const;

/** Ids drawn from a few, so that chunks name each other's parts, calls and approvals. */
const id = fc.constantFrom("0", "1", "c1", "c2", "a1", "");
/** Mostly the right type for a field, sometimes the wrong one or nothing. */
const field = <T>(right: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 6, arbitrary: right },
    { weight: 1, arbitrary: fc.constantFrom(undefined, null, 7, true, {}, []) },
  );
const fragment = fc.constantFrom('{"a": ', '1, "b": "x', '"}', "}", "[", "nope", "");
const json = fc.jsonValue({ maxDepth: 2 });

const chunk = fc.record(
  {
    type: fc.constantFrom(...TYPES),
    id: field(id),
    delta: field(fc.constantFrom("Hel", "lo", "")),
    toolCallId: field(id),
    toolName: field(fc.constantFrom("search", "write")),
    inputEncoding: field(fc.constantFrom("json", "text")),
    inputTextDelta: field(fragment),
    input: field(json),
    output: field(json),
    preliminary: field(fc.boolean()),
    errorText: field(fc.string({ maxLength: 6 })),
    approvalId: field(id),
    approved: field(fc.boolean()),
    finishReason: field(fc.constantFrom("stop", "tool-calls", "length")),
  },
  { requiredKeys: ["type"] },
);

const stream = fc.array(fc.oneof({ weight: 20, arbitrary: chunk }, fc.constant(null)), {
  maxLength: 40,
});

describe("createAiSdkAdapter on any chunk sequence", () => {
  it("never throws, and gives only events the reducer accepts and projections take", () => {
    fc.assert(
      fc.property(stream, fc.integer({ min: 1, max: 3 }), (chunks, step) => {
        const adapter = createAiSdkAdapter({ runId: "r1", parentId: "u1:user", step });
        const out: GraphEvent[] = [{ type: "user", runId: "u1", content: "Go." }];
        for (const item of chunks) out.push(...adapter.push(item as AiSdkUiChunk));
        out.push(...adapter.finish());
        expect(out.filter((item) => !parseEvent(item).ok)).toEqual([]);
        const graph = reduceEvents(createGraph(), out);
        projectThread(graph);
        projectMessages(graph);
        expect(adapter.finish()).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
