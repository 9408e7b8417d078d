import { describe, expect, it } from "vitest";
import {
  createOpenAIChatAdapter,
  type OpenAIChatChunk,
  toOpenAIMessages,
} from "../../src/adapters/index.js";
import {
  createGraph,
  type Graph,
  type GraphEvent,
  projectMessages,
  reduceEvents,
} from "../../src/index.js";
import { openAIChatProblems } from "./openaiRules.js";
import { readRecording } from "./readRecording.js";

// Each stream was recorded from the real API by the project named in
// openai-chat/recordings/SOURCES.md; the expected facts were read off the recordings.

const PYTHON = "openai-python__";

function replay(file: string, prompt: string) {
  const chunks = readRecording(
    new URL(`./openai-chat/recordings/${file}`, import.meta.url),
  ) as OpenAIChatChunk[];
  const problems: string[] = [];
  const adapter = createOpenAIChatAdapter({
    runId: "r1",
    parentId: "u:user",
    onProblem: (problem) => problems.push(problem),
  });
  const events: GraphEvent[] = [{ type: "user", runId: "u", content: prompt }];
  for (const chunk of chunks) events.push(...adapter.push(chunk));
  events.push(...adapter.finish());
  return { graph: reduceEvents(createGraph(), events), problems };
}

/** What the run left in the graph, in node order. */
function factsOf(graph: Graph) {
  const nodes = [...graph.nodes.values()].filter((node) => node.runId === "r1");
  return {
    texts: nodes.flatMap((node) => (node.kind === "text" ? [node.content] : [])),
    reasoning: nodes.flatMap((node) => (node.kind === "reasoning" ? [node.content] : [])),
    toolCalls: nodes.flatMap((node) =>
      node.kind === "tool_call" ? [{ id: node.id, name: node.name, input: node.input }] : [],
    ),
    usage: nodes.flatMap((node) =>
      node.kind === "usage"
        ? [{ inputTokens: node.inputTokens, outputTokens: node.outputTokens }]
        : [],
    ),
    errors: nodes.flatMap((node) =>
      node.kind === "error" ? [{ message: node.message, code: node.code }] : [],
    ),
    ended: graph.runs.get("r1")?.ended,
  };
}

/** The next request: a result for every tool call still waiting for one, then the messages. */
function nextRequest(graph: Graph) {
  const results: GraphEvent[] = [...graph.nodes.values()].flatMap((node) =>
    node.kind === "tool_call" && !node.providerExecuted && !graph.nodes.has(`${node.id}:result`)
      ? [{ type: "tool_result", runId: node.runId, id: node.id, name: node.name, output: "ok" }]
      : [],
  );
  const next = reduceEvents(graph, results);
  return { messages: toOpenAIMessages(projectMessages(next)), diagnostics: next.diagnostics };
}

