import { describe, expect, it } from "vitest";
import {
  type AnthropicRequest,
  type AnthropicStreamEvent,
  createAnthropicAdapter,
  toAnthropicMessages,
} from "../../src/adapters/index.js";
import {
  createGraph,
  type Graph,
  type GraphEvent,
  type Node,
  projectMessages,
  reduceEvents,
} from "../../src/index.js";
import { ANTHROPIC_EXPECTATIONS, type AnthropicExpectation } from "./anthropic/expected.js";
import { anthropicRequestProblems } from "./anthropicRules.js";
import { readRecording } from "./readRecording.js";

interface Replay {
  readonly recording: readonly AnthropicStreamEvent[];
  readonly graph: Graph;
  readonly problems: readonly string[];
  readonly request: AnthropicRequest;
}

interface RecordedBlockStart {
  readonly type: string;
  readonly content_block?: { readonly tool_use_id?: unknown; readonly content?: unknown };
}

/** The model calls of a recording: a new one at each `message_start`. */
function modelCalls(recording: readonly AnthropicStreamEvent[]): AnthropicStreamEvent[][] {
  const calls: AnthropicStreamEvent[][] = [];
  for (const event of recording) {
    if (event.type === "message_start" || calls.length === 0) calls.push([]);
    calls.at(-1)?.push(event);
  }
  return calls;
}

function replay(expected: AnthropicExpectation): Replay {
  const url = new URL(`./anthropic/recordings/${expected.file}`, import.meta.url);
  const recording = readRecording(url) as AnthropicStreamEvent[];
  const problems: string[] = [];
  const events: GraphEvent[] = [{ type: "user", runId: "u", content: "Over to you." }];
  modelCalls(recording).forEach((chunks, index) => {
    const adapter = createAnthropicAdapter({
      runId: "r1",
      parentId: "u:user",
      step: index + 1,
      onProblem: (message) => problems.push(message),
    });
    for (const chunk of chunks) events.push(...adapter.push(chunk));
    events.push(...adapter.finish());
    for (const result of expected.steps[index]?.toolResults ?? [])
      events.push({ type: "tool_result", runId: "r1", ...result });
  });
  const graph = reduceEvents(createGraph(), events);
  const messages = projectMessages(graph, { includeReasoning: true });
  const request = toAnthropicMessages(
    expected.ended ? [...messages, { role: "user", content: "Thank you." }] : messages,
  );
  return { recording, graph, problems, request };
}

const replays = new Map<AnthropicExpectation, Replay>();

function replayOf(expected: AnthropicExpectation): Replay {
  const known = replays.get(expected);
  if (known) return known;
  const fresh = replay(expected);
  replays.set(expected, fresh);
  return fresh;
}

function nodesOf<Kind extends Node["kind"]>(graph: Graph, kind: Kind) {
  return [...graph.nodes.values()].filter(
    (node): node is Extract<Node, { kind: Kind }> => node.kind === kind && node.runId === "r1",
  );
}

/** The `content` of the recorded result block of a server tool call. */
function recordedResult(recording: readonly AnthropicStreamEvent[], toolUseId: string): unknown {
  const start = (recording as readonly RecordedBlockStart[]).find(
    (event) =>
      event.type === "content_block_start" && event.content_block?.tool_use_id === toolUseId,
  );
  return start?.content_block?.content;
}

function assistantBlocks(request: AnthropicRequest) {
  return request.messages
    .filter((message) => message.role === "assistant")
    .flatMap((message) => message.content);
}

/** Each turn as `role: block types`, a run of text blocks written once. */
function layoutOf(request: AnthropicRequest): string[] {
  return request.messages.map((message) => {
    const types = message.content
      .map((block) => block.type)
      .filter((type, index, all) => type !== "text" || all[index - 1] !== "text");
    return `${message.role}: ${types.join(" ")}`;
  });
}

