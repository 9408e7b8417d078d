import { describe, expect, it } from "vitest";
import { type AgUiEvent, createAgUiAdapter } from "../../src/adapters/index.js";
import {
  createGraph,
  type Graph,
  type GraphEvent,
  projectMessages,
  reduceEvents,
} from "../../src/index.js";
import { errorsOf, nodesOf, resultsOf } from "./graphFacts.js";
import { readRecording } from "./readRecording.js";
import { requestProblems } from "./requestProblems.js";

// Recordings and their sources: test/conformance/ag-ui/recordings/SOURCES.md.

interface Adapted {
  readonly graph: Graph;
  readonly problems: string[];
}

/** A user message, then every event of the recordings through one adapter, as one conversation. */
function adapt(content: string, ...names: readonly string[]): Adapted {
  const problems: string[] = [];
  const onProblem = (message: string) => problems.push(message);
  const adapter = createAgUiAdapter({ runId: "r1", parentId: "u:user", onProblem });
  const events: GraphEvent[] = [{ type: "user", runId: "u", content }];
  for (const name of names) {
    const url = new URL(`./ag-ui/recordings/${name}.jsonl`, import.meta.url);
    for (const event of readRecording(url) as AgUiEvent[]) events.push(...adapter.push(event));
  }
  events.push(...adapter.finish());
  return { graph: reduceEvents(createGraph(), events), problems };
}

function callsOf(graph: Graph) {
  return nodesOf(graph, "tool_call").map(({ id, runId, name, input, partial }) => ({
    id,
    runId,
    name,
    input,
    partial,
  }));
}

function textsOf(graph: Graph) {
  return nodesOf(graph, "text").map(({ runId, content }) => ({ runId, content }));
}

/** Each AG-UI run of the graph: where it hangs, whether it ended, its total usage. */
function runsOf(graph: Graph) {
  return [...graph.runs.values()]
    .filter((run) => run.runId !== "u")
    .map(({ runId, parentId, ended }) => {
      const end = graph.nodes.get(`${runId}:harness_end`);
      const usage = end?.kind === "harness_end" ? end.totalUsage : undefined;
      return { runId, parentId, ended, usage };
    });
}

const THINKING_REASONING =
  "**Solving the heads/legs problem**\n\nI need to solve the heads and legs problem involving chickens and rabbits. I've established that the total number of heads is 20, so I have the equation c + r = 20 and for the legs, 2c + 4r = 56. I substitute c as 20 - r into the second equation to find r = 8 and then c = 12. I could also show the method of calculating the extra legs to verify, linking legs difference to rabbit numbers. I'll present the final answer with reasoning steps.";
const THINKING_ANSWER =
  "Let c = number of chickens and r = number of rabbits.\n\nHeads: c + r = 20  \nLegs: 2c + 4r = 56\n\nFrom the first, c = 20 − r. Substitute into the legs equation:\n2(20 − r) + 4r = 56  \n40 − 2r + 4r = 56  \n40 + 2r = 56  \n2r = 16 → r = 8\n\nThen c = 20 − 8 = 12.\n\nAnswer: 12 chickens and 8 rabbits.\n\n(Quick check: 12 heads + 8 heads = 20; 12·2 + 8·4 = 24 + 32 = 56 legs.)";
const MIXED_ANSWER =
  "1) Your current city: Tokyo, Japan.\n2) Weather in Paris: 18°C, rainy.\n\nWould you like a forecast or more details for either location?";

