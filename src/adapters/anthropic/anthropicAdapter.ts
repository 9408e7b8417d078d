import type { ReasoningEvent, TextEvent, ToolCallEvent } from "../../core/graph/GraphEvent.js";
import { type ChunkChecks, isObject, tokenCount } from "../ChunkChecks.js";
import { PartialToolCalls } from "../PartialToolCalls.js";
import type { ProviderAdapterOptions } from "../ProviderAdapterOptions.js";
import type { RunEmitter } from "../RunEmitter.js";
import type { StopFailure } from "../StopFailure.js";
import type { StreamAdapter } from "../StreamAdapter.js";
import { type StreamTranslator, translatingAdapter } from "../translatingAdapter.js";
import {
  type AnthropicContentBlock,
  type AnthropicDelta,
  type AnthropicKnownEvent,
  type AnthropicStreamEvent,
  type AnthropicUsage,
  isKnownAnthropicEvent,
} from "./AnthropicStreamEvent.js";
import {
  isProviderToolBlock,
  type ProviderBlock,
  providerCallBlock,
  providerResultBlock,
} from "./anthropicProviderBlocks.js";

const FAILING_STOP_REASONS: Readonly<Record<string, StopFailure>> = {
  max_tokens: "max_tokens",
  model_context_window_exceeded: "context_window_exceeded",
  refusal: "refusal",
};

const TOOL_CALL_BLOCKS: ReadonlySet<string> = new Set([
  "tool_use",
  "server_tool_use",
  "mcp_tool_use",
]);

const REDACTED_THINKING = "[redacted thinking]";

type StreamedKind = "text" | "reasoning" | "tool_call";
type BlockKind = StreamedKind | "other";

const DELTA_KINDS: ReadonlyMap<string, StreamedKind> = new Map([
  ["text_delta", "text"],
  ["thinking_delta", "reasoning"],
  ["input_json_delta", "tool_call"],
] as const);

const DELTA_FIELDS = {
  text: "text",
  reasoning: "thinking",
  tool_call: "partial_json",
} as const satisfies Record<StreamedKind, keyof AnthropicDelta>;

/** Input tokens of a request: uncached, written to the cache and read from it. */
function inputTokensOf(usage: AnthropicUsage): number {
  const { input_tokens, cache_creation_input_tokens, cache_read_input_tokens } = usage;
  return (
    tokenCount(input_tokens) +
    tokenCount(cache_creation_input_tokens) +
    tokenCount(cache_read_input_tokens)
  );
}

class AnthropicTranslator implements StreamTranslator<AnthropicStreamEvent> {
  readonly #run: RunEmitter;
  readonly #checks: ChunkChecks;
  readonly #calls: PartialToolCalls<number>;
  readonly #blocks = new Map<number, BlockKind>();
  readonly #toolNames = new Map<string, string>();
  /** Provider-run calls by id, with the block type and other fields they came with. */
  readonly #providerCalls = new Map<string, ProviderBlock>();
  /** Which message of the stream this is: a spliced stream can hold a second `message_start`. */
  #message = 0;
  #inputTokens = 0;
  #outputTokens = 0;

  constructor(run: RunEmitter) {
    this.#run = run;
    this.#checks = run.checks;
    this.#calls = new PartialToolCalls(run.fields, run.checks);
  }

  translate(event: AnthropicStreamEvent): void {
    if (!this.#checks.expectString("event.type", event.type) || !isKnownAnthropicEvent(event))
      return;
    switch (event.type) {
      case "message_start":
        this.#startMessage();
        this.#recordUsage(event.message?.usage, { includesInput: true });
        break;
      case "content_block_start":
        this.#startBlock(event.index, event.content_block);
        break;
      case "content_block_delta":
        this.#delta(event.index, event.delta);
        break;
      case "content_block_stop":
        this.#stopBlock(event.index);
        break;
      case "message_delta":
        this.#messageDelta(event);
        break;
      case "message_stop":
        this.#addCalls(this.#calls.closeAll());
        this.#run.end();
        break;
      case "ping":
        break;
      case "error":
        this.#run.fail(
          String(event.error?.message ?? "The provider reported an error."),
          String(event.error?.type ?? "provider_error"),
        );
        break;
      default:
        event satisfies never;
    }
  }

