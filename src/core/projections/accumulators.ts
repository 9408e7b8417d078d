/** Folds the progress chunks of one tool into a state a renderer can show. */
export interface ProgressAccumulator<S = unknown> {
  init(): S;
  reduce(state: S, content: unknown): S;
}

/** What the built-in `exec` accumulator produces. */
export interface ExecProgress {
  readonly stdout: string;
  readonly stderr: string;
  readonly metrics?: Readonly<Record<string, unknown>>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Folds `{ channel: "stdout" | "stderr", data }` chunks into `stdout`/`stderr` text and any
 * other object into `metrics` (later fields win).
 * @example
 * projectThread(graph, { accumulators: { bash: execAccumulator } });
 */
export const execAccumulator: ProgressAccumulator<ExecProgress> = {
  init: () => ({ stdout: "", stderr: "" }),
  reduce(state, content) {
    if (!isRecord(content)) return state;
    const { channel, data } = content;
    if ((channel === "stdout" || channel === "stderr") && typeof data === "string") {
      const stdout = channel === "stdout" ? state.stdout + data : state.stdout;
      const stderr = channel === "stderr" ? state.stderr + data : state.stderr;
      return state.metrics === undefined
        ? { stdout, stderr }
        : { stdout, stderr, metrics: state.metrics };
    }
    const metrics = isRecord(content.metrics) ? content.metrics : content;
    return { ...state, metrics: { ...state.metrics, ...metrics } };
  },
};

/** The accumulators every projection knows without being told. */
export const builtInAccumulators: Readonly<Record<string, ProgressAccumulator<unknown>>> = {
  exec: execAccumulator as ProgressAccumulator<unknown>,
};
