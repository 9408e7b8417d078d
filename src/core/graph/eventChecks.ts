/** A field that failed validation: its path, what was expected, and what came. @internal */
export interface Problem {
  readonly path: string;
  readonly expected: string;
  readonly value: unknown;
}

/** How a value is checked, and what an error message says it should be. @internal */
export interface Check {
  readonly expected: string;
  /** Whether a value passes. */
  readonly accepts: (value: unknown) => boolean;
  /** For a check of parts (array items, object fields): the first part that fails, if any. */
  readonly problemInside: (value: unknown, path: string) => Problem | undefined;
}

function noPart(): undefined {
  return undefined;
}

function check(
  expected: string,
  accepts: (value: unknown) => boolean,
  problemInside: Check["problemInside"] = noPart,
): Check {
  return { expected, accepts, problemInside };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** What is wrong with a value that fails `check`, down to the part that fails. @internal */
export function problemOf(failed: Check, value: unknown, path: string): Problem {
  return failed.problemInside(value, path) ?? { path, expected: failed.expected, value };
}

/** @internal */
export const nonEmptyString = check(
  "a non-empty string",
  (value) => typeof value === "string" && value !== "",
);
/** @internal */
export const anyString = check("a string", (value) => typeof value === "string");
/** @internal */
export const anyValue = check("a value", (value) => value !== undefined);
/** @internal */
export const flag = check("a boolean", (value) => typeof value === "boolean");
/** @internal */
export const finiteNumber = check(
  "a finite number",
  (value) => typeof value === "number" && Number.isFinite(value),
);
/** @internal */
export const tokenCount = check(
  "a non-negative finite number",
  (value) => typeof value === "number" && Number.isFinite(value) && value >= 0,
);
/** @internal */
export const record = check("an object", isRecord);

/** A string among `allowed`. @internal */
export function oneOf(...allowed: readonly string[]): Check {
  const expected = `one of ${allowed.map((item) => JSON.stringify(item)).join(", ")}`;
  return check(expected, (value) => typeof value === "string" && allowed.includes(value));
}

/** The index of the first item of `value` that fails `item`, or -1. */
function firstBadItem(item: Check, value: readonly unknown[]): number {
  for (let index = 0; index < value.length; index++) if (!item.accepts(value[index])) return index;
  return -1;
}

/** An array whose every item passes `item`. @internal */
export function arrayOf(item: Check): Check {
  return check(
    "an array",
    (value) => Array.isArray(value) && firstBadItem(item, value) < 0,
    (value, path) => {
      if (!Array.isArray(value)) return undefined;
      const index = firstBadItem(item, value);
      return index < 0 ? undefined : problemOf(item, value[index], `${path}[${index}]`);
    },
  );
}

/** An object whose listed fields pass their checks. @internal */
export function shape(fields: Readonly<Record<string, Check>>): Check {
  const entries = Object.entries(fields);
  const firstBadField = (value: Record<string, unknown>) =>
    entries.find(([name, field]) => !field.accepts(value[name]));
  return check(
    "an object",
    (value) => isRecord(value) && firstBadField(value) === undefined,
    (value, path) => {
      const bad = isRecord(value) ? firstBadField(value) : undefined;
      return (
        bad && problemOf(bad[1], (value as Record<string, unknown>)[bad[0]], `${path}.${bad[0]}`)
      );
    },
  );
}

const contentParts = arrayOf(shape({ type: nonEmptyString }));

/** A string, or an array of content parts each with a string `type`. @internal */
export const messageContent = check(
  "a string or an array of content parts",
  (value) => typeof value === "string" || contentParts.accepts(value),
  (value, path) => (Array.isArray(value) ? problemOf(contentParts, value, path) : undefined),
);

/** Says what a value is in a few words, for error messages. @internal */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === "string") {
    const quoted = JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
    return value.length === 0 ? "an empty string" : `the string ${quoted}`;
  }
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (typeof value === "bigint") return `the bigint ${value}`;
  if (Array.isArray(value)) return `an array of ${value.length}`;
  return `a ${typeof value}`;
}
