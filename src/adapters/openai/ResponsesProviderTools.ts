import type { ChunkChecks } from "../ChunkChecks.js";
import { isObject } from "../ChunkChecks.js";
import type { RunEmitter } from "../RunEmitter.js";
import type {
  OpenAIResponsesItem,
  OpenAIResponsesItemEvent,
} from "./OpenAIResponsesStreamEvent.js";

/**
 * Output items of the tools OpenAI runs itself, which its input takes back as they came;
 * `function_call` and the computer and shell calls are the app's to run.
 * @internal
 */
export const PROVIDER_TOOL_ITEMS: ReadonlySet<string> = new Set([
  "web_search_call",
  "file_search_call",
  "code_interpreter_call",
  "image_generation_call",
  "mcp_call",
  "tool_search_call",
]);

/** Output items that answer a provider tool's call in an item of their own. @internal */
export const PROVIDER_OUTPUT_ITEMS: ReadonlySet<string> = new Set(["tool_search_output"]);

/** Calls whose outcome comes in an item of its own, not in the call's item. */
const ANSWERED_APART: ReadonlySet<string> = new Set(["tool_search_call"]);

/** Fields of a provider tool's item that hold its outcome; the rest, but id and type, are its input. */
const OUTCOME_FIELDS: ReadonlySet<string> = new Set([
  "status",
  "results",
  "outputs",
  "result",
  "output",
  "error",
]);

function typeOf(item: unknown): string | undefined {
  if (!isObject(item)) return undefined;
  const { type } = item as { type?: unknown };
  return typeof type === "string" ? type : undefined;
}

function toolName(itemType: string): string {
  return itemType.endsWith("_call") ? itemType.slice(0, -"_call".length) : itemType;
}

/** A provider tool's item as the call's input and the result's output, nothing left out. */
function splitItem(item: OpenAIResponsesItem): { input: unknown; output: unknown } {
  const input: Record<string, unknown> = {};
  const output: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) {
    if (key === "id" || key === "type" || key === "name") continue;
    if (OUTCOME_FIELDS.has(key)) output[key] = value;
    else input[key] = value;
  }
  return { input, output };
}

/**
 * The tools OpenAI runs itself in a Responses stream (web search, file search, code
 * interpreter, image generation, remote MCP, tool search): a tool call while the item runs,
 * then its result when the item, or the item that answers it, is done.
 * @internal
 */
export class ResponsesProviderTools {
  readonly #run: RunEmitter;
  readonly #checks: ChunkChecks;
  /** The last provider tool call, which an output item with no `call_id` answers. */
  #last: { readonly id: string; readonly name: string } | undefined;

  constructor(run: RunEmitter) {
    this.#run = run;
    this.#checks = run.checks;
  }

  /** An `output_item.added`: a partial tool call when the item is a provider tool's. */
  added(event: OpenAIResponsesItemEvent): void {
    const type = typeOf(event.item);
    if (type !== undefined && PROVIDER_TOOL_ITEMS.has(type)) this.#call(event, { done: false });
  }

  /** An `output_item.done`: the call and its result; says whether the item was a provider tool's. */
  done(event: OpenAIResponsesItemEvent): boolean {
    const type = typeOf(event.item);
    if (type === undefined) return false;
    if (PROVIDER_TOOL_ITEMS.has(type)) this.#call(event, { done: true });
    else if (PROVIDER_OUTPUT_ITEMS.has(type)) this.#answer(event.item);
    else return false;
    return true;
  }

  #call(event: OpenAIResponsesItemEvent, { done }: { readonly done: boolean }): void {
    const { item } = event;
    const id = item.id;
    if (!this.#checks.expectString(`${event.type}.item.id`, id, { nonEmpty: true })) return;
    const providerType = item.type;
    const name =
      typeof item.name === "string" && item.name !== "" ? item.name : toolName(providerType);
    const provider = { providerExecuted: true, providerType } as const;
    const { input, output } = splitItem(item);
    const call = { type: "tool_call", ...this.#run.fields, id, name, input, ...provider } as const;
    this.#last = { id, name };
    if (!done) {
      this.#run.add({ ...call, partial: true });
      return;
    }
    this.#run.add(call);
    if (ANSWERED_APART.has(providerType)) return;
    this.#run.add({ type: "tool_result", ...this.#run.fields, id, name, output, ...provider });
  }

  /** An item that answers the call it names, or with no `call_id` the last provider call. */
  #answer(item: OpenAIResponsesItem): void {
    const callId = typeof item.call_id === "string" ? item.call_id : this.#last?.id;
    if (callId === undefined) {
      this.#checks.problem(`${item.type}: answers no provider tool call; skipped`);
      return;
    }
    const name = this.#last?.id === callId ? this.#last.name : item.type;
    const { type, ...output } = item;
    const provider = { providerExecuted: true, providerType: type } as const;
    this.#run.add({
      type: "tool_result",
      ...this.#run.fields,
      id: callId,
      name,
      output,
      ...provider,
    });
  }
}
