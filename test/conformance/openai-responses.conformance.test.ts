import { describe, expect, it } from "vitest";
import {
  createOpenAIResponsesAdapter,
  type OpenAIResponsesStreamEvent,
  toOpenAIMessages,
  toOpenAIResponsesInput,
} from "../../src/adapters/index.js";
import {
  createGraph,
  type Graph,
  type GraphEvent,
  projectMessages,
  reduceEvents,
} from "../../src/index.js";
import { openAIChatProblems, openAIResponsesInputProblems } from "./openaiRules.js";
import { readRecording } from "./readRecording.js";

// Each stream was recorded from the real API by the project named in
// openai-responses/recordings/SOURCES.md; the expected facts were read off the recordings.
// The text expected is the provider's own final text (`response.output_text.done`).

type Event = OpenAIResponsesStreamEvent & Readonly<Record<string, unknown>>;

function eventsOf(file: string): Event[] {
  const url = new URL(`./openai-responses/recordings/${file}`, import.meta.url);
  return readRecording(url) as Event[];
}

/** The recording's model calls: a file may hold several responses, each from `response.created`. */
function stepsOf(events: readonly Event[]): Event[][] {
  const steps: Event[][] = [];
  for (const event of events)
    if (event.type === "response.created" || steps.length === 0) steps.push([event]);
    else steps[steps.length - 1]?.push(event);
  return steps;
}

/** The provider's final text of each output text part, empty ones left out. */
function doneTexts(events: readonly Event[]): string[] {
  return events.flatMap((event) =>
    event.type === "response.output_text.done" && typeof event.text === "string" && event.text
      ? [event.text]
      : [],
  );
}

/** Tool results for the client calls still waiting, `outputs` by call id (or "ok"). */
function resultsFor(graph: Graph, outputs: Readonly<Record<string, string>> = {}): GraphEvent[] {
  return [...graph.nodes.values()].flatMap((node): GraphEvent[] =>
    node.kind === "tool_call" && !node.providerExecuted && !graph.nodes.has(`${node.id}:result`)
      ? [
          {
            type: "tool_result",
            runId: node.runId,
            id: node.id,
            name: node.name,
            output: outputs[node.id] ?? "ok",
          },
        ]
      : [],
  );
}

/**
 * Replays a recording: the user's message, then each model call through its own adapter step,
 * with the results of the step's client tool calls (from `outputs`) dispatched in between.
 */
function replay(file: string, prompt: string, outputs: Readonly<Record<string, string>> = {}) {
  const problems: string[] = [];
  let graph = reduceEvents(createGraph(), [{ type: "user", runId: "u", content: prompt }]);
  stepsOf(eventsOf(file)).forEach((events, index) => {
    if (index > 0) graph = reduceEvents(graph, resultsFor(graph, outputs));
    const adapter = createOpenAIResponsesAdapter({
      runId: "r1",
      parentId: "u:user",
      step: index + 1,
      onProblem: (problem) => problems.push(problem),
    });
    const produced = events.flatMap((event) => adapter.push(event));
    graph = reduceEvents(graph, [...produced, ...adapter.finish()]);
  });
  return { graph, problems };
}