describe("createAnthropicAdapter", () => {
  describe.each(ANTHROPIC_EXPECTATIONS)("on $file: $kind", (expected) => {
    it("reports no problem beyond those expected and leaves no diagnostic", () => {
      const { graph, problems } = replayOf(expected);
      const patterns = expected.problems ?? [];
      expect(problems).toHaveLength(patterns.length);
      for (const pattern of patterns)
        expect(problems.some((line) => pattern.test(line))).toBe(true);
      expect(graph.diagnostics).toEqual([]);
    });

    it("keeps the final text of each text block", () => {
      const texts = nodesOf(replayOf(expected).graph, "text").map((node) => node.content);
      expect(texts).toEqual(expected.texts);
    });

    it("keeps each thinking block's text and its signature byte for byte", () => {
      const reasoning = nodesOf(replayOf(expected).graph, "reasoning").map((node) => ({
        text: node.content,
        signature: node.signature,
      }));
      expect(reasoning).toEqual(expected.reasoning);
    });

    it("keeps each client tool call, complete, with the input it streamed", () => {
      const calls = nodesOf(replayOf(expected).graph, "tool_call")
        .filter((node) => node.providerExecuted !== true)
        .map((node) => ({
          id: node.id,
          name: node.name,
          input: node.input,
          partial: node.partial,
        }));
      expect(calls).toEqual(expected.toolCalls.map((call) => ({ ...call, partial: undefined })));
    });

    it("keeps each server tool call and its recorded result as run by the provider", () => {
      const { graph, recording } = replayOf(expected);
      const calls = nodesOf(graph, "tool_call").filter((node) => node.providerExecuted === true);
      const results = nodesOf(graph, "tool_result");
      expect(
        calls.map((node) => {
          const result = results.find((candidate) => candidate.toolCallId === node.id);
          return {
            call: [node.id, node.name, node.input, node.providerType],
            result: [result?.output, result?.providerExecuted, result?.providerType],
          };
        }),
      ).toEqual(
        expected.serverToolCalls.map((call) => ({
          call: [call.id, call.name, call.input, call.callType],
          result: [recordedResult(recording, call.id), true, call.resultType],
        })),
      );
    });

    it("records the usage of each model call, cache reads and writes counted as input", () => {
      const usage = nodesOf(replayOf(expected).graph, "usage").map(
        ({ inputTokens, outputTokens }) => ({ inputTokens, outputTokens }),
      );
      expect(usage).toEqual(expected.steps.map((step) => step.usage));
    });

    it("ends the run, or leaves it open for the results of client tools", () => {
      const { graph } = replayOf(expected);
      expect(graph.runs.get("r1")?.ended).toBe(expected.ended);
      expect(nodesOf(graph, "harness_end")).toHaveLength(expected.ended ? 1 : 0);
    });

    it("reports a failure only when the model was cut short", () => {
      const codes = nodesOf(replayOf(expected).graph, "error").map((node) => node.code);
      expect(codes).toEqual(expected.error ? [expected.error.code] : []);
    });
  });
});

describe("toAnthropicMessages", () => {
  describe.each(ANTHROPIC_EXPECTATIONS)("after $file: $kind", (expected) => {
    it("builds a next request that the Messages API accepts", () => {
      expect(anthropicRequestProblems(replayOf(expected).request)).toEqual([]);
    });

    it("lays out the turns and blocks of the next request as the model produced them", () => {
      expect(layoutOf(replayOf(expected).request)).toEqual(expected.layout);
    });

    it("sends each thinking block back with its recorded signature", () => {
      const thinking = assistantBlocks(replayOf(expected).request).filter(
        (block) => block.type === "thinking",
      );
      expect(thinking).toEqual(
        expected.reasoning.map(({ text, signature }) => ({
          type: "thinking",
          thinking: text,
          signature,
        })),
      );
    });

    it("sends each client tool call back as a tool_use with its recorded input", () => {
      const uses = assistantBlocks(replayOf(expected).request).filter(
        (block) => block.type === "tool_use",
      );
      expect(uses).toEqual(expected.toolCalls.map((call) => ({ type: "tool_use", ...call })));
    });

    it("sends each server tool call and its result back in Anthropic's own blocks", () => {
      const { request, recording } = replayOf(expected);
      const clientTypes = new Set(["text", "thinking", "redacted_thinking", "tool_use"]);
      const serverBlocks = assistantBlocks(request).filter((block) => !clientTypes.has(block.type));
      const wanted = expected.serverToolCalls.flatMap((call) => [
        expect.objectContaining({
          type: call.callType,
          id: call.id,
          name: call.name,
          input: call.input,
          ...(call.serverName === undefined ? {} : { server_name: call.serverName }),
        }),
        expect.objectContaining({
          type: call.resultType,
          tool_use_id: call.id,
          content: recordedResult(recording, call.id),
        }),
      ]);
      expect(serverBlocks).toHaveLength(wanted.length);
      expect(serverBlocks).toEqual(expect.arrayContaining(wanted));
    });
  });
});

