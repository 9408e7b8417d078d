import { type AGUIEvent, EventType } from "@ag-ui/core";

const thread = { threadId: "thread_7f3a" } as const;

/**
 * A lead agent that delegates to a researcher run (`parentRunId`) from a tool call, and the
 * researcher in turn to a fetcher run: two levels of runs nested under their tool calls.
 */
export const nestedRunsStream: AGUIEvent[] = [
  { type: EventType.RUN_STARTED, ...thread, runId: "run_lead", timestamp: 1767225600000 },
  { type: EventType.TEXT_MESSAGE_START, messageId: "msg_lead_1", role: "assistant" },
  { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "msg_lead_1", delta: "I'll ask " },
  { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "msg_lead_1", delta: "the researcher." },
  { type: EventType.TEXT_MESSAGE_END, messageId: "msg_lead_1" },
  {
    type: EventType.TOOL_CALL_START,
    toolCallId: "call_research",
    toolCallName: "research",
    parentMessageId: "msg_lead_1",
  },
  { type: EventType.TOOL_CALL_ARGS, toolCallId: "call_research", delta: '{"topic": "ti' },
  { type: EventType.TOOL_CALL_ARGS, toolCallId: "call_research", delta: 'des"}' },
  { type: EventType.TOOL_CALL_END, toolCallId: "call_research" },
  { type: EventType.RUN_STARTED, ...thread, runId: "run_research", parentRunId: "run_lead" },
  { type: EventType.REASONING_START, messageId: "rs_1" },
  { type: EventType.REASONING_MESSAGE_START, messageId: "rs_1", role: "reasoning" },
  { type: EventType.REASONING_MESSAGE_CONTENT, messageId: "rs_1", delta: "Need sources first." },
  { type: EventType.REASONING_MESSAGE_END, messageId: "rs_1" },
  { type: EventType.REASONING_END, messageId: "rs_1" },
  { type: EventType.TOOL_CALL_START, toolCallId: "call_fetch", toolCallName: "fetch_sources" },
  { type: EventType.TOOL_CALL_ARGS, toolCallId: "call_fetch", delta: '{"limit": 3}' },
  { type: EventType.TOOL_CALL_END, toolCallId: "call_fetch" },
  { type: EventType.RUN_STARTED, ...thread, runId: "run_fetcher", parentRunId: "run_research" },
  { type: EventType.STEP_STARTED, stepName: "search" },
  {
    type: EventType.TEXT_MESSAGE_CHUNK,
    messageId: "msg_fetch",
    role: "assistant",
    delta: "Found 3 ",
  },
  { type: EventType.TEXT_MESSAGE_CHUNK, delta: "sources." },
  { type: EventType.STEP_FINISHED, stepName: "search" },
  {
    type: EventType.RUN_FINISHED,
    ...thread,
    runId: "run_fetcher",
    usage: [{ provider: "openai", model: "gpt-5-mini", inputTokens: 400, outputTokens: 20 }],
  },
  {
    type: EventType.TOOL_CALL_RESULT,
    messageId: "tool_msg_fetch",
    toolCallId: "call_fetch",
    content: "3 sources",
    role: "tool",
  },
  { type: EventType.TEXT_MESSAGE_START, messageId: "msg_research" },
  { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "msg_research", delta: "The Moon's pull." },
  { type: EventType.TEXT_MESSAGE_END, messageId: "msg_research" },
  { type: EventType.RUN_FINISHED, ...thread, runId: "run_research", result: "The Moon's pull." },
  {
    type: EventType.TOOL_CALL_RESULT,
    messageId: "tool_msg_research",
    toolCallId: "call_research",
    content: "The Moon's pull.",
  },
  { type: EventType.TEXT_MESSAGE_START, messageId: "msg_lead_2" },
  {
    type: EventType.TEXT_MESSAGE_CONTENT,
    messageId: "msg_lead_2",
    delta: "Tides follow the Moon.",
  },
  { type: EventType.TEXT_MESSAGE_END, messageId: "msg_lead_2" },
  {
    type: EventType.RUN_FINISHED,
    ...thread,
    runId: "run_lead",
    outcome: { type: "success" },
    usage: [
      { provider: "anthropic", model: "claude-sonnet-4-5", inputTokens: 1200, outputTokens: 300 },
      { provider: "openai", model: "gpt-5-mini", inputTokens: 100 },
    ],
  },
];

