import type { GraphEvent } from "../src/index.js";

/** A seeded PRNG (mulberry32): the same seed gives the same numbers on every machine. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** Options of `generateSession`. */
export interface SessionOptions {
  /** @default 1 */
  readonly seed?: number;
  /** Deepest subagent nesting (a subagent of a subagent of … the main agent). @default 3 */
  readonly maxDepth?: number;
}

const WORDS = (
  "the a of to and in that is for it on with as this file test we function value " +
  "error result graph node edge run tool call agent output input stream token check " +
  "build type return import export const let data state event list map set update"
).split(" ");
const TOOLS = ["read_file", "exec", "search", "edit_file"] as const;

/** Writes one synthetic agent session, turn by turn, into an event array. */
class SessionWriter {
  readonly #random: () => number;
  readonly #maxDepth: number;
  #ids = 0;

  constructor(options: SessionOptions) {
    this.#random = createRandom(options.seed ?? 1);
    this.#maxDepth = options.maxDepth ?? 3;
  }

  turn(out: GraphEvent[], turn: number, previousEnd: string | undefined): string {
    const userRun = `u${turn}`;
    const content = `Turn ${turn}: ${this.#words(8, 40)}`;
    out.push(
      previousEnd === undefined
        ? { type: "user", runId: userRun, content }
        : { type: "user", runId: userRun, parentId: previousEnd, content },
    );
    const runId = `a${turn}`;
    this.#run(out, runId, "main", `${userRun}:user`, 0);
    return `${runId}:harness_end`;
  }

  #run(out: GraphEvent[], runId: string, agentId: string, parentId: string, depth: number): void {
    out.push({ type: "harness_start", runId, agentId, parentId });
    const steps = depth === 0 ? this.#int(2, 6) : this.#int(1, 3);
    let inputTokens = 0;
    let outputTokens = 0;
    for (let step = 0; step < steps; step++) {
      if (this.#random() < 0.5) this.#stream(out, "reasoning", runId, agentId, this.#int(5, 60));
      this.#stream(out, "text", runId, agentId, this.#skewed(8, 240));
      const usage = { inputTokens: this.#int(500, 20_000), outputTokens: this.#int(20, 2_000) };
      inputTokens += usage.inputTokens;
      outputTokens += usage.outputTokens;
      out.push({ type: "usage", runId, agentId, ...usage });
      if (step < steps - 1) this.#tools(out, runId, agentId, depth);
    }
    out.push({ type: "harness_end", runId, agentId, totalUsage: { inputTokens, outputTokens } });
  }

  /** One text or reasoning block: many deltas sharing one id, like a provider stream. */
  #stream(
    out: GraphEvent[],
    type: "text" | "reasoning",
    runId: string,
    agentId: string,
    deltas: number,
  ): void {
    const id = `${type === "text" ? "t" : "rs"}${this.#ids++}`;
    for (let index = 0; index < deltas; index++) {
      const content = `${index === 0 ? "" : " "}${this.#words(1, 4)}`;
      out.push({ type, id, runId, agentId, content });
    }
  }