const hello = { role: "user", content: [{ type: "text", text: "Hello" }] } as const;
const searched = [
  { type: "server_tool_use", id: "srvtoolu_1", name: "web_search", input: { query: "q" } },
  { type: "web_search_tool_result", tool_use_id: "srvtoolu_1", content: [] },
] as const;

describe("anthropicRequestProblems", () => {
  it.each([
    [
      "a request that starts with an assistant turn",
      [{ role: "assistant", content: "Hi" }],
      "the first turn is not a user turn",
    ],
    ["two user turns in a row", [hello, hello], "two user turns in a row"],
    [
      "an empty text block",
      [{ role: "user", content: [{ type: "text", text: "" }] }],
      "a text block is empty",
    ],
    [
      "a turn of blank text",
      [hello, { role: "assistant", content: [{ type: "text", text: " " }] }],
      "only whitespace",
    ],
    [
      "thinking without a signature",
      [
        hello,
        {
          role: "assistant",
          content: [
            { type: "thinking", thinking: "Hm", signature: "" },
            { type: "text", text: "Yes" },
          ],
        },
      ],
      "thinking without a signature",
    ],
    [
      "thinking after text",
      [
        hello,
        {
          role: "assistant",
          content: [
            { type: "text", text: "Yes" },
            { type: "thinking", thinking: "Hm", signature: "sig" },
          ],
        },
      ],
      "thinking after other content",
    ],
    [
      "redacted thinking without data",
      [
        hello,
        {
          role: "assistant",
          content: [
            { type: "redacted_thinking", data: "" },
            { type: "text", text: "Yes" },
          ],
        },
      ],
      "redacted_thinking without data",
    ],
    [
      "a tool_use left unanswered",
      [
        hello,
        { role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "f", input: {} }] },
        hello,
      ],
      "not answered first in the next user turn",
    ],
    [
      "text before the tool_result",
      [
        hello,
        { role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "f", input: {} }] },
        {
          role: "user",
          content: [
            { type: "text", text: "Here" },
            { type: "tool_result", tool_use_id: "toolu_1", content: "r" },
          ],
        },
      ],
      "not answered first in the next user turn",
    ],
    [
      "a server tool answered by a user tool_result",
      [
        hello,
        { role: "assistant", content: [searched[0]] },
        {
          role: "user",
          content: [{ type: "tool_result", tool_use_id: "srvtoolu_1", content: "r" }],
        },
      ],
      "tool_result answers server_tool_use srvtoolu_1",
    ],
    [
      "a server tool id of the wrong form",
      [
        hello,
        {
          role: "assistant",
          content: [
            { ...searched[0], id: "toolu_1" },
            { ...searched[1], tool_use_id: "toolu_1" },
            { type: "text", text: "Found" },
          ],
        },
      ],
      "does not start with srvtoolu_",
    ],
    [
      "an mcp_tool_use without its server",
      [
        hello,
        {
          role: "assistant",
          content: [
            { type: "mcp_tool_use", id: "mcptoolu_1", name: "echo", input: {} },
            { type: "mcp_tool_result", tool_use_id: "mcptoolu_1", content: [] },
            { type: "text", text: "Done" },
          ],
        },
      ],
      "mcp_tool_use without a server_name",
    ],
  ] as const)("reports %s", (_name, messages, problem) => {
    const problems = anthropicRequestProblems({ messages });
    expect(problems.some((line) => line.includes(problem))).toBe(true);
  });

  it("accepts signed thinking, a server tool with its result, and a tool_use answered first", () => {
    const messages = [
      hello,
      {
        role: "assistant",
        content: [
          { type: "thinking", thinking: "Search first.", signature: "EvQB" },
          ...searched,
          { type: "text", text: "Found it." },
          { type: "tool_use", id: "toolu_1", name: "save", input: { path: "a" } },
        ],
      },
      {
        role: "user",
        content: [
          { type: "tool_result", tool_use_id: "toolu_1", content: "saved" },
          { type: "text", text: "Thanks" },
        ],
      },
    ] as const;
    expect(anthropicRequestProblems({ messages })).toEqual([]);
  });
});
