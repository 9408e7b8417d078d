import { readdirSync } from "node:fs";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import type { ResponseInputItem, ResponseStreamEvent } from "openai/resources/responses/responses";
import { describe, expect, it } from "vitest";
import { openAIChatProblems, openAIResponsesInputProblems } from "./openaiRules.js";
import { readRecording } from "./readRecording.js";

const call = (id: string, args = '{"city":"Paris"}') => ({
  id,
  type: "function" as const,
  function: { name: "get_weather", arguments: args },
});

describe("openAIChatProblems", () => {
  it("accepts parallel calls each answered in the run of tool messages right after them", () => {
    const messages: ChatCompletionMessageParam[] = [
      { role: "system", content: "Be brief." },
      { role: "user", content: "Weather in Paris and Rome?" },
      { role: "assistant", content: null, tool_calls: [call("c1"), call("c2")] },
      { role: "tool", tool_call_id: "c2", content: "18°C" },
      { role: "tool", tool_call_id: "c1", content: "21°C" },
      { role: "assistant", content: "Paris 21°C, Rome 18°C." },
      { role: "user", content: [{ type: "text", text: "Thanks" }] },
    ];
    expect(openAIChatProblems(messages)).toEqual([]);
  });

  it("reports a call left unanswered before the next message and at the end", () => {
    expect(
      openAIChatProblems([
        { role: "assistant", content: null, tool_calls: [call("c1"), call("c2")] },
        { role: "tool", tool_call_id: "c1", content: "ok" },
        { role: "user", content: "and?" },
        { role: "assistant", content: null, tool_calls: [call("c3")] },
      ]),
    ).toEqual([
      "message 2: tool call c2 is not answered before it",
      "end: tool call c3 is not answered",
    ]);
  });

  it("reports a tool message that stands anywhere but right after its call", () => {
    expect(
      openAIChatProblems([
        { role: "tool", tool_call_id: "c0", content: "orphan" },
        { role: "assistant", content: null, tool_calls: [call("c1")] },
        { role: "tool", tool_call_id: "c1", content: "ok" },
        { role: "tool", tool_call_id: "c1", content: "again" },
        { role: "assistant", content: "done" },
        { role: "tool", tool_call_id: "c1", content: "late" },
      ]),
    ).toEqual([
      "message 0: tool message c0 answers no call of the assistant message before",
      "message 3: tool message c1 answers no call of the assistant message before",
      "message 5: tool message c1 answers no call of the assistant message before",
    ]);
  });

  it("reports an assistant message with neither content nor tool calls", () => {
    expect(
      openAIChatProblems([
        { role: "assistant", content: null },
        { role: "assistant", content: "" },
        { role: "assistant" },
        { role: "assistant", content: [] },
      ]),
    ).toEqual([
      "message 0: assistant message has neither content nor tool_calls",
      "message 1: assistant message has neither content nor tool_calls",
      "message 2: assistant message has neither content nor tool_calls",
      "message 3: assistant message has neither content nor tool_calls",
    ]);
  });

  it("reports an empty tool_calls array", () => {
    expect(openAIChatProblems([{ role: "assistant", content: "hi", tool_calls: [] }])).toEqual([
      "message 0: tool_calls is not a non-empty array",
    ]);
  });

  it("reports arguments that are not the JSON text of an object", () => {
    expect(
      openAIChatProblems([
        {
          role: "assistant",
          content: null,
          tool_calls: [call("c1", '{"city":'), call("c2", "[1,2]"), call("c3", "")],
        },
        { role: "tool", tool_call_id: "c1", content: "a" },
        { role: "tool", tool_call_id: "c2", content: "b" },
        { role: "tool", tool_call_id: "c3", content: "c" },
      ]),
    ).toEqual([
      "message 0: tool call c1 arguments are not a JSON object string",
      "message 0: tool call c2 arguments are not a JSON object string",
      "message 0: tool call c3 arguments are not a JSON object string",
    ]);
  });

  it("reports a tool call id used twice in one request", () => {
    expect(
      openAIChatProblems([
        { role: "assistant", content: null, tool_calls: [call("c1")] },
        { role: "tool", tool_call_id: "c1", content: "a" },
        { role: "assistant", content: null, tool_calls: [call("c1")] },
        { role: "tool", tool_call_id: "c1", content: "b" },
      ]),
    ).toEqual(["message 2: tool call id c1 is used twice"]);
  });

  it("reports empty content arrays and unknown roles", () => {
    const messages = [
      { role: "user", content: [] },
      { role: "robot", content: "beep" },
    ] as unknown as ChatCompletionMessageParam[];
    expect(openAIChatProblems(messages)).toEqual([
      "message 0: content is an empty array",
      "message 1: not a message with a known role",
    ]);
  });
});

const functionCall = (callId: string, id = `fc_${callId}`) =>
  ({
    type: "function_call",
    id,
    call_id: callId,
    name: "calculator",
    arguments: '{"a":1,"b":2}',
  }) satisfies ResponseInputItem;

const output = (callId: string) =>
  ({ type: "function_call_output", call_id: callId, output: "3" }) satisfies ResponseInputItem;