/** What the run left in the graph, in node order; tools the provider ran are listed apart. */
function factsOf(graph: Graph) {
  const nodes = [...graph.nodes.values()].filter((node) => node.runId === "r1");
  return {
    texts: nodes.flatMap((node) => (node.kind === "text" ? [node.content] : [])),
    reasoning: nodes.flatMap((node) => (node.kind === "reasoning" ? [node.content] : [])),
    toolCalls: nodes.flatMap((node) =>
      node.kind === "tool_call" && !node.providerExecuted
        ? [{ id: node.id, name: node.name, input: node.input }]
        : [],
    ),
    providerCalls: nodes.flatMap((node) =>
      node.kind === "tool_call" && node.providerExecuted
        ? [{ id: node.id, providerType: node.providerType, answered: hasResult(graph, node.id) }]
        : [],
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

function hasResult(graph: Graph, callId: string): boolean {
  return graph.nodes.get(`${callId}:result`)?.kind === "tool_result";
}

/** The JSON of a provider-run call's input and of its result's output, to look for the provider's words in. */
function providerToolText(graph: Graph, callId: string) {
  const call = graph.nodes.get(callId);
  const result = graph.nodes.get(`${callId}:result`);
  return {
    input: JSON.stringify(call?.kind === "tool_call" ? call.input : undefined) ?? "",
    output: JSON.stringify(result?.kind === "tool_result" ? result.output : undefined) ?? "",
  };
}

/** The next Chat Completions request: the pending client calls answered, then the messages. */
/** The next request as Chat messages; its Responses input items are checked on the way. */
function nextChatRequest(graph: Graph) {
  const next = reduceEvents(graph, resultsFor(graph));
  const messages = projectMessages(next);
  expect(openAIResponsesInputProblems(toOpenAIResponsesInput(messages))).toEqual([]);
  return { messages: toOpenAIMessages(messages), diagnostics: next.diagnostics };
}

const QUOTA =
  "You exceeded your current quota, please check your plan and billing details. For more " +
  "information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.";

describe("createOpenAIResponsesAdapter on recorded streams", () => {
  it("fails the run with the words and code of the nested error event", () => {
    const { graph, problems } = replay("vercel-ai__openai-error.1.chunks.txt", "Hello");
    expect(factsOf(graph)).toEqual({
      texts: [],
      reasoning: [],
      toolCalls: [],
      providerCalls: [],
      usage: [],
      errors: [{ message: QUOTA, code: "insufficient_quota" }],
      ended: true,
    });
    // The response.failed after the error repeats the provider's words; it may be reported.
    expect(problems.filter((problem) => !problem.includes(QUOTA))).toEqual([]);
    expect(graph.diagnostics).toEqual([]);
    const { messages } = nextChatRequest(graph);
    expect(openAIChatProblems(messages)).toEqual([]);
    expect(messages).toEqual([{ role: "user", content: "Hello" }]);
  });

  it("runs four model calls as steps of one run: a summary, three sequential calls, the answer", () => {
    const file = "vercel-ai__openai-reasoning-encrypted-content.1.chunks.txt";
    const outputs = {
      call_AB6AaRZ1FYZB2RwS6A5vbdqn: "19",
      call_Q6pW65MUgW9vF59BmItYGos3: "57",
      call_Zl5vIMnD7dVAjgU6FkhmiCZh: "570",
    };
    const { graph, problems } = replay(file, "(12 + 7) * 3 * 10, step by step", outputs);
    expect(factsOf(graph)).toEqual({
      texts: ["The final result is **570**."],
      reasoning: [
        "**Calculating step-by-step using calculator**\n\nI'll compute 12 plus 7, then multiply " +
          "the result by 3, and finally multiply that by 10, reporting the final product.",
      ],
      toolCalls: [
        {
          id: "call_AB6AaRZ1FYZB2RwS6A5vbdqn",
          name: "calculator",
          input: { a: 12, b: 7, op: "add" },
        },
        {
          id: "call_Q6pW65MUgW9vF59BmItYGos3",
          name: "calculator",
          input: { a: 19, b: 3, op: "multiply" },
        },
        {
          id: "call_Zl5vIMnD7dVAjgU6FkhmiCZh",
          name: "calculator",
          input: { a: 57, b: 10, op: "multiply" },
        },
      ],
      providerCalls: [],
      usage: [
        { inputTokens: 134, outputTokens: 28 },
        { inputTokens: 221, outputTokens: 26 },
        { inputTokens: 260, outputTokens: 26 },
        { inputTokens: 299, outputTokens: 12 },
      ],
      errors: [],
      ended: true,
    });
    expect(doneTexts(eventsOf(file))).toEqual(["The final result is **570**."]);
    expect([problems, graph.diagnostics]).toEqual([[], []]);
    const { messages } = nextChatRequest(graph);
    expect(openAIChatProblems(messages)).toEqual([]);
    expect(
      messages.map((message) =>
        message.role === "assistant"
          ? [message.role, message.tool_calls?.map((call) => call.id) ?? message.content]
          : message.role === "tool"
            ? [message.role, message.tool_call_id, message.content]
            : [message.role],
      ),
    ).toEqual([
      ["user"],
      ["assistant", ["call_AB6AaRZ1FYZB2RwS6A5vbdqn"]],
      ["tool", "call_AB6AaRZ1FYZB2RwS6A5vbdqn", "19"],
      ["assistant", ["call_Q6pW65MUgW9vF59BmItYGos3"]],
      ["tool", "call_Q6pW65MUgW9vF59BmItYGos3", "57"],
      ["assistant", ["call_Zl5vIMnD7dVAjgU6FkhmiCZh"]],
      ["tool", "call_Zl5vIMnD7dVAjgU6FkhmiCZh", "570"],
      ["assistant", "The final result is **570**."],
    ]);
  });

  it("shows each web search the provider ran as a provider-executed tool call with its result", () => {
    const file = "vercel-ai__openai-web-search-tool.1.chunks.txt";
    const { graph, problems } = replay(file, "Tech news today, and anything about Vercel?");
    const searches = [
      ["ws_0cc96ac817fdc57e006933370e71cc81989ece73cbdfe67d25", "tech news today December 5 2025"],
      ["ws_0cc96ac817fdc57e0069333715b11c81988f3c9b9af6a95481", "site:theverge.com"],
      ["ws_0cc96ac817fdc57e006933371c82e48198aba79879e266ea8c", "petco-confirms-security-lapse"],
      ["ws_0cc96ac817fdc57e0069333721f6a081989f8e6a18dbc1e47a", "the-big-interview-2025-recap"],
      ["ws_0cc96ac817fdc57e00693337281754819898dbc2297d80e2df", "Vercel"],
      ["ws_0cc96ac817fdc57e00693337335db881989d7938ef5e5dcd6b", "petco-confirms-security-lapse"],
    ] as const;
    expect(factsOf(graph)).toEqual({
      texts: doneTexts(eventsOf(file)),
      reasoning: [],
      toolCalls: [],
      providerCalls: searches.map(([id]) => ({
        id,
        providerType: "web_search_call",
        answered: true,
      })),
      usage: [{ inputTokens: 31073, outputTokens: 4416 }],
      errors: [],
      ended: true,
    });
    for (const [id, words] of searches)
      expect(providerToolText(graph, id).input + providerToolText(graph, id).output).toContain(
        words,
      );
    expect([problems, graph.diagnostics]).toEqual([[], []]);
    const { messages } = nextChatRequest(graph);
    expect(openAIChatProblems(messages)).toEqual([]);
    expect(messages.map((message) => message.role)).toEqual(["user", "assistant"]);
    expect(messages[1]).toMatchObject({ content: doneTexts(eventsOf(file))[0] });
  });

  it("shows an Azure web search that ends while still 'searching' as one provider tool call", () => {
    const file = "vercel-ai__azure-web-search-preview-tool.1.chunks.txt";
    const { graph, problems } = replay(file, "Top news stories today?");
    const id = "ws_0dcf1a118189f28100691daa56c6488194b41c751d5cb3b4c3";
    expect(factsOf(graph)).toEqual({
      texts: doneTexts(eventsOf(file)),
      reasoning: [],
      toolCalls: [],
      providerCalls: [{ id, providerType: "web_search_call", answered: true }],
      usage: [{ inputTokens: 5093, outputTokens: 369 }],
      errors: [],
      ended: true,
    });
    expect(providerToolText(graph, id).input).toContain("top news stories November 19, 2025");
    expect([problems, graph.diagnostics]).toEqual([[], []]);
    expect(openAIChatProblems(nextChatRequest(graph).messages)).toEqual([]);
  });

  it("shows each code interpreter run with its code and its logs", () => {
    const file = "vercel-ai__openai-code-interpreter-tool.1.chunks.txt";
    const { graph, problems } = replay(file, "Simulate rolling two dice 10,000 times");
    const runs = [
      ["ci_68c2e6f7b72c8193ba1f552552c8dc9202d3a5742c7ddae9", "N=10000", "(2, 12, 69868, 6.9868)"],
      [
        "ci_68c2e6fd57948193aa93df6bdb00a86d02d3a5742c7ddae9",
        "roll2dice_sums_10000.csv",
        "True, 10000",
      ],
      ["ci_68c2e701a23081939c93b6fb5bb952d302d3a5742c7ddae9", "sums[:20]", "[6, 7, 2, 5, 5, 11,"],
    ] as const;
    expect(factsOf(graph)).toEqual({
      texts: doneTexts(eventsOf(file)),
      reasoning: [],
      toolCalls: [],
      providerCalls: runs.map(([id]) => ({
        id,
        providerType: "code_interpreter_call",
        answered: true,
      })),
      usage: [{ inputTokens: 6047, outputTokens: 1623 }],
      errors: [],
      ended: true,
    });
    for (const [id, code, logs] of runs) {
      expect(providerToolText(graph, id).input).toContain(code);
      expect(providerToolText(graph, id).output).toContain(logs);
    }
    expect([problems, graph.diagnostics]).toEqual([[], []]);
    expect(openAIChatProblems(nextChatRequest(graph).messages)).toEqual([]);
  });

  it("shows a file search with the queries the model made", () => {
    const file = "vercel-ai__openai-file-search-tool.1.chunks.txt";
    const { graph, problems } = replay(file, "What is an embedding model?");
    const id = "fs_0459517ad68504ad0068cabfbd76888192a5dc4475fadabf8a";
    expect(factsOf(graph)).toEqual({
      texts: doneTexts(eventsOf(file)),
      reasoning: [],
      toolCalls: [],
      providerCalls: [{ id, providerType: "file_search_call", answered: true }],
      usage: [{ inputTokens: 3737, outputTokens: 621 }],
      errors: [],
      ended: true,
    });
    expect(providerToolText(graph, id).input).toContain("definition of embedding model");
    expect([problems, graph.diagnostics]).toEqual([[], []]);
    expect(openAIChatProblems(nextChatRequest(graph).messages)).toEqual([]);
  });

  it("shows an image generation with its image, and no text for the empty message", () => {
    const file = "vercel-ai__openai-image-generation-tool.1.chunks.txt";
    const { graph, problems } = replay(file, "An echidna swimming the Mozambique Channel");
    const id = "ig_0df93c0bb83a72f20068c979f589c0819e9f0fc2d1a27aa1b8";
    expect(factsOf(graph)).toEqual({
      texts: [],
      reasoning: [],
      toolCalls: [],
      providerCalls: [{ id, providerType: "image_generation_call", answered: true }],
      usage: [{ inputTokens: 2941, outputTokens: 1249 }],
      errors: [],
      ended: true,
    });
    expect(providerToolText(graph, id).output).toContain("UklGRuIWGQBXRUJQVlA4");
    expect([problems, graph.diagnostics]).toEqual([[], []]);
    expect(openAIChatProblems(nextChatRequest(graph).messages)).toEqual([]);
  });

  it("shows a call the provider made on an MCP server with its arguments and output", () => {
    const file = "vercel-ai__openai-mcp-tool-approval.4.chunks.txt";
    const { graph, problems } = replay(file, "Shorten https://ai-sdk.dev/");
    const id = "mcp_04a97b4fce127879006949a87c14248195ac23dfe0854c03d3";
    const facts = factsOf(graph);
    expect({
      ...facts,
      providerCalls: facts.providerCalls.filter((call) => call.providerType === "mcp_call"),
    }).toEqual({
      texts: doneTexts(eventsOf(file)),
      reasoning: [],
      toolCalls: [],
      providerCalls: [{ id, providerType: "mcp_call", answered: true }],
      usage: [{ inputTokens: 779, outputTokens: 69 }],
      errors: [],
      ended: true,
    });
    expect(providerToolText(graph, id).input).toContain("https://ai-sdk.dev/");
    expect(providerToolText(graph, id).output).toContain("https://zip1.io/UDKvlw");
    expect([problems, graph.diagnostics]).toEqual([[], []]);
    expect(openAIChatProblems(nextChatRequest(graph).messages)).toEqual([]);
  });

  it("keeps the provider's tool search apart from the client call it found, left open", () => {
    const file = "vercel-ai__openai-tool-search.1.chunks.txt";
    const { graph, problems } = replay(file, "What's the weather in San Francisco?");
    const facts = factsOf(graph);
    expect({
      ...facts,
      providerCalls: facts.providerCalls.map((call) => call.providerType),
    }).toEqual({
      texts: [],
      reasoning: [],
      toolCalls: [
        {
          id: "call_pddfxhfOx4gY56zn4vIIEbFp",
          name: "get_weather",
          input: { location: "San Francisco, CA", unit: "fahrenheit" },
        },
      ],
      providerCalls: ["tool_search_call"],
      usage: [{ inputTokens: 640, outputTokens: 46 }],
      errors: [],
      ended: false,
    });
    expect([problems, graph.diagnostics]).toEqual([[], []]);
    const { messages } = nextChatRequest(graph);
    expect(openAIChatProblems(messages)).toEqual([]);
    expect(messages.map((message) => message.role)).toEqual(["user", "assistant", "tool"]);
  });
});
