import type { GraphEvent, RelayDecision, TokenUsage } from "../core/graph/GraphEvent.js";
import { nodeOf } from "../core/graph/reducer/nodeOf.js";
import type { StepOptions } from "./AgentBuilder.js";
import type { ScenarioLog } from "./createScenario.js";

interface RunSetup {
  readonly runId: string;
  readonly agentId: string;
  readonly parentId: string | undefined;
  readonly delay: number;
}

function split(text: string, chunks: number | undefined): string[] {
  const words = text.match(/\S+\s*|\s+/g) ?? [text];
  if (chunks === undefined || chunks >= words.length) return words;
  const size = Math.ceil(words.length / Math.max(1, chunks));
  const parts: string[] = [];
  for (let start = 0; start < words.length; start += size)
    parts.push(words.slice(start, start + size).join(""));
  return parts;
}

/**
 * The script of one agent run inside a scenario: each call emits the run's next events.
 * The engine under `scenario`.
 * @internal
 */
export class RunScript {
  readonly runId: string;
  readonly agentId: string;
  #first = true;
  #lastNodeId = "";
  #usageCount = 0;
  readonly #parentId: string | undefined;

  /** @internal */
  constructor(
    private readonly log: ScenarioLog,
    setup: RunSetup,
  ) {
    this.runId = setup.runId;
    this.agentId = setup.agentId;
    this.#parentId = setup.parentId;
    this.#emit({ type: "harness_start", runId: this.runId, agentId: this.agentId }, setup.delay);
  }

  /** The id of the newest node of the run: the node a next turn links to. */
  get lastNodeId(): string {
    return this.#lastNodeId;
  }

  /** Streams assistant text word by word; returns the text node's id. */
  text(content: string, options: StepOptions = {}): string {
    return this.#stream("text", content, options);
  }

  /** Streams model reasoning; returns the reasoning node's id. */
  reasoning(content: string, options: StepOptions = {}): string {
    return this.#stream("reasoning", content, options);
  }

  /**
   * Calls a tool (`partial` while its input still streams); returns the call id, the parent
   * of its result and of any subagent run.
   */
  toolCall(
    name: string,
    input: unknown,
    options: StepOptions & { id?: string; partial?: boolean } = {},
  ): string {
    const id = options.id ?? this.log.nextId(`${this.runId}:call-`);
    const partial = options.partial ? { partial: true } : {};
    this.#emit(
      { type: "tool_call", id, name, input, ...partial, ...this.#run() },
      options.delay ?? 0,
    );
    return id;
  }

  /** Streams a progress chunk of a running tool (`exec` takes `{ channel, data }`). */
  progress(toolCallId: string, name: string, content: unknown, options: StepOptions = {}): void {
    const id = this.log.nextId(`${toolCallId}:progress-`);
    this.#emit(
      { type: "tool_progress", id, toolCallId, name, content, ...this.#run() },
      options.delay ?? 0,
    );
  }

  /** The result of a tool call. */
  toolResult(toolCallId: string, name: string, output: unknown, options: StepOptions = {}): void {
    this.#emit(
      { type: "tool_result", id: toolCallId, name, output, ...this.#run() },
      options.delay ?? 0,
    );
  }

  /** Asks the user for permission to run a tool; returns the relay id. */
  permission(
    toolCallId: string,
    tool: string,
    params: Record<string, unknown>,
    options: StepOptions = {},
  ): string {
    const id = this.log.nextId(`${this.runId}:relay-`);
    const event: GraphEvent = {
      type: "relay",
      kind: "permission",
      id,
      toolCallId,
      tool,
      params,
      ...this.#run(),
    };
    this.#emit(event, options.delay ?? 0);
    return id;
  }

  /** Records a decision on a relay as the server echoes it. */
  resolve(relayId: string, decision: RelayDecision, options: StepOptions = {}): void {
    this.#emit(
      { type: "relay_resolved", relayId, decision, runId: this.runId },
      options.delay ?? 0,
    );
  }

  /** Token usage of one model call. */
  usage(inputTokens: number, outputTokens: number, options: StepOptions = {}): void {
    this.#usageCount += 1;
    this.#emit({ type: "usage", inputTokens, outputTokens, ...this.#run() }, options.delay ?? 0);
  }

  /** The run failed. */
  fail(message: string, options: StepOptions & { code?: string } = {}): void {
    const code = options.code === undefined ? {} : { code: options.code };
    this.#emit({ type: "error", message, ...code, ...this.#run() }, options.delay ?? 0);
  }

  /** The run ended, optionally with its total usage. */
  end(totalUsage?: TokenUsage, options: StepOptions = {}): void {
    const usage = totalUsage ? { totalUsage } : {};
    this.#emit(
      { type: "harness_end", runId: this.runId, agentId: this.agentId, ...usage },
      options.delay ?? 0,
    );
  }

  #stream(kind: "text" | "reasoning", content: string, options: StepOptions): string {
    const id = this.log.nextId(`${this.runId}:${kind}-`);
    split(content, options.chunks).forEach((chunk, index) => {
      const delay = index === 0 ? (options.delay ?? 0) : this.log.chunkDelay;
      this.#emit({ type: kind, id, content: chunk, ...this.#run() }, delay);
    });
    return id;
  }

  #run(): { runId: string; agentId: string } {
    return { runId: this.runId, agentId: this.agentId };
  }

  #emit(event: GraphEvent, delay: number): void {
    const first = this.#first && this.#parentId !== undefined;
    this.#first = false;
    if (event.type !== "relay_resolved" && event.type !== "connected" && event.type !== "discard")
      this.#lastNodeId = nodeOf(event, this.#usageCount).id;
    this.log.emit(first ? ({ ...event, parentId: this.#parentId } as GraphEvent) : event, delay);
  }
}