/** One run whose subagents (`SUBAGENT_*`, `subagentRunId`) nest two deep inside tool calls. */
export const subagentStream: AGUIEvent[] = [
  { type: EventType.RUN_STARTED, ...thread, runId: "run_main" },
  { type: EventType.TOOL_CALL_START, toolCallId: "call_plan", toolCallName: "delegate" },
  { type: EventType.TOOL_CALL_ARGS, toolCallId: "call_plan", delta: '{"task": "plan a trip"}' },
  { type: EventType.TOOL_CALL_END, toolCallId: "call_plan" },
  {
    type: EventType.SUBAGENT_STARTED,
    subagentRunId: "sa_planner",
    name: "planner",
    parentToolCallId: "call_plan",
  },
  { type: EventType.TEXT_MESSAGE_START, messageId: "m_plan", subagentRunId: "sa_planner" },
  {
    type: EventType.TEXT_MESSAGE_CONTENT,
    messageId: "m_plan",
    delta: "Asking the expert.",
    subagentRunId: "sa_planner",
  },
  { type: EventType.TEXT_MESSAGE_END, messageId: "m_plan", subagentRunId: "sa_planner" },
  {
    type: EventType.TOOL_CALL_START,
    toolCallId: "call_expert",
    toolCallName: "ask_expert",
    subagentRunId: "sa_planner",
  },
  { type: EventType.TOOL_CALL_END, toolCallId: "call_expert", subagentRunId: "sa_planner" },
  {
    type: EventType.SUBAGENT_STARTED,
    subagentRunId: "sa_expert",
    name: "expert",
    parentSubagentRunId: "sa_planner",
    parentToolCallId: "call_expert",
  },
  {
    type: EventType.TEXT_MESSAGE_CHUNK,
    messageId: "m_expert",
    delta: "Go in May.",
    subagentRunId: "sa_expert",
  },
  { type: EventType.SUBAGENT_FINISHED, subagentRunId: "sa_expert", result: "Go in May." },
  {
    type: EventType.TOOL_CALL_RESULT,
    messageId: "tm_expert",
    toolCallId: "call_expert",
    content: "Go in May.",
    subagentRunId: "sa_planner",
  },
  { type: EventType.SUBAGENT_ERROR, subagentRunId: "sa_planner", message: "No flights found" },
  {
    type: EventType.TOOL_CALL_RESULT,
    messageId: "tm_plan",
    toolCallId: "call_plan",
    content: "The planner failed.",
  },
  { type: EventType.RUN_FINISHED, ...thread, runId: "run_main" },
];

/** A run that stops to ask for approval of a tool call (an interrupt outcome). */
export const interruptStream: AGUIEvent[] = [
  { type: EventType.RUN_STARTED, ...thread, runId: "run_ask" },
  { type: EventType.TOOL_CALL_START, toolCallId: "call_send", toolCallName: "send_email" },
  { type: EventType.TOOL_CALL_ARGS, toolCallId: "call_send", delta: '{"to": "ana@example.com"}' },
  { type: EventType.TOOL_CALL_END, toolCallId: "call_send" },
  {
    type: EventType.RUN_FINISHED,
    ...thread,
    runId: "run_ask",
    outcome: {
      type: "interrupt",
      interrupts: [
        {
          id: "int_1",
          reason: "tool_approval",
          message: "Send this email?",
          toolCallId: "call_send",
        },
        { id: "int_2", reason: "missing_value", message: "Which signature?" },
      ],
    },
  },
];

/** Chunk shorthands for a tool call and text, with state and custom events in between. */
export const chunkStream: AGUIEvent[] = [
  { type: EventType.RUN_STARTED, ...thread, runId: "run_chunks" },
  { type: EventType.STATE_SNAPSHOT, snapshot: { step: 1 } },
  {
    type: EventType.TOOL_CALL_CHUNK,
    toolCallId: "call_c",
    toolCallName: "search",
    delta: '{"q": "ag',
  },
  { type: EventType.TOOL_CALL_CHUNK, delta: '-ui"}' },
  { type: EventType.CUSTOM, name: "progress", value: 0.5 },
  { type: EventType.TOOL_CALL_RESULT, messageId: "tm_c", toolCallId: "call_c", content: "[]" },
  { type: EventType.TEXT_MESSAGE_CHUNK, messageId: "m_c", delta: "Nothing " },
  { type: EventType.TEXT_MESSAGE_CHUNK, delta: "found." },
  { type: EventType.RAW, event: { kind: "provider_ping" }, source: "openai" },
  { type: EventType.RUN_FINISHED, ...thread, runId: "run_chunks" },
];
