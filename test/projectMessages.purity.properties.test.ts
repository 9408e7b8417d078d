import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createGraph,
  type Graph,
  type Message,
  projectMessages,
  reduceEvent,
  reduceEvents,
} from "../src/index.js";
import { agentSession, messySession, pooledEvent } from "./arbitraries.js";

const anySession = fc.oneof(agentSession, messySession, fc.array(pooledEvent, { maxLength: 30 }));

/** Runs a change a caller could try; a frozen object throws in strict mode, which is fine. */
function attempt(change: () => unknown): void {
  // Thousands of refusals per session: without stack traces they cost little.
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    change();
  } catch {
    // Refused: that is what keeps the cache intact.
  } finally {
    Error.stackTraceLimit = limit;
  }
}

function vandalizeList(list: readonly unknown[], junk: unknown): void {
  const array = list as unknown[];
  attempt(() => array.reverse());
  attempt(() => array.push(junk));
  attempt(() => array.splice(0, 1));
  attempt(() => {
    array[0] = junk;
  });
}

function vandalizeObject(value: object, keys: readonly string[]): void {
  const record = value as Record<string, unknown>;
  for (const key of keys) {
    attempt(() => {
      record[key] = "junk";
    });
  }
  attempt(() => {
    record.extra = "junk";
  });
}

const PART_KEYS = [
  "type",
  "text",
  "signature",
  "data",
  "id",
  "name",
  "input",
  "toolCallId",
  "output",
  "providerType",
];

/**
 * Mutates the list, the messages, their tool calls and parts in every way a caller could
 * (a user message's content parts are the graph's own, not the projection's).
 */
function vandalizeMessages(messages: readonly Message[]): void {
  for (const message of messages) {
    if (message.role === "assistant") {
      for (const call of message.tool_calls ?? []) vandalizeObject(call, ["id", "name", "input"]);
      if (message.tool_calls) vandalizeList(message.tool_calls, { id: "j", name: "j", input: 1 });
      for (const part of message.parts ?? []) vandalizeObject(part, PART_KEYS);
      if (message.parts) vandalizeList(message.parts, { type: "text", text: "junk" });
    }
    vandalizeObject(message, ["content", "role", "tool_calls", "reasoning", "parts"]);
  }
  vandalizeList(messages, { role: "user", content: "junk" });
}

describe("projectMessages", () => {
  it("gives after every event what a fresh projection gives, whatever callers did to earlier results", () => {
    fc.assert(
      fc.property(anySession, fc.boolean(), (events, includeReasoning) => {
        let graph: Graph = createGraph();
        events.forEach((event, index) => {
          graph = reduceEvent(graph, event);
          const fresh = reduceEvents(createGraph(), events.slice(0, index + 1));
          const expected = projectMessages(fresh, { includeReasoning });
          const messages = projectMessages(graph, { includeReasoning });
          expect(messages).toEqual(expected);
          vandalizeMessages(messages);
          expect(projectMessages(graph, { includeReasoning })).toEqual(expected);
        });
      }),
      { numRuns: 100 },
    );
  });
});
