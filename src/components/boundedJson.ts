/** A prefix of a text, and whether it is the whole text. */
export interface BoundedText {
  readonly text: string;
  readonly complete: boolean;
}

/** Options of {@link boundedJson}. */
export interface BoundedJsonOptions {
  /** Stop writing once this many characters are out. @default Infinity */
  readonly maxCharacters?: number;
  /** Spaces per nesting level; 0 writes everything on one line. @default 2 */
  readonly indent?: number;
}

const MAX_DEPTH = 200;

interface Writer {
  readonly parts: string[];
  length: number;
  readonly limit: number;
  readonly indent: string;
  readonly ancestors: Set<object>;
}

function write(writer: Writer, text: string): void {
  writer.parts.push(text);
  writer.length += text.length;
}

function full(writer: Writer): boolean {
  return writer.length >= writer.limit;
}

function breakLine(writer: Writer, depth: number): void {
  if (writer.indent !== "") write(writer, `\n${writer.indent.repeat(depth)}`);
}

function writeString(writer: Writer, value: string): void {
  const room = writer.limit - writer.length;
  write(writer, JSON.stringify(value.length > room ? value.slice(0, room) : value));
}

function primitiveText(value: unknown): string | undefined {
  switch (typeof value) {
    case "number":
      return Number.isFinite(value) ? String(value) : "null";
    case "bigint":
    case "boolean":
      return String(value);
    case "undefined":
    case "function":
    case "symbol":
      return undefined;
    default:
      return value === null ? "null" : undefined;
  }
}

function writeArray(writer: Writer, array: readonly unknown[], depth: number): void {
  if (array.length === 0) {
    write(writer, "[]");
    return;
  }
  write(writer, "[");
  for (let index = 0; index < array.length && !full(writer); index++) {
    if (index > 0) write(writer, ",");
    breakLine(writer, depth + 1);
    writeValue(writer, array[index], depth + 1);
  }
  breakLine(writer, depth);
  write(writer, "]");
}

function writeRecord(writer: Writer, record: object, depth: number): void {
  const separator = writer.indent === "" ? ":" : ": ";
  let first = true;
  write(writer, "{");
  for (const key in record) {
    if (full(writer)) break;
    const item = (record as Record<string, unknown>)[key];
    if (!Object.hasOwn(record, key) || omitted(item)) continue;
    if (!first) write(writer, ",");
    first = false;
    breakLine(writer, depth + 1);
    writeString(writer, key);
    write(writer, separator);
    writeValue(writer, item, depth + 1);
  }
  if (!first) breakLine(writer, depth);
  write(writer, "}");
}

function omitted(value: unknown): boolean {
  return value === undefined || typeof value === "function" || typeof value === "symbol";
}

function jsonOf(value: object): unknown {
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON !== "function") return value;
  try {
    return toJSON.call(value);
  } catch {
    return value;
  }
}

/** What to write for a value that is not written part by part, if it is one. */
function leafText(writer: Writer, value: unknown, depth: number): string | undefined {
  const primitive = primitiveText(value);
  if (primitive !== undefined) return primitive;
  if (typeof value !== "object" || value === null) return "null";
  if (writer.ancestors.has(value)) return '"[Circular]"';
  if (depth >= MAX_DEPTH) return Array.isArray(value) ? "[…]" : "{…}";
  return undefined;
}

function writeValue(writer: Writer, raw: unknown, depth: number): void {
  const value = typeof raw === "object" && raw !== null ? jsonOf(raw) : raw;
  if (typeof value === "string") {
    writeString(writer, value);
    return;
  }
  const leaf = leafText(writer, value, depth);
  if (leaf !== undefined || typeof value !== "object" || value === null) {
    write(writer, leaf ?? "null");
    return;
  }
  writer.ancestors.add(value);
  if (Array.isArray(value)) writeArray(writer, value, depth);
  else writeRecord(writer, value, depth);
  writer.ancestors.delete(value);
}

/**
 * Pretty JSON of any value, cut after `maxCharacters` without visiting the rest, so a huge
 * value costs no more than its prefix. Unlike `JSON.stringify` it never throws: BigInts are
 * written as digits, a cycle as `"[Circular]"`, nesting past 200 levels as `[…]`/`{…}`, and
 * a top-level `undefined`, function or symbol as `undefined`.
 * @internal
 */
export function boundedJson(value: unknown, options: BoundedJsonOptions = {}): BoundedText {
  if (omitted(value)) return { text: "undefined", complete: true };
  const maxCharacters = options.maxCharacters ?? Number.POSITIVE_INFINITY;
  // One character past the budget is written so that a cut is told apart from a fit.
  const writer: Writer = {
    parts: [],
    length: 0,
    limit: maxCharacters + 1,
    indent: " ".repeat(options.indent ?? 2),
    ancestors: new Set(),
  };
  writeValue(writer, value, 0);
  const text = writer.parts.join("");
  return text.length > maxCharacters
    ? { text: text.slice(0, maxCharacters), complete: false }
    : { text, complete: true };
}
