import {
  anyString,
  anyValue,
  type Check,
  flag,
  nonEmptyString,
} from "../core/graph/eventChecks.js";
import type { ChunkChecks } from "./ChunkChecks.js";

/** A provider chunk read as a record of fields of unknown type. @internal */
export type ChunkFields = Readonly<Record<string, unknown>>;

/** What a field of a chunk must hold. @internal */
export type FieldRule =
  | "id"
  | "string"
  | "optional id"
  | "optional string"
  | "optional flag"
  | "value"
  | "flag";

/** Each rule as one of the event checks, and whether the field may be absent. */
const RULES: Readonly<Record<FieldRule, { readonly check: Check; readonly optional: boolean }>> = {
  id: { check: nonEmptyString, optional: false },
  string: { check: anyString, optional: false },
  "optional id": { check: nonEmptyString, optional: true },
  "optional string": { check: anyString, optional: true },
  "optional flag": { check: flag, optional: true },
  value: { check: anyValue, optional: false },
  flag: { check: flag, optional: false },
};

/**
 * Checks the fields a chunk must carry and gives it typed as `Fields`, or rejects the first
 * bad field (naming the chunk type and the field) and gives `undefined`.
 * @example
 * const read = readChunk<{ id: string; delta: string }>(chunk, { id: "id", delta: "string" }, checks);
 * if (read === undefined) return [];
 * @internal
 */
export function readChunk<Fields>(
  chunk: ChunkFields,
  rules: { readonly [Key in keyof Fields]-?: FieldRule },
  checks: ChunkChecks,
): (ChunkFields & Fields) | undefined {
  for (const name of Object.keys(rules)) {
    const { check, optional } = RULES[rules[name as keyof Fields]];
    const value = chunk[name];
    if (!((optional && value === undefined) || check.accepts(value))) {
      const expected = optional ? `${check.expected} or nothing` : check.expected;
      checks.reject(`${String(chunk.type)}.${name}`, expected, value);
      return undefined;
    }
  }
  return chunk as ChunkFields & Fields;
}
