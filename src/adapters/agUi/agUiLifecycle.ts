import type { TokenUsage } from "../../core/graph/GraphEvent.js";
import { tokenCount } from "../ChunkChecks.js";
import { permissionRelay, UNKNOWN_TOOL } from "../permissionRelay.js";
import { type ChunkFields, readChunk } from "../readChunk.js";
import type { AgUiEvent } from "./AgUiEvent.js";
import type { AgUiRun, AgUiRuns } from "./AgUiRuns.js";

type Handler = (event: ChunkFields) => void;
type LifecycleEventType = Extract<AgUiEvent["type"], `RUN_${string}` | `SUBAGENT_${string}`>;

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The total of an AG-UI `usage` list (one entry per provider and model), if it has entries. */
function usageOf(usage: unknown): TokenUsage | undefined {
  if (!Array.isArray(usage) || usage.length === 0) return undefined;
  let inputTokens = 0;
  let outputTokens = 0;
  for (const entry of usage) {
    if (!isRecord(entry)) continue;
    inputTokens += tokenCount(entry.inputTokens);
    outputTokens += tokenCount(entry.outputTokens);
  }
  return { inputTokens, outputTokens };
}

/** The permission relays of an interrupt outcome: one per interrupt that is a tool approval. */
function interruptRelays(runs: AgUiRuns, run: AgUiRun, outcome: unknown): void {
  if (!isRecord(outcome) || outcome.type !== "interrupt") return;
  const interrupts = Array.isArray(outcome.interrupts) ? outcome.interrupts : [];
  interrupts.forEach((interrupt: unknown, index) => {
    if (!isRecord(interrupt) || typeof interrupt.toolCallId !== "string") return;
    const { id, toolCallId } = interrupt;
    if (typeof id !== "string" || id === "" || toolCallId === "") {
      runs.checks.problem(
        `RUN_FINISHED.outcome.interrupts.${index}: expected an id and a toolCallId; skipped`,
      );
      return;
    }
    const call = runs.toolCalls.get(toolCallId);
    const request = { id, toolCallId, tool: call?.name ?? UNKNOWN_TOOL, input: call?.input };
    runs.emit(permissionRelay({ runId: run.runId, agentId: run.agentId }, request));
  });
}

function runStarted(runs: AgUiRuns, event: ChunkFields): void {
  const fields = { runId: "id", parentRunId: "optional id" } as const;
  const read = readChunk<{ runId: string; parentRunId?: string }>(event, fields, runs.checks);
  if (read === undefined) return;
  if (runs.get(read.runId)) {
    runs.checks.problem(`RUN_STARTED.runId: run ${read.runId} has already started; skipped`);
    return;
  }
  const { runId, parentRunId } = read;
  runs.startRun(runId, parentRunId === runId ? undefined : parentRunId);
}

/**
 * The run a `RUN_FINISHED` ends: the one it names, else the newest AG-UI run still open, as
 * LangGraph's integration names its own run id there instead of the one it started.
 */
function finishedRun(runs: AgUiRuns, runId: string): AgUiRun | undefined {
  const named = runs.get(runId);
  if (named !== undefined && named.kind !== "subagent") return named;
  const open = runs.openRun();
  const field = `RUN_FINISHED.runId: ${runId} names no run that started`;
  runs.checks.problem(open ? `${field}; ended the open run ${open.runId}` : `${field}; skipped`);
  return open;
}

function runFinished(runs: AgUiRuns, event: ChunkFields): void {
  const read = readChunk<{ runId: string }>(event, { runId: "id" }, runs.checks);
  if (read === undefined) return;
  const run = finishedRun(runs, read.runId);
  if (run === undefined) return;
  if (run.ended) return;
  interruptRelays(runs, run, event.outcome);
  const cancelled = isRecord(event.outcome) && event.outcome.type === "cancelled";
  const failure = cancelled ? { message: "The run was cancelled.", code: "cancelled" } : undefined;
  runs.end(run, { failure, usage: usageOf(event.usage) });
}

function runError(runs: AgUiRuns, event: ChunkFields): void {
  const fields = { message: "string", code: "optional string" } as const;
  const read = readChunk<{ message: string; code?: string }>(event, fields, runs.checks);
  if (read === undefined) return;
  const failure = { message: read.message, code: read.code };
  runs.end(runs.current(), { failure, usage: usageOf(event.usage) });
}

function subagentStarted(runs: AgUiRuns, event: ChunkFields): void {
  const fields = {
    subagentRunId: "id",
    name: "id",
    parentSubagentRunId: "optional id",
    parentToolCallId: "optional id",
  } as const;
  type Fields = {
    subagentRunId: string;
    name: string;
    parentSubagentRunId?: string;
    parentToolCallId?: string;
  };
  const read = readChunk<Fields>(event, fields, runs.checks);
  if (read === undefined) return;
  if (runs.subagent(read.subagentRunId)) {
    runs.checks.problem(
      `SUBAGENT_STARTED.subagentRunId: ${read.subagentRunId} has already started; skipped`,
    );
    return;
  }
  runs.startSubagent(read.subagentRunId, read);
}

function subagentFinished(runs: AgUiRuns, event: ChunkFields): void {
  const fields = { subagentRunId: "id" } as const;
  const read = readChunk<{ subagentRunId: string }>(event, fields, runs.checks);
  if (read === undefined) return;
  const run = runs.subagent(read.subagentRunId);
  if (run) runs.end(run);
  else
    runs.checks.problem(
      `SUBAGENT_FINISHED.subagentRunId: ${read.subagentRunId} never started; skipped`,
    );
}

/** A subagent that failed; one whose start never came still gets a run, to show the error. */
function subagentError(runs: AgUiRuns, event: ChunkFields): void {
  const fields = { subagentRunId: "id", message: "string", code: "optional string" } as const;
  type Fields = { subagentRunId: string; message: string; code?: string };
  const read = readChunk<Fields>(event, fields, runs.checks);
  if (read === undefined) return;
  const failure = { message: read.message, code: read.code };
  runs.end(runs.runFor(read.subagentRunId), { failure });
}

/**
 * AG-UI runs and subagent invocations: each becomes a graph run, a child run (`parentRunId`)
 * hanging from its parent's open tool call, a subagent from the call that spawned it, and any
 * other run continuing after the run before it; an interrupt that asks to approve a tool call
 * becomes a permission relay.
 * @internal
 */
export class AgUiLifecycle {
  readonly #runs: AgUiRuns;

  constructor(runs: AgUiRuns) {
    this.#runs = runs;
  }

  handlers(): Record<LifecycleEventType, Handler> {
    const runs = this.#runs;
    return {
      RUN_STARTED: (event) => runStarted(runs, event),
      RUN_FINISHED: (event) => runFinished(runs, event),
      RUN_ERROR: (event) => runError(runs, event),
      SUBAGENT_STARTED: (event) => subagentStarted(runs, event),
      SUBAGENT_FINISHED: (event) => subagentFinished(runs, event),
      SUBAGENT_ERROR: (event) => subagentError(runs, event),
    };
  }
}
