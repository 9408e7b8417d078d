import type { RelayDecision } from "../core/graph/GraphEvent.js";
import type { AgentStep, AgentSteps, ToolStep } from "./AgentStep.js";

/**
 * Timing of one scripted text or reasoning step.
 * @example
 * agent.text("Done.", { delay: 500, chunks: 3 });
 */
export interface StepOptions {
  /** Milliseconds before the step begins. @default 0 */
  readonly delay?: number;
  /** Into how many chunks streamed text is cut. @default one per word */
  readonly chunks?: number;
}

/**
 * How a scripted tool call goes: its result, progress, permission prompt and timing.
 * @example
 * agent.tool("bash", { command: "npm test" }, {
 *   permission: "allow",
 *   progress: [{ channel: "stdout", data: "✓ 12 passed\n" }],
 *   output: { exitCode: 0 },
 *   durationMs: 2000,
 * });
 */
export interface ToolOptions {
  /** The tool's result. @default "" */
  readonly output?: unknown;
  /** The tool failed with this message: the result is `{ error }`, whatever `output` says. */
  readonly error?: string;
  /** A policy refused the call without asking: the result is `{ status: "denied" }`. */
  readonly denied?: boolean;
  /** Progress chunks streamed while the tool runs (`exec` takes `{ channel, data }`). */
  readonly progress?: readonly unknown[];
  /**
   * Asks the user first; the decision arrives 1.2 s later. `deny` ends the call as denied,
   * `pending` leaves it waiting for the user: the run waits for it (see `running`).
   */
  readonly permission?: RelayDecision | "pending";
  /**
   * The call never returns: the run waits for it, so only another tool call (the model called
   * several at once) or `fail` can follow it in the run.
   */
  readonly running?: boolean;
  /** The model is still writing the call's input: it stays `partial`, and nothing can follow. */
  readonly partial?: boolean;
  /** Milliseconds from the call (or the decision) to the result. @default 400 */
  readonly durationMs?: number;
  /** Milliseconds before the call. @default the scenario's `stepDelay` */
  readonly delay?: number;
}

/**
 * Options of `AgentBuilder.fail`.
 * @example
 * agent.text("Half a sent").fail("Upstream connection reset", { code: "stream_interrupted" });
 */
export interface FailOptions extends StepOptions {
  /** A machine-readable code, such as `"overloaded"`. */
  readonly code?: string;
}

/**
 * Writes what one agent run does; the builder passes one to each `assistant` or subagent.
 * @example
 * const lookUp: AgentScript = (agent) => agent.tool("search", { query: "elk layout" });
 * scenario().user("Find it").assistant(lookUp);
 */
export type AgentScript = (agent: AgentBuilder) => void;

/**
 * A subagent of `AgentBuilder.parallel` with its own agent id.
 * @example
 * agent.tool("research", {}).parallel([
 *   { agentId: "papers", script: (papers) => papers.text("Searching papers") },
 *   { agentId: "web", script: (web) => web.text("Searching the web") },
 * ]);
 */
export interface NamedAgentScript {
  readonly agentId: string;
  readonly script: AgentScript;
}

/** Why nothing can follow the last step of a run, if something keeps it from going on. */
function stopOf(step: AgentStep): string | undefined {
  if (step.kind === "fail") return "fail()";
  if (step.kind === "streaming") return "streaming()";
  if (step.kind !== "tool") return undefined;
  return step.options.partial ? "a partial tool call" : undefined;
}

/** Why only a tool call or `fail` can follow the last step, if the run waits on it. */
function waitOf(step: AgentStep): string | undefined {
  if (step.kind !== "tool") return undefined;
  if (step.options.permission === "pending") return "a tool call waiting for permission";
  return step.options.running ? "a running tool call" : undefined;
}

/**
 * Scripts one agent run step by step; each method returns the builder, so steps chain.
 * @example
 * scenario()
 *   .user("Summarise the README")
 *   .assistant((agent) =>
 *     agent
 *       .reasoning("I should read the file first.")
 *       .tool("read_file", { path: "README.md" }, { output: "# Threadline…" })
 *       .text("Threadline shows what an agent does, live.")
 *       .usage(1200, 80),
 *   );
 */
export class AgentBuilder {
  readonly #steps: AgentStep[];

  /** @internal */
  constructor(steps: AgentStep[]) {
    this.#steps = steps;
  }

  /** Streams assistant text, word by word unless `options.chunks` says otherwise. */
  text(content: string, options: StepOptions = {}): this {
    return this.#add({ kind: "text", content, options });
  }

  /** Streams model reasoning. */
  reasoning(content: string, options: StepOptions = {}): this {
    return this.#add({ kind: "reasoning", content, options });
  }

  /** Calls a tool; `options` say how it goes (result by default an empty string). */
  tool(name: string, input: unknown, options: ToolOptions = {}): this {
    return this.#add({ kind: "tool", name, input, options, groups: [] });
  }

  /** Runs a subagent inside the tool call just before; several calls run one after another. */
  subagent(agentId: string, script: AgentScript): this {
    this.#lastTool("subagent").groups.push([scriptSteps(agentId, script)]);
    return this;
  }

  /**
   * Runs several subagents of the tool call just before at the same time: their steps
   * interleave. A bare script's agent id is `"subagent"`.
   */
  parallel(subagents: readonly (AgentScript | NamedAgentScript)[]): this {
    const group = subagents.map((subagent) =>
      typeof subagent === "function"
        ? scriptSteps("subagent", subagent)
        : scriptSteps(subagent.agentId, subagent.script),
    );
    this.#lastTool("parallel").groups.push(group);
    return this;
  }

  /** The run fails with an error, even while a tool call still runs; nothing can follow. */
  fail(message: string, options: FailOptions = {}): this {
    return this.#add({ kind: "fail", message, options });
  }

  /** Token usage of one model call. */
  usage(inputTokens: number, outputTokens: number): this {
    return this.#add({ kind: "usage", inputTokens, outputTokens });
  }

  /** Leaves the run streaming: it never ends, so views show it in progress. Nothing can follow. */
  streaming(): this {
    return this.#add({ kind: "streaming" });
  }

  #add(step: AgentStep): this {
    const last = this.#steps.at(-1);
    const stop = last && stopOf(last);
    if (stop) throw new Error(`${step.kind}: nothing can follow ${stop} in the same run`);
    const wait = last && step.kind !== "tool" && step.kind !== "fail" && waitOf(last);
    if (wait)
      throw new Error(`${step.kind}: only tool() or fail() can follow ${wait} in the same run`);
    this.#steps.push(step);
    return this;
  }

  #lastTool(method: string): ToolStep {
    const last = this.#steps.at(-1);
    if (last?.kind !== "tool")
      throw new Error(`${method}: call tool() first; subagents run inside it`);
    const { denied, permission, partial } = last.options;
    if (denied || partial || permission === "deny" || permission === "pending")
      throw new Error(
        `${method}: the tool call "${last.name}" never runs, so it starts no subagent`,
      );
    return last;
  }
}

/** Runs a script on a fresh builder and returns its steps. @internal */
export function scriptSteps(agentId: string, script: AgentScript): AgentSteps {
  const steps: AgentStep[] = [];
  script(new AgentBuilder(steps));
  return { agentId, steps };
}
