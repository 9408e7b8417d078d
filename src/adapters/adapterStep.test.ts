import { describe, expect, it } from "vitest";
import { createGraph } from "../core/graph/createGraph.js";
import type { GraphEvent, TokenUsage } from "../core/graph/GraphEvent.js";
import { reduceEvents } from "../core/graph/reduceEvents.js";
import type { MessageToolCall } from "../core/projections/messages/Message.js";
import { projectMessages } from "../core/projections/messages/projectMessages.js";
import { projectThread } from "../core/projections/thread/projectThread.js";
import { usageByRun } from "../core/projections/usageByRun.js";
import { createAiSdkAdapter } from "./aiSdk/aiSdkAdapter.js";
import * as anthropic from "./anthropic/anthropicAdapter.fixtures.js";
import { createAnthropicAdapter } from "./anthropic/anthropicAdapter.js";
import * as chat from "./openai/openaiChatAdapter.fixtures.js";
import { createOpenAIChatAdapter } from "./openai/openaiChatAdapter.js";
import * as responses from "./openai/openaiResponsesAdapter.fixtures.js";
import { createOpenAIResponsesAdapter } from "./openai/openaiResponsesAdapter.js";
import type { ProviderAdapterOptions } from "./ProviderAdapterOptions.js";
import type { StreamAdapter } from "./StreamAdapter.js";

/** One provider's agent loop: a model call that stops to call a tool, then one that answers. */
interface Loop {
  readonly provider: string;
  /** The events of step 1 (the call that stops for the tool) or step 2 (the answer). */
  readonly adapt: (step: 1 | 2) => GraphEvent[];
  readonly call: MessageToolCall;
  readonly texts: readonly [string, string];
  readonly textIds: readonly [string, string];
  readonly usage: readonly [TokenUsage, TokenUsage];
}

function stepsOf<Chunk>(
  create: (options: ProviderAdapterOptions) => StreamAdapter<Chunk>,
  streams: readonly [readonly Chunk[], readonly Chunk[]],
): Loop["adapt"] {
  return (step) => {
    const adapter = create({ runId: "r1", parentId: "u1:user", step });
    const chunks = streams[step - 1] ?? [];
    return [...chunks.flatMap((chunk) => adapter.push(chunk)), ...adapter.finish()];
  };
}

const loops: readonly Loop[] = [
  {
    provider: "Anthropic",
    adapt: stepsOf(createAnthropicAdapter, [anthropic.toolStream, anthropic.answerStream]),
    call: {
      id: "toolu_01A09q90qw90lq917835lq9",
      name: "read_file",
      input: { path: "src/index.ts", limits: { from: 1, to: 40 } },
    },
    texts: ["Let me read it.", "It exports nothing."],
    textIds: ["r1:text:0", "r1:step2:text:0"],
    usage: [
      { inputTokens: 100, outputTokens: 48 },
      { inputTokens: 160, outputTokens: 9 },
    ],
  },
  {
    provider: "OpenAI Chat",
    adapt: stepsOf(createOpenAIChatAdapter, [chat.toolCallStream, chat.answerStream]),
    call: { id: "call_weather_paris", name: "get_weather", input: { city: "Paris" } },
    texts: ["Checking the forecast.", "It is 18 °C."],
    textIds: ["r1:text:0", "r1:step2:text:0"],
    usage: [
      { inputTokens: 80, outputTokens: 20 },
      { inputTokens: 120, outputTokens: 8 },
    ],
  },
  {
    provider: "OpenAI Responses",
    adapt: stepsOf(createOpenAIResponsesAdapter, [
      responses.textAndCallStream,
      responses.answerStream,
    ]),
    call: { id: "call_paris", name: "get_weather", input: { city: "Paris" } },
    texts: ["Checking the forecast.", "It is 18 °C."],
    textIds: ["r1:text:0:0", "r1:step2:text:0:0"],
    usage: [
      { inputTokens: 60, outputTokens: 30 },
      { inputTokens: 110, outputTokens: 7 },
    ],
  },
];

const user: GraphEvent = { type: "user", runId: "u1", content: "Go" };

