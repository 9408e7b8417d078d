import type { ExecProgress } from "../core/projections/accumulators.js";
import { boundedJson } from "./boundedJson.js";
import { formatDuration } from "./formatDuration.js";
import { TruncatedText } from "./TruncatedText.js";

/** Props of {@link ExecOutput}. */
export interface ExecOutputProps {
  /** What the `exec` accumulator folded: stdout, stderr and metrics. */
  readonly progress: ExecProgress;
  /** Extra class names for the root element, after `tl-exec-output`. */
  readonly className?: string;
}

/** How the command ended, told by its exit code. */
type ExecOutcome = "success" | "failure" | "unknown";

const MAX_METRICS = 20;

const METRIC_LABELS: Readonly<Record<string, string>> = {
  exitCode: "Exit code",
  durationMs: "Duration",
  signal: "Signal",
};

function outcomeOf(metrics: ExecProgress["metrics"]): ExecOutcome {
  const code = metrics?.exitCode;
  if (typeof code !== "number") return "unknown";
  return code === 0 ? "success" : "failure";
}

function metricText(key: string, value: unknown): string {
  if (key === "durationMs" && typeof value === "number") return formatDuration(value);
  if (typeof value === "string") return value.length > 200 ? `${value.slice(0, 200)}…` : value;
  const { text, complete } = boundedJson(value, { maxCharacters: 200, indent: 0 });
  return complete ? text : `${text}…`;
}

function Stream({ channel, text }: { channel: "stdout" | "stderr"; text: string }) {
  return (
    <div className="tl-exec-output__stream" data-channel={channel}>
      <span className="tl-exec-output__channel">{channel}</span>
      <TruncatedText text={text} />
    </div>
  );
}

/**
 * A command's output as a terminal: stdout and stderr apart (stderr marked), then the
 * metrics the tool reported, such as exit code and duration.
 * @example
 * ```tsx
 * <ExecOutput progress={{ stdout: "built in 2 s\n", stderr: "", metrics: { exitCode: 0 } }} />
 * ```
 */
export function ExecOutput({ progress, className }: ExecOutputProps) {
  const metrics = Object.entries(progress.metrics ?? {}).slice(0, MAX_METRICS);
  const silent = progress.stdout === "" && progress.stderr === "";
  return (
    <div
      className={className ? `tl-exec-output ${className}` : "tl-exec-output"}
      data-outcome={outcomeOf(progress.metrics)}
    >
      {progress.stdout === "" ? null : <Stream channel="stdout" text={progress.stdout} />}
      {progress.stderr === "" ? null : <Stream channel="stderr" text={progress.stderr} />}
      {silent ? (
        <p className="tl-exec-output__empty">
          {metrics.length > 0 ? "No output." : "No output yet."}
        </p>
      ) : null}
      {metrics.length === 0 ? null : (
        <dl className="tl-exec-output__metrics">
          {metrics.map(([key, value]) => (
            <div key={key} className="tl-exec-output__metric" data-metric={key}>
              <dt>{METRIC_LABELS[key] ?? key}</dt>
              <dd>{metricText(key, value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

/**
 * Whether a tool's progress has the shape the `exec` accumulator folds.
 * @internal
 */
export function isExecProgress(progress: unknown): progress is ExecProgress {
  if (typeof progress !== "object" || progress === null) return false;
  const { stdout, stderr } = progress as Record<string, unknown>;
  return typeof stdout === "string" && typeof stderr === "string";
}
