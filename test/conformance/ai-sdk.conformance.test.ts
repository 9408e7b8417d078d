import { describe, expect, it } from "vitest";
import { type AiSdkUiChunk, createAiSdkAdapter } from "../../src/adapters/index.js";
import {
  createGraph,
  type Graph,
  type GraphEvent,
  projectMessages,
  projectThread,
  reduceEvents,
} from "../../src/index.js";
import { errorsOf, nodesOf, resultsOf } from "./graphFacts.js";
import { readRecording } from "./readRecording.js";
import { requestProblems } from "./requestProblems.js";

// Recordings and their sources: test/conformance/ai-sdk/recordings/SOURCES.md.

const user = { type: "user", runId: "u", content: "Hello" } as const;

interface Adapted {
  readonly events: GraphEvent[];
  readonly problems: string[];
}

/** Pushes every chunk of a recording through a new adapter for step `step` of run r1, then finishes. */
function adapt(name: string, step = 1): Adapted {
  const problems: string[] = [];
  const onProblem = (message: string) => problems.push(message);
  const adapter = createAiSdkAdapter({ runId: "r1", parentId: "u:user", step, onProblem });
  const url = new URL(`./ai-sdk/recordings/${name}.jsonl`, import.meta.url);
  const chunks = readRecording(url) as AiSdkUiChunk[];
  const events = chunks.flatMap((chunk) => adapter.push(chunk));
  return { events: [...events, ...adapter.finish()], problems };
}

function callsOf(graph: Graph) {
  return nodesOf(graph, "tool_call").map(({ id, name, input, partial, discarded }) => ({
    id,
    name,
    input,
    partial,
    discarded,
  }));
}

const REACT_REASONING =
  "**Getting weather and time**\n\nI need to check the weather and the current time. I'll use the weather and datetime tools, and maybe I can run both calls in parallel for efficiency. The user didn't specify any units, so I think I’ll default to Celsius. For Tokyo, I'll set the timezone to Asia/Tokyo. I want to format the response to be concise, including both the weather and current time. Let's go ahead and make those tool calls in parallel!";
const REACT_ANSWER =
  "Here’s the latest for Tokyo:\n- Weather: 20°C, clear skies\n- Local time: Wednesday, December 17, 2025 at 04:00:28 AM (Asia/Tokyo)";
const HITL_REASONING =
  "**Deleting a file**\n\nI need to use the delete_file tool right away, specifically for \"report.pdf.\" I won’t ask for extra confirmation. Once I call the tool, I can let the user know that the deletion request is pending approval. The system has an approval process in place, so I'll make sure to communicate that the request has been sent and is awaiting approval. Now, I'll call functions.delete_file to get this done.";
const HITL_ANSWER =
  'The file "report.pdf" has been queued for deletion. You’ll receive a confirmation once the action is approved and completed.';
const HITL_CALL = "call_LOd3dMxgYxmNLWZVWXra9xWQ";