function resultOf(call: MessageToolCall): GraphEvent {
  return { type: "tool_result", id: call.id, runId: "r1", name: call.name, output: "done" };
}

function callState(events: readonly GraphEvent[], callId: string): unknown {
  const views = projectThread(reduceEvents(createGraph(), events));
  const content = views.find((view) => view.id === callId)?.content;
  return content?.kind === "tool_call" ? content.state : undefined;
}

describe.each(loops)("the $provider adapter in an agent loop", (loop) => {
  it("leaves the run open when the model stops to call tools, so the call is running", () => {
    const events = [user, ...loop.adapt(1)];
    expect(events.map((event) => event.type)).not.toContain("harness_end");
    expect(events.at(-1)).toEqual({
      type: "usage",
      runId: "r1",
      agentId: "assistant",
      ...loop.usage[0],
    });
    expect(reduceEvents(createGraph(), events).runs.get("r1")?.ended).not.toBe(true);
    expect(callState(events, loop.call.id)).toBe("running");
    expect(callState([...events, resultOf(loop.call)], loop.call.id)).toBe("complete");
  });

  it("continues the run in step 2 without harness_start and ends it without totalUsage", () => {
    expect(loop.adapt(2)).toEqual([
      {
        type: "text",
        runId: "r1",
        agentId: "assistant",
        id: loop.textIds[1],
        content: loop.texts[1],
      },
      { type: "usage", runId: "r1", agentId: "assistant", ...loop.usage[1] },
      { type: "harness_end", runId: "r1", agentId: "assistant" },
    ]);
  });

  it("gives one ended run: both texts apart around the call, messages to answer it, usage once", () => {
    const events = [user, ...loop.adapt(1), resultOf(loop.call), ...loop.adapt(2)];
    const graph = reduceEvents(createGraph(), events);
    expect(graph.runs.get("r1")?.ended).toBe(true);
    expect(graph.diagnostics).toEqual([]);
    expect(projectThread(graph).map((view) => [view.id, view.content.kind, view.status])).toEqual([
      ["u1:user", "user", "complete"],
      [loop.textIds[0], "text", "complete"],
      [loop.call.id, "tool_call", "complete"],
      [loop.textIds[1], "text", "complete"],
    ]);
    expect(projectMessages(graph)).toEqual([
      { role: "user", content: "Go" },
      { role: "assistant", content: loop.texts[0], tool_calls: [loop.call] },
      { role: "tool", tool_call_id: loop.call.id, content: "done" },
      { role: "assistant", content: loop.texts[1] },
    ]);
    const [first, second] = loop.usage;
    expect(usageByRun(graph).get("r1")?.own).toEqual({
      inputTokens: first.inputTokens + second.inputTokens,
      outputTokens: first.outputTokens + second.outputTokens,
    });
  });
});

describe.each([
  ["Anthropic", createAnthropicAdapter],
  ["OpenAI Chat", createOpenAIChatAdapter],
  ["OpenAI Responses", createOpenAIResponsesAdapter],
  ["AI SDK", createAiSdkAdapter],
] as const)("the step option of the %s adapter", (_, create) => {
  it("throws at creation for a step that is not a positive integer, naming the field", () => {
    const creating = (step: unknown) => () => create({ runId: "r1", step: step as number });
    expect(creating(0)).toThrow("step: expected a positive integer, got 0");
    expect(creating(1.5)).toThrow("step: expected a positive integer, got 1.5");
    expect(creating("2")).toThrow('step: expected a positive integer, got the string "2"');
    expect(creating(Number.NaN)).toThrow("step: expected a positive integer, got NaN");
  });

  it("starts the run in step 1 only, with its parent", () => {
    const first = create({ runId: "r1", parentId: "u1:user" }).finish();
    expect(first[0]).toEqual({
      type: "harness_start",
      runId: "r1",
      agentId: "assistant",
      parentId: "u1:user",
    });
    const later = create({ runId: "r1", parentId: "u1:user", step: 3 }).finish();
    expect(later.map((event) => event.type)).toEqual(["error", "harness_end"]);
  });
});
