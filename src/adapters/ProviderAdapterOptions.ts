import type { AdapterOptions } from "./StreamAdapter.js";

/** Options of the provider adapters: where their events belong, and who hears of bad chunks. */
export interface ProviderAdapterOptions extends AdapterOptions {
  /**
   * Hears of each chunk that was skipped because it was malformed or out of place (a delta for
   * a block never started, a chunk after the end); `push` itself never throws.
   */
  readonly onProblem?: (message: string) => void;
  /**
   * The model call's position in the agent loop of `runId`: an agent turn is one run, and each
   * model call streams through a new adapter as a step of it. Step 1 emits `harness_start` (with
   * `parentId`); a later step continues the run (no `harness_start`, `parentId` ignored) and names
   * itself in its text and reasoning ids (`${runId}:step2:text:0`). A step that stops for the app
   * to run tool calls still without a result leaves the run open (its `usage`, no `harness_end`):
   * dispatch the `tool_result`s into `runId`, then stream the next call with `step + 1`. Any
   * other stop (the answer, an error, a cut-off) ends the run; its `harness_end` carries
   * `totalUsage` only in step 1, as a later step cannot know the usage of those before it (the
   * run's usage is then the sum of its `usage` events). Must be a positive integer: anything
   * else throws when the adapter is created. The AG-UI adapter ignores it, as AG-UI streams name
   * their own runs.
   * @default 1
   */
  readonly step?: number;
}
