import { type ChunkChecks, isObject } from "../ChunkChecks.js";
import { PartialToolCalls } from "../PartialToolCalls.js";
import type { ProviderAdapterOptions } from "../ProviderAdapterOptions.js";
import type { RunEmitter } from "../RunEmitter.js";
import type { StreamAdapter } from "../StreamAdapter.js";
import { type StreamTranslator, translatingAdapter } from "../translatingAdapter.js";
import {
  isKnownResponsesEvent,
  type OpenAIResponsesArgumentsDeltaEvent,
  type OpenAIResponsesContentDeltaEvent,
  type OpenAIResponsesErrorEvent,
  type OpenAIResponsesItemEvent,
  type OpenAIResponsesKnownEvent,
  type OpenAIResponsesLifecycleEvent,
  type OpenAIResponsesResponse,
  type OpenAIResponsesSettledEvent,
  type OpenAIResponsesStreamEvent,
  type OpenAIResponsesSummaryDeltaEvent,
} from "./OpenAIResponsesStreamEvent.js";
import { ResponsesProviderTools } from "./ResponsesProviderTools.js";

/** The events about output items and their content. */
type OutputEvent = Exclude<
  OpenAIResponsesKnownEvent,
  OpenAIResponsesLifecycleEvent | OpenAIResponsesSettledEvent | OpenAIResponsesErrorEvent
>;

/** The provider's words when they are text, else what to say instead. */
function textOr(value: unknown, fallback: string): string {
  return typeof value === "string" && value !== "" ? value : fallback;
}

class OpenAIResponsesTranslator implements StreamTranslator<OpenAIResponsesStreamEvent> {
  readonly #run: RunEmitter;
  readonly #checks: ChunkChecks;
  readonly #calls: PartialToolCalls<number>;
  readonly #closedCalls = new Set<number>();
  readonly #summaryParts = new Set<string>();
  readonly #providerTools: ResponsesProviderTools;
  #refusal = "";
  /** The words of the run's first error; later ones are reported, not lost. */
  #failure: string | undefined;

  constructor(run: RunEmitter) {
    this.#run = run;
    this.#checks = run.checks;
    this.#calls = new PartialToolCalls(run.fields, run.checks);
    this.#providerTools = new ResponsesProviderTools(run);
  }

  translate(event: OpenAIResponsesStreamEvent): void {
    if (!this.#checks.expectString("event.type", event.type) || !isKnownResponsesEvent(event))
      return;
    switch (event.type) {
      case "response.created":
      case "response.in_progress":
      case "response.queued":
        this.#run.open();
        break;
      case "response.completed":
      case "response.failed":
      case "response.incomplete":
        this.#settle(event);
        break;
      case "error":
        this.#error(event);
        break;
      default:
        this.#translateOutput(event);
    }
  }

  #translateOutput(event: OutputEvent): void {
    switch (event.type) {
      case "response.output_item.added":
        this.#run.open();
        if (event.item?.type === "function_call") this.#openCall(event);
        else this.#providerTools.added(event);
        break;
      case "response.output_item.done":
        this.#itemDone(event);
        break;
      case "response.output_text.delta":
      case "response.reasoning_text.delta":
        this.#contentDelta(event);
        break;
      case "response.refusal.delta":
        if (this.#checks.expectString(`${event.type}.delta`, event.delta))
          this.#refusal += event.delta;
        break;
      case "response.reasoning_summary_text.delta":
        this.#summaryDelta(event);
        break;
      case "response.function_call_arguments.delta":
        this.#argumentsDelta(event);
        break;
      case "response.function_call_arguments.done":
        this.#closeCall(event.output_index, event.arguments, event.type);
        break;
      default:
        event satisfies never;
    }
  }

  closeToolCalls() {
    this.#refuse();
    return this.#calls.closeAll();
  }

  /** The model's refusal becomes the run's `refusal` error with its words, never text. */
  #refuse(): void {
    if (this.#refusal === "") return;
    this.#fail(this.#refusal, "refusal");
    this.#refusal = "";
  }

  #fail(message: string, code: string): void {
    if (this.#failure === undefined) {
      this.#failure = message;
      this.#run.fail(message, code);
    } else if (message !== this.#failure) {
      this.#checks.problem(`a further error after "${this.#failure}": ${message} (${code})`);
    }
  }

