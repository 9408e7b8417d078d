import type { GraphEvent, TokenUsage } from "../../core/graph/GraphEvent.js";
import { nodeIds } from "../../core/graph/nodeIds.js";
import type { ChunkChecks } from "../ChunkChecks.js";
import { PartialToolCalls } from "../PartialToolCalls.js";
import type { ProviderAdapterOptions } from "../ProviderAdapterOptions.js";

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
      return nodeIds.result(event.id);
    case "harness_start":
    case "harness_end":
    case "error":
    case "user":
      return `${event.runId}:${event.type}`;
    case "usage":
    case "relay_resolved":
    case "connected":
    case "discard":
      return undefined;
    default:
      return event satisfies never;
  }
}

/** The subagents still open inside `run`, at any depth, innermost first, found without recursion. */
function openSubagentsOf(run: AgUiRun): AgUiRun[] {
  const order: AgUiRun[] = [];
  const stack = [{ run, next: 0 }];
  for (let top = stack.at(-1); top !== undefined; top = stack.at(-1)) {
    const child = top.run.subagents[top.next];
    top.next += 1;
    if (child === undefined) {
      stack.pop();
      if (top.run !== run) order.push(top.run);
    } else if (!child.ended) stack.push({ run: child, next: 0 });
  }
  return order;
}

/**
 * The graph runs of one AG-UI stream and the events they produce, in order: AG-UI runs (a
 * stack: events without a run belong to the newest one open; each run no open run spawned
 * continues the conversation after the one before it), subagent invocations, and the fallback
 * run of `options.runId` for events outside any run.
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
  /** The newest run of the conversation, which the next one continues. */
  #newest: AgUiRun | undefined;
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

  /**
   * Starts an AG-UI run; it becomes the current run. A run spawned by a run still going hangs
   * from that run's open tool call. Any other run continues the conversation: after the run it
   * names if that one finished, else after the newest run of the conversation (an interrupted
   * run and its resume, one turn and the next), else from `options.parentId`.
   */
  startRun(runId: string, parentRunId: string | undefined): AgUiRun {
    const run = { runId, agentId: this.#options.agentId ?? "assistant", kind: "run" } as const;
    const named = parentRunId === undefined ? undefined : this.#runs.get(parentRunId);
    if (parentRunId !== undefined && !named?.ended)
      return this.#start(run, this.anchorOf(parentRunId));
    return this.#continue(run, named);
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
    const { runId, agentId = "assistant" } = this.#options;
    const newest = this.#open.at(-1) ?? this.#runs.get(runId);
    return newest ?? this.#continue({ runId, agentId, kind: "fallback" }, undefined);
  }

  /** The newest AG-UI run still open, if it is an AG-UI run (not the fallback). */
  openRun(): AgUiRun | undefined {
    const newest = this.#open.at(-1);
    return newest?.kind === "run" ? newest : undefined;
  }

  /** The node a child of `runId` hangs from: its open (else last) tool call, else its last node. */
  anchorOf(runId: string): string {
    const run = this.#runs.get(runId);
    if (run === undefined) return nodeIds.runStart(runId);
    const open = run.toolCalls.findLast((id) => !run.answered.has(id));
    return open ?? run.toolCalls.at(-1) ?? run.lastNodeId ?? nodeIds.runStart(runId);
  }

  fail(run: AgUiRun, message: string, code?: string | undefined): void {
    if (run.failed) return;
    run.failed = true;
    const { runId, agentId } = run;
    this.emit({ type: "error", runId, agentId, message, ...(code !== undefined && { code }) });
  }

  /**
   * Ends a run and the subagents still open inside it, innermost first: each one's tool calls
   * still streaming get their final input, then the failure (if any) and the usage are said,
   * then `harness_end`. Subagents inside fail with the run's failure.
   */
  end(run: AgUiRun, ending: RunEnding = {}): void {
    if (run.ended) return;
    const inner = ending.failure ? { failure: ending.failure } : {};
    for (const subagent of openSubagentsOf(run)) this.#close(subagent, inner);
    this.#close(run, ending);
  }

  /** Ends every run still open, newest first, failing all but the fallback run with `failure`. */
  endAll(failure: RunFailure): void {
    for (const run of [...this.#open].reverse()) {
      this.end(run, run.kind === "fallback" ? {} : { failure });
    }
    // Subagents started inside a subagent that had already ended belong to no open run.
    for (const run of [...this.#subagents.values()].reverse()) this.end(run, { failure });
  }

  #close(run: AgUiRun, { failure, usage }: RunEnding): void {
    run.ended = true;
    const { runId, agentId } = run;
    // One at a time: spreading many calls into one call overflows the stack.
    for (const event of run.calls.closeAll()) this.emit(event);
    if (failure) this.fail(run, failure.message, failure.code);
    if (usage) this.emit({ type: "usage", runId, agentId, ...usage });
    this.emit({ type: "harness_end", runId, agentId, ...(usage && { totalUsage: usage }) });
    const index = this.#open.indexOf(run);
    if (index >= 0) this.#open.splice(index, 1);
  }

  /** Starts a run of the conversation after `after`, else after its newest run, which it becomes. */
  #continue(run: Pick<AgUiRun, "runId" | "agentId" | "kind">, after: AgUiRun | undefined): AgUiRun {
    const previous = after ?? this.#newest;
    const parentId =
      previous === undefined
        ? this.#options.parentId
        : (previous.lastNodeId ?? nodeIds.runStart(previous.runId));
    const started = this.#start(run, parentId);
    if (previous === this.#newest) this.#newest = started;
    return started;
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
