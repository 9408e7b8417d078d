import * as partialJson from "partial-json";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ToolCallEvent } from "../core/graph/GraphEvent.js";
import { ChunkChecks } from "./ChunkChecks.js";
import { PartialToolCalls } from "./PartialToolCalls.js";

const inside = vi.hoisted(() => ({ partialJson: 0 }));

vi.mock("partial-json", async (importOriginal) => {
  const actual = await importOriginal<typeof import("partial-json")>();
  const counted: typeof actual.parse = (...args) => {
    inside.partialJson += 1;
    try {
      return actual.parse(...args);
    } finally {
      inside.partialJson -= 1;
    }
  };
  return { ...actual, parse: vi.fn(counted) };
});

const { Allow, parse } = partialJson;
const MEGABYTE = 1_000_000;
const PIECE = 10_000;

/** A `write_file` input: a path and about `chars` characters of code, with escapes. */
function fileInput(chars: number): string {
  const line = 'if (name === "café") return "C:\\\\tmp\\t" + name; // 😀\n';
  return JSON.stringify({ path: "src/big.ts", content: line.repeat(Math.ceil(chars / 60)) });
}

/** Structured data: about `chars` characters of small records. */
function recordsInput(chars: number): string {
  const rows = Array.from({ length: Math.ceil(chars / 95) }, (_, index) => ({
    id: index,
    label: `row "${index}"`,
    score: index / 7,
    tags: ["a", index % 2 === 0],
    note: null,
  }));
  return JSON.stringify({ rows });
}

function piecesOf(text: string, size: number): string[] {
  return Array.from({ length: Math.ceil(text.length / size) }, (_, index) =>
    text.slice(index * size, (index + 1) * size),
  );
}

/** Streams `text` in pieces as one call's input; every event, the closing one last. */
function stream(
  text: string,
  size: number,
  onProblem?: (message: string) => void,
): ToolCallEvent[] {
  const calls = new PartialToolCalls<number>(
    { runId: "r1", agentId: "assistant" },
    new ChunkChecks(onProblem),
  );
  const events = [calls.open(0, { id: "c1", name: "write_file" })];
  for (const piece of piecesOf(text, size)) events.push(...calls.append(0, piece));
  events.push(...calls.close(0));
  return events;
}

/** Characters handed to partial-json, and to `JSON.parse` other than by partial-json, in `work`. */
function charactersParsed(work: () => void): number {
  let characters = 0;
  const count = (text: unknown) => {
    if (typeof text === "string") characters += text.length;
  };
  const native = JSON.parse;
  vi.spyOn(JSON, "parse").mockImplementation((text, reviver) => {
    if (inside.partialJson === 0) count(text);
    return native(text, reviver);
  });
  vi.mocked(parse).mockClear();
  try {
    work();
    for (const [text] of vi.mocked(parse).mock.calls) count(text);
    return characters;
  } finally {
    vi.mocked(JSON.parse).mockRestore();
  }
}

/** The length of the longest common prefix of two strings. */
function commonPrefix(left: string, right: string): number {
  let length = 0;
  while (length < left.length && left[length] === right[length]) length++;
  return length;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("PartialToolCalls", () => {
  it("parses a bounded multiple of the input's length when 1 MB arrives in 10 KB pieces", () => {
    for (const text of [fileInput(MEGABYTE), recordsInput(MEGABYTE)]) {
      const parsed = charactersParsed(() => stream(text, PIECE));
      expect(parsed).toBeLessThanOrEqual(8 * text.length);
    }
  });

  it("emits partial inputs whose sizes add up to a bounded multiple of a 1 MB input's length", () => {
    for (const text of [fileInput(MEGABYTE), recordsInput(MEGABYTE)]) {
      const partials = stream(text, PIECE).filter((event) => event.partial);
      const shown = partials.reduce((sum, event) => sum + JSON.stringify(event.input).length, 0);
      expect(shown).toBeLessThanOrEqual(4 * text.length);
      // The input still grows in view while it arrives.
      expect(partials.length).toBeGreaterThanOrEqual(10);
    }
  });

  it("closes a 1 MB input with what JSON.parse gives for the whole text", () => {
    for (const text of [fileInput(MEGABYTE), recordsInput(MEGABYTE)]) {
      const last = stream(text, PIECE).at(-1);
      expect(last?.partial).toBeUndefined();
      expect(last?.input).toEqual(JSON.parse(text));
    }
  });

  it("shows as each partial input of a 1 MB input what partial-json gives for a prefix, never half a character", () => {
    for (const text of [fileInput(MEGABYTE), recordsInput(MEGABYTE)]) {
      const partials = stream(text, PIECE)
        .slice(1)
        .filter((event) => event.partial);
      for (const { input } of partials) {
        // The text is compact JSON, so the prefix read is where the input's own JSON departs from it.
        const prefix = text.slice(0, commonPrefix(JSON.stringify(input), text));
        expect(input).toEqual(parse(prefix, Allow.ALL));
      }
    }
  });

  it("shows every change of a small input, as partial-json gives it for each piece", () => {
    for (const text of [fileInput(3_000), recordsInput(3_000)]) {
      const expected: unknown[] = [{}];
      let received = "";
      for (const piece of piecesOf(text, 7)) {
        received += piece;
        const value = parse(received, Allow.ALL);
        if (JSON.stringify(value) !== JSON.stringify(expected.at(-1))) expected.push(value);
      }
      const partials = stream(text, 7).filter((event) => event.partial);
      expect(partials.map((event) => event.input)).toEqual(expected);
    }
  });

  it("keeps a long input that is not JSON to what partial-json reads of it, and says so", () => {
    const problems: string[] = [];
    const text = `{"a": 1 "b": ${JSON.stringify("x".repeat(MEGABYTE))}`;
    const parsed = charactersParsed(() => {
      const events = stream(text, PIECE, (message) => problems.push(message));
      expect(events.at(-1)?.input).toEqual(parse(text, Allow.ALL));
      expect(events.filter((event) => event.partial).length).toBeLessThanOrEqual(30);
    });
    expect(parsed).toBeLessThanOrEqual(8 * text.length);
    expect(problems).toEqual([
      "tool call c1 (write_file): input is not complete JSON; kept the part that parses",
    ]);
  });
});