  #error(event: OpenAIResponsesErrorEvent): void {
    const nested = isObject(event.error) ? event.error : undefined;
    const message = nested?.message ?? event.message;
    const code = nested?.code ?? nested?.type ?? event.code;
    this.#fail(textOr(message, "The provider reported an error."), textOr(code, "provider_error"));
  }

  #contentDelta(event: OpenAIResponsesContentDeltaEvent): void {
    const { type, output_index: output, content_index: content } = event;
    const kind = type === "response.reasoning_text.delta" ? "reasoning" : "text";
    if (!this.#checks.expectIndex(`${type}.output_index`, output)) return;
    if (!this.#checks.expectIndex(`${type}.content_index`, content)) return;
    this.#stream(type, kind, `${output}:${content}`, event.delta);
  }

  /** Summary parts are separate nodes; the blank line keeps them apart once merged in a view. */
  #summaryDelta(event: OpenAIResponsesSummaryDeltaEvent): void {
    const { type, output_index: output, summary_index: summary } = event;
    if (!this.#checks.expectIndex(`${type}.output_index`, output)) return;
    if (!this.#checks.expectIndex(`${type}.summary_index`, summary)) return;
    const part = `${output}:summary:${summary}`;
    const separator = summary > 0 && !this.#summaryParts.has(part) ? "\n\n" : "";
    if (this.#stream(type, "reasoning", part, event.delta, separator)) this.#summaryParts.add(part);
  }

  #stream(type: string, kind: "text" | "reasoning", part: string, delta: unknown, prefix = "") {
    if (!this.#checks.expectString(`${type}.delta`, delta) || delta === "") return false;
    const id = this.#run.partId(kind, part);
    this.#run.add({ type: kind, ...this.#run.fields, id, content: prefix + delta });
    return true;
  }

  #openCall(event: OpenAIResponsesItemEvent): boolean {
    const { type, output_index: index, item } = event;
    if (!this.#checks.expectIndex(`${type}.output_index`, index)) return false;
    const { call_id: id, name } = item;
    if (!this.#checks.expectString(`${type}.item.call_id`, id, { nonEmpty: true })) return false;
    if (!this.#checks.expectString(`${type}.item.name`, name, { nonEmpty: true })) return false;
    this.#closedCalls.delete(index);
    this.#run.add(this.#calls.open(index, { id, name }));
    if (typeof item.arguments === "string")
      this.#run.add(...this.#calls.append(index, item.arguments));
    return true;
  }

  #itemDone(event: OpenAIResponsesItemEvent): void {
    const { item, output_index: index } = event;
    if (this.#providerTools.done(event)) return;
    if (item?.type === "message") this.#refuse();
    if (item?.type !== "function_call" || this.#closedCalls.has(index)) return;
    if (!this.#calls.has(index) && !this.#openCall(event)) return;
    this.#closeCall(index, item.arguments, event.type);
  }

  #argumentsDelta(event: OpenAIResponsesArgumentsDeltaEvent): void {
    const { type, output_index: index, delta } = event;
    if (!this.#expectOpenCall(type, index)) return;
    if (this.#checks.expectString(`${type}.delta`, delta))
      this.#run.add(...this.#calls.append(index, delta));
  }

  #closeCall(index: number, json: unknown, type: string): void {
    if (!this.#expectOpenCall(type, index)) return;
    const given = json === undefined || json === null ? undefined : json;
    if (given !== undefined && !this.#checks.expectString(`${type}.arguments`, given)) return;
    this.#run.add(...this.#calls.close(index, given));
    this.#closedCalls.add(index);
  }

  #expectOpenCall(type: string, index: number): boolean {
    if (this.#calls.has(index)) return true;
    this.#checks.reject(`${type}.output_index`, "the index of an open function call", index);
    return false;
  }

  #settle(event: OpenAIResponsesSettledEvent): void {
    const response: OpenAIResponsesResponse = isObject(event.response) ? event.response : {};
    this.#run.add(...this.#calls.closeAll());
    this.#refuse();
    const { usage, error } = response;
    if (isObject(usage)) this.#run.recordUsage(usage.input_tokens, usage.output_tokens);
    if (event.type === "response.failed") {
      const words = isObject(error) ? error : {};
      this.#fail(
        textOr(words.message, "The response failed."),
        textOr(words.code, "response_failed"),
      );
    }
    if (event.type === "response.incomplete") this.#incomplete(response);
    // A completed response asks the app to run the function calls in its output, if any.
    if (event.type === "response.completed") this.#run.markDone({ forTools: true });
    this.#run.end();
  }

  #incomplete(response: OpenAIResponsesResponse): void {
    const reason = response.incomplete_details?.reason;
    if (reason === "max_output_tokens") this.#run.failWith("max_tokens");
    else if (reason === "content_filter") this.#run.failWith("content_filter");
    else
      this.#run.fail(`The response is incomplete (${reason ?? "no reason given"}).`, "incomplete");
  }
}

/**
 * Creates an adapter that turns the events of an OpenAI Responses API stream into graph events.
 * An agent turn is one run: each model call is a step, and a step whose completed response has
 * function calls leaves the run open for the app's tool results and the next step.
 * @example
 * for (let step = 1; ; step++) {
 *   const adapter = createOpenAIResponsesAdapter({ runId: "r2", parentId: "u1:user", step });
 *   const stream = openai.responses.stream(request);
 *   for await (const event of stream) store.dispatch(adapter.push(event));
 *   store.dispatch(adapter.finish());
 *   const response = await stream.finalResponse();
 *   const calls = response.output.filter((item) => item.type === "function_call");
 *   if (calls.length === 0) break;
 *   // Run the tools, dispatch each { type: "tool_result", runId: "r2", id: call_id, name, output }.
 *   request = await withToolResults(request, response, calls);
 * }
 */
export function createOpenAIResponsesAdapter(
  options: ProviderAdapterOptions,
): StreamAdapter<OpenAIResponsesStreamEvent> {
  return translatingAdapter(options, (run) => new OpenAIResponsesTranslator(run));
}
