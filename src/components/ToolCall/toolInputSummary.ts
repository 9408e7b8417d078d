import { boundedJson } from "../boundedJson.js";

/** Characters of a summary before it is cut with an ellipsis. */
const MAX_SUMMARY = 160;
/** A string field longer than this is not "short" enough to stand for the input. */
const MAX_SHORT = 200;
/** Keys looked at, at most, when a record is searched for a short string. */
const MAX_KEYS = 50;

const SHELL_TOOL = /bash|shell|exec|terminal|command|^sh$|^zsh$|^cmd$|^run$|powershell/i;
const COMMAND_KEYS = ["command", "cmd", "script"] as const;
const NAMED_KEYS = [
  "path",
  "file_path",
  "filePath",
  "file",
  "filename",
  "url",
  "uri",
  "query",
  "q",
  "pattern",
  "glob",
  "regex",
  "search",
  "command",
  "cmd",
  "task",
  "tasks",
  "queries",
  "paths",
  "files",
  "urls",
  "prompt",
  "description",
  "title",
  "name",
  "agent",
  "id",
] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A field's value as words, when it is one: a string, a number, or a list of strings. */
function words(value: unknown, separator: string): string | undefined {
  if (typeof value === "string") return value.trim() === "" ? undefined : value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === "string"))
    return value.slice(0, 40).join(separator);
  return undefined;
}

function firstOf(record: Record<string, unknown>, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    if (!Object.hasOwn(record, key)) continue;
    // An argv list reads as a command line; any other list as items.
    const found = words(
      record[key],
      (COMMAND_KEYS as readonly string[]).includes(key) ? " " : ", ",
    );
    if (found !== undefined) return found;
  }
  return undefined;
}

function firstShortString(record: Record<string, unknown>): string | undefined {
  let seen = 0;
  for (const key in record) {
    if (seen++ === MAX_KEYS) break;
    const value = record[key];
    if (Object.hasOwn(record, key) && typeof value === "string" && value.trim() !== "") {
      if (value.length <= MAX_SHORT) return value;
    }
  }
  return undefined;
}

/** The text on one line, whitespace runs folded, cut to `MAX_SUMMARY` characters. */
function oneLine(text: string): string {
  const prefix = text.length > MAX_SUMMARY * 4 ? text.slice(0, MAX_SUMMARY * 4) : text;
  const folded = prefix.replace(/\s+/g, " ").trim();
  return folded.length > MAX_SUMMARY || prefix.length < text.length
    ? `${folded.slice(0, MAX_SUMMARY - 1).trimEnd()}…`
    : folded;
}

function compactJson(input: unknown): string {
  const { text, complete } = boundedJson(input, { maxCharacters: MAX_SUMMARY, indent: 0 });
  return complete ? text : `${text}…`;
}

/**
 * A tool call's input in one line, for the call's collapsed line and its permission question:
 * the `command` of a shell-like tool (`bash`, `exec`, `shell`…), else the first of `path`,
 * `file`, `url`, `query`, `pattern` and the like, else the first short string field, else
 * compact JSON; always one line of at most 160 characters (an empty string for no input).
 * @example
 * toolInputSummary("bash", { command: "rm -rf dist" }); // "rm -rf dist"
 * toolInputSummary("read_file", { path: "src/a.ts", limit: 20 }); // "src/a.ts"
 */
export function toolInputSummary(name: string, input: unknown): string {
  if (input === undefined || input === null) return "";
  if (typeof input === "string") return oneLine(input);
  if (!isRecord(input)) return oneLine(compactJson(input));
  const command = SHELL_TOOL.test(name) ? firstOf(input, COMMAND_KEYS) : undefined;
  const chosen = command ?? firstOf(input, NAMED_KEYS) ?? firstShortString(input);
  if (chosen !== undefined) return oneLine(chosen);
  for (const key in input) if (Object.hasOwn(input, key)) return oneLine(compactJson(input));
  return "";
}
