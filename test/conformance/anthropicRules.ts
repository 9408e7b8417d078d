/**
 * What the Anthropic Messages API rejects in a request's `messages`, from its reference
 * (https://docs.anthropic.com/en/api/messages, "Handling tool use and tool results",
 * "Extended thinking", "Server tools") and the SDK's parameter types.
 */

/** A request as the checker reads it: every block is looked at through its own fields. */
export interface AnthropicRequestLike {
  readonly messages: readonly {
    readonly role: string;
    readonly content: string | readonly object[];
  }[];
}

type Block = Readonly<Record<string, unknown>>;

const CLIENT_RESULT = "tool_result";
const MCP_RESULT = "mcp_tool_result";

function blocksOf(content: string | readonly object[]): readonly Block[] {
  return typeof content === "string" ? [{ type: "text", text: content }] : (content as Block[]);
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === "string" && value !== "";
}

function isPlainObject(value: unknown): boolean {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A server tool's result block (`web_search_tool_result`…), not the user's `tool_result`. */
function isServerResult(type: unknown): boolean {
  return (
    typeof type === "string" &&
    type.endsWith("_tool_result") &&
    type !== CLIENT_RESULT &&
    type !== MCP_RESULT
  );
}

function answeredLater(
  blocks: readonly Block[],
  from: number,
  id: unknown,
  matches: (type: unknown) => boolean,
) {
  return blocks.slice(from + 1).some((block) => matches(block.type) && block.tool_use_id === id);
}

/** Roles alternate from a user turn; no turn is empty; text is never blank. */
function turnProblems(request: AnthropicRequestLike): string[] {
  const problems: string[] = [];
  if (request.messages[0]?.role !== "user")
    problems.push("messages: the first turn is not a user turn");
  request.messages.forEach((message, index) => {
    const at = `message ${index}`;
    if (message.role !== "user" && message.role !== "assistant")
      problems.push(`${at}: role ${JSON.stringify(message.role)} is neither user nor assistant`);
    if (request.messages[index - 1]?.role === message.role)
      problems.push(`${at}: two ${message.role} turns in a row`);
    const blocks = blocksOf(message.content);
    if (blocks.length === 0) problems.push(`${at}: no content`);
    const texts = blocks.filter((block) => block.type === "text");
    for (const block of texts)
      if (!isNonEmptyString(block.text)) problems.push(`${at}: a text block is empty`);
    const blank = texts.filter(
      (block) => typeof block.text === "string" && block.text.trim() === "",
    );
    if (blank.length > 0 && blank.length === texts.length)
      problems.push(`${at}: its text blocks hold only whitespace`);
  });
  const last = request.messages.at(-1);
  const final = last?.role === "assistant" ? blocksOf(last.content).at(-1) : undefined;
  if (final?.type === "text" && typeof final.text === "string" && /\s$/.test(final.text))
    problems.push("messages: the final assistant content ends with whitespace");
  return problems;
}

/** Thinking is signed, redacted thinking keeps its data, and both open their assistant turn. */
function thinkingProblems(request: AnthropicRequestLike): string[] {
  const problems: string[] = [];
  request.messages.forEach((message, index) => {
    let seenOther = false;
    blocksOf(message.content).forEach((block, position) => {
      const at = `message ${index} block ${position}`;
      const isThinking = block.type === "thinking" || block.type === "redacted_thinking";
      if (!isThinking) {
        seenOther = true;
        return;
      }
      if (message.role !== "assistant")
        problems.push(`${at}: ${block.type} outside an assistant turn`);
      if (seenOther) problems.push(`${at}: ${block.type} after other content`);
      if (block.type === "thinking" && !isNonEmptyString(block.signature))
        problems.push(`${at}: thinking without a signature`);
      if (block.type === "thinking" && typeof block.thinking !== "string")
        problems.push(`${at}: thinking without its text`);
      if (block.type === "redacted_thinking" && !isNonEmptyString(block.data))
        problems.push(`${at}: redacted_thinking without data`);
    });
  });
  return problems;
}

/** The ids of the `tool_result` blocks that open a turn, before any other block. */
function leadingResultIds(blocks: readonly Block[]): unknown[] {
  const ids: unknown[] = [];
  for (const block of blocks) {
    if (block.type !== CLIENT_RESULT) break;
    ids.push(block.tool_use_id);
  }
  return ids;
}

/** Every `tool_use` is well formed, unique, and answered first thing in the next user turn. */
function toolUseProblems(request: AnthropicRequestLike): string[] {
  const problems: string[] = [];
  const seen = new Set<unknown>();
  request.messages.forEach((message, index) => {
    const next = request.messages[index + 1];
    const answers = next?.role === "user" ? leadingResultIds(blocksOf(next.content)) : [];
    blocksOf(message.content).forEach((block, position) => {
      const at = `message ${index} block ${position}`;
      if (block.type !== "tool_use") return;
      if (message.role !== "assistant") problems.push(`${at}: tool_use outside an assistant turn`);
      if (!isNonEmptyString(block.id) || !isNonEmptyString(block.name))
        problems.push(`${at}: tool_use without an id or a name`);
      if (!isPlainObject(block.input)) problems.push(`${at}: tool_use input is not an object`);
      if (seen.has(block.id)) problems.push(`${at}: tool_use id ${String(block.id)} repeated`);
      seen.add(block.id);
      if (!answers.includes(block.id))
        problems.push(
          `${at}: tool_use ${String(block.id)} not answered first in the next user turn`,
        );
    });
  });
  return problems;
}

/** Every `tool_result` answers, once, a `tool_use` of the assistant turn just before it. */
function toolResultProblems(request: AnthropicRequestLike): string[] {
  const problems: string[] = [];
  request.messages.forEach((message, index) => {
    const previous = request.messages[index - 1];
    const calls = previous?.role === "assistant" ? blocksOf(previous.content) : [];
    const answered = new Set<unknown>();
    blocksOf(message.content).forEach((block, position) => {
      const at = `message ${index} block ${position}`;
      if (block.type !== CLIENT_RESULT) return;
      const id = block.tool_use_id;
      const call = calls.find((candidate) => candidate.id !== undefined && candidate.id === id);
      if (message.role !== "user") problems.push(`${at}: tool_result outside a user turn`);
      if (call === undefined)
        problems.push(`${at}: tool_result ${String(id)} answers no tool_use of the previous turn`);
      else if (call.type !== "tool_use")
        problems.push(`${at}: tool_result answers ${String(call.type)} ${String(id)}`);
      if (answered.has(id)) problems.push(`${at}: tool_result ${String(id)} repeated`);
      answered.add(id);
    });
  });
  return problems;
}

/** A `server_tool_use` or `mcp_tool_use` call, answered by its own result block after it. */
function serverCallProblems(blocks: readonly Block[], position: number, at: string): string[] {
  const block = blocks[position] as Block;
  const { type, id } = block;
  const problems: string[] = [];
  if (!isNonEmptyString(block.name)) problems.push(`${at}: ${String(type)} without a name`);
  if (!isPlainObject(block.input)) problems.push(`${at}: ${String(type)} input is not an object`);
  if (type === "server_tool_use") {
    if (typeof id !== "string" || !id.startsWith("srvtoolu_"))
      problems.push(`${at}: server_tool_use id ${String(id)} does not start with srvtoolu_`);
    if (!answeredLater(blocks, position, id, isServerResult))
      problems.push(`${at}: server_tool_use ${String(id)} has no result block after it`);
  } else {
    if (!isNonEmptyString(id)) problems.push(`${at}: mcp_tool_use without an id`);
    if (!isNonEmptyString(block.server_name))
      problems.push(`${at}: mcp_tool_use without a server_name`);
    if (!answeredLater(blocks, position, id, (other) => other === MCP_RESULT))
      problems.push(`${at}: mcp_tool_use ${String(id)} has no mcp_tool_result after it`);
  }
  return problems;
}

/** A server tool's result block answers a call of its kind before it in the same turn. */
function serverResultProblems(blocks: readonly Block[], position: number, at: string): string[] {
  const { type, tool_use_id: id } = blocks[position] as Block;
  const callType = type === MCP_RESULT ? "mcp_tool_use" : "server_tool_use";
  const called = blocks.slice(0, position).some((call) => call.type === callType && call.id === id);
  return called ? [] : [`${at}: ${String(type)} answers no ${callType} before it in its turn`];
}

/**
 * Server tools (`server_tool_use`, `mcp_tool_use`) and their results stay in the assistant
 * turn, in Anthropic's own blocks. Deferred tool search results, which arrive in the next
 * assistant turn, are not covered.
 */
function serverToolProblems(request: AnthropicRequestLike): string[] {
  return request.messages.flatMap((message, index) => {
    const blocks = blocksOf(message.content);
    return blocks.flatMap((block, position) => {
      const at = `message ${index} block ${position}`;
      const isCall = block.type === "server_tool_use" || block.type === "mcp_tool_use";
      const isResult = isServerResult(block.type) || block.type === MCP_RESULT;
      if (!isCall && !isResult) return [];
      const outside =
        message.role === "assistant"
          ? []
          : [`${at}: ${String(block.type)} outside an assistant turn`];
      const own = isCall
        ? serverCallProblems(blocks, position, at)
        : serverResultProblems(blocks, position, at);
      return [...outside, ...own];
    });
  });
}

/**
 * What makes an Anthropic Messages request's `messages` invalid; empty when the API accepts
 * them. Interleaved thinking (thinking between tool calls) is reported as misplaced.
 * @example
 * expect(anthropicRequestProblems(toAnthropicMessages(messages))).toEqual([]);
 */
export function anthropicRequestProblems(request: AnthropicRequestLike): string[] {
  return [
    ...turnProblems(request),
    ...thinkingProblems(request),
    ...toolUseProblems(request),
    ...toolResultProblems(request),
    ...serverToolProblems(request),
  ];
}
