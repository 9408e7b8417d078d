import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createAgUiAdapter,
  createAiSdkAdapter,
  createAnthropicAdapter,
  createOpenAIChatAdapter,
  createOpenAIResponsesAdapter,
  type ProviderAdapterOptions,
  type StreamAdapter,
  toAnthropicMessages,
  toOpenAIMessages,
} from "../src/adapters/index.js";
import {
  createContextPolicy,
  createGraph,
  type GraphEvent,
  parseEvent,
  projectContext,
  projectDAG,
  projectMessages,
  projectThread,
  reduceEvents,
} from "../src/index.js";
import { providerStreams } from "./providerStreams.js";

type Chunk = Record<string, unknown>;

interface Protocol {
  readonly create: (options: ProviderAdapterOptions) => StreamAdapter<never>;
  readonly streams: readonly (readonly unknown[])[];
}

const protocols: Readonly<Record<string, Protocol>> = {
  createAnthropicAdapter: { create: createAnthropicAdapter, streams: providerStreams.anthropic },
  createOpenAIChatAdapter: { create: createOpenAIChatAdapter, streams: providerStreams.openaiChat },
  createOpenAIResponsesAdapter: {
    create: createOpenAIResponsesAdapter,
    streams: providerStreams.openaiResponses,
  },
  createAiSdkAdapter: { create: createAiSdkAdapter, streams: providerStreams.aiSdk },
  createAgUiAdapter: { create: createAgUiAdapter, streams: providerStreams.agUi },
};

const foreignChunks = Object.values(protocols).flatMap(({ streams }) => streams.flat());

function nested(depth: number): unknown {
  let value: unknown = "bottom";
  for (let level = 0; level < depth; level++) value = level % 2 === 0 ? { value } : [value];
  return value;
}

