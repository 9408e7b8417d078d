import { Allow, parse } from "partial-json";
import type { ToolCallEvent } from "../core/graph/GraphEvent.js";
import type { ChunkChecks } from "./ChunkChecks.js";
import { PartialJsonReader } from "./PartialJsonReader.js";
import type { RunFields } from "./RunEmitter.js";

/** Input text up to this length is parsed with partial-json after every piece. */
const EVERY_PIECE_CHARS = 4096;
/**
 * Past it, the input is parsed again once its text has grown by this factor since the last
 * parse, so the parses, and the inputs of the partial events, add up to about three times the
 * text's length rather than a multiple of its square.
 */
const GROWTH = 1.5;

interface OpenCall {
  readonly id: string;
  readonly name: string;
  /** The input the provider announced with the call, kept when no JSON text follows. */
  readonly announced: unknown;
  readonly reader: PartialJsonReader;
  input: unknown;
  /** `input` as JSON text, to skip a partial event that would show nothing new; "" unknown. */
  shown: string;
  /** The length of the text when it was last parsed. */
  parsedLength: number;
  /** The reader's settled length when its value was last shown, or -1. */
  shownSettled: number;
}

/** What a tool call needs when it opens. @internal */
export interface ToolCallStart {
  readonly id: string;
  readonly name: string;
  readonly input?: unknown;
}

function bestEffort(json: string): unknown {
  try {
    return parse(json, Allow.ALL);
  } catch {
    return undefined;
  }
}

/**
 * Tool calls whose input arrives as JSON text in pieces, by a provider's key (a block or
 * output index): each piece that changes the input gives a `partial` tool_call with the input
 * parsed so far, and closing gives the final one with the whole input. Past 4 KB of text, a
 * partial event comes once the text has grown by half, so that a long input costs time and
 * events in proportion to its length.
 * @internal
 */
export class PartialToolCalls<Key> {
  readonly #calls = new Map<Key, OpenCall>();
  readonly #fields: RunFields;
  readonly #checks: ChunkChecks;

  constructor(fields: RunFields, checks: ChunkChecks) {
    this.#fields = fields;
    this.#checks = checks;
  }

  /** Whether a call is open under `key`. */
  has(key: Key): boolean {
    return this.#calls.has(key);
  }

  /** The id of the call open under `key`. */
  idOf(key: Key): string | undefined {
    return this.#calls.get(key)?.id;
  }

  /** Opens a call under `key`; its first partial event has the announced input, or `{}`. */
  open(key: Key, start: ToolCallStart): ToolCallEvent {
    const input = start.input ?? {};
    const { id, name } = start;
    const call: OpenCall = {
      id,
      name,
      announced: input,
      reader: new PartialJsonReader(),
      input,
      shown: JSON.stringify(input),
      parsedLength: 0,
      shownSettled: -1,
    };
    this.#calls.set(key, call);
    return this.#event(call, input, true);
  }

  /** Adds a piece of input text; a partial event when the parsed input changed. */
  append(key: Key, fragment: string): ToolCallEvent[] {
    const call = this.#calls.get(key);
    if (call === undefined || fragment === "") return [];
    const { reader } = call;
    reader.append(fragment);
    const { length } = reader.text;
    if (length <= EVERY_PIECE_CHARS) return this.#shown(call, bestEffort(reader.text));
    if (length < call.parsedLength * GROWTH) return [];
    call.parsedLength = length;
    if (reader.settled === call.shownSettled) return [];
    const input = reader.value();
    if (input === undefined) return this.#shown(call, bestEffort(reader.text));
    call.shownSettled = reader.settled;
    call.input = input;
    call.shown = "";
    return [this.#event(call, input, true)];
  }

  /** The final tool_call; `json` is the provider's whole input text when it sends one. */
  close(key: Key, json?: string): ToolCallEvent[] {
    const call = this.#calls.get(key);
    if (call === undefined) return [];
    this.#calls.delete(key);
    return [this.#event(call, this.#finalInput(call, json ?? call.reader.text), false)];
  }

  /** Closes every open call, in the order they opened. */
  closeAll(): ToolCallEvent[] {
    return [...this.#calls.keys()].flatMap((key) => this.close(key));
  }

  /** A partial event for `input` parsed with partial-json, unless it shows nothing new. */
  #shown(call: OpenCall, input: unknown): ToolCallEvent[] {
    call.parsedLength = call.reader.text.length;
    if (input === undefined) return [];
    const shown = JSON.stringify(input);
    if (shown === call.shown) return [];
    call.input = input;
    call.shown = shown;
    call.shownSettled = -1;
    return [this.#event(call, input, true)];
  }

  #finalInput(call: OpenCall, json: string): unknown {
    if (json.trim() === "") return call.announced;
    try {
      return JSON.parse(json);
    } catch {
      const input = bestEffort(json) ?? call.input;
      this.#checks.problem(
        `tool call ${call.id} (${call.name}): input is not complete JSON; kept the part that parses`,
      );
      return input;
    }
  }

  #event(call: OpenCall, input: unknown, partial: boolean): ToolCallEvent {
    const { id, name } = call;
    return { type: "tool_call", ...this.#fields, id, name, input, ...(partial && { partial }) };
  }
}
