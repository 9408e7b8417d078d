/**
 * Streams for the `adapters` section: a large tool input as JSON text cut into deltas, the
 * provider chunks that carry it (as tool input, or the same bytes as text), and one timed pass
 * of those chunks through an adapter and `reduceEvent`.
 */
import { Allow, parse } from "partial-json";
import {
  type AnthropicStreamEvent,
  createAnthropicAdapter,
  createOpenAIChatAdapter,
  type OpenAIChatChunk,
  type StreamAdapter,
} from "../src/adapters/index.js";
import { createGraph, type Graph, type GraphEvent, reduceEvent } from "../src/index.js";

/** The shape of a generated tool input. */
export type InputShape = "file" | "records";
/** The provider protocol the input is streamed in. */
export type Provider = "anthropic" | "openaiChat";

const CODE_LINES = [
  "export function greet(name: string): string {\n",
  '\treturn "Hello, " + name + " — \\"welcome\\" to C:\\\\work";\n',
  "}\n",
  "// naïve café: 😀 ünïcödé and a tab\there\n",
];

/** A `write_file`-like input: a path and a file's text with quotes, backslashes and tabs, as compact JSON of about `chars` characters. */
function fileInput(chars: number): string {
  const lines: string[] = [];
  let length = 0;
  for (let index = 0; length < chars; index++) {
    const line = `${index}: ${CODE_LINES[index % CODE_LINES.length]}`;
    lines.push(line);
    length += JSON.stringify(line).length - 2;
  }
  return JSON.stringify({ path: "src/generated.ts", content: lines.join("") });
}

/** Structured data: an array of small records, as compact JSON of about `chars` characters. */
function recordsInput(chars: number): string {
  const rows: unknown[] = [];
  let length = 0;
  for (let index = 0; length < chars; index++) {
    const row = {
      id: index,
      name: `row ${index}`,
      tags: ["alpha", "beta", index % 7 === 0 ? "gamma" : "delta"],
      score: ((index * 37) % 1000) / 7,
      active: index % 3 !== 0,
      note: index % 5 === 0 ? null : `line "${index}"\nsecond line`,
      at: { x: index % 640, y: (index * 13) % 480 },
    };
    rows.push(row);
    length += JSON.stringify(row).length + 1;
  }
  return JSON.stringify({ table: "measurements", rows });
}

/** The JSON text of a tool input of about `chars` characters. */
export function toolInput(shape: InputShape, chars: number): string {
  return shape === "file" ? fileInput(chars) : recordsInput(chars);
}

/** `text` cut into pieces of `size` characters. */
export function deltasOf(text: string, size: number): string[] {
  const pieces: string[] = [];
  for (let at = 0; at < text.length; at += size) pieces.push(text.slice(at, at + size));
  return pieces;
}

function anthropicChunks(pieces: readonly string[], as: "tool" | "text"): AnthropicStreamEvent[] {
  const block =
    as === "tool"
      ? { type: "tool_use", id: "toolu_1", name: "write_file", input: {} }
      : { type: "text", text: "" };
  const delta = (piece: string) =>
    as === "tool"
      ? { type: "input_json_delta", partial_json: piece }
      : { type: "text_delta", text: piece };
  return [
    { type: "message_start", message: { usage: { input_tokens: 10, output_tokens: 1 } } },
    { type: "content_block_start", index: 0, content_block: block },
    ...pieces.map((piece) => ({ type: "content_block_delta", index: 0, delta: delta(piece) })),
    { type: "content_block_stop", index: 0 },
    {
      type: "message_delta",
      delta: { stop_reason: as === "tool" ? "tool_use" : "end_turn" },
      usage: { output_tokens: pieces.length },
    },
    { type: "message_stop" },
  ] as AnthropicStreamEvent[];
}

function openaiChatChunks(pieces: readonly string[], as: "tool" | "text"): OpenAIChatChunk[] {
  const delta = (piece: string, first: boolean) =>
    as === "tool"
      ? {
          tool_calls: [
            {
              index: 0,
              ...(first && { id: "call_1", type: "function" }),
              function: { ...(first && { name: "write_file" }), arguments: piece },
            },
          ],
        }
      : { content: piece };
  return [
    ...pieces.map((piece, index) => ({
      choices: [{ index: 0, delta: delta(piece, index === 0) }],
    })),
    { choices: [{ index: 0, delta: {}, finish_reason: as === "tool" ? "tool_calls" : "stop" }] },
  ];
}

/** A provider's chunks carrying `pieces` as one tool call's input, or as text. */
export function chunksOf(
  provider: Provider,
  pieces: readonly string[],
  as: "tool" | "text",
): readonly object[] {
  return provider === "anthropic" ? anthropicChunks(pieces, as) : openaiChatChunks(pieces, as);
}

function adapterFor(provider: Provider): StreamAdapter<object> {
  const options = { runId: "r1", parentId: "u1" };
  return (
    provider === "anthropic" ? createAnthropicAdapter(options) : createOpenAIChatAdapter(options)
  ) as StreamAdapter<object>;
}

/** What one pass gave: the graph, and how many events of each kind were applied. */
export interface Pass {
  readonly graph: Graph;
  readonly events: number;
  readonly partialToolCalls: number;
}

/** Pushes every chunk through a new adapter, reduces each event it gives, and finishes. */
export function streamThrough(provider: Provider, chunks: readonly object[]): Pass {
  const adapter = adapterFor(provider);
  let graph = createGraph();
  let events = 0;
  let partialToolCalls = 0;
  const apply = (batch: readonly GraphEvent[]) => {
    for (const event of batch) {
      graph = reduceEvent(graph, event);
      events += 1;
      if (event.type === "tool_call" && event.partial) partialToolCalls += 1;
    }
  };
  for (const chunk of chunks) apply(adapter.push(chunk));
  apply(adapter.finish());
  return { graph, events, partialToolCalls };
}

/**
 * What the adapters did before tool input was parsed incrementally: every delta re-parses the
 * whole text so far with partial-json and compares it as JSON text with the last input shown;
 * each change is reduced as a partial tool_call.
 */
export function reparseEveryDelta(pieces: readonly string[]): Pass {
  const fields = { runId: "r1", agentId: "assistant" };
  let graph = reduceEvent(createGraph(), { type: "harness_start", ...fields, parentId: "u1" });
  let text = "";
  let shown = "{}";
  let events = 1;
  const call = (input: unknown, partial: boolean) => {
    const event: GraphEvent = {
      type: "tool_call",
      ...fields,
      id: "toolu_1",
      name: "write_file",
      input,
      ...(partial && { partial }),
    };
    graph = reduceEvent(graph, event);
    events += 1;
  };
  call({}, true);
  for (const piece of pieces) {
    text += piece;
    const input = parse(text, Allow.ALL);
    const json = JSON.stringify(input);
    if (json === shown) continue;
    shown = json;
    call(input, true);
  }
  call(JSON.parse(text), false);
  return { graph, events, partialToolCalls: events - 2 };
}

/** The input of the graph's one tool call, as JSON text; the text of its one text node. */
export function contentOf(graph: Graph): string | undefined {
  for (const node of graph.nodes.values()) {
    if (node.kind === "tool_call") return JSON.stringify(node.input);
    if (node.kind === "text") return node.content;
  }
  return undefined;
}
