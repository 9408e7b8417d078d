import type { ContentPart, GraphEvent } from "../core/graph/GraphEvent.js";
import type { RecordedEvent } from "../core/sources/replay.js";
import { type AgentBuilder, type AgentScript, scriptSteps } from "./AgentBuilder.js";
import { createScenario } from "./createScenario.js";
import { type Pace, playRun, playToEnd } from "./playRun.js";

/**
 * Options of `scenario`.
 * @example
 * scenario({ agentId: "coder", stepDelay: 40, chunkDelay: 10, seq: false });
 */
export interface ScenarioBuilderOptions {
  /** Milliseconds between two streamed chunks. @default 30 */
  readonly chunkDelay?: number;
  /** Number the events with `seq` from 1. @default true */
  readonly seq?: boolean;
  /** The agent id of `assistant` runs that name none. @default "assistant" */
  readonly agentId?: string;
  /** Milliseconds before each step of a run. @default 120 */
  readonly stepDelay?: number;
}

/**
 * Options of `ScenarioBuilder.alternatives`.
 * @example
 * scenario()
 *   .user("Write a haiku")
 *   .alternatives(3, (agent, index) => agent.text(`Haiku ${index + 1}`), { continueFrom: 2 });
 */
export interface AlternativesOptions {
  /** The agent id of every alternative. @default the scenario's `agentId` */
  readonly agentId?: string;
  /** The alternative the next turn continues from. @default 0, the one `projectThread` follows */
  readonly continueFrom?: number;
}

/**
 * Writes a conversation turn by turn and yields the events an agent server would stream.
 * Each turn links to the newest node of the turn before it, as a server links them.
 * @example
 * const session: ScenarioBuilder = scenario().user("Hi").assistant((agent) => agent.text("Hello"));
 * replay(store, session.recording());
 */
export interface ScenarioBuilder {
  /** The user says something; `delay` is the time before it. @default 800 ms after a reply */
  user(
    content: string | readonly ContentPart[],
    options?: { readonly delay?: number },
  ): ScenarioBuilder;
  /** An agent run replies to the turn before it. */
  assistant(script: AgentScript): ScenarioBuilder;
  /** An agent run with its own agent id replies to the turn before it. */
  assistant(agentId: string, script: AgentScript): ScenarioBuilder;
  /** Several runs reply to the same turn, one after another: regenerations to page through. */
  alternatives(
    count: number,
    script: (agent: AgentBuilder, index: number) => void,
    options?: AlternativesOptions,
  ): ScenarioBuilder;
  /** Lets `ms` milliseconds pass before the next event. */
  wait(ms: number): ScenarioBuilder;
  /** The events so far, in order. */
  events(): GraphEvent[];
  /** The events so far with the time each arrives, numbered by `seq`, for `replay`. */
  recording(): RecordedEvent[];
  /** The events so far as NDJSON: one JSON event per line. */
  ndjson(): string;
}

const USER_DELAY = 800;

/**
 * Starts a scenario: a fluent script of a conversation for stories, tests and demos.
 * @example
 * const events = scenario()
 *   .user("Why is CI red?")
 *   .assistant((agent) =>
 *     agent
 *       .text("Let me run the tests.")
 *       .tool("bash", { command: "npm test" }, { permission: "allow", output: "1 failed" })
 *       .tool("delegate", { task: "Find the commit" })
 *       .subagent("researcher", (researcher) => researcher.text("It is 4be1c2a.")),
 *   )
 *   .user("Fix it")
 *   .alternatives(2, (agent, index) => agent.text(`Fix number ${index + 1}`))
 *   .events();
 * const graph = reduceEvents(createGraph(), events);
 */
export function scenario(options: ScenarioBuilderOptions = {}): ScenarioBuilder {
  const log = createScenario(options);
  const pace: Pace = { stepDelay: options.stepDelay ?? 120 };
  const defaultAgent = options.agentId ?? "assistant";
  let tail: string | undefined;
  const reply = (agentId: string, script: AgentScript): string =>
    playToEnd(playRun(log, scriptSteps(agentId, script), { parentId: tail, pace })).lastNodeId;
  const builder: ScenarioBuilder = {
    user(content, { delay = tail === undefined ? 0 : USER_DELAY } = {}) {
      tail = log.user(content, { delay, ...(tail !== undefined && { parentId: tail }) });
      return builder;
    },
    assistant(...args: [AgentScript] | [string, AgentScript]) {
      tail = args.length === 1 ? reply(defaultAgent, args[0]) : reply(args[0], args[1]);
      return builder;
    },
    alternatives(count, script, { agentId = defaultAgent, continueFrom = 0 } = {}) {
      if (!Number.isInteger(count) || count < 1)
        throw new RangeError(`count: expected a positive integer, got ${count}`);
      if (!Number.isInteger(continueFrom) || continueFrom < 0 || continueFrom >= count)
        throw new RangeError(`continueFrom: expected an integer from 0 to ${count - 1}`);
      const fork = tail;
      const ends = Array.from({ length: count }, (_, index) => {
        tail = fork;
        return reply(agentId, (agent) => script(agent, index));
      });
      tail = ends[continueFrom];
      return builder;
    },
    wait(ms) {
      log.wait(ms);
      return builder;
    },
    events: () => log.events(),
    recording: () => log.recording(),
    ndjson: () =>
      log
        .events()
        .map((event) => `${JSON.stringify(event)}\n`)
        .join(""),
  };
  return builder;
}
