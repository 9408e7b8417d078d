import type { ResponseStreamEvent } from "openai/resources/responses/responses";
import { describe, expect, it } from "vitest";
import { createGraph } from "../../core/graph/createGraph.js";
import type { GraphEvent } from "../../core/graph/GraphEvent.js";
import { parseEvent } from "../../core/graph/parseEvent.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import type { OpenAIResponsesStreamEvent } from "./OpenAIResponsesStreamEvent.js";
import {
  adapt,
  argumentsDelta,
  callStream,
  options,
  response,
  textAndCallStream,
  textDelta,
  textStream,
  usage,
} from "./openaiResponsesAdapter.fixtures.js";
import { createOpenAIResponsesAdapter } from "./openaiResponsesAdapter.js";

const errorsOf = (events: GraphEvent[]) => events.filter((event) => event.type === "error");
const created: ResponseStreamEvent = {
  type: "response.created",
  response: response(),
  sequence_number: 0,
};
const incompleteAtLimit: ResponseStreamEvent = {
  type: "response.incomplete",
  response: response({
    status: "incomplete",
    incomplete_details: { reason: "max_output_tokens" },
  }),
  sequence_number: 2,
};

describe("createOpenAIResponsesAdapter endings", () => {
  it("turns response.failed into an error with the response's code, and ends the run", () => {
    const failed: ResponseStreamEvent = {
      type: "response.failed",
      response: response({
        status: "failed",
        error: { code: "server_error", message: "The server had an error." },
        usage: usage(12, 0),
      }),
      sequence_number: 2,
    };
    const events = adapt([created, textDelta(0, "Hel"), failed]);
    expect(events.slice(2)).toEqual([
      {
        type: "error",
        runId: "r1",
        agentId: "assistant",
        message: "The server had an error.",
        code: "server_error",
      },
      { type: "usage", runId: "r1", agentId: "assistant", inputTokens: 12, outputTokens: 0 },
      {
        type: "harness_end",
        runId: "r1",
        agentId: "assistant",
        totalUsage: { inputTokens: 12, outputTokens: 0 },
      },
    ]);
  });

  it("ends the run when a response with function calls is incomplete", () => {
    const events = adapt([...textAndCallStream.slice(0, -1), incompleteAtLimit]);
    expect(events.slice(-2).map((event) => event.type)).toEqual(["error", "harness_end"]);
    const views = projectThread(reduceEvents(createGraph(), events));
    expect(views[1]?.content).toMatchObject({ kind: "tool_call", state: "error" });
  });

  it("reports a response incomplete at the token limit with the code max_tokens", () => {
    expect(errorsOf(adapt([created, textDelta(0, "Once"), incompleteAtLimit]))).toMatchObject([
      { code: "max_tokens", message: "The response was cut off at the output token limit." },
    ]);
  });

  it("turns an error event into an error and ends the run at finish", () => {
    const error: ResponseStreamEvent = {
      type: "error",
      code: "rate_limit_exceeded",
      message: "Rate limit reached.",
      param: null,
      sequence_number: 1,
    };
    const events = adapt([created, error]);
    expect(events.map((event) => event.type)).toEqual(["harness_start", "error", "harness_end"]);
    expect(errorsOf(events)).toMatchObject([{ code: "rate_limit_exceeded" }]);
  });

  it("keeps the provider's words of a nested error event and reports the response.failed after it", () => {
    const problems: string[] = [];
    const adapter = createOpenAIResponsesAdapter({
      ...options,
      onProblem: (p) => problems.push(p),
    });
    // The shape the API sends on the wire: the code and message nest in `error`.
    const error = {
      type: "error",
      sequence_number: 1,
      error: {
        type: "invalid_request_error",
        code: "context_length_exceeded",
        message: "Too long.",
      },
    } as OpenAIResponsesStreamEvent;
    const failed: ResponseStreamEvent = {
      type: "response.failed",
      response: response({
        status: "failed",
        error: { code: "server_error", message: "Something went wrong." },
      }),
      sequence_number: 2,
    };
    const events = [created, error, failed].flatMap((event) => adapter.push(event));
    expect(errorsOf(events)).toEqual([
      expect.objectContaining({ message: "Too long.", code: "context_length_exceeded" }),
    ]);
    expect(problems).toEqual([
      'a further error after "Too long.": Something went wrong. (server_error)',
    ]);
  });

  it("completes function calls cut off mid-arguments at finish and says the stream was incomplete", () => {
    const adapter = createOpenAIResponsesAdapter(options);
    const pushed = callStream.slice(0, 5).flatMap((event) => adapter.push(event));
    const finished = adapter.finish();
    expect(finished.map((event) => event.type)).toEqual([
      "tool_call",
      "tool_call",
      "error",
      "harness_end",
    ]);
    expect(finished.slice(0, 2)).toMatchObject([
      { id: "call_paris", input: { city: "Pa" } },
      { id: "call_tokyo", input: { city: "Tok" } },
    ]);
    expect(finished[2]).toMatchObject({ code: "incomplete_stream" });
    const views = projectThread(reduceEvents(createGraph(), [...pushed, ...finished]));
    expect(views.map((view) => view.content)).toMatchObject([
      { kind: "tool_call", state: "error" },
      { kind: "tool_call", state: "error" },
      { kind: "error", code: "incomplete_stream" },
    ]);
  });

  it("produces only events that parseEvent accepts when a stream fails or stops short", () => {
    const error: ResponseStreamEvent = {
      type: "error",
      code: null,
      message: "x",
      param: null,
      sequence_number: 1,
    };
    const failed: ResponseStreamEvent = {
      type: "response.failed",
      response: response({ status: "failed" }),
      sequence_number: 1,
    };
    const events = [
      ...adapt([created, error]),
      ...adapt(callStream.slice(0, 5)),
      ...adapt([failed]),
    ];
    expect(events.filter((event) => !parseEvent(event).ok)).toEqual([]);
  });

  it("gives the same events for the same stream", () => {
    expect(adapt(callStream)).toEqual(adapt(structuredClone(callStream)));
  });
});