  /** Parallel tool calls, then for each: permission, progress, subagents, result. */
  #tools(out: GraphEvent[], runId: string, agentId: string, depth: number): void {
    const calls: { id: string; name: string }[] = [];
    for (let count = this.#int(1, 3); count > 0; count--) {
      const spawns = depth < this.#maxDepth && this.#random() < 0.2;
      const name = spawns ? "agent" : this.#pick(TOOLS);
      const id = `tc${this.#ids++}`;
      const input = { path: `src/${this.#pick(WORDS)}.ts`, query: this.#words(2, 6) };
      for (let partial = this.#random() < 0.3 ? this.#int(1, 3) : 0; partial > 0; partial--) {
        out.push({
          type: "tool_call",
          id,
          runId,
          agentId,
          name,
          input: { path: input.path },
          partial: true,
        });
      }
      out.push({ type: "tool_call", id, runId, agentId, name, input });
      calls.push({ id, name });
    }
    for (const { id, name } of calls) {
      if (this.#random() < 0.15) {
        const relayId = `rl${this.#ids++}`;
        out.push({
          type: "relay",
          kind: "permission",
          id: relayId,
          runId,
          agentId,
          toolCallId: id,
          tool: name,
          params: { command: this.#words(1, 3) },
        });
        out.push({
          type: "relay_resolved",
          relayId,
          decision: this.#random() < 0.9 ? "allow" : "deny",
        });
      }
      if (name === "exec") {
        for (let chunk = this.#int(1, 5); chunk > 0; chunk--) {
          const content = {
            channel: this.#random() < 0.8 ? "stdout" : "stderr",
            data: `${this.#words(3, 12)}\n`,
          };
          out.push({
            type: "tool_progress",
            id: `tp${this.#ids++}`,
            runId,
            agentId,
            toolCallId: id,
            name,
            content,
          });
        }
      }
      if (name === "agent") this.#subagents(out, id, depth + 1);
      out.push({
        type: "tool_result",
        id,
        runId,
        agentId,
        name,
        output: { text: this.#words(5, 30) },
      });
    }
  }

  /** One or two subagent runs under a tool call; two run in parallel, their events interleaved. */
  #subagents(out: GraphEvent[], toolCallId: string, depth: number): void {
    const runs: GraphEvent[][] = [];
    for (let count = this.#random() < 0.3 ? 2 : 1; count > 0; count--) {
      const events: GraphEvent[] = [];
      this.#run(events, `s${this.#ids++}`, `sub${depth}`, toolCallId, depth);
      runs.push(events);
    }
    const [first = [], second = []] = runs;
    let i = 0;
    let j = 0;
    while (i < first.length || j < second.length) {
      const takeFirst = j >= second.length || (i < first.length && this.#random() < 0.5);
      out.push((takeFirst ? first[i++] : second[j++]) as GraphEvent);
    }
  }

  #int(min: number, max: number): number {
    return min + Math.floor(this.#random() * (max - min + 1));
  }

  /** Mostly short, sometimes long: a squared uniform between min and max. */
  #skewed(min: number, max: number): number {
    const unit = this.#random();
    return min + Math.floor(unit * unit * (max - min + 1));
  }

  #pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.#random() * items.length)] as T;
  }

  #words(min: number, max: number): string {
    const words: string[] = [];
    for (let count = this.#int(min, max); count > 0; count--) words.push(this.#pick(WORDS));
    return words.join(" ");
  }
}

/**
 * A deterministic synthetic agent session of exactly `length` events: user turns, main-agent
 * runs (harness start/end, reasoning and text deltas, usage, parallel tool calls with partial
 * input, permission relays, exec progress, results) and subagent runs nested under `agent`
 * tool calls. The same seed gives the same events, and a shorter session is a prefix of a
 * longer one, so a stream may end mid-run.
 */
export function generateSession(length: number, options: SessionOptions = {}): GraphEvent[] {
  const writer = new SessionWriter(options);
  const events: GraphEvent[] = [];
  let previousEnd: string | undefined;
  for (let turn = 1; events.length < length; turn++)
    previousEnd = writer.turn(events, turn, previousEnd);
  events.length = length;
  return events;
}

/** Counts of a session's events by type, and how deep its subagents nest. */
export function describeSession(events: readonly GraphEvent[]): {
  byType: Record<string, number>;
  maxDepth: number;
} {
  const byType: Record<string, number> = {};
  const depthOf = new Map<string, number>();
  const runOfCall = new Map<string, string>();
  let maxDepth = 0;
  for (const event of events) {
    byType[event.type] = (byType[event.type] ?? 0) + 1;
    if (event.type === "tool_call") runOfCall.set(event.id, event.runId);
    if (event.type === "harness_start") {
      const parentRun = event.parentId === undefined ? undefined : runOfCall.get(event.parentId);
      const depth = parentRun === undefined ? 0 : (depthOf.get(parentRun) ?? 0) + 1;
      depthOf.set(event.runId, depth);
      maxDepth = Math.max(maxDepth, depth);
    }
  }
  return { byType, maxDepth };
}