  closeToolCalls() {
    return this.#marked(this.#calls.closeAll());
  }

  /**
   * A second `message_start` before the first message stopped (a spliced stream): the first
   * message's open blocks close with what they have, and the new message's blocks get ids of
   * their own, so no block of one message is mixed into the other's.
   */
  #startMessage(): void {
    this.#message += 1;
    this.#run.open();
    if (this.#message === 1) return;
    this.#checks.problem(
      `message_start: message ${this.#message} began before message ${this.#message - 1} stopped; its open blocks were closed with what they had`,
    );
    this.#addCalls(this.#calls.closeAll());
    this.#blocks.clear();
  }

  /** Tool call events with the fields of the calls Anthropic runs itself. */
  #marked(events: readonly ToolCallEvent[]): ToolCallEvent[] {
    return events.map((event) => {
      const block = this.#providerCalls.get(event.id);
      return block === undefined ? event : { ...event, providerExecuted: true, ...block };
    });
  }

  #addCalls(events: readonly ToolCallEvent[]): void {
    this.#run.add(...this.#marked(events));
  }

  /** The key of a block: its index, in messages after the first also the message's number. */
  #part(index: number): string | number {
    return this.#message > 1 ? `m${this.#message}:${index}` : index;
  }

  #recordUsage(usage: AnthropicUsage | undefined, { includesInput }: { includesInput: boolean }) {
    if (!isObject(usage)) return;
    if (includesInput || typeof usage.input_tokens === "number")
      this.#inputTokens = inputTokensOf(usage);
    if (typeof usage.output_tokens === "number") this.#outputTokens = usage.output_tokens;
    this.#run.recordUsage(this.#inputTokens, this.#outputTokens);
  }

  #startBlock(index: number, block: AnthropicContentBlock): void {
    const field = "content_block_start";
    if (!this.#checks.expectIndex(`${field}.index`, index)) return;
    if (this.#blocks.has(index)) {
      this.#checks.problem(`${field}.index: block ${index} is already open; skipped`);
      return;
    }
    if (!this.#checks.expectString(`${field}.content_block.type`, block?.type)) return;
    if (TOOL_CALL_BLOCKS.has(block.type)) this.#openToolCall(index, block);
    else if (block.type === "text") this.#openStream(index, "text", block.text);
    else if (block.type === "thinking") {
      this.#openStream(index, "reasoning", block.thinking);
      this.#sign(index, block.signature);
    } else if (block.type === "redacted_thinking") this.#openRedacted(index, block.data);
    else {
      this.#blocks.set(index, "other");
      this.#serverToolResult(block);
    }
  }

  #openStream(index: number, kind: "text" | "reasoning", initial: unknown): void {
    this.#blocks.set(index, kind);
    this.#run.open();
    if (typeof initial === "string" && initial !== "")
      this.#run.add(this.#stream(index, kind, initial));
  }

  /** A redacted block's encrypted reasoning is kept to be sent back; the thread shows a label. */
  #openRedacted(index: number, data: unknown): void {
    this.#blocks.set(index, "reasoning");
    if (!this.#checks.expectString("content_block_start.content_block.data", data)) return;
    this.#run.add({ ...this.#reasoning(index, REDACTED_THINKING), redactedData: data });
  }

  /** The signature of a thinking block, kept on its reasoning node. */
  #sign(index: number, signature: unknown): void {
    if (typeof signature !== "string" || signature === "") return;
    this.#run.add({ ...this.#reasoning(index, ""), signature });
  }

  #openToolCall(index: number, block: AnthropicContentBlock): void {
    const field = "content_block_start.content_block";
    const { id, name } = block;
    if (!this.#checks.expectString(`${field}.id`, id, { nonEmpty: true })) return;
    if (!this.#checks.expectString(`${field}.name`, name, { nonEmpty: true })) return;
    this.#blocks.set(index, "tool_call");
    this.#toolNames.set(id, name);
    if (isProviderToolBlock(block.type)) this.#providerCalls.set(id, providerCallBlock(block));
    this.#addCalls([this.#calls.open(index, { id, name, input: block.input })]);
  }

  /** A server tool's result (`web_search_tool_result`…) arrives whole, as a block. */
  #serverToolResult(block: AnthropicContentBlock): void {
    const id = block.tool_use_id;
    this.#run.open();
    if (!block.type.endsWith("_tool_result") || typeof id !== "string" || id === "") return;
    const name = this.#toolNames.get(id) ?? block.type;
    const output = block.content ?? null;
    const provider = { providerExecuted: true, ...providerResultBlock(block) } as const;
    this.#run.add({ type: "tool_result", ...this.#run.fields, id, name, output, ...provider });
  }

  #delta(index: number, delta: AnthropicDelta): void {
    const kind = this.#blocks.get(index);
    if (kind === undefined) {
      this.#checks.reject("content_block_delta.index", "the index of an open block", index);
      return;
    }
    if (!this.#checks.expectString("content_block_delta.delta.type", delta?.type)) return;
    if (delta.type === "signature_delta") {
      if (kind === "reasoning") this.#sign(index, delta.signature);
      else
        this.#checks.problem(
          `content_block_delta.delta: a signature for ${kind} block ${index}; skipped`,
        );
      return;
    }
    const expected = DELTA_KINDS.get(delta.type);
    if (expected !== undefined) this.#append(index, kind, expected, delta[DELTA_FIELDS[expected]]);
  }

  #append(index: number, kind: BlockKind, expected: StreamedKind, content: unknown): void {
    const field = "content_block_delta.delta";
    if (kind !== expected) {
      this.#checks.problem(`${field}: a ${expected} delta for ${kind} block ${index}; skipped`);
      return;
    }
    if (!this.#checks.expectString(`${field}.${DELTA_FIELDS[expected]}`, content) || content === "")
      return;
    if (expected === "tool_call") this.#addCalls(this.#calls.append(index, content));
    else this.#run.add(this.#stream(index, expected, content));
  }

  #stopBlock(index: number): void {
    const kind = this.#blocks.get(index);
    if (kind === undefined) {
      this.#checks.reject("content_block_stop.index", "the index of an open block", index);
      return;
    }
    this.#blocks.delete(index);
    if (kind === "tool_call") this.#addCalls(this.#calls.close(index));
  }

  #messageDelta(event: Extract<AnthropicKnownEvent, { type: "message_delta" }>): void {
    this.#recordUsage(event.usage, { includesInput: false });
    const reason = event.delta?.stop_reason;
    if (typeof reason !== "string") return;
    this.#run.markDone({ forTools: reason === "tool_use" });
    if (!Object.hasOwn(FAILING_STOP_REASONS, reason)) return;
    const explanation = event.delta.stop_details?.explanation;
    const message = typeof explanation === "string" && explanation !== "" ? explanation : undefined;
    this.#run.failWith(FAILING_STOP_REASONS[reason] as StopFailure, message);
  }

  #reasoning(index: number, content: string): ReasoningEvent {
    const id = this.#run.partId("reasoning", this.#part(index));
    return { type: "reasoning", ...this.#run.fields, id, content };
  }

  #stream(index: number, kind: "text" | "reasoning", content: string): TextEvent | ReasoningEvent {
    const id = this.#run.partId(kind, this.#part(index));
    return { type: kind, ...this.#run.fields, id, content };
  }
}

/**
 * Creates an adapter that turns the events of an Anthropic Messages stream into graph events.
 * An agent turn is one run: each model call is a step, and a step that stops with
 * `stop_reason: "tool_use"` leaves the run open for the app's tool results and the next step.
 * @example
 * for (let step = 1; ; step++) {
 *   const adapter = createAnthropicAdapter({ runId: "r2", parentId: "u1:user", step });
 *   const stream = anthropic.messages.stream(request);
 *   for await (const event of stream) store.dispatch(adapter.push(event));
 *   store.dispatch(adapter.finish());
 *   const message = await stream.finalMessage();
 *   if (message.stop_reason !== "tool_use") break;
 *   // Run the tools, dispatch each { type: "tool_result", runId: "r2", id, name, output }.
 *   request = await withToolResults(request, message);
 * }
 */
export function createAnthropicAdapter(
  options: ProviderAdapterOptions,
): StreamAdapter<AnthropicStreamEvent> {
  return translatingAdapter(options, (run) => new AnthropicTranslator(run));
}
