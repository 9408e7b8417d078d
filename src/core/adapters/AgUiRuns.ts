import type { GraphEvent, TokenUsage } from "../GraphEvent.js";
import type { ChunkChecks } from "./ChunkChecks.js";
import { PartialToolCalls } from "./PartialToolCalls.js";
import type { ProviderAdapterOptions } from "./ProviderAdapterOptions.js";

/** One graph run of an AG-UI stream: an AG-UI run, a subagent invocation, or the fallback. @internal */
export interface AgUiRun {
  readonly runId: string;
  readonly agentId: string;
  readonly kind: "run" | "subagent" | "fallback";
  readonly calls: PartialToolCalls<string>;
  /** Tool calls made in this run, oldest first, and those that have a result. */
  readonly toolCalls: string[];
  readonly answered: Set<string>;
  /** Subagent runs started inside this run. */
  readonly subagents: AgUiRun[];
  lastNodeId: string | undefined;
  failed: boolean;
  ended: boolean;
}

/** What the adapter knows of a tool call, wherever its run is. @internal */
export interface AgUiToolCall {
  readonly runId: string;
  readonly name: string;
  input: unknown;
}

/** Where a subagent invocation hangs: the subagent that spawned it, the tool call it serves. @internal */
export interface SubagentPlace {
  readonly name: string;
  readonly parentSubagentRunId?: string | undefined;
  readonly parentToolCallId?: string | undefined;
}

/** Why a run failed, as its `error` event says. @internal */
export interface RunFailure {
  readonly message: string;
  readonly code?: string | undefined;
}

/** How a run ends: failed or not, and the usage of all its model calls. @internal */
export interface RunEnding {
  readonly failure?: RunFailure | undefined;
  readonly usage?: TokenUsage | undefined;
}

/** The id of the node an event creates, if that node can be a parent. */
function createdNodeId(event: GraphEvent): string | undefined {
  switch (event.type) {
    case "text":
    case "reasoning":
    case "tool_call":
    case "tool_progress":
    case "relay":
    case "summary":
      return event.id;
    case "tool_result":
      return `${event.id}:result`;
    case "harness_start":
    case "harness_end":
    case "error":
    case "user":
      return `${event.runId}:${event.type}`;
    case "usage":
    case "relay_resolved":
    case "connected":
      return undefined;
    default:
      return event satisfies never;
  }
}

/**
 * The graph runs of one AG-UI stream and the events they produce, in order: AG-UI runs (a
 * stack: events without a run belong to the newest one open), subagent invocations, and the
 * fallback run of `options.runId` for events outside any run.
 * @internal
 */
export class AgUiRuns {
  readonly toolCalls = new Map<string, AgUiToolCall>();
  readonly checks: ChunkChecks;
  readonly #options: ProviderAdapterOptions;
  readonly #runs = new Map<string, AgUiRun>();
  readonly #open: AgUiRun[] = [];
  readonly #subagents = new Map<string, AgUiRun>();
  readonly #nodes = new Set<string>();
  #out: GraphEvent[] = [];

  constructor(options: ProviderAdapterOptions, checks: ChunkChecks) {
    this.#options = options;
    this.checks = checks;
  }

