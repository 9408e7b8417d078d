import { describeValue } from "../core/graph/eventChecks.js";
import type { GraphEvent, TokenUsage } from "../core/graph/GraphEvent.js";
import { adapterStep } from "./adapterStep.js";
import { ChunkChecks, tokenCount } from "./ChunkChecks.js";
import type { PartKind } from "./createPartIds.js";
import type { ProviderAdapterOptions } from "./ProviderAdapterOptions.js";
import { STOP_FAILURE_MESSAGES, type StopFailure } from "./StopFailure.js";

/** The fields every event of one adapted run carries. @internal */
export interface RunFields {
  readonly runId: string;
  readonly agentId: string;
}

/** How this step's stream ended: it ended the run, or the run waits for tool results. */
type StepEnd = "open" | "run_ended" | "awaiting_tools";

const LATE: Readonly<Record<Exclude<StepEnd, "open">, string>> = {
  run_ended: "the run ended",
  awaiting_tools: "the model call stopped to call tools",
};

interface RunState {
  readonly started: boolean;
  /** The provider said its response is complete (it may still send usage). */
  readonly done: boolean;
  /** The provider stopped so that the app runs the tool calls of this step. */
  readonly forTools: boolean;
  readonly failed: boolean;
  readonly stepEnd: StepEnd;
  readonly usage: TokenUsage | undefined;
}

const INITIAL: RunState = {
  started: false,
  done: false,
  forTools: false,
  failed: false,
  stepEnd: "open",
  usage: undefined,
};

function reasonOf(cause: unknown): string {
  try {
    return cause instanceof Error ? cause.message : String(cause);
  } catch {
    return "unreadable error";
  }
}

/** Names a chunk in problem messages: its `type`, else its `object` (Chat Completions). */
function labelOf(chunk: object): string {
  try {
    const { type, object } = chunk as { type?: unknown; object?: unknown };
    if (typeof type === "string") return type;
    return typeof object === "string" ? object : "chunk";
  } catch {
    return "chunk";
  }
}

/**
 * The lifecycle of one step (model call) of an adapted run: `harness_start` before its first
 * event in step 1, at most one `error`, then the step's usage and `harness_end` once — unless
 * the model stopped to call tools that have no result, when the run goes on in the next step.
 * Each chunk is translated as a unit: events added while translating it are returned together,
 * or none of them when translating throws.
 * @internal
 */
export class RunEmitter {
  readonly fields: RunFields;
  readonly checks: ChunkChecks;
  readonly #parentId: string | undefined;
  readonly #step: number;
  #state: RunState = INITIAL;
  #out: GraphEvent[] = [];
  /** Tool calls of this step that have no result and were not discarded. */
  readonly #unanswered = new Set<string>();
  /**
   * The changes to `#unanswered` in the chunk being translated, each id with whether it was
   * there before, so that a throw can undo them: a set changed in place costs nothing per
   * event, where a copy per tool event costs its size.
   */
  readonly #changes: [string, boolean][] = [];

  constructor(options: ProviderAdapterOptions) {
    this.fields = { runId: options.runId, agentId: options.agentId ?? "assistant" };
    this.checks = new ChunkChecks(options.onProblem);
    this.#parentId = options.parentId;
    this.#step = adapterStep(options);
  }

  /** The node id of a text or reasoning part; later steps name their step, so ids never collide. */
  partId(kind: PartKind, part: string | number): string {
    const { runId } = this.fields;
    const base = this.#step === 1 ? runId : `${runId}:step${this.#step}`;
    return `${base}:${kind}:${part}`;
  }