describe("openAIResponsesInputProblems", () => {
  it("accepts a replayed turn: reasoning, calls, their outputs, built-in tools and the answer", () => {
    const items: ResponseInputItem[] = [
      { role: "developer", content: "Use the calculator." },
      { role: "user", content: [{ type: "input_text", text: "1+2, twice" }] },
      { type: "reasoning", id: "rs_1", summary: [{ type: "summary_text", text: "Adding" }] },
      functionCall("call_1"),
      functionCall("call_2"),
      output("call_2"),
      output("call_1"),
      {
        type: "web_search_call",
        id: "ws_1",
        status: "completed",
        action: { type: "search", query: "calculators" },
      },
      {
        type: "message",
        id: "msg_1",
        role: "assistant",
        status: "completed",
        content: [{ type: "output_text", text: "3 and 3.", annotations: [] }],
      },
      { role: "assistant", content: "Anything else?" },
    ];
    expect(openAIResponsesInputProblems(items)).toEqual([]);
  });

  it("accepts the output items of every recorded response replayed as the next input", () => {
    const folder = new URL("./openai-responses/recordings/", import.meta.url);
    const files = readdirSync(folder).filter((file) => file.endsWith(".chunks.txt"));
    const problems = files.map((file) => {
      const input: unknown[] = [{ role: "user", content: "Go on" }];
      for (const event of readRecording(new URL(file, folder)) as ResponseStreamEvent[]) {
        if (event.type !== "response.completed") continue;
        for (const item of event.response.output) {
          input.push(item);
          if (item.type === "function_call") input.push(output(item.call_id));
        }
      }
      return [file, input.length > 1, openAIResponsesInputProblems(input)];
    });
    expect(problems).toEqual(files.map((file) => [file, !file.includes("openai-error"), []]));
  });

  it("reports a function call with no output later in the input", () => {
    expect(
      openAIResponsesInputProblems([
        { role: "user", content: "1+2" },
        functionCall("call_1"),
        { role: "user", content: "never mind" },
      ]),
    ).toEqual(["end: function_call call_1 has no output"]);
  });

  it("reports an output before its call, for an unknown call, or given twice", () => {
    expect(
      openAIResponsesInputProblems([
        output("call_1"),
        functionCall("call_1"),
        output("call_1"),
        output("call_1"),
        output("call_9"),
      ]),
    ).toEqual([
      "input[0]: function_call_output call_1 answers no function_call before it",
      "input[3]: call_1 is answered twice",
      "input[4]: function_call_output call_9 answers no function_call before it",
    ]);
  });

  it("reports a call_id used by two calls", () => {
    expect(
      openAIResponsesInputProblems([
        functionCall("call_1", "fc_a"),
        functionCall("call_1", "fc_b"),
        output("call_1"),
      ]),
    ).toEqual(["input[1]: call_id call_1 is used twice"]);
  });

  it("reports item ids with the wrong prefix for their type", () => {
    expect(
      openAIResponsesInputProblems([
        functionCall("call_1", "call_1"),
        output("call_1"),
        { type: "reasoning", id: "reasoning_1", summary: [] },
        {
          type: "message",
          id: "item_1",
          role: "assistant",
          status: "completed",
          content: [{ type: "output_text", text: "hi", annotations: [] }],
        },
      ]),
    ).toEqual([
      "input[0]: function_call id call_1 does not begin with 'fc'",
      "input[2]: reasoning id reasoning_1 does not begin with 'rs'",
      "input[3]: message id item_1 does not begin with 'msg'",
    ]);
  });

  it("reports a reasoning item without the item that followed it", () => {
    expect(
      openAIResponsesInputProblems([
        { role: "user", content: "hi" },
        { type: "reasoning", id: "rs_1", summary: [] },
        { role: "user", content: "again" },
        { type: "reasoning", id: "rs_2", summary: [] },
        { type: "reasoning", id: "rs_3", summary: [] },
        { role: "assistant", content: "hello" },
        { type: "reasoning", id: "rs_4", summary: [] },
      ]),
    ).toEqual([
      "input[1]: reasoning item without the item that followed it",
      "input[3]: reasoning item without the item that followed it",
      "input[6]: reasoning item without the item that followed it",
    ]);
  });

  it("reports arguments that are not the JSON text of an object and empty call ids", () => {
    expect(
      openAIResponsesInputProblems([
        { ...functionCall("call_1"), arguments: '{"a":' },
        output("call_1"),
        { ...functionCall(""), id: "fc_2" },
      ]),
    ).toEqual([
      "input[0]: function_call arguments are not a JSON object string",
      "input[2]: function_call call_id is empty",
    ]);
  });

  it("reports message parts the role may not hold and empty content", () => {
    expect(
      openAIResponsesInputProblems([
        { role: "assistant", content: [{ type: "input_text", text: "hi" }] },
        { role: "user", content: [{ type: "output_text", text: "hi", annotations: [] }] },
        { role: "user", content: [] },
      ] as unknown[]),
    ).toEqual([
      "input[0]: content[0] may not stand in a message of role assistant",
      "input[1]: content[0] may not stand in a message of role user",
      "input[2]: message content is neither a string nor a non-empty array",
    ]);
  });

  it("reports missing required fields, unknown types and non-objects", () => {
    expect(
      openAIResponsesInputProblems([
        { type: "web_search_call", id: "ws_1", status: "completed" },
        { type: "function_call", call_id: "call_1", arguments: "{}" },
        { type: "teleport" },
        "hello",
        { role: "tool", content: "x" },
      ]),
    ).toEqual([
      "input[0]: web_search_call has no action",
      "input[1]: function_call has no name",
      "input[2]: not an input item of a known type",
      "input[3]: not an input item of a known type",
      "input[4]: message role tool is not allowed",
      "end: function_call call_1 has no output",
    ]);
  });
});
