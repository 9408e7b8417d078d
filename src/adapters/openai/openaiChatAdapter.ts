import { type ChunkChecks, isObject } from "../ChunkChecks.js";
import { PartialToolCalls } from "../PartialToolCalls.js";
import type { ProviderAdapterOptions } from "../ProviderAdapterOptions.js";
import type { RunEmitter } from "../RunEmitter.js";
import type { StreamAdapter } from "../StreamAdapter.js";
import { type StreamTranslator, translatingAdapter } from "../translatingAdapter.js";
import type {
  OpenAIChatChoice,
  OpenAIChatChunk,
  OpenAIChatDelta,
  OpenAIChatToolCallDelta,
} from "./OpenAIChatChunk.js";

type PartKind = "text" | "reasoning" | "tool_call";

const DELTA = "choices[0].delta";

class OpenAIChatTranslator implements StreamTranslator<OpenAIChatChunk> {
  readonly #run: RunEmitter;
  readonly #checks: ChunkChecks;
  readonly #calls: PartialToolCalls<number>;
  /** Text, reasoning and tool calls alternate in parts, so text after a tool call is a new node. */
  #part = 0;
  #partKind: PartKind | undefined;
  /** The model's refusal, in pieces; it becomes the run's `refusal` error, never text. */
  #refusal = "";

  constructor(run: RunEmitter) {
    this.#run = run;
    this.#checks = run.checks;
    this.#calls = new PartialToolCalls(run.fields, run.checks);
  }

  translate(chunk: OpenAIChatChunk): void {
    this.#run.open();
    const { choices, usage, error } = chunk;
    if (isObject(error)) {
      const message = typeof error.message === "string" ? error.message : undefined;
      this.#run.fail(
        message ?? "The provider reported an error.",
        String(error.code ?? "provider_error"),
      );
    }
    if (Array.isArray(choices)) {
      for (const choice of choices as readonly OpenAIChatChoice[])
        if (isObject(choice) && (choice.index ?? 0) === 0) this.#choice(choice);
    } else if (choices !== undefined && choices !== null) {
      this.#checks.reject("chat.completion.chunk.choices", "an array", choices);
    }
    if (isObject(usage)) this.#run.recordUsage(usage.prompt_tokens, usage.completion_tokens);
  }

  closeToolCalls() {
    this.#refuse();
    return this.#calls.closeAll();
  }

  #refuse(): void {
    if (this.#refusal === "") return;
    this.#run.failWith("refusal", this.#refusal);
    this.#refusal = "";
  }

  #choice(choice: OpenAIChatChoice): void {
    const { delta, finish_reason: finishReason } = choice;
    if (isObject(delta)) this.#delta(delta);
    else if (delta !== undefined && delta !== null) this.#checks.reject(DELTA, "an object", delta);
    if (typeof finishReason === "string") this.#finishReason(finishReason);
  }

  #delta(delta: OpenAIChatDelta): void {
    const reasoning = delta.reasoning_content ?? delta.reasoning;
    this.#stream("reasoning", `${DELTA}.reasoning_content`, reasoning);
    this.#stream("text", `${DELTA}.content`, delta.content);
    const refusal = delta.refusal;
    if (refusal !== undefined && refusal !== null && refusal !== "")
      if (this.#checks.expectString(`${DELTA}.refusal`, refusal)) this.#refusal += refusal;
    const fragments = delta.tool_calls;
    if (Array.isArray(fragments))
      for (const fragment of fragments as readonly OpenAIChatToolCallDelta[])
        this.#toolCall(fragment);
    else if (fragments !== undefined && fragments !== null)
      this.#checks.reject(`${DELTA}.tool_calls`, "an array", fragments);
  }

  #stream(kind: "text" | "reasoning", field: string, content: unknown): void {
    if (content === undefined || content === null || content === "") return;
    if (!this.#checks.expectString(field, content)) return;
    const id = this.#run.partId(kind, this.#enter(kind));
    this.#run.add({ type: kind, ...this.#run.fields, id, content });
  }

  #toolCall(fragment: OpenAIChatToolCallDelta): void {
    const field = `${DELTA}.tool_calls[]`;
    if (!this.#checks.expectIndex(`${field}.index`, fragment?.index)) return;
    const { index, id } = fragment;
    const name = fragment.function?.name;
    const openId = this.#calls.idOf(index);
    if (typeof id === "string" && id !== "" && id !== openId) {
      if (!this.#checks.expectString(`${field}.function.name`, name, { nonEmpty: true })) return;
      // A new id at an index in use: some servers number every parallel call 0.
      this.#run.add(...this.#calls.close(index));
      this.#enter("tool_call");
      this.#run.add(this.#calls.open(index, { id, name }));
    } else if (openId === undefined) {
      this.#checks.reject(`${field}.id`, `the id of a new tool call at index ${index}`, id);
      return;
    }
    const pieces = fragment.function?.arguments;
    if (pieces === undefined || pieces === null) return;
    if (this.#checks.expectString(`${field}.function.arguments`, pieces))
      this.#run.add(...this.#calls.append(index, pieces));
  }

  #finishReason(reason: string): void {
    this.#run.add(...this.#calls.closeAll());
    this.#refuse();
    this.#run.markDone({ forTools: reason === "tool_calls" || reason === "function_call" });
    if (reason === "length") this.#run.failWith("max_tokens");
    if (reason === "content_filter") this.#run.failWith("content_filter");
  }

  /** The number of the part a piece of this kind belongs to; a change of kind starts a part. */
  #enter(kind: PartKind): number {
    if (this.#partKind !== undefined && this.#partKind !== kind) this.#part += 1;
    this.#partKind = kind;
    return this.#part;
  }
}

/**
 * Creates an adapter that turns the chunks of an OpenAI Chat Completions stream into graph
 * events; the step ends at `finish()`, since usage comes after the last choice. An agent turn
 * is one run: each model call is a step, and a step with `finish_reason: "tool_calls"` leaves
 * the run open for the app's tool results and the next step.
 * @example
 * for (let step = 1; ; step++) {
 *   const adapter = createOpenAIChatAdapter({ runId: "r2", parentId: "u1:user", step });
 *   const stream = openai.chat.completions.stream({
 *     ...request,
 *     stream_options: { include_usage: true },
 *   });
 *   for await (const chunk of stream) store.dispatch(adapter.push(chunk));
 *   store.dispatch(adapter.finish());
 *   const completion = await stream.finalChatCompletion();
 *   if (completion.choices[0]?.finish_reason !== "tool_calls") break;
 *   // Run the tools, dispatch each { type: "tool_result", runId: "r2", id, name, output }.
 *   request = await withToolResults(request, completion);
 * }
 */
export function createOpenAIChatAdapter(
  options: ProviderAdapterOptions,
): StreamAdapter<OpenAIChatChunk> {
  return translatingAdapter(options, (run) => new OpenAIChatTranslator(run));
}