describe("createAgUiAdapter", () => {
  it("continues a thread in its second run, which answers the first run's tool call", () => {
    const { graph, problems } = adapt(
      "Where am I, and what's the weather in Paris?",
      "dotnet-mixed-tool-invocation.turn1",
      "dotnet-mixed-tool-invocation.turn2",
    );
    expect(runsOf(graph)).toEqual([
      {
        runId: "run_Id_1",
        parentId: "u:user",
        ended: true,
        usage: { inputTokens: 184, outputTokens: 116 },
      },
      {
        runId: "run_Id_2",
        parentId: "run_Id_1:harness_end",
        ended: true,
        usage: { inputTokens: 243, outputTokens: 172 },
      },
    ]);
    expect(callsOf(graph)).toEqual([
      { id: "call_Id_1", runId: "run_Id_1", name: "get_user_location", input: {} },
      { id: "call_Id_2", runId: "run_Id_1", name: "get_weather", input: { city: "Paris" } },
    ]);
    expect(resultsOf(graph)).toEqual([{ toolCallId: "call_Id_2", output: '"Paris: 18C, rainy"' }]);
    expect(textsOf(graph)).toEqual([{ runId: "run_Id_2", content: MIXED_ANSWER }]);
    expect(errorsOf(graph)).toEqual([]);
    expect([...problems, ...graph.diagnostics.map((item) => item.message)]).toEqual([]);
    const messages = projectMessages(graph);
    expect(requestProblems(messages)).toEqual([]);
    expect(messages.slice(1)).toEqual([
      {
        role: "assistant",
        content: null,
        tool_calls: [
          { id: "call_Id_1", name: "get_user_location", input: {} },
          { id: "call_Id_2", name: "get_weather", input: { city: "Paris" } },
        ],
      },
      { role: "tool", tool_call_id: "call_Id_1", content: "This tool call did not complete." },
      { role: "tool", tool_call_id: "call_Id_2", content: '"Paris: 18C, rainy"' },
      { role: "assistant", content: MIXED_ANSWER },
    ]);
  });

  it("asks to approve an interrupted tool call and resumes it in the next run", () => {
    const { graph, problems } = adapt(
      "Please delete the file report-draft.txt",
      "dotnet-interrupts-approval.turn1",
      "dotnet-interrupts-approval.turn2",
    );
    expect(runsOf(graph)).toEqual([
      {
        runId: "run_Id_1",
        parentId: "u:user",
        ended: true,
        usage: { inputTokens: 182, outputTokens: 155 },
      },
      {
        runId: "run_Id_2",
        parentId: "run_Id_1:harness_end",
        ended: true,
        usage: { inputTokens: 224, outputTokens: 16 },
      },
    ]);
    const input = { filename: "report-draft.txt" };
    expect(callsOf(graph)).toEqual([
      { id: "call_Id_1", runId: "run_Id_1", name: "delete_file", input },
    ]);
    const relays = nodesOf(graph, "relay");
    expect(
      relays.map(({ id, runId, toolCallId, tool, params }) => ({
        id,
        runId,
        toolCallId,
        tool,
        params,
      })),
    ).toEqual([
      {
        id: "ficc_Id_1",
        runId: "run_Id_1",
        toolCallId: "call_Id_1",
        tool: "delete_file",
        params: input,
      },
    ]);
    const deleted = "\"File 'report-draft.txt' deleted successfully.\"";
    expect(resultsOf(graph)).toEqual([{ toolCallId: "call_Id_1", output: deleted }]);
    const answer = 'Done — "report-draft.txt" has been deleted.';
    expect(textsOf(graph)).toEqual([{ runId: "run_Id_2", content: answer }]);
    expect(errorsOf(graph)).toEqual([]);
    expect([...problems, ...graph.diagnostics.map((item) => item.message)]).toEqual([]);
    const messages = projectMessages(graph);
    expect(requestProblems(messages)).toEqual([]);
    expect(messages.slice(1)).toEqual([
      {
        role: "assistant",
        content: null,
        tool_calls: [{ id: "call_Id_1", name: "delete_file", input }],
      },
      { role: "tool", tool_call_id: "call_Id_1", content: deleted },
      { role: "assistant", content: answer },
    ]);
  });

  it("chains four LangGraph runs of one thread, though each RUN_FINISHED names LangGraph's run id", () => {
    const { graph } = adapt(
      "Hi change the background color to blue",
      "dojo-langgraph-python-changes-background",
    );
    expect(runsOf(graph)).toEqual([
      { runId: "id-2", parentId: "u:user", ended: true, usage: undefined },
      { runId: "id-18", parentId: "id-2:harness_end", ended: true, usage: undefined },
      { runId: "id-32", parentId: "id-18:harness_end", ended: true, usage: undefined },
      { runId: "id-47", parentId: "id-32:harness_end", ended: true, usage: undefined },
    ]);
    expect(callsOf(graph)).toEqual([
      { id: "id-13", runId: "id-2", name: "change_background", input: { background: "blue" } },
      { id: "id-42", runId: "id-32", name: "change_background", input: { background: "pink" } },
    ]);
    // The frontend tool's results travel in the next request, not in the stream.
    expect(resultsOf(graph)).toEqual([]);
    const done = "Done! I've completed that for you.";
    expect(textsOf(graph)).toEqual([
      { runId: "id-18", content: done },
      { runId: "id-47", content: done },
    ]);
    expect(errorsOf(graph)).toEqual([]);
    expect(graph.diagnostics).toEqual([]);
    const messages = projectMessages(graph);
    expect(requestProblems(messages)).toEqual([]);
    expect(messages.map((message) => message.role)).toEqual([
      "user",
      "assistant",
      "tool",
      "assistant",
      "assistant",
      "tool",
      "assistant",
    ]);
    expect(messages.at(-1)).toEqual({ role: "assistant", content: done });
  });

  it("answers two parallel tool calls with their results, then gives the answer", () => {
    const { graph, problems } = adapt(
      "What's the weather in Paris and the current time in Tokyo?",
      "dotnet-parallel-tool-calls",
    );
    expect(runsOf(graph)).toEqual([
      {
        runId: "run_Id_1",
        parentId: "u:user",
        ended: true,
        usage: { inputTokens: 495, outputTokens: 488 },
      },
    ]);
    expect(callsOf(graph)).toEqual([
      { id: "call_Id_1", runId: "run_Id_1", name: "get_weather", input: { city: "Paris" } },
      {
        id: "call_Id_2",
        runId: "run_Id_1",
        name: "get_current_time",
        input: { timezone: "Asia/Tokyo" },
      },
    ]);
    expect(resultsOf(graph)).toEqual([
      {
        toolCallId: "call_Id_1",
        output:
          '{\n        "City": "Paris",\n        "Conditions": "sunny",\n        "TemperatureCelsius": 22\n      }',
      },
      {
        toolCallId: "call_Id_2",
        output:
          '{\n        "Timezone": "Asia/Tokyo",\n        "CurrentTime": "2026-06-18 09:30 UTC"\n      }',
      },
    ]);
    const answer = "- Paris: sunny, about 22°C (≈72°F).\n- Tokyo: 2026-06-18 18:30 (JST — UTC+9).";
    expect(textsOf(graph)).toEqual([{ runId: "run_Id_1", content: answer }]);
    expect([...problems, ...graph.diagnostics.map((item) => item.message)]).toEqual([]);
    const messages = projectMessages(graph);
    expect(requestProblems(messages)).toEqual([]);
    expect(messages.map((message) => message.role)).toEqual([
      "user",
      "assistant",
      "tool",
      "tool",
      "assistant",
    ]);
  });

  it("keeps the reasoning before the answer", () => {
    const { graph, problems } = adapt("How many chickens and rabbits?", "dotnet-thinking-events");
    expect(nodesOf(graph, "reasoning").map((node) => node.content)).toEqual([THINKING_REASONING]);
    expect(textsOf(graph)).toEqual([{ runId: "run_Id_1", content: THINKING_ANSWER }]);
    expect(runsOf(graph)).toEqual([
      {
        runId: "run_Id_1",
        parentId: "u:user",
        ended: true,
        usage: { inputTokens: 39, outputTokens: 345 },
      },
    ]);
    expect([...problems, ...graph.diagnostics.map((item) => item.message)]).toEqual([]);
    expect(projectMessages(graph).at(-1)).toEqual({ role: "assistant", content: THINKING_ANSWER });
  });

  it("adds no node for a state snapshot", () => {
    const { graph, problems } = adapt(
      "Suggest me an Italian pasta recipe",
      "dotnet-state-management",
    );
    const answer =
      "Classic Spaghetti alla Carbonara combines hot spaghetti with crisp guanciale and a creamy emulsion of eggs and Pecorino Romano, finished with plenty of black pepper. Toss with reserved starchy pasta water to achieve a silky sauce and serve immediately.";
    expect([...graph.nodes.values()].map((node) => node.kind)).toEqual([
      "user",
      "harness_start",
      "text",
      "usage",
      "harness_end",
    ]);
    expect(textsOf(graph)).toEqual([{ runId: "run_Id_1", content: answer }]);
    expect(runsOf(graph)).toEqual([
      {
        runId: "run_Id_1",
        parentId: "u:user",
        ended: true,
        usage: { inputTokens: 658, outputTokens: 188 },
      },
    ]);
    expect([...problems, ...graph.diagnostics.map((item) => item.message)]).toEqual([]);
  });

  it("adds no node for a state snapshot or a state delta", () => {
    const { graph, problems } = adapt("Count", "dart-state-management");
    expect(textsOf(graph)).toEqual([{ runId: "run_03", content: "Updating count..." }]);
    expect(graph.nodes.size).toBe(4);
    expect([...problems, ...graph.diagnostics.map((item) => item.message)]).toEqual([]);
  });

  it("continues the thread with a second run after the first finished", () => {
    const { graph, problems } = adapt("Hello", "dart-multiple-runs");
    expect(runsOf(graph)).toEqual([
      { runId: "run_05", parentId: "u:user", ended: true, usage: undefined },
      { runId: "run_06", parentId: "run_05:harness_end", ended: true, usage: undefined },
    ]);
    expect([...problems, ...graph.diagnostics.map((item) => item.message)]).toEqual([]);
    const messages = projectMessages(graph);
    expect(requestProblems(messages)).toEqual([]);
    expect(messages).toEqual([
      { role: "user", content: "Hello" },
      { role: "assistant", content: "First run message." },
      { role: "assistant", content: "Second run message." },
    ]);
  });

  it("fails the run with RUN_ERROR's message and code, and ignores the RUN_FINISHED after it", () => {
    const { graph, problems } = adapt("Hello", "dart-error-handling");
    expect(textsOf(graph)).toEqual([{ runId: "run_09", content: "Processing..." }]);
    expect(errorsOf(graph)).toEqual([
      { runId: "run_09", message: "Connection timeout", code: "TIMEOUT" },
    ]);
    expect(graph.runs.get("run_09")?.ended).toBe(true);
    expect([...problems, ...graph.diagnostics.map((item) => item.message)]).toEqual([]);
    expect(requestProblems(projectMessages(graph))).toEqual([]);
  });

  it("reads a whole message from one TEXT_MESSAGE_CHUNK", () => {
    const { graph, problems } = adapt("Hello", "dart-text-message-chunk");
    expect(textsOf(graph)).toEqual([
      { runId: "run_12", content: "Complete message in a single chunk" },
    ]);
    expect([...problems, ...graph.diagnostics.map((item) => item.message)]).toEqual([]);
  });

  it("joins reasoning content and chunks, and skips the encrypted value", () => {
    const { graph, problems } = adapt("Hello", "dart-reasoning-events");
    expect(nodesOf(graph, "reasoning").map(({ runId, content }) => ({ runId, content }))).toEqual([
      { runId: "run_14", content: "Analyzing the request... considering options." },
    ]);
    expect([...problems, ...graph.diagnostics.map((item) => item.message)]).toEqual([]);
  });
});
