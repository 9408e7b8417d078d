import type { BranchLabels } from "../labels/branchLabels.js";

/** Where a subagent's run stands on its card: the words of `ToolCallState` for a run's lifecycle. */
export type SubagentState = "running" | "awaiting_permission" | "complete" | "error";

/**
 * The word a subagent's card says of its run's state, which the DAG's run cards say too.
 * @internal
 */
export function subagentStateWord(state: SubagentState, labels: BranchLabels): string {
  switch (state) {
    case "running":
      return labels.subagentRunning;
    case "awaiting_permission":
      return labels.subagentAwaitingPermission;
    case "complete":
      return labels.subagentDone;
    case "error":
      return labels.subagentFailed;
    default:
      return state satisfies never;
  }
}
