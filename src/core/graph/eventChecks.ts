/** A field that failed validation: its path, what was expected, and what came. @internal */
export interface Problem {
  readonly path: string;
  readonly expected: string;
  readonly value: unknown;
}

/** Validates one value at `path`. @internal */
export type Check = (value: unknown, path: string) => Problem | undefined;

function simple(expected: string, accepts: (value: unknown) => boolean): Check {
  return (value, path) => (accepts(value) ? undefined : { path, expected, value });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whether a value is a string with at least one character. @internal */
export function nonEmpty(value: unknown): value is string {
  return typeof value === "string" && value !== "";
}

/** @internal */
export const nonEmptyString = simple("a non-empty string", nonEmpty);
/** @internal */
export const anyString = simple("a string", (value) => typeof value === "string");
/** @internal */
export const anyValue = simple("a value", (value) => value !== undefined);
/** @internal */
export const flag = simple("a boolean", (value) => typeof value === "boolean");
/** @internal */
export const finiteNumber = simple(
  "a finite number",
  (value) => typeof value === "number" && Number.isFinite(value),
);
/** @internal */
export const tokenCount = simple(
  "a non-negative finite number",
  (value) => typeof value === "number" && Number.isFinite(value) && value >= 0,
);
/** @internal */
export const record = simple("an object", isRecord);

/** @internal */
export function oneOf(...allowed: readonly string[]): Check {
  const expected = `one of ${allowed.map((item) => JSON.stringify(item)).join(", ")}`;
  return simple(expected, (value) => typeof value === "string" && allowed.includes(value));
}

/** An array whose every item passes `item`. @internal */
export function arrayOf(item: Check): Check {
  return (value, path) => {
    if (!Array.isArray(value)) return { path, expected: "an array", value };
    for (let index = 0; index < value.length; index++) {
      const problem = item(value[index], `${path}[${index}]`);
      if (problem) return problem;
    }
    return undefined;
  };
}

/** An object whose listed fields pass their checks. @internal */
export function shape(fields: Readonly<Record<string, Check>>): Check {
  return (value, path) => {
    if (!isRecord(value)) return { path, expected: "an object", value };
    for (const [name, check] of Object.entries(fields)) {
      const problem = check(value[name], `${path}.${name}`);
      if (problem) return problem;
    }
    return undefined;
  };
}

/** A string, or an array of content parts each with a string `type`. @internal */
export const messageContent: Check = (value, path) => {
  if (typeof value === "string") return undefined;
  if (!Array.isArray(value))
    return { path, expected: "a string or an array of content parts", value };
  return arrayOf(shape({ type: nonEmptyString }))(value, path);
};

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