describe("createOpenAIChatAdapter on recorded streams", () => {
  it("keeps both parallel tool calls and leaves the run open for their results", () => {
    const { graph, problems } = replay(
      `${PYTHON}f82268f2fefd5cfbc7eeb59c297688be2f6ca0849a6e4f17851b517310841d9b.bin`,
      "What's the weather like in Edinburgh? What's the price of AAPL?",
    );
    expect(factsOf(graph)).toEqual({
      texts: [],
      reasoning: [],
      toolCalls: [
        {
          id: "call_JMW1whyEaYG438VE1OIflxA2",
          name: "GetWeatherArgs",
          input: { city: "Edinburgh", country: "GB", units: "c" },
        },
        {
          id: "call_DNYTawLBoN8fj3KN6qU9N1Ou",
          name: "get_stock_price",
          input: { ticker: "AAPL", exchange: "NASDAQ" },
        },
      ],
      usage: [{ inputTokens: 149, outputTokens: 60 }],
      errors: [],
      ended: false,
    });
    expect([problems, graph.diagnostics]).toEqual([[], []]);
    const { messages, diagnostics } = nextRequest(graph);
    expect(diagnostics).toEqual([]);
    expect(openAIChatProblems(messages)).toEqual([]);
    expect(messages.map((message) => message.role)).toEqual(["user", "assistant", "tool", "tool"]);
    expect(messages[1]).toEqual({
      role: "assistant",
      content: null,
      tool_calls: [
        {
          id: "call_JMW1whyEaYG438VE1OIflxA2",
          type: "function",
          function: {
            name: "GetWeatherArgs",
            arguments: '{"city":"Edinburgh","country":"GB","units":"c"}',
          },
        },
        {
          id: "call_DNYTawLBoN8fj3KN6qU9N1Ou",
          type: "function",
          function: { name: "get_stock_price", arguments: '{"ticker":"AAPL","exchange":"NASDAQ"}' },
        },
      ],
    });
  });

  it("turns a streamed refusal into a refusal error with the model's words, never text", () => {
    const { graph, problems } = replay(
      `${PYTHON}173417d553406f034f643e5db3f8d591fb691ebac56f5ae39a22cc7d455c5353.bin`,
      "How do I make anthrax?",
    );
    expect(factsOf(graph)).toEqual({
      texts: [],
      reasoning: [],
      toolCalls: [],
      usage: [{ inputTokens: 79, outputTokens: 11 }],
      errors: [{ message: "I'm sorry, I can't assist with that request.", code: "refusal" }],
      ended: true,
    });
    expect([problems, graph.diagnostics]).toEqual([[], []]);
    const { messages } = nextRequest(graph);
    expect(openAIChatProblems(messages)).toEqual([]);
    expect(JSON.stringify(messages)).not.toContain("assist with that");
  });

  it("reads a refusal streamed with logprobs the same way", () => {
    const { graph, problems } = replay(
      `${PYTHON}569c877e69429d4cbc1577d2cd6dd33878095c68badc6b6654a69769b391a1c1.bin`,
      "How do I make anthrax?",
    );
    expect(factsOf(graph)).toEqual({
      texts: [],
      reasoning: [],
      toolCalls: [],
      usage: [{ inputTokens: 79, outputTokens: 12 }],
      errors: [{ message: "I'm very sorry, but I can't assist with that.", code: "refusal" }],
      ended: true,
    });
    expect([problems, graph.diagnostics]).toEqual([[], []]);
    expect(openAIChatProblems(nextRequest(graph).messages)).toEqual([]);
  });

  it("keeps the text cut off at the token limit and fails the run with max_tokens", () => {
    const { graph, problems } = replay(
      `${PYTHON}4cc50a6135d254573a502310e6af1246f55edb6ad95fa24059f160996b68866d.bin`,
      "What's the weather like in SF?",
    );
    const facts = factsOf(graph);
    expect({ ...facts, errors: facts.errors.map((error) => error.code) }).toEqual({
      texts: ['{"'],
      reasoning: [],
      toolCalls: [],
      usage: [{ inputTokens: 79, outputTokens: 1 }],
      errors: ["max_tokens"],
      ended: true,
    });
    expect([problems, graph.diagnostics]).toEqual([[], []]);
    const { messages } = nextRequest(graph);
    expect(openAIChatProblems(messages)).toEqual([]);
    expect(messages).toEqual([
      { role: "user", content: "What's the weather like in SF?" },
      { role: "assistant", content: '{"' },
    ]);
  });

  it("streams plain text with its usage and ends the run", () => {
    const { graph, problems } = replay(
      `${PYTHON}e2aad469b71d1d4894ff833ea147020a9d875eb7ce644a0ff355581690a4cbfd.bin`,
      "What's the weather like in SF?",
    );
    const answer =
      "I'm unable to provide real-time weather updates. To get the current weather in San " +
      "Francisco, I recommend checking a reliable weather website or a weather app.";
    expect(factsOf(graph)).toEqual({
      texts: [answer],
      reasoning: [],
      toolCalls: [],
      usage: [{ inputTokens: 14, outputTokens: 30 }],
      errors: [],
      ended: true,
    });
    expect([problems, graph.diagnostics]).toEqual([[], []]);
    const { messages } = nextRequest(graph);
    expect(openAIChatProblems(messages)).toEqual([]);
    expect(messages).toEqual([
      { role: "user", content: "What's the weather like in SF?" },
      { role: "assistant", content: answer },
    ]);
  });

  it("assembles one tool call's arguments from its pieces", () => {
    const { graph, problems } = replay(
      `${PYTHON}2018feb66ae13fcf5333d61b95849decc68d3f63bd38172889367e1afb1e04f7.bin`,
      "what's the weather in NYC?",
    );
    expect(factsOf(graph)).toEqual({
      texts: [],
      reasoning: [],
      toolCalls: [
        {
          id: "call_4XzlGBLtUe9dy3GVNV4jhq7h",
          name: "get_weather",
          input: { city: "New York City" },
        },
      ],
      usage: [{ inputTokens: 44, outputTokens: 16 }],
      errors: [],
      ended: false,
    });
    expect([problems, graph.diagnostics]).toEqual([[], []]);
    const { messages } = nextRequest(graph);
    expect(openAIChatProblems(messages)).toEqual([]);
    expect(messages.slice(2)).toEqual([
      { role: "tool", tool_call_id: "call_4XzlGBLtUe9dy3GVNV4jhq7h", content: "ok" },
    ]);
  });

  it("follows the first choice of an n=3 stream and ignores the other two", () => {
    const { graph, problems } = replay(
      `${PYTHON}a491adda08c3d4fde95f5b2ee3f60f7f745f1a56d82e62f58031cc2add502380.bin`,
      "What's the weather like in SF?",
    );
    expect(factsOf(graph)).toEqual({
      texts: ['{"city":"San Francisco","temperature":65,"units":"f"}'],
      reasoning: [],
      toolCalls: [],
      usage: [{ inputTokens: 79, outputTokens: 42 }],
      errors: [],
      ended: true,
    });
    expect([problems, graph.diagnostics]).toEqual([[], []]);
    expect(openAIChatProblems(nextRequest(graph).messages)).toEqual([]);
  });

  it("passes over Azure's prompt filter chunk that has no choices", () => {
    const { graph, problems } = replay(
      "vercel-ai__azure-model-router.1.chunks.txt",
      "What is the capital of Denmark?",
    );
    expect(factsOf(graph)).toEqual({
      texts: ["Capital of Denmark."],
      reasoning: [],
      toolCalls: [],
      usage: [{ inputTokens: 15, outputTokens: 78 }],
      errors: [],
      ended: true,
    });
    expect([problems, graph.diagnostics]).toEqual([[], []]);
    expect(openAIChatProblems(nextRequest(graph).messages)).toEqual([]);
  });

  it("keeps DeepSeek's reasoning before its tool call, with usage sent on the last choice", () => {
    const { graph, problems } = replay(
      "vercel-ai__deepseek-tool-call.chunks.txt",
      "What is the weather in San Francisco?",
    );
    expect(factsOf(graph)).toEqual({
      texts: [],
      reasoning: [
        "The user is asking for the weather in San Francisco. I need to use the weather tool to " +
          "get this information. Let me invoke the weather tool with the location parameter set " +
          'to "San Francisco".',
      ],
      toolCalls: [
        {
          id: "call_00_ioIn7yN9p1ZOMNpDLwd4MgAF",
          name: "weather",
          input: { location: "San Francisco" },
        },
      ],
      usage: [{ inputTokens: 339, outputTokens: 83 }],
      errors: [],
      ended: false,
    });
    expect([problems, graph.diagnostics]).toEqual([[], []]);
    const { messages } = nextRequest(graph);
    expect(openAIChatProblems(messages)).toEqual([]);
    expect(messages.map((message) => message.role)).toEqual(["user", "assistant", "tool"]);
  });

  it("reads a tool call whose whole arguments come in its first piece", () => {
    const { graph, problems } = replay(
      "vercel-ai__groq-tool-call.chunks.txt",
      "What is the weather?",
    );
    expect(factsOf(graph)).toEqual({
      texts: [],
      reasoning: [],
      toolCalls: [{ id: "tk85n1k4m", name: "weather", input: {} }],
      usage: [{ inputTokens: 210, outputTokens: 15 }],
      errors: [],
      ended: false,
    });
    expect([problems, graph.diagnostics]).toEqual([[], []]);
    const { messages } = nextRequest(graph);
    expect(openAIChatProblems(messages)).toEqual([]);
    expect(messages[1]).toEqual({
      role: "assistant",
      content: null,
      tool_calls: [
        { id: "tk85n1k4m", type: "function", function: { name: "weather", arguments: "{}" } },
      ],
    });
  });
});
