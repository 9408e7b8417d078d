import type { GraphEvent } from "../core/graph/GraphEvent.js";
import { type EventError, parseEvent } from "../core/graph/parseEvent.js";

/**
 * A line of NDJSON that is not a valid event: its 1-based number and what is wrong.
 * @example
 * for (const error of parseNdjson(text).errors)
 *   console.warn(`line ${error.line}, field ${error.field}: ${error.message}`);
 */
export interface NdjsonLineError extends EventError {
  readonly line: number;
}

/**
 * The outcome of `parseNdjson`: the valid events in order, and every bad line.
 * @example
 * const { events, errors }: NdjsonParseResult = parseNdjson(text);
 */
export interface NdjsonParseResult {
  readonly events: GraphEvent[];
  readonly errors: NdjsonLineError[];
}

/**
 * Parses NDJSON text (one JSON event per line) with `parseEvent`. Blank lines are skipped;
 * a bad line is reported with its number and left out, and the lines after it still count.
 * @example
 * const text = await (await fetch("/fixtures/coding-agent.ndjson")).text();
 * const { events, errors } = parseNdjson(text);
 * for (const error of errors) console.warn(`line ${error.line}: ${error.message}`);
 */
export function parseNdjson(text: string): NdjsonParseResult {
  const events: GraphEvent[] = [];
  const errors: NdjsonLineError[] = [];
  text.split("\n").forEach((raw, index) => {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (line.trim() === "") return;
    const result = parseEvent(line);
    if (result.ok) events.push(result.event);
    else errors.push({ line: index + 1, ...result.error });
  });
  return { events, errors };
}
