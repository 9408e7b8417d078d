/**
 * The seed's rule for the ids of the nodes an event creates without naming them: the one
 * place the reducer, the projections and the adapters read it from. Streamed parts (text,
 * reasoning, tool calls, relays, summaries) are named by their event's `id`.
 * @example
 * store.dispatch({ type: "harness_start", runId: "r2", agentId: "main", parentId: nodeIds.user("r1") });
 */
export const nodeIds = Object.freeze({
  /** The user message of a user run. */
  user: (runId: string) => `${runId}:user`,
  /** The start of a run. */
  runStart: (runId: string) => `${runId}:harness_start`,
  /** The end of a run. */
  runEnd: (runId: string) => `${runId}:harness_end`,
  /** The failure of a run. */
  error: (runId: string) => `${runId}:error`,
  /** The `index`th usage report of a run, counting from 1. */
  usage: (runId: string, index: number) => `${runId}:usage:${index}`,
  /** The result of a tool call. */
  result: (toolCallId: string) => `${toolCallId}:result`,
});