/** Values of the wrong type for any field, now and then huge or deeply nested. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(null, undefined, true, 0, -1, 1.5, Number.NaN, Infinity),
  },
  { weight: 6, arbitrary: fc.constantFrom("", "0", "null", "{", '{"a":', "[]", "__proto__", "x") },
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 2, arbitrary: fc.anything({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom("x".repeat(200_000), "{".repeat(50_000)) },
  { weight: 1, arbitrary: fc.integer({ min: 500, max: 3000 }).map(nested) },
);

type Mutation =
  | { readonly kind: "cut"; readonly at: number; readonly keepHead: boolean }
  | { readonly kind: "duplicate" | "move"; readonly at: number; readonly to: number }
  | {
      readonly kind: "drop" | "swapType" | "deleteField";
      readonly at: number;
      readonly path: number;
    }
  | { readonly kind: "set"; readonly at: number; readonly path: number; readonly value: unknown }
  | {
      readonly kind: "addField";
      readonly at: number;
      readonly key: string;
      readonly value: unknown;
    }
  | { readonly kind: "replace" | "insert"; readonly at: number; readonly value: unknown }
  | { readonly kind: "retype"; readonly at: number }
  | { readonly kind: "shuffle"; readonly seed: number };

const index = fc.nat({ max: 1000 });
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant("cut" as const), at: index, keepHead: fc.boolean() }),
  fc.record({ kind: fc.constantFrom("duplicate" as const, "move" as const), at: index, to: index }),
  fc.record({
    kind: fc.constantFrom("drop" as const, "swapType" as const, "deleteField" as const),
    at: index,
    path: index,
  }),
  fc.record({ kind: fc.constant("set" as const), at: index, path: index, value: wrongValue }),
  fc.record({
    kind: fc.constant("addField" as const),
    at: index,
    key: fc.constantFrom("extra", "__proto__", "constructor", "type", "index", "id"),
    value: wrongValue,
  }),
  fc.record({
    kind: fc.constantFrom("replace" as const, "insert" as const),
    at: index,
    value: fc.oneof(wrongValue, fc.constantFrom(...foreignChunks)),
  }),
  fc.record({ kind: fc.constant("retype" as const), at: index }),
  fc.record({ kind: fc.constant("shuffle" as const), seed: fc.integer() }),
);

/** Sets an own field, even one named `__proto__`. */
function put(owner: object, key: string, value: unknown): void {
  Object.defineProperty(owner, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** A copy of `value` as deep as mutations reach; deeper parts are shared and never changed. */
function copyTop(value: unknown, depth = 8): unknown {
  if (typeof value !== "object" || value === null || depth === 0) return value;
  if (Array.isArray(value)) return Array.from(value, (entry) => copyTop(entry, depth - 1));
  const copy = {};
  for (const key of Object.keys(value)) put(copy, key, copyTop((value as Chunk)[key], depth - 1));
  return copy;
}

/** The paths of every field of a chunk, nested ones included (a few levels deep). */
function fieldPaths(value: unknown, prefix: readonly string[] = []): string[][] {
  if (typeof value !== "object" || value === null || prefix.length > 4) return [];
  return Object.keys(value).flatMap((key) => [
    [...prefix, key],
    ...fieldPaths((value as Chunk)[key], [...prefix, key]),
  ]);
}

/** Changes the field at the `path`-th path of `chunk` (in place) with `change`. */
function atPath(chunk: unknown, path: number, change: (owner: Chunk, key: string) => void) {
  const paths = fieldPaths(chunk);
  const chosen = paths[path % Math.max(paths.length, 1)];
  if (chosen === undefined) return;
  const key = chosen.at(-1) as string;
  const owner = chosen.slice(0, -1).reduce((value, step) => (value as Chunk)[step], chunk);
  change(owner as Chunk, key);
}

function swappedType(value: unknown): unknown {
  if (typeof value === "string") return Number(value);
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "true" : 0;
  if (Array.isArray(value)) return { ...value };
  if (typeof value === "object" && value !== null) return Object.values(value);
  return value === null ? {} : null;
}

function seededShuffle(chunks: unknown[], seed: number): unknown[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state;
  };
  const shuffled = [...chunks];
  for (let last = shuffled.length - 1; last > 0; last--) {
    const other = next() % (last + 1);
    [shuffled[last], shuffled[other]] = [shuffled[other], shuffled[last]];
  }
  return shuffled;
}

function mutate(chunks: unknown[], change: Mutation): unknown[] {
  if (change.kind === "shuffle") return seededShuffle(chunks, change.seed);
  const at = change.at % (chunks.length + 1);
  const position = change.at % Math.max(chunks.length, 1);
  const target = chunks[position];
  switch (change.kind) {
    case "cut":
      return change.keepHead ? chunks.slice(0, at) : chunks.slice(at);
    case "duplicate":
      return chunks.toSpliced(change.to % (chunks.length + 1), 0, copyTop(target));
    case "move":
      return chunks.toSpliced(position, 1).toSpliced(change.to % chunks.length, 0, target);
    case "drop":
      return chunks.toSpliced(position, 1);
    case "insert":
      return chunks.toSpliced(at, 0, copyTop(change.value));
    case "replace":
      return chunks.toSpliced(position, 1, copyTop(change.value));
    case "set":
      atPath(target, change.path, (owner, key) => put(owner, key, copyTop(change.value)));
      return chunks;
    case "swapType":
      atPath(target, change.path, (owner, key) => put(owner, key, swappedType(owner[key])));
      return chunks;
    case "retype":
      // Every field but the chunk's type at once: a string becomes a number, a number a string…
      fieldPaths(target).forEach((path, number) => {
        if (path.join(".") === "type") return;
        atPath(target, number, (owner, key) => {
          const value = owner[key];
          if (typeof value !== "object" || value === null) put(owner, key, swappedType(value));
        });
      });
      return chunks;
    case "deleteField":
      atPath(target, change.path, (owner, key) => delete owner[key]);
      return chunks;
    case "addField":
      // Only objects: a JSON array has no named fields.
      if (typeof target === "object" && target !== null && !Array.isArray(target))
        put(target, change.key, copyTop(change.value));
      return chunks;
    default:
      return change satisfies never;
  }
}

/** Whole streams of one protocol, spliced, then cut, duplicated, reordered and retyped. */
function chunkSequence({ streams }: Protocol): fc.Arbitrary<unknown[]> {
  return fc
    .tuple(
      fc.array(fc.constantFrom(...streams), { minLength: 1, maxLength: 3 }),
      fc.array(mutation, { maxLength: 8 }),
    )
    .map(([picked, changes]) => changes.reduce(mutate, copyTop(picked.flat()) as unknown[]));
}

/** Streams the chunks through a new adapter and checks what it emits; gives each call's events. */
function adapt(protocol: Protocol, chunks: readonly unknown[], step: number): GraphEvent[][] {
  const problems: string[] = [];
  const adapter = protocol.create({
    runId: "r1",
    parentId: "u1:user",
    step,
    onProblem: (message) => problems.push(message),
  });
  const batches = [...chunks.map((chunk) => adapter.push(chunk as never)), adapter.finish()];
  expect(adapter.finish()).toEqual([]);
  expect(adapter.push({ type: "late" } as never)).toEqual([]);
  for (const event of batches.flat()) {
    const parsed = parseEvent(event);
    if (!parsed.ok) expect.fail(`${event.type} ${parsed.error.field}: ${parsed.error.message}`);
  }
  // `push` reports a chunk whose translation threw instead of throwing; none may throw at all.
  const swallowed = problems.filter((problem) => problem.includes("could not be translated"));
  expect(swallowed).toEqual([]);
  return batches;
}

/** Reduces the events batch by batch, projecting the thread after each, then every projection. */
function projectAll(batches: readonly GraphEvent[][]): void {
  let graph = reduceEvents(createGraph(), [{ type: "user", runId: "u1", content: "Go." }]);
  for (const batch of batches) {
    graph = reduceEvents(graph, batch);
    projectThread(graph);
  }
  toOpenAIMessages(projectMessages(graph));
  const withReasoning = projectMessages(graph, { includeReasoning: true });
  toAnthropicMessages(withReasoning);
  toOpenAIMessages(withReasoning);
  projectDAG(graph);
  projectDAG(graph, { collapsed: true });
  projectContext(graph, createContextPolicy());
}

for (const [name, protocol] of Object.entries(protocols)) {
  describe(name, () => {
    it("emits valid events for any chunks, and no adapter call or projection throws", () => {
      fc.assert(
        fc.property(chunkSequence(protocol), fc.constantFrom(1, 2), (chunks, step) => {
          projectAll(adapt(protocol, chunks, step));
        }),
        { numRuns: 1000 },
      );
    });
  });
}