  /** Translates one chunk; a non-object, a late chunk or a throw is reported, not thrown. */
  guard<Chunk>(chunk: Chunk, translate: (chunk: Chunk & object) => void): GraphEvent[] {
    if (typeof chunk !== "object" || chunk === null) {
      this.checks.problem(`chunk: expected an object, got ${describeValue(chunk)}; skipped`);
      return [];
    }
    const label = labelOf(chunk);
    return this.#transaction(label, () => {
      const { stepEnd } = this.#state;
      if (stepEnd === "open") translate(chunk);
      else this.checks.problem(`${label} arrived after ${LATE[stepEnd]}; skipped`);
    });
  }

  /** Ends the stream: adds the closing events, an error if the provider never finished, the end. */
  finish(closing: () => readonly GraphEvent[]): GraphEvent[] {
    return this.#transaction("finish", () => {
      if (this.#state.stepEnd !== "open") return;
      this.add(...closing());
      if (!this.#state.done) this.failWith("incomplete_stream");
      this.end();
    });
  }

  /** Starts the run (its `harness_start`, in step 1) if it has not started. */
  open(): void {
    if (this.#state.started) return;
    this.#state = { ...this.#state, started: true };
    if (this.#step > 1) return;
    const parent = this.#parentId === undefined ? {} : { parentId: this.#parentId };
    this.#out.unshift({ type: "harness_start", ...this.fields, ...parent });
  }

  /** Adds events of the chunk being translated, starting the run first if needed. */
  add(...events: readonly GraphEvent[]): void {
    if (events.length === 0) return;
    this.open();
    this.#out.push(...events);
    for (const event of events) this.#track(event);
  }

  /** Marks the run failed with an `error` event; only the first failure is emitted. */
  fail(message: string, code: string): void {
    if (this.#state.failed) return;
    this.#state = { ...this.#state, failed: true };
    this.add({ type: "error", ...this.fields, message, code });
  }

  /** Fails the run for a known reason, with its standard message unless one is given. */
  failWith(code: StopFailure, message: string = STOP_FAILURE_MESSAGES[code]): void {
    this.fail(message, code);
  }

  /** Keeps the provider's latest cumulative usage; it is emitted once, when the run ends. */
  recordUsage(inputTokens: unknown, outputTokens: unknown): void {
    const usage = { inputTokens: tokenCount(inputTokens), outputTokens: tokenCount(outputTokens) };
    this.#state = { ...this.#state, usage };
  }

  /**
   * The provider finished its response: `finish` adds no `incomplete_stream` error. `forTools`:
   * it stopped so that the app runs the tool calls it made, so the run stays open if any has no result.
   */
  markDone({ forTools = false }: { readonly forTools?: boolean } = {}): void {
    this.#state = { ...this.#state, done: true, forTools };
  }

  /**
   * Ends the step, once: the recorded usage, then `harness_end` unless the run waits for results
   * of this step's tool calls. Only a one-step run's end carries the usage as `totalUsage`, as
   * this step cannot know the usage of the steps before it.
   */
  end(): void {
    if (this.#state.stepEnd !== "open") return;
    const { usage, forTools, failed } = this.#state;
    const awaitsTools = forTools && !failed && this.#unanswered.size > 0;
    if (usage) this.add({ type: "usage", ...this.fields, ...usage });
    if (!awaitsTools) {
      const total = usage && this.#step === 1 ? { totalUsage: usage } : {};
      this.add({ type: "harness_end", ...this.fields, ...total });
    }
    this.#state = {
      ...this.#state,
      done: true,
      stepEnd: awaitsTools ? "awaiting_tools" : "run_ended",
    };
  }

  /** Keeps `#unanswered`: a call adds its id, a result or a discard of the call removes it. */
  #track(event: GraphEvent): void {
    if (event.type === "tool_call") this.#mark(event.id, true);
    else if (event.type === "tool_result") this.#mark(event.id, false);
    else if (event.type === "discard") for (const id of event.ids) this.#mark(id, false);
  }

  #mark(id: string, unanswered: boolean): void {
    const was = this.#unanswered.has(id);
    if (was === unanswered) return;
    this.#changes.push([id, was]);
    if (unanswered) this.#unanswered.add(id);
    else this.#unanswered.delete(id);
  }

  #transaction(label: string, work: () => void): GraphEvent[] {
    const before = this.#state;
    try {
      work();
      return this.#out;
    } catch (cause) {
      this.#state = before;
      for (let index = this.#changes.length - 1; index >= 0; index--) {
        const [id, was] = this.#changes[index] as [string, boolean];
        if (was) this.#unanswered.add(id);
        else this.#unanswered.delete(id);
      }
      this.checks.problem(`${label}: could not be translated (${reasonOf(cause)}); skipped`);
      return [];
    } finally {
      this.#out = [];
      this.#changes.length = 0;
    }
  }
}
