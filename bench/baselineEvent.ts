import { readEvent } from "../src/core/graph/parseEvent.js";
import { isValidChunk, readCommonEvent } from "../src/core/graph/readCommonEvent.js";
import type { GraphEvent, TextEvent } from "../src/index.js";

/**
 * The event the reducer would accept, checked with the very functions it uses (its quick
 * checks for stream chunks and the common events, `readEvent` for the rest), so that both
 * baselines pay what threadline pays to validate; `undefined` when it would reject it.
 */
export function validEvent(input: unknown): GraphEvent | undefined {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return undefined;
  const type = (input as { type?: unknown }).type;
  if (type === "text" || type === "reasoning") {
    const { id, runId, agentId, parentId, seq, content } = input as TextEvent;
    const valid = isValidChunk(id, runId, agentId, parentId, seq, content);
    return valid ? (input as GraphEvent) : undefined;
  }
  const common = readCommonEvent(type, input);
  if (common) return common.valid ? common.event : undefined;
  const read = readEvent(input);
  return read.ok ? read.event : undefined;
}
