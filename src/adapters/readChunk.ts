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

const expected: Readonly<Record<FieldRule, string>> = {
  id: "a non-empty string",
  string: "a string",
  "optional id": "a non-empty string or nothing",
  "optional string": "a string or nothing",
  "optional flag": "a boolean or nothing",
  value: "a value",
  flag: "a boolean",
};

function holds(rule: FieldRule, value: unknown): boolean {
  switch (rule) {
    case "id":
      return typeof value === "string" && value !== "";
    case "string":
      return typeof value === "string";
    case "optional id":
      return value === undefined || (typeof value === "string" && value !== "");
    case "optional string":
      return value === undefined || typeof value === "string";
    case "optional flag":
      return value === undefined || typeof value === "boolean";
    case "value":
      return value !== undefined;
    case "flag":
      return typeof value === "boolean";
    default:
      return rule satisfies never;
  }
}

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
    const rule = rules[name as keyof Fields];
    const value = chunk[name];
    if (!holds(rule, value)) {
      checks.reject(`${String(chunk.type)}.${name}`, expected[rule], value);
      return undefined;
    }
  }
  return chunk as ChunkFields & Fields;
}
