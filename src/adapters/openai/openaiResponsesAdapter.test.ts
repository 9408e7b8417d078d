import type { ResponseStreamEvent } from "openai/resources/responses/responses";
import { describe, expect, it } from "vitest";
import { createGraph } from "../../core/graph/createGraph.js";
import type { GraphEvent } from "../../core/graph/GraphEvent.js";
import { parseEvent } from "../../core/graph/parseEvent.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import type { OpenAIResponsesKnownEvent } from "./OpenAIResponsesStreamEvent.js";
import {
  adapt,
  callStream,
  numbered,
  response,
  textDelta,
  textStream,
  usage,
} from "./openaiResponsesAdapter.fixtures.js";

const project = (events: GraphEvent[]) => projectThread(reduceEvents(createGraph(), events));

type KnownTypes = OpenAIResponsesKnownEvent["type"];

describe("createOpenAIResponsesAdapter", () => {
  it("reads each SDK event of the types it knows in the shape the SDK gives", () => {
    const fromSdk = (
      event: Extract<ResponseStreamEvent, { type: KnownTypes }>,
    ): OpenAIResponsesKnownEvent => event;
    const namesOnlySdkTypes: [Exclude<KnownTypes, ResponseStreamEvent["type"]>] extends [never]
      ? true
      : false = true;
    expect(namesOnlySdkTypes).toBe(true);
    expect(fromSdk).toBeTypeOf("function");
  });

  it("streams output text into one text node and ends the run at response.completed", () => {
    expect(adapt(textStream)).toEqual([
      { type: "harness_start", runId: "r1", agentId: "assistant", parentId: "u1:user" },
      { type: "text", runId: "r1", agentId: "assistant", id: "r1:text:0:0", content: "Hello" },
      { type: "text", runId: "r1", agentId: "assistant", id: "r1:text:0:0", content: ", world" },
      { type: "usage", runId: "r1", agentId: "assistant", inputTokens: 37, outputTokens: 11 },
      {
        type: "harness_end",
        runId: "r1",
        agentId: "assistant",
        totalUsage: { inputTokens: 37, outputTokens: 11 },
      },
    ]);
  });

  it("produces only events that parseEvent accepts", () => {
    const events = [...adapt(textStream), ...adapt(callStream)];
    expect(events.filter((event) => !parseEvent(event).ok)).toEqual([]);
  });

  it("gives a thread with the merged text, complete once the response is", () => {
    expect(project(adapt(textStream)).map((view) => [view.content, view.status])).toEqual([
      [{ kind: "text", text: "Hello, world" }, "complete"],
    ]);
  });

  it("streams reasoning summaries and reasoning text as reasoning, parts a blank line apart", () => {
    const summary = (index: number, delta: string): ResponseStreamEvent => ({
      type: "response.reasoning_summary_text.delta",
      item_id: "rs_1",
      output_index: 0,
      summary_index: index,
      delta,
      sequence_number: 0,
    });
    const stream = numbered([
      { type: "response.created", response: response(), sequence_number: 0 },
      {
        type: "response.output_item.added",
        output_index: 0,
        item: { type: "reasoning", id: "rs_1", summary: [] },
        sequence_number: 0,
      },
      summary(0, "**Planning**"),
      summary(1, "**Checking"),
      summary(1, " units**"),
      {
        type: "response.reasoning_text.delta",
        item_id: "rs_1",
        output_index: 0,
        content_index: 0,
        delta: " Raw thought.",
        sequence_number: 0,
      },
      textDelta(1, "3 km"),
      {
        type: "response.completed",
        response: response({ usage: usage(5, 5) }),
        sequence_number: 0,
      },
    ]);
    expect(project(adapt(stream)).map((view) => view.content)).toEqual([
      { kind: "reasoning", text: "**Planning**\n\n**Checking units** Raw thought." },
      { kind: "text", text: "3 km" },
    ]);
  });

  it("shows a refusal as the run's refusal error with the model's words, not as text", () => {
    const refusal: ResponseStreamEvent = {
      type: "response.refusal.delta",
      item_id: "msg_1",
      output_index: 0,
      content_index: 0,
      delta: "I can't help with that.",
      sequence_number: 1,
    };
    const completed: ResponseStreamEvent = {
      type: "response.completed",
      response: response({ status: "completed" }),
      sequence_number: 2,
    };
    expect(project(adapt([refusal, completed])).map((view) => view.content)).toEqual([
      { kind: "error", message: "I can't help with that.", code: "refusal" },
    ]);
  });

  it("streams function call arguments as partial tool calls, then the exact input", () => {
    const calls = adapt(callStream).filter((event) => event.type === "tool_call");
    expect(calls.map((call) => [call.id, call.input, call.partial])).toEqual([
      ["call_paris", {}, true],
      ["call_paris", { city: "Pa" }, true],
      ["call_tokyo", {}, true],
      ["call_tokyo", { city: "Tok" }, true],
      ["call_paris", { city: "Paris" }, true],
      ["call_paris", { city: "Paris" }, undefined],
      ["call_tokyo", { city: "Tokyo" }, true],
      ["call_tokyo", { city: "Tokyo" }, undefined],
    ]);
  });

  it("keeps the call_id, so the app's tool results complete the calls", () => {
    const results: GraphEvent[] = ["call_paris", "call_tokyo"].map((id) => ({
      type: "tool_result",
      id,
      runId: "tools",
      name: "get_weather",
      output: { celsius: 21 },
    }));
    const views = project([...adapt(callStream), ...results]);
    expect(views.map((view) => view.content)).toEqual([
      {
        kind: "tool_call",
        toolCallId: "call_paris",
        name: "get_weather",
        input: { city: "Paris" },
        output: { celsius: 21 },
        state: "complete",
      },
      {
        kind: "tool_call",
        toolCallId: "call_tokyo",
        name: "get_weather",
        input: { city: "Tokyo" },
        output: { celsius: 21 },
        state: "complete",
      },
    ]);
  });

  it("takes a function call that arrives only as a done item", () => {
    const done: ResponseStreamEvent = {
      type: "response.output_item.done",
      output_index: 0,
      item: { type: "function_call", call_id: "call_1", name: "ls", arguments: '{"dir": "/"}' },
      sequence_number: 1,
    };
    expect(adapt([done]).filter((event) => event.type === "tool_call")).toMatchObject([
      { id: "call_1", name: "ls", input: {}, partial: true },
      { id: "call_1", name: "ls", input: { dir: "/" }, partial: true },
      { id: "call_1", name: "ls", input: { dir: "/" } },
    ]);
  });
});
