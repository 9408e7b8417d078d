import type { ComponentType } from "react";
import type { ProgressAccumulator } from "../../core/projections/accumulators.js";
import type { ToolRenderProps } from "../ToolCall/ToolCall.js";

/** How a thread shows one tool: its renderer, and how its progress chunks fold. */
export interface ToolDefinition {
  /** Replaces the tool call's details; runs in its own error boundary. */
  readonly render?: ComponentType<ToolRenderProps> | undefined;
  /** Folds the tool's progress chunks into the `progress` its renderer receives (`Chat` only). */
  readonly accumulator?: ProgressAccumulator | undefined;
}

/** Tool definitions by tool name, as `Thread` and `Chat` take them. */
export type ThreadTools = Readonly<Record<string, ToolDefinition>>;

/**
 * The renderer of the tool named `name`: its own definition's (own properties only, so a
 * tool named `constructor` or `__proto__` finds nothing inherited), else the fallback.
 * @internal
 */
export function toolRendererOf(
  tools: ThreadTools | undefined,
  fallback: ComponentType<ToolRenderProps> | undefined,
  name: string,
): ComponentType<ToolRenderProps> | undefined {
  const own = tools && Object.hasOwn(tools, name) ? tools[name]?.render : undefined;
  return own ?? fallback;
}

/**
 * The accumulators of `tools` by tool name, for `useThread`'s `accumulators`; `undefined`
 * when none has one.
 * @internal
 */
export function accumulatorsOf(
  tools: ThreadTools | undefined,
): Readonly<Record<string, ProgressAccumulator>> | undefined {
  if (!tools) return undefined;
  const accumulators: Record<string, ProgressAccumulator> = {};
  for (const name of Object.keys(tools)) {
    const accumulator = tools[name]?.accumulator;
    // defineProperty, not assignment: a tool named `__proto__` must stay a plain entry.
    if (accumulator)
      Object.defineProperty(accumulators, name, { value: accumulator, enumerable: true });
  }
  return Object.keys(accumulators).length === 0 ? undefined : accumulators;
}
