import type { ExecProgress } from "../../core/projections/accumulators.js";
import { boundedJson } from "../boundedJson.js";
import type { Formatters } from "../labels/formattersFor.js";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useFormatters } from "../labels/useFormatters.js";
import { useLabels } from "../labels/useLabels.js";
import { TruncatedText } from "../TruncatedText/TruncatedText.js";

/** Props of {@link ExecOutput}. */
export interface ExecOutputProps {
  /** What the `exec` accumulator folded: stdout, stderr and metrics. */
  readonly progress: ExecProgress;
  /** Labels over the provider's (or the defaults). */
  readonly labels?: Partial<ThreadlineLabels> | undefined;
  /** Extra class names for the root element, after `tl-exec-output`. */
  readonly className?: string;
}

/** How the command ended, told by its exit code. */
type ExecOutcome = "success" | "failure" | "unknown";

const MAX_METRICS = 20;
const MAX_LINE = 300;

function outcomeOf(metrics: ExecProgress["metrics"]): ExecOutcome {
  const code = metrics?.exitCode;
  if (typeof code !== "number") return "unknown";
  return code === 0 ? "success" : "failure";
}

function metricName(key: string, labels: ThreadlineLabels): string {
  switch (key) {
    case "exitCode":
      return labels.execExitCode;
    case "durationMs":
      return labels.execDuration;
    case "signal":
      return labels.execSignal;
    default:
      return key;
  }
}

function metricText(key: string, value: unknown, format: Formatters): string {
  if (key === "durationMs" && typeof value === "number") return format.duration(value);
  if (typeof value === "number") return key === "exitCode" ? String(value) : format.count(value);
  if (typeof value === "string") return value.length > 200 ? `${value.slice(0, 200)}…` : value;
  const { text, complete } = boundedJson(value, { maxCharacters: 200, indent: 0 });
  return complete ? text : `${text}…`;
}

function Stream({ name, channel, text, labels }: StreamProps) {
  return (
    <div className="tl-exec-output__stream" data-channel={channel}>
      <span className="tl-exec-output__channel">{name}</span>
      <TruncatedText text={text} labels={labels} />
    </div>
  );
}

interface StreamProps {
  readonly name: string;
  readonly channel: "stdout" | "stderr";
  readonly text: string;
  readonly labels: Partial<ThreadlineLabels> | undefined;
}

/**
 * A command's output as a terminal: stdout and stderr apart (stderr marked), then the
 * metrics the tool reported, such as exit code and duration.
 * @example
 * ```tsx
 * <ExecOutput progress={{ stdout: "built in 2 s\n", stderr: "", metrics: { exitCode: 0 } }} />
 * ```
 */
export function ExecOutput({ progress, labels, className }: ExecOutputProps) {
  const words = useLabels(labels);
  const format = useFormatters();
  const metrics = Object.entries(progress.metrics ?? {}).slice(0, MAX_METRICS);
  const silent = progress.stdout === "" && progress.stderr === "";
  return (
    <div
      className={className ? `tl-exec-output ${className}` : "tl-exec-output"}
      data-outcome={outcomeOf(progress.metrics)}
    >
      {progress.stdout === "" ? null : (
        <Stream name={words.execStdout} channel="stdout" text={progress.stdout} labels={labels} />
      )}
      {progress.stderr === "" ? null : (
        <Stream name={words.execStderr} channel="stderr" text={progress.stderr} labels={labels} />
      )}
      {silent ? (
        <p className="tl-exec-output__empty">
          {metrics.length > 0 ? words.execNoOutput : words.execNoOutputYet}
        </p>
      ) : null}
      {metrics.length === 0 ? null : (
        <dl className="tl-exec-output__metrics">
          {metrics.map(([key, value]) => (
            <div key={key} className="tl-exec-output__metric" data-metric={key}>
              <dt>{metricName(key, words)}</dt>
              <dd>{metricText(key, value, format)}</dd>
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

function lastLine(text: string): string {
  let end = text.length;
  for (let tries = 0; end > 0 && tries < 50; tries++) {
    const start = text.lastIndexOf("\n", end - 1) + 1;
    const line = text.slice(Math.max(start, end - MAX_LINE), end).trim();
    if (line !== "") return line;
    end = start - 1;
  }
  return "";
}

/**
 * The last line a command printed (stdout first, else stderr), at most 300 characters,
 * reading only the end of its output. @internal
 */
export function lastOutputLine(progress: ExecProgress): string {
  return lastLine(progress.stdout) || lastLine(progress.stderr);
}
