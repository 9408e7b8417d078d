import type { ContentPart, GraphEvent, RelayDecision } from "../core/graph/GraphEvent.js";
import { nodeIds } from "../core/graph/nodeIds.js";
import type { RecordedEvent } from "../core/sources/replay.js";
import { RunScript } from "./RunScript.js";
import type { ScenarioBuilderOptions } from "./scenario.js";

/** The clock and numbering options `createScenario` reads. @internal */
export type ScenarioOptions = Pick<ScenarioBuilderOptions, "chunkDelay" | "seq">;

/** Writes a conversation as timed events: who says what, when, and in which run. @internal */
export interface Scenario {
  /** Adds a user message after `delay` ms; returns its node id (the parent of the reply). */
  user(
    content: string | readonly ContentPart[],
    options?: { delay?: number; parentId?: string },
  ): string;
  /** Starts an agent run hanging from `parentId` (a user message or a tool call). */
  run(agentId: string, options?: { parentId?: string; runId?: string; delay?: number }): RunScript;
  /** Resolves a permission request after `delay` ms. */
  resolve(relayId: string, decision: RelayDecision, options?: { delay?: number }): void;
  /** Lets `ms` milliseconds pass. */
  wait(ms: number): void;
  /** The events so far, in order. */
  events(): GraphEvent[];
  /** The events so far with the time each arrives, for `replay` and recorded fixtures. */
  recording(): RecordedEvent[];
}

/** The clock and the log one scenario's runs share. @internal */
export interface ScenarioLog {
  readonly chunkDelay: number;
  emit(event: GraphEvent, delay: number): void;
  nextId(prefix: string): string;
}

/**
 * Creates a scenario: a script of a conversation that yields the exact events an agent
 * server would stream, with timing. The engine under `scenario`, which is the public builder.
 * @internal
 * @example
 * const scenario = createScenario();
 * const question = scenario.user("Why is CI red?");
 * const agent = scenario.run("lead", { parentId: question });
 * agent.text("Let me look at the logs.");
 * agent.end({ inputTokens: 900, outputTokens: 120 });
 * const graph = reduceEvents(createGraph(), scenario.events());
 */
export function createScenario(options: ScenarioOptions = {}): Scenario {
  const recorded: RecordedEvent[] = [];
  const counters = new Map<string, number>();
  const numbered = options.seq ?? true;
  let now = 0;
  const log: ScenarioLog = {
    chunkDelay: options.chunkDelay ?? 30,
    emit(event, delay) {
      now += delay;
      const withSeq = numbered ? { ...event, seq: recorded.length + 1 } : event;
      recorded.push({ at: now, event: withSeq });
    },
    nextId(prefix) {
      const count = (counters.get(prefix) ?? 0) + 1;
      counters.set(prefix, count);
      return `${prefix}${count}`;
    },
  };
  return {
    user(content, { delay = 0, parentId } = {}) {
      const runId = log.nextId("user-");
      log.emit({ type: "user", runId, content, ...(parentId && { parentId }) }, delay);
      return nodeIds.user(runId);
    },
    run(agentId, { parentId, runId, delay = 0 } = {}) {
      return new RunScript(log, {
        runId: runId ?? log.nextId(`${agentId}-`),
        agentId,
        parentId,
        delay,
      });
    },
    resolve(relayId, decision, { delay = 0 } = {}) {
      log.emit({ type: "relay_resolved", relayId, decision }, delay);
    },
    wait(ms) {
      now += ms;
    },
    events: () => recorded.map((entry) => entry.event),
    recording: () => recorded.slice(),
  };
}