describe("createOpenAIResponsesAdapter with unknown and malformed events", () => {
  it("ignores event types it does not read", () => {
    const problems: string[] = [];
    const adapter = createOpenAIResponsesAdapter({
      ...options,
      onProblem: (message) => problems.push(message),
    });
    const events = textStream.flatMap((event) => adapter.push(event));
    expect(events.map((event) => event.type)).toEqual([
      "harness_start",
      "text",
      "text",
      "usage",
      "harness_end",
    ]);
    expect(adapter.push({ type: "response.web_search_call.searching" })).toEqual([]);
    expect(problems).toEqual([
      "response.web_search_call.searching arrived after the run ended; skipped",
    ]);
  });

  it("skips malformed events without throwing, reports them, and keeps what came before", () => {
    const problems: string[] = [];
    const adapter = createOpenAIResponsesAdapter({
      ...options,
      onProblem: (message) => problems.push(message),
    });
    const before = [created, textDelta(0, "Kept")].flatMap((event) => adapter.push(event));
    const malformed: unknown[] = [
      7,
      { sequence_number: 3 },
      argumentsDelta(4, "{}"),
      { ...textDelta(0, ""), delta: null },
      { ...textDelta(0, ""), content_index: "0" },
      {
        type: "response.output_item.added",
        output_index: 1,
        item: { type: "function_call", name: "ls" },
      },
      { type: "response.function_call_arguments.done", output_index: 2, arguments: "{}" },
    ];
    for (const item of malformed)
      expect(adapter.push(item as OpenAIResponsesStreamEvent)).toEqual([]);
    const after = [textDelta(0, " too"), { type: "response.completed", response: response() }];
    const events = [...before, ...after.flatMap((event) => adapter.push(event))];
    expect(projectThread(reduceEvents(createGraph(), events)).map((view) => view.content)).toEqual([
      { kind: "text", text: "Kept too" },
    ]);
    expect(problems).toEqual([
      "chunk: expected an object, got 7; skipped",
      "event.type: expected a string, got undefined; skipped",
      "response.function_call_arguments.delta.output_index: expected the index of an open function call, got 4; skipped",
      "response.output_text.delta.delta: expected a string, got null; skipped",
      'response.output_text.delta.content_index: expected a non-negative integer, got the string "0"; skipped',
      "response.output_item.added.item.call_id: expected a non-empty string, got undefined; skipped",
      "response.function_call_arguments.done.output_index: expected the index of an open function call, got 2; skipped",
    ]);
  });
});
