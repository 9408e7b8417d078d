import { describe, expect, it } from "vitest";
import { createGraph } from "../../core/graph/createGraph.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectMessages } from "../../core/projections/messages/projectMessages.js";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import type { OpenAIResponsesStreamEvent } from "./OpenAIResponsesStreamEvent.js";
import { adapt, response } from "./openaiResponsesAdapter.fixtures.js";

const search = { id: "ws_67c9", type: "web_search_call" } as const;
const action = { type: "search", query: "weather in Paris" };
const stream = [
  { type: "response.created", response: response(), sequence_number: 0 },
  {
    type: "response.output_item.added",
    output_index: 0,
    item: { ...search, status: "in_progress" },
    sequence_number: 1,
  },
  {
    type: "response.output_item.done",
    output_index: 0,
    item: { ...search, status: "completed", action },
    sequence_number: 2,
  },
  {
    type: "response.completed",
    response: response({ status: "completed" }),
    sequence_number: 3,
  },
] as unknown as OpenAIResponsesStreamEvent[];

describe("createOpenAIResponsesAdapter", () => {
  it("shows a tool OpenAI runs itself as a tool call with its outcome, answered by no tool message", () => {
    const events = adapt(stream);
    const calls = events.filter(
      (event) => event.type === "tool_call" || event.type === "tool_result",
    );
    expect(calls).toEqual([
      expect.objectContaining({
        type: "tool_call",
        id: "ws_67c9",
        name: "web_search",
        input: {},
        partial: true,
      }),
      expect.objectContaining({
        type: "tool_call",
        id: "ws_67c9",
        input: { action },
        providerExecuted: true,
        providerType: "web_search_call",
      }),
      expect.objectContaining({
        type: "tool_result",
        id: "ws_67c9",
        output: { status: "completed" },
        providerExecuted: true,
      }),
    ]);
    const graph = reduceEvents(createGraph(), events);
    expect(projectThread(graph).map((view) => view.content)).toEqual([
      {
        kind: "tool_call",
        toolCallId: "ws_67c9",
        name: "web_search",
        input: { action },
        output: { status: "completed" },
        state: "complete",
      },
    ]);
    expect(projectMessages(graph).filter((message) => message.role === "tool")).toEqual([]);
  });
});