  emit(...events: readonly GraphEvent[]): void {
    for (const event of events) {
      this.#out.push(event);
      if (event.type === "tool_call") {
        const call = this.toolCalls.get(event.id);
        if (call) call.input = event.input;
      }
      const id = createdNodeId(event);
      if (id === undefined || this.#nodes.has(id)) continue;
      this.#nodes.add(id);
      const run = this.#runs.get((event as { runId: string }).runId);
      if (run) run.lastNodeId = id;
    }
  }

  /** The events emitted since the last call. */
  drain(): GraphEvent[] {
    const events = this.#out;
    this.#out = [];
    return events;
  }

  get(runId: string): AgUiRun | undefined {
    return this.#runs.get(runId);
  }

  /** Starts an AG-UI run hanging from `parentId`; it becomes the current run. */
  startRun(runId: string, parentId: string | undefined): AgUiRun {
    const agentId = this.#options.agentId ?? "assistant";
    return this.#start({ runId, agentId, kind: "run" }, parentId);
  }

  /** Starts a subagent invocation inside the current run, under the tool call that spawned it. */
  startSubagent(subagentRunId: string, place: SubagentPlace): AgUiRun {
    const nested = place.parentSubagentRunId;
    const parent = (nested && this.#subagents.get(nested)) || this.current();
    const runId = `${this.current().runId}:${subagentRunId}`;
    const parentId = place.parentToolCallId ?? this.anchorOf(parent.runId);
    const run = this.#start({ runId, agentId: place.name, kind: "subagent" }, parentId);
    parent.subagents.push(run);
    this.#subagents.set(subagentRunId, run);
    return run;
  }

  /** The run of a subagent invocation (started here if its start never came), else the current run. */
  runFor(subagentRunId: unknown): AgUiRun {
    if (typeof subagentRunId !== "string" || subagentRunId === "") return this.current();
    const run = this.#subagents.get(subagentRunId);
    return run ?? this.startSubagent(subagentRunId, { name: "subagent" });
  }

  subagent(subagentRunId: string): AgUiRun | undefined {
    return this.#subagents.get(subagentRunId);
  }

  /** The newest AG-UI run still open, else the fallback run of `options.runId`. */
  current(): AgUiRun {
    const { runId, parentId, agentId = "assistant" } = this.#options;
    const newest = this.#open.at(-1) ?? this.#runs.get(runId);
    return newest ?? this.#start({ runId, agentId, kind: "fallback" }, parentId);
  }

  /** The node a child of `runId` hangs from: its open (else last) tool call, else its last node. */
  anchorOf(runId: string): string {
    const run = this.#runs.get(runId);
    if (run === undefined) return `${runId}:harness_start`;
    const open = run.toolCalls.findLast((id) => !run.answered.has(id));
    return open ?? run.toolCalls.at(-1) ?? run.lastNodeId ?? `${runId}:harness_start`;
  }

  fail(run: AgUiRun, message: string, code?: string | undefined): void {
    if (run.failed) return;
    run.failed = true;
    const { runId, agentId } = run;
    this.emit({ type: "error", runId, agentId, message, ...(code !== undefined && { code }) });
  }

  /**
   * Ends a run and the subagents still open inside it: its tool calls still streaming get their
   * final input, then the failure (if any) and the usage are said, then `harness_end`.
   */
  end(run: AgUiRun, ending: RunEnding = {}): void {
    if (run.ended) return;
    run.ended = true;
    const { failure, usage } = ending;
    for (const subagent of run.subagents) this.end(subagent, failure ? { failure } : {});
    const { runId, agentId } = run;
    this.emit(...run.calls.closeAll());
    if (failure) this.fail(run, failure.message, failure.code);
    if (usage) this.emit({ type: "usage", runId, agentId, ...usage });
    this.emit({ type: "harness_end", runId, agentId, ...(usage && { totalUsage: usage }) });
    const index = this.#open.indexOf(run);
    if (index >= 0) this.#open.splice(index, 1);
  }

  /** Ends every run still open, newest first, failing all but the fallback run with `failure`. */
  endAll(failure: RunFailure): void {
    for (const run of [...this.#open].reverse()) {
      this.end(run, run.kind === "fallback" ? {} : { failure });
    }
  }

  #start(run: Pick<AgUiRun, "runId" | "agentId" | "kind">, parentId: string | undefined): AgUiRun {
    const { runId, agentId } = run;
    const started: AgUiRun = {
      ...run,
      calls: new PartialToolCalls<string>({ runId, agentId }, this.checks),
      toolCalls: [],
      answered: new Set(),
      subagents: [],
      lastNodeId: undefined,
      failed: false,
      ended: false,
    };
    this.#runs.set(runId, started);
    if (run.kind !== "subagent") this.#open.push(started);
    const parent = parentId === undefined ? {} : { parentId };
    this.emit({ type: "harness_start", runId, agentId, ...parent });
    return started;
  }
}
