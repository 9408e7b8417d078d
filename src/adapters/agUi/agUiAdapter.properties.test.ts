import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createGraph } from "../../core/graph/createGraph.js";
import type { GraphEvent } from "../../core/graph/GraphEvent.js";
import { parseEvent } from "../../core/graph/parseEvent.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectMessages } from "../../core/projections/messages/projectMessages.js";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import type { AgUiEvent } from "./AgUiEvent.js";
import { createAgUiAdapter } from "./agUiAdapter.js";

const TYPES = [
  "RUN_STARTED",
  "RUN_FINISHED",
  "RUN_ERROR",
  "TEXT_MESSAGE_START",
  "TEXT_MESSAGE_CONTENT",
  "TEXT_MESSAGE_END",
  "TEXT_MESSAGE_CHUNK",
  "REASONING_MESSAGE_CONTENT",
  "REASONING_MESSAGE_CHUNK",
  "TOOL_CALL_START",
  "TOOL_CALL_ARGS",
  "TOOL_CALL_END",
  "TOOL_CALL_CHUNK",
  "TOOL_CALL_RESULT",
  "SUBAGENT_STARTED",
  "SUBAGENT_FINISHED",
  "SUBAGENT_ERROR",
  "STATE_SNAPSHOT",
  "WEB_PREVIEW",
  "constructor",
] as const;

/** Ids drawn from a few, so that events name each other's runs, calls and messages. */
const id = fc.constantFrom("r1", "r2", "r3", "sa1", "sa2", "c1", "c2", "m1", "m2", "");
/** Mostly the right type for a field, sometimes the wrong one or nothing. */
const field = <T>(right: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 6, arbitrary: right },
    { weight: 1, arbitrary: fc.constantFrom(undefined, null, 7, true, {}, []) },
  );
const fragment = fc.constantFrom('{"a": ', '1, "b": "x', '"}', "}", "[", "nope", "");
const outcome = fc.oneof(
  fc.constant({ type: "success" }),
  fc.constant({ type: "cancelled" }),
  fc.record({
    type: fc.constant("interrupt"),
    interrupts: fc.array(fc.record({ id: field(id), toolCallId: field(id) }), { maxLength: 2 }),
  }),
);

const event = fc.record(
  {
    type: fc.constantFrom(...TYPES),
    runId: field(id),
    parentRunId: field(id),
    messageId: field(id),
    toolCallId: field(id),
    toolCallName: field(fc.constantFrom("search", "write")),
    delta: field(fragment),
    content: field(fc.jsonValue({ maxDepth: 2 })),
    subagentRunId: field(id),
    parentSubagentRunId: field(id),
    parentToolCallId: field(id),
    name: field(fc.constantFrom("planner", "expert")),
    message: field(fc.string({ maxLength: 6 })),
    outcome: field(outcome),
    usage: field(fc.array(fc.record({ inputTokens: fc.integer(), outputTokens: fc.integer() }))),
  },
  { requiredKeys: ["type"] },
);

const stream = fc.array(fc.oneof({ weight: 20, arbitrary: event }, fc.constant(null)), {
  maxLength: 40,
});

describe("createAgUiAdapter on any event sequence", () => {
  it("never throws, and gives only events the reducer accepts and projections take", () => {
    fc.assert(
      fc.property(stream, (events) => {
        const adapter = createAgUiAdapter({ runId: "fallback", parentId: "u1:user" });
        const out: GraphEvent[] = [{ type: "user", runId: "u1", content: "Go." }];
        for (const item of events) out.push(...adapter.push(item as AgUiEvent));
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
