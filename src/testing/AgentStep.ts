import type { FailOptions, StepOptions, ToolOptions } from "./AgentBuilder.js";

/** The scripted steps of one agent run. @internal */
export interface AgentSteps {
  readonly agentId: string;
  readonly steps: readonly AgentStep[];
}

/** One scripted step of a run. @internal */
export type AgentStep =
  | { readonly kind: "text" | "reasoning"; readonly content: string; readonly options: StepOptions }
  | { readonly kind: "usage"; readonly inputTokens: number; readonly outputTokens: number }
  | { readonly kind: "fail"; readonly message: string; readonly options: FailOptions }
  | { readonly kind: "streaming" }
  | ToolStep;

/** A tool call; each group of subagents runs in parallel, groups one after another. @internal */
export interface ToolStep {
  readonly kind: "tool";
  readonly name: string;
  readonly input: unknown;
  readonly options: ToolOptions;
  readonly groups: (readonly AgentSteps[])[];
}
