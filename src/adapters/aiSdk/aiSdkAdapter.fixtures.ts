import type { UIMessageChunk } from "ai";

/**
 * Two steps of `streamText(...).toUIMessageStream()` with an Anthropic model: reasoning and
 * text, a tool call whose input streams in pieces, its output, then the answer. Block ids
 * restart in the second step, as Anthropic's block indexes do.
 */
export const weatherStream: UIMessageChunk[] = [
  { type: "start", messageId: "msg_01HZXw2Kq8V4" },
  { type: "start-step" },
  { type: "reasoning-start", id: "0" },
  { type: "reasoning-delta", id: "0", delta: "The user wants the weather" },
  { type: "reasoning-delta", id: "0", delta: " in Paris." },
  { type: "reasoning-end", id: "0" },
  { type: "text-start", id: "1" },
  { type: "text-delta", id: "1", delta: "Let me check" },
  { type: "text-delta", id: "1", delta: " the forecast." },
  { type: "text-end", id: "1" },
  { type: "tool-input-start", toolCallId: "toolu_01A9", toolName: "getWeather" },
  { type: "tool-input-delta", toolCallId: "toolu_01A9", inputTextDelta: "" },
  { type: "tool-input-delta", toolCallId: "toolu_01A9", inputTextDelta: '{"city": "Pa' },
  { type: "tool-input-delta", toolCallId: "toolu_01A9", inputTextDelta: 'ris", "unit": "cel' },
  { type: "tool-input-delta", toolCallId: "toolu_01A9", inputTextDelta: 'sius"}' },
  {
    type: "tool-input-available",
    toolCallId: "toolu_01A9",
    toolName: "getWeather",
    input: { city: "Paris", unit: "celsius" },
  },
  {
    type: "tool-output-available",
    toolCallId: "toolu_01A9",
    output: { temperature: 18, condition: "cloudy" },
  },
  { type: "finish-step" },
  { type: "start-step" },
  { type: "text-start", id: "1" },
  { type: "text-delta", id: "1", delta: "It is 18 °C and cloudy in Paris." },
  { type: "text-end", id: "1" },
  { type: "finish-step" },
  { type: "finish", finishReason: "stop" },
];

/** A stream whose tools fail in every documented way, with a generator tool's preliminary output. */
export const failingToolsStream: UIMessageChunk[] = [
  { type: "start" },
  { type: "start-step" },
  {
    type: "tool-input-error",
    toolCallId: "call_bad",
    toolName: "getWeather",
    input: { city: 42 },
    errorText: "Invalid input: city must be a string",
  },
  {
    type: "tool-input-available",
    toolCallId: "call_read",
    toolName: "readFile",
    input: { path: "/etc/shadow" },
  },
  { type: "tool-output-error", toolCallId: "call_read", errorText: "EACCES: permission denied" },
  {
    type: "tool-input-available",
    toolCallId: "call_rm",
    toolName: "bash",
    input: { cmd: "rm -rf /" },
  },
  { type: "tool-output-denied", toolCallId: "call_rm" },
  {
    type: "tool-input-available",
    toolCallId: "call_dl",
    toolName: "download",
    input: { url: "a" },
  },
  {
    type: "tool-output-available",
    toolCallId: "call_dl",
    output: { percent: 40 },
    preliminary: true,
  },
  {
    type: "tool-output-available",
    toolCallId: "call_dl",
    output: { percent: 100 },
    preliminary: true,
  },
  { type: "tool-output-available", toolCallId: "call_dl", output: { bytes: 2048 } },
  { type: "finish-step" },
  { type: "finish", finishReason: "tool-calls" },
];

/** A step that stops to ask the user before a tool runs. */
export const approvalStream: UIMessageChunk[] = [
  { type: "start", messageId: "msg_approval" },
  { type: "start-step" },
  { type: "tool-input-start", toolCallId: "call_del", toolName: "deleteFile", dynamic: true },
  { type: "tool-input-delta", toolCallId: "call_del", inputTextDelta: '{"path":"notes.txt"}' },
  {
    type: "tool-input-available",
    toolCallId: "call_del",
    toolName: "deleteFile",
    input: { path: "notes.txt" },
    dynamic: true,
  },
  { type: "tool-approval-request", approvalId: "approval_1", toolCallId: "call_del" },
  { type: "finish-step" },
  { type: "finish", finishReason: "tool-calls" },
];

/** The stream that continues after the user approved: the tool ran, the model answers. */
export const approvedStream: UIMessageChunk[] = [
  { type: "start", messageId: "msg_approval" },
  { type: "tool-approval-response", approvalId: "approval_1", approved: true },
  { type: "tool-output-available", toolCallId: "call_del", output: { deleted: true } },
  { type: "start-step" },
  { type: "text-start", id: "txt_0" },
  { type: "text-delta", id: "txt_0", delta: "Deleted notes.txt." },
  { type: "text-end", id: "txt_0" },
  { type: "finish-step" },
  { type: "finish" },
];

/** A stream cut off while a tool's input was still streaming (no `finish` ever came). */
export const truncatedStream: UIMessageChunk[] = [
  { type: "start" },
  { type: "start-step" },
  { type: "text-start", id: "t" },
  { type: "text-delta", id: "t", delta: "Searching" },
  { type: "tool-input-start", toolCallId: "call_q", toolName: "search" },
  { type: "tool-input-delta", toolCallId: "call_q", inputTextDelta: '{"query": "threadl' },
];

/** Parts that have no place in the graph: data, sources, files, metadata. */
export const partsWithoutEvents: UIMessageChunk[] = [
  { type: "data-weather", id: "w1", data: { city: "Paris", status: "loading" } },
  { type: "data-notification", data: { message: "Working…" }, transient: true },
  { type: "source-url", sourceId: "src_1", url: "https://example.com/forecast" },
  {
    type: "source-document",
    sourceId: "src_2",
    mediaType: "application/pdf",
    title: "Forecast",
  },
  { type: "file", url: "data:image/png;base64,iVBORw0KGgo=", mediaType: "image/png" },
  { type: "message-metadata", messageMetadata: { createdAt: 1767225600000 } },
  { type: "custom", kind: "openai.compaction" },
  { type: "start-step" },
  { type: "finish-step" },
];
