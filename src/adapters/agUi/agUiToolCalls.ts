import { UNKNOWN_TOOL } from "../permissionRelay.js";
import { type ChunkFields, readChunk } from "../readChunk.js";
import type { AgUiEvent } from "./AgUiEvent.js";
import type { AgUiRun, AgUiRuns } from "./AgUiRuns.js";

type Handler = (event: ChunkFields) => void;
type ToolEventType = Extract<AgUiEvent["type"], `TOOL_CALL_${string}`>;

/**
 * AG-UI tool calls: a call belongs to the run it started in, its arguments stream into
 * partial `tool_call` events, and its result (in whatever run it comes) answers it by id.
 * @internal
 */
export class AgUiToolCalls {
  readonly #runs: AgUiRuns;
  /** The call a `TOOL_CALL_CHUNK` without an id continues, until another kind of event comes. */
  #chunkCall: string | undefined;
  /** Closed calls started again, as a resumed run announces its call again: arguments not applied. */
  readonly #restarted = new Set<string>();

  constructor(runs: AgUiRuns) {
    this.#runs = runs;
  }

  handlers(): Record<ToolEventType, Handler> {
    return {
      TOOL_CALL_START: (event) => this.#start(event),
      TOOL_CALL_ARGS: (event) => this.#args(event),
      TOOL_CALL_END: (event) => this.#end(event),
      TOOL_CALL_CHUNK: (event) => this.#chunk(event),
      TOOL_CALL_RESULT: (event) => this.#result(event),
    };
  }

  /** Closes the call a run of chunks opened, with the input it streamed. */
  closeChunk(): void {
    const id = this.#chunkCall;
    this.#chunkCall = undefined;
    if (id !== undefined) this.#runs.emit(...(this.#openRun(id)?.calls.close(id) ?? []));
  }

  #open(event: ChunkFields, id: string, name: string): void {
    const runs = this.#runs;
    const known = runs.toolCalls.get(id);
    if (known && this.#openRun(id)) {
      runs.checks.problem(`${String(event.type)}.toolCallId: ${id} has already started; skipped`);
      return;
    }
    if (known) {
      this.#restart(event, id, known.runId);
      return;
    }
    const run = runs.runFor(event.subagentRunId);
    runs.toolCalls.set(id, { runId: run.runId, name, input: {} });
    run.toolCalls.push(id);
    runs.emit(run.calls.open(id, { id, name }));
  }

  /**
   * A closed call started again keeps the input it closed with, as the graph cannot change a
   * complete call: quietly when a later run announces its call again (a resume does), with a
   * problem when the call's own run reopens it to add arguments.
   */
  #restart(event: ChunkFields, id: string, runId: string): void {
    this.#restarted.add(id);
    if (this.#runs.get(runId)?.ended) return;
    this.#runs.checks.problem(
      `${String(event.type)}.toolCallId: ${id} reopens a closed call; its further arguments are not applied`,
    );
  }

  #openRun(id: string): AgUiRun | undefined {
    const call = this.#runs.toolCalls.get(id);
    const run = call && this.#runs.get(call.runId);
    return run?.calls.has(id) ? run : undefined;
  }

  #streaming(event: ChunkFields, id: string): AgUiRun | undefined {
    const run = this.#openRun(id);
    if (!run && !this.#restarted.has(id))
      this.#runs.checks.problem(
        `${String(event.type)}.toolCallId: ${id} names no open call; skipped`,
      );
    return run;
  }

  #start(event: ChunkFields): void {
    const fields = { toolCallId: "id", toolCallName: "id" } as const;
    const read = readChunk<{ toolCallId: string; toolCallName: string }>(
      event,
      fields,
      this.#runs.checks,
    );
    if (read !== undefined) this.#open(event, read.toolCallId, read.toolCallName);
  }

  #args(event: ChunkFields): void {
    const fields = { toolCallId: "id", delta: "string" } as const;
    const read = readChunk<{ toolCallId: string; delta: string }>(event, fields, this.#runs.checks);
    const run = read && this.#streaming(event, read.toolCallId);
    if (read && run) this.#runs.emit(...run.calls.append(read.toolCallId, read.delta));
  }

  #end(event: ChunkFields): void {
    const read = readChunk<{ toolCallId: string }>(event, { toolCallId: "id" }, this.#runs.checks);
    const run = read && this.#streaming(event, read.toolCallId);
    if (read && run) this.#runs.emit(...run.calls.close(read.toolCallId));
    if (read) this.#restarted.delete(read.toolCallId);
  }

  #chunk(event: ChunkFields): void {
    const fields = {
      toolCallId: "optional id",
      toolCallName: "optional id",
      delta: "optional string",
    } as const;
    type Fields = { toolCallId?: string; toolCallName?: string; delta?: string };
    const read = readChunk<Fields>(event, fields, this.#runs.checks);
    if (read === undefined) return;
    const id = read.toolCallId ?? this.#chunkCall;
    if (id === undefined) {
      this.#runs.checks.problem(
        "TOOL_CALL_CHUNK.toolCallId: expected an id, as no call is open; skipped",
      );
      return;
    }
    if (id !== this.#chunkCall) {
      this.closeChunk();
      if (!this.#runs.toolCalls.has(id)) {
        if (read.toolCallName === undefined) {
          this.#runs.checks.problem(
            `TOOL_CALL_CHUNK.toolCallName: expected a name to open call ${id}; skipped`,
          );
          return;
        }
        this.#open(event, id, read.toolCallName);
      }
      this.#chunkCall = id;
    }
    const run = this.#openRun(id);
    if (run && read.delta) this.#runs.emit(...run.calls.append(id, read.delta));
  }

  #result(event: ChunkFields): void {
    const fields = { toolCallId: "id", content: "value" } as const;
    const read = readChunk<{ toolCallId: string; content: unknown }>(
      event,
      fields,
      this.#runs.checks,
    );
    if (read === undefined) return;
    const id = read.toolCallId;
    const call = this.#runs.toolCalls.get(id);
    const owner = call && this.#runs.get(call.runId);
    if (owner?.calls.has(id)) this.#runs.emit(...owner.calls.close(id));
    // A result that comes after its call's run ended (a resumed run's) belongs to the run it comes in.
    const run = owner && !owner.ended ? owner : this.#runs.runFor(event.subagentRunId);
    (owner ?? run).answered.add(id);
    const { runId, agentId } = run;
    const name = call?.name ?? UNKNOWN_TOOL;
    this.#runs.emit({ type: "tool_result", id, runId, agentId, name, output: read.content });
  }
}