describe("createAiSdkAdapter", () => {
  it("keeps the reasoning, two parallel calls streamed as deltas, their outputs and the answer of a LangGraph agent", () => {
    const { events, problems } = adapt("langchain-react-agent-tool-calling");
    const graph = reduceEvents(createGraph(), [user, ...events]);
    expect(nodesOf(graph, "reasoning").map((node) => node.content)).toEqual([REACT_REASONING]);
    const weather = "call_lxFuvuhpu9gvtx04WrmXZF9h";
    const datetime = "call_U3RijXRN09TXMyKWFZwqWjnJ";
    expect(callsOf(graph)).toEqual([
      { id: weather, name: "get_weather", input: { city: "Tokyo", units: "celsius" } },
      { id: datetime, name: "get_datetime", input: { timezone: "Asia/Tokyo", format: "full" } },
    ]);
    expect(resultsOf(graph)).toEqual([
      { toolCallId: weather, output: "Weather in Tokyo: 20°C, Clear skies" },
      {
        toolCallId: datetime,
        output: "Current date and time in Asia/Tokyo: Wednesday, December 17, 2025 at 04:00:28 AM",
      },
    ]);
    expect(nodesOf(graph, "text").map((node) => node.content)).toEqual([REACT_ANSWER]);
    expect(graph.runs.get("r1")).toMatchObject({ parentId: "u:user", ended: true });
    expect(errorsOf(graph)).toEqual([]);
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
    expect(messages.at(-1)).toEqual({ role: "assistant", content: REACT_ANSWER });
  });

  it("shows a LangGraph approval request with the call's input, then continues the run after it is approved", () => {
    const first = adapt("langchain-langgraph-hitl-request-1");
    const paused = reduceEvents(createGraph(), [user, ...first.events]);
    expect(paused.runs.get("r1")?.ended).toBe(false);
    expect(callsOf(paused)).toEqual([
      { id: HITL_CALL, name: "delete_file", input: { filename: "report.pdf" } },
    ]);
    const relays = nodesOf(paused, "relay");
    expect(relays.map(({ toolCallId, tool, params }) => ({ toolCallId, tool, params }))).toEqual([
      { toolCallId: HITL_CALL, tool: "delete_file", params: { filename: "report.pdf" } },
    ]);
    expect([...first.problems, ...paused.diagnostics.map((item) => item.message)]).toEqual([]);

    const relayId = relays[0]?.id ?? "no relay";
    const approval = { type: "relay_resolved", relayId, decision: "allow", runId: "r1" } as const;
    const second = adapt("langchain-langgraph-hitl-request-2", 2);
    const graph = reduceEvents(paused, [approval, ...second.events]);
    expect(nodesOf(graph, "reasoning").map((node) => node.content)).toEqual([HITL_REASONING]);
    expect(callsOf(graph)).toEqual([
      { id: HITL_CALL, name: "delete_file", input: { filename: "report.pdf" } },
    ]);
    expect(nodesOf(graph, "relay").map((relay) => relay.decision)).toEqual(["allow"]);
    expect(resultsOf(graph)).toEqual([
      { toolCallId: HITL_CALL, output: 'File "report.pdf" has been deleted successfully' },
    ]);
    expect(nodesOf(graph, "text").map((node) => node.content)).toEqual([HITL_ANSWER]);
    expect(graph.runs.get("r1")?.ended).toBe(true);
    expect(errorsOf(graph)).toEqual([]);
    expect([...second.problems, ...graph.diagnostics.map((item) => item.message)]).toEqual([]);
    const messages = projectMessages(graph);
    expect(requestProblems(messages)).toEqual([]);
    expect(messages.at(-1)).toEqual({ role: "assistant", content: HITL_ANSWER });
  });

  it("drops the tool call of a step that reset-step discarded and keeps the retried one", () => {
    const { events, problems } = adapt("ui-stream-reset-step");
    const graph = reduceEvents(createGraph(), [user, ...events]);
    expect(nodesOf(graph, "text").map((node) => node.content)).toEqual(["Completed step"]);
    expect(callsOf(graph)).toEqual([
      { id: "stale-tool", name: "deleteFile", input: { path: "partial" }, discarded: true },
      { id: "retried-tool", name: "deleteFile", input: { path: "target" } },
    ]);
    // The recorded stream has no `finish` chunk.
    expect(errorsOf(graph).map((error) => error.code)).toEqual(["incomplete_stream"]);
    expect([...problems, ...graph.diagnostics.map((item) => item.message)]).toEqual([]);
    const shown = projectThread(graph).flatMap((view) =>
      view.content.kind === "tool_call" ? [view.content.toolCallId] : [],
    );
    expect(shown).toEqual(["retried-tool"]);
    const messages = projectMessages(graph);
    expect(requestProblems(messages)).toEqual([]);
    const called = messages.flatMap((message) =>
      message.role === "assistant" ? (message.tool_calls ?? []).map((call) => call.id) : [],
    );
    expect(called).toEqual(["retried-tool"]);
    const answered = messages.flatMap((message) =>
      message.role === "tool" ? [message.tool_call_id] : [],
    );
    expect(answered).toEqual(["retried-tool"]);
  });

  it("keeps the parsed input of a call that failed validation and gives it one error result", () => {
    const { events, problems } = adapt("stream-text-tool-input-error");
    const graph = reduceEvents(createGraph(), [user, ...events]);
    expect(callsOf(graph)).toEqual([
      { id: "call-1", name: "cityAttractions", input: { cities: "San Francisco" } },
    ]);
    expect(events.filter((event) => event.type === "tool_result")).toHaveLength(1);
    expect(resultsOf(graph)).toEqual([
      { toolCallId: "call-1", output: { error: "An error occurred." } },
    ]);
    expect(graph.runs.get("r1")?.ended).toBe(true);
    expect(errorsOf(graph)).toEqual([]);
    expect([...problems, ...graph.diagnostics.map((item) => item.message)]).toEqual([]);
    expect(requestProblems(projectMessages(graph))).toEqual([]);
  });

  it("keeps the input parsed from the deltas when tool-input-error repeats it as raw text", () => {
    const { events, problems } = adapt("ui-stream-tool-input-error-raw-input");
    const graph = reduceEvents(createGraph(), [user, ...events]);
    expect(callsOf(graph)).toEqual([
      { id: "call-1", name: "cityAttractions", input: { cities: "San Francisco" } },
    ]);
    expect(events.filter((event) => event.type === "tool_result")).toHaveLength(1);
    expect(resultsOf(graph)).toEqual([
      { toolCallId: "call-1", output: { error: "Invalid input for tool cityAttractions" } },
    ]);
    expect([...problems, ...graph.diagnostics.map((item) => item.message)]).toEqual([]);
    expect(requestProblems(projectMessages(graph))).toEqual([]);
  });

  it("keeps the reasoning of both steps of a server-side tool roundtrip", () => {
    const { events, problems } = adapt("ui-stream-multi-step-reasoning");
    const graph = reduceEvents(createGraph(), [user, ...events]);
    expect(nodesOf(graph, "reasoning").map((node) => node.content)).toEqual([
      "I will use a tool to get the weather in London.",
      "I now know the weather in London.",
    ]);
    expect(callsOf(graph)).toEqual([
      { id: "tool-call-id", name: "tool-name", input: { city: "London" } },
    ]);
    expect(resultsOf(graph)).toEqual([
      { toolCallId: "tool-call-id", output: { weather: "sunny" } },
    ]);
    expect(graph.runs.get("r1")?.ended).toBe(true);
    expect([...problems, ...graph.diagnostics.map((item) => item.message)]).toEqual([]);
    const messages = projectMessages(graph);
    expect(requestProblems(messages)).toEqual([]);
    expect(messages.slice(1)).toEqual([
      {
        role: "assistant",
        content: null,
        tool_calls: [{ id: "tool-call-id", name: "tool-name", input: { city: "London" } }],
      },
      { role: "tool", tool_call_id: "tool-call-id", content: '{"weather":"sunny"}' },
      { role: "assistant", content: "The weather in London is sunny." },
    ]);
  });

  it("takes the input of tool-input-available over deltas that do not parse", () => {
    const { events, problems } = adapt("ui-stream-tool-call-streaming");
    const graph = reduceEvents(createGraph(), [user, ...events]);
    expect(callsOf(graph)).toEqual([
      { id: "tool-call-0", name: "test-tool", input: { testArg: "test-value" } },
    ]);
    expect(resultsOf(graph)).toEqual([{ toolCallId: "tool-call-0", output: "test-result" }]);
    expect([...problems, ...graph.diagnostics.map((item) => item.message)]).toEqual([]);
    expect(requestProblems(projectMessages(graph))).toEqual([]);
  });

  it("shows preliminary outputs as progress and the last output as the result", () => {
    const { events, problems } = adapt("ui-stream-preliminary-tool-results");
    const graph = reduceEvents(createGraph(), [user, ...events]);
    const final = {
      status: "success",
      temperature: 72,
      text: "The weather in San Francisco is 72°F",
    };
    expect(nodesOf(graph, "tool_progress").map((node) => node.content)).toEqual([
      { status: "loading", text: "Getting weather for San Francisco" },
      final,
    ]);
    expect(resultsOf(graph)).toEqual([{ toolCallId: "call-1", output: final }]);
    expect([...problems, ...graph.diagnostics.map((item) => item.message)]).toEqual([]);
    expect(requestProblems(projectMessages(graph))).toEqual([]);
  });

  it("ends the run with the abort's reason and keeps the finished first step", () => {
    const { events, problems } = adapt("stream-text-abort-in-second-step");
    const graph = reduceEvents(createGraph(), [user, ...events]);
    expect(callsOf(graph)).toEqual([{ id: "call-1", name: "tool1", input: { value: "value" } }]);
    expect(resultsOf(graph)).toEqual([{ toolCallId: "call-1", output: "result1" }]);
    expect(errorsOf(graph)).toEqual([
      { runId: "r1", message: "AbortError: This operation was aborted", code: "aborted" },
    ]);
    expect(graph.runs.get("r1")?.ended).toBe(true);
    expect([...problems, ...graph.diagnostics.map((item) => item.message)]).toEqual([]);
    expect(requestProblems(projectMessages(graph))).toEqual([]);
  });

  it("records an automatic approval denial and answers the denied call as denied", () => {
    const { events, problems } = adapt("stream-text-automatic-approval-denial");
    const graph = reduceEvents(createGraph(), [user, ...events]);
    expect(callsOf(graph)).toEqual([{ id: "call-1", name: "tool1", input: { value: "value" } }]);
    const relays = nodesOf(graph, "relay");
    expect(relays.map(({ id, toolCallId, decision }) => ({ id, toolCallId, decision }))).toEqual([
      { id: "id-1", toolCallId: "call-1", decision: "deny" },
    ]);
    expect([...problems, ...graph.diagnostics.map((item) => item.message)]).toEqual([]);
    const messages = projectMessages(graph);
    expect(requestProblems(messages)).toEqual([]);
    expect(messages.slice(1)).toEqual([
      {
        role: "assistant",
        content: null,
        tool_calls: [{ id: "call-1", name: "tool1", input: { value: "value" } }],
      },
      {
        role: "tool",
        tool_call_id: "call-1",
        content: "The user denied permission for this tool call.",
      },
      { role: "assistant", content: "Hello, world!" },
    ]);
  });

  it("fails the run with the error chunk's own words", () => {
    const { events, problems } = adapt("stream-text-error-masked");
    const graph = reduceEvents(createGraph(), [user, ...events]);
    expect(errorsOf(graph)).toEqual([
      { runId: "r1", message: "An error occurred.", code: "provider_error" },
    ]);
    expect(graph.runs.get("r1")?.ended).toBe(true);
    expect([...problems, ...graph.diagnostics.map((item) => item.message)]).toEqual([]);
    expect(projectMessages(graph)).toEqual([{ role: "user", content: "Hello" }]);
  });
});
