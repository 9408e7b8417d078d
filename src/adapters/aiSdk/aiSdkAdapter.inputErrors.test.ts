import type { UIMessageChunk } from "ai";
import { describe, expect, it } from "vitest";
import { createGraph } from "../../core/graph/createGraph.js";
import type { GraphEvent } from "../../core/graph/GraphEvent.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectMessages } from "../../core/projections/messages/projectMessages.js";
import type { AiSdkUiChunk } from "./AiSdkUiChunk.js";
import { createAiSdkAdapter } from "./aiSdkAdapter.js";

const user: GraphEvent = { type: "user", runId: "u1", content: "Plan a day out." };

function adapt(stream: readonly AiSdkUiChunk[]) {
  const problems: string[] = [];
  const onProblem = (message: string) => problems.push(message);
  const adapter = createAiSdkAdapter({ runId: "r1", parentId: "u1:user", onProblem });
  const events = [...stream.flatMap((chunk) => adapter.push(chunk)), ...adapter.finish()];
  return { events, problems, graph: reduceEvents(createGraph(), [user, ...events]) };
}

function finalInputOf(events: readonly GraphEvent[], id: string): unknown {
  const calls = events.filter((event) => event.type === "tool_call" && event.id === id);
  const last = calls.at(-1);
  return last?.type === "tool_call" && last.partial === undefined ? last.input : "no final call";
}

/** A streamed call whose input fails validation: the SDK repeats the input, then the error twice. */
function invalidCall(input: unknown, deltas: readonly string[]): UIMessageChunk[] {
  return [
    { type: "start" },
    { type: "start-step" },
    { type: "tool-input-start", toolCallId: "call_1", toolName: "cityAttractions" },
    ...deltas.map(
      (inputTextDelta): UIMessageChunk => ({
        type: "tool-input-delta",
        toolCallId: "call_1",
        inputTextDelta,
      }),
    ),
    {
      type: "tool-input-error",
      toolCallId: "call_1",
      toolName: "cityAttractions",
      input,
      errorText: "Invalid input for tool cityAttractions",
    },
    {
      type: "tool-output-error",
      toolCallId: "call_1",
      errorText: "Invalid input for tool cityAttractions",
    },
    { type: "finish-step" },
    { type: "finish", finishReason: "stop" },
  ];
}

const failed = { error: "Invalid input for tool cityAttractions" };

describe("createAiSdkAdapter on tool inputs that fail", () => {
  it("keeps the input parsed from the deltas when tool-input-error gives the raw text", () => {
    const raw = '{ "cities": "San Francisco" }}';
    const { events, problems, graph } = adapt(
      invalidCall(raw, ['{ "cities": "San ', 'Francisco" }}']),
    );
    expect(finalInputOf(events, "call_1")).toEqual({ cities: "San Francisco" });
    expect(projectMessages(graph)[1]).toMatchObject({
      tool_calls: [{ id: "call_1", input: { cities: "San Francisco" } }],
    });
    expect(problems).toEqual([
      "tool call call_1 (cityAttractions): input is not complete JSON; kept the part that parses",
    ]);
    expect(graph.diagnostics).toEqual([]);
  });

  it("keeps the whole streamed input of a long call, not only what its last partial showed", () => {
    const long = "x".repeat(20_000);
    const text = JSON.stringify({ cities: "San Francisco", notes: long });
    const pieces = text.match(/.{1,1000}/gs) ?? [];
    const { events } = adapt(invalidCall(`${text}}`, [...pieces, "}"]));
    expect(finalInputOf(events, "call_1")).toEqual({ cities: "San Francisco", notes: long });
  });

  it("takes the text of tool-input-error as the input of a call whose input is plain text", () => {
    const stream = invalidCall("echo hi", []).with(2, {
      type: "tool-input-start",
      toolCallId: "call_1",
      toolName: "cityAttractions",
      inputEncoding: "text",
    });
    const deltas: UIMessageChunk[] = [
      { type: "tool-input-delta", toolCallId: "call_1", inputTextDelta: "echo " },
      { type: "tool-input-delta", toolCallId: "call_1", inputTextDelta: "hi" },
    ];
    const { events, problems } = adapt([...stream.slice(0, 3), ...deltas, ...stream.slice(3)]);
    expect(finalInputOf(events, "call_1")).toBe("echo hi");
    expect(problems).toEqual([]);
  });

  it("gives the error result once, though tool-output-error repeats it", () => {
    const stream = invalidCall({ cities: "San Francisco" }, ['{ "cities": "San Francisco" }']);
    const { events, problems } = adapt(stream);
    expect(events.filter((event) => event.type === "tool_result")).toEqual([
      {
        type: "tool_result",
        id: "call_1",
        runId: "r1",
        agentId: "assistant",
        name: "cityAttractions",
        output: failed,
      },
    ]);
    expect(finalInputOf(events, "call_1")).toEqual({ cities: "San Francisco" });
    expect(problems).toEqual([]);
  });

  it("takes the raw text of tool-input-error when the deltas gave nothing that parses", () => {
    const { events, problems } = adapt(invalidCall("cities: SF", ["cities: SF"]));
    expect(finalInputOf(events, "call_1")).toBe("cities: SF");
    expect(events.filter((event) => event.type === "tool_result")).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it("takes the input of tool-input-error for a call that streamed no input", () => {
    const { events } = adapt(invalidCall({ cities: 42 }, []));
    expect(finalInputOf(events, "call_1")).toEqual({ cities: 42 });
  });

  it("keeps the input of a call already complete when tool-input-error follows it", () => {
    const stream: UIMessageChunk[] = [
      {
        type: "tool-input-available",
        toolCallId: "call_1",
        toolName: "cityAttractions",
        input: { cities: "Paris" },
      },
      {
        type: "tool-input-error",
        toolCallId: "call_1",
        toolName: "cityAttractions",
        input: '{"cities": "Paris"}',
        errorText: "Invalid input for tool cityAttractions",
      },
    ];
    const { events } = adapt(stream);
    const calls = events.filter((event) => event.type === "tool_call");
    expect(calls.map((call) => call.input)).toEqual([{ cities: "Paris" }]);
    expect(events.filter((event) => event.type === "tool_result")).toHaveLength(1);
  });

  it("reports a second output for a call that already has one, and skips it", () => {
    const stream: UIMessageChunk[] = [
      { type: "tool-input-available", toolCallId: "call_1", toolName: "lookup", input: {} },
      { type: "tool-output-available", toolCallId: "call_1", output: "first" },
      { type: "tool-output-available", toolCallId: "call_1", output: "second" },
    ];
    const { events, problems } = adapt(stream);
    const results = events.filter((event) => event.type === "tool_result");
    expect(results.map((result) => result.output)).toEqual(["first"]);
    expect(problems).toEqual([
      "tool-output-available.toolCallId: call_1 already has a result; skipped",
    ]);
  });
});
