import { type ComponentType, createContext, useMemo, useRef } from "react";
import type { TokenUsage } from "../../core/graph/GraphEvent.js";
import type { Turn } from "../../core/projections/groupTurns.js";
import type { ViewNode } from "../../core/projections/ViewNode.js";
import type { MessageFeedback } from "../MessageActions/MessageActions.js";
import type { ToolRenderProps } from "../ToolCall/ToolCall.js";
import { alternativeRuns } from "./alternativeRuns.js";
import { type ThreadTools, toolRendererOf } from "./ThreadTools.js";

/** What the message actions of a thread's turns call; each present only when the thread has it. @internal */
export interface TurnActionHandlers {
  readonly edit?: ((turn: Turn, text: string) => void) | undefined;
  readonly regenerate?: ((turn: Turn) => void) | undefined;
  readonly feedback?: ((turn: Turn, value: MessageFeedback) => void) | undefined;
}

/**
 * What every part of one thread shares. It changes only with the thread's props, never with
 * its content: a value that changed with every token would render every mounted part again.
 * @internal
 */
export interface ThreadContextValue {
  /** The runs of a fork, in alternative order; worked out on first use. */
  readonly runsOf: (forkId: string) => readonly string[] | undefined;
  /** Switches a fork to another alternative; without it alternatives show as branches. */
  readonly onSelectAlternative?: ((forkId: string, runId: string) => void) | undefined;
  /** How long a finished view took, when the thread was told. */
  readonly durationOf?: ((view: ViewNode) => number | undefined) | undefined;
  /** A run's own token usage, when the thread was told (subagent cards add up their runs'). */
  readonly usageOf?: ((runId: string) => TokenUsage | undefined) | undefined;
  /** The renderer of a tool by its name (the thread's `tools`, else `toolFallback`). */
  readonly toolRendererOf?:
    | ((name: string) => ComponentType<ToolRenderProps> | undefined)
    | undefined;
  /** The message actions of the thread's own turns. */
  readonly actions?: TurnActionHandlers | undefined;
}

/** @internal */
export const ThreadContext = createContext<ThreadContextValue>({ runsOf: () => undefined });

/** What `useThreadContextValue` puts in the context besides the thread's nodes. @internal */
export interface ThreadContextInput {
  readonly onSelectAlternative?: ((forkId: string, runId: string) => void) | undefined;
  readonly durationOf?: ((view: ViewNode) => number | undefined) | undefined;
  readonly usageOf?: ((runId: string) => TokenUsage | undefined) | undefined;
  /** Kept stable by the caller (see `useStableObject`). */
  readonly tools?: ThreadTools | undefined;
  readonly toolFallback?: ComponentType<ToolRenderProps> | undefined;
  readonly actions?: TurnActionHandlers | undefined;
}

/**
 * The context value of one thread. It reads the latest nodes through a ref, so it changes
 * only with the other inputs: a value that changed with every token would render every
 * mounted part again. The runs of each fork are worked out on first use after a change.
 * @internal
 */
export function useThreadContextValue(
  nodes: readonly ViewNode[],
  { onSelectAlternative, durationOf, usageOf, tools, toolFallback, actions }: ThreadContextInput,
): ThreadContextValue {
  const latestNodes = useRef(nodes);
  latestNodes.current = nodes;
  return useMemo((): ThreadContextValue => {
    let runs: ReadonlyMap<string, readonly string[]> | undefined;
    let runsFor: readonly ViewNode[] | undefined;
    return {
      runsOf: (forkId: string) => {
        if (!runs || runsFor !== latestNodes.current) {
          runsFor = latestNodes.current;
          runs = alternativeRuns(runsFor);
        }
        return runs.get(forkId);
      },
      onSelectAlternative,
      durationOf,
      usageOf,
      toolRendererOf: (name) => toolRendererOf(tools, toolFallback, name),
      actions,
    };
  }, [onSelectAlternative, durationOf, usageOf, tools, toolFallback, actions]);
}
