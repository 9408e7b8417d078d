import type { AgentStep, AgentSteps, ToolStep } from "./AgentStep.js";
import type { Scenario } from "./createScenario.js";
import type { RunScript } from "./RunScript.js";

/** The timing of a played script. @internal */
export interface Pace {
  readonly stepDelay: number;
}

/** How a played run ended: its newest node, and whether it still streams or waits. @internal */
export interface RunOutcome {
  readonly lastNodeId: string;
  readonly open: boolean;
}

const RELAY_DELAY = 50;
const DECISION_DELAY = 1200;
const TOOL_DURATION = 400;

type Player<T> = Generator<void, T, void>;

function resultOf(options: ToolStep["options"]): unknown {
  if (options.denied) return { status: "denied" };
  if (options.error !== undefined) return { error: options.error };
  return options.output ?? "";
}

function paramsOf(input: unknown): Record<string, unknown> {
  return typeof input === "object" && input !== null && !Array.isArray(input)
    ? (input as Record<string, unknown>)
    : { input };
}

/**
 * Plays the runs of one group at the same time: each takes a step in turn, and the group
 * yields after each round so that enclosing groups interleave too.
 */
function* playGroup(
  scenario: Scenario,
  group: readonly AgentSteps[],
  setup: { parentId: string; pace: Pace },
): Player<RunOutcome[]> {
  const players = group.map((agent) => playRun(scenario, agent, setup));
  const outcomes: (RunOutcome | undefined)[] = players.map(() => undefined);
  while (outcomes.includes(undefined)) {
    players.forEach((player, index) => {
      if (outcomes[index]) return;
      const step = player.next();
      if (step.done) outcomes[index] = step.value;
    });
    if (outcomes.includes(undefined)) yield;
  }
  return outcomes as RunOutcome[];
}

/** Plays a tool call; returns whether it returned (false while it streams or waits). */
function* playTool(
  scenario: Scenario,
  run: RunScript,
  step: ToolStep,
  pace: Pace,
): Player<boolean> {
  const { name, options } = step;
  const callId = run.toolCall(name, step.input, {
    delay: options.delay ?? pace.stepDelay,
    ...(options.partial && { partial: true }),
  });
  if (options.partial) return false;
  const { permission } = options;
  if (permission !== undefined) {
    const relayId = run.permission(callId, name, paramsOf(step.input), { delay: RELAY_DELAY });
    if (permission === "pending") return false;
    run.resolve(relayId, permission, { delay: DECISION_DELAY });
    if (permission === "deny") {
      run.toolResult(callId, name, { status: "denied" }, { delay: RELAY_DELAY });
      return true;
    }
  }
  const progress = options.progress ?? [];
  const interval = Math.round((options.durationMs ?? TOOL_DURATION) / (progress.length + 1));
  for (const chunk of progress) run.progress(callId, name, chunk, { delay: interval });
  let waiting = options.running ?? false;
  for (const group of step.groups) {
    const outcomes = yield* playGroup(scenario, group, { parentId: callId, pace });
    waiting ||= outcomes.some((outcome) => outcome.open);
  }
  if (waiting) return false;
  run.toolResult(callId, name, resultOf(options), { delay: interval });
  return true;
}

/** Plays one step; returns whether the run can end (false once it fails, streams or waits). */
function* playStep(
  scenario: Scenario,
  run: RunScript,
  step: AgentStep,
  pace: Pace,
): Player<boolean> {
  switch (step.kind) {
    case "text":
    case "reasoning":
      run[step.kind](step.content, { delay: pace.stepDelay, ...step.options });
      return true;
    case "usage":
      run.usage(step.inputTokens, step.outputTokens, { delay: 20 });
      return true;
    case "fail":
      run.fail(step.message, { delay: pace.stepDelay, ...step.options });
      return false;
    case "streaming":
      return false;
    case "tool":
      return yield* playTool(scenario, run, step, pace);
    default:
      return step satisfies never;
  }
}

/**
 * Plays a scripted run into a scenario one step per `next()`, so parallel runs interleave;
 * a run that neither failed nor waits ends with `harness_end`. While a tool call waits, only
 * another tool call or a failure can follow it.
 * @internal
 */
export function* playRun(
  scenario: Scenario,
  agent: AgentSteps,
  setup: { parentId?: string | undefined; pace: Pace },
): Player<RunOutcome> {
  const { pace } = setup;
  const run = scenario.run(agent.agentId, {
    ...(setup.parentId !== undefined && { parentId: setup.parentId }),
    delay: pace.stepDelay,
  });
  const failed = agent.steps.at(-1)?.kind === "fail";
  let open = false;
  for (const [index, step] of agent.steps.entries()) {
    yield;
    if (yield* playStep(scenario, run, step, pace)) continue;
    open = true;
    const next = agent.steps[index + 1];
    if (next && next.kind !== "tool" && next.kind !== "fail")
      throw new Error(
        `${run.runId}: a subagent is still running, so only a tool call or fail() can follow its tool call`,
      );
  }
  if (!open) run.end(undefined, { delay: pace.stepDelay });
  return { lastNodeId: run.lastNodeId, open: open && !failed };
}

/** Runs a player to its end and returns what it returned. @internal */
export function playToEnd<T>(player: Player<T>): T {
  for (;;) {
    const step = player.next();
    if (step.done) return step.value;
  }
}
