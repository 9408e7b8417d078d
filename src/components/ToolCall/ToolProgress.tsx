import { useMemo } from "react";
import { boundedJson } from "../boundedJson.js";
import type { Formatters } from "../labels/formattersFor.js";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useFormatters } from "../labels/useFormatters.js";
import { useLabels } from "../labels/useLabels.js";

/** A number a progress entry carries: a fraction done, a percentage, or a named count. */
export type ProgressCounter =
  | { readonly kind: "fraction"; readonly done: number; readonly total: number }
  | { readonly kind: "percent"; readonly percent: number }
  | { readonly kind: "count"; readonly name: string; readonly value: number };

/** One progress entry read for people. */
export interface ProgressEntry {
  /** Its status line, when it has one. */
  readonly status: string | undefined;
  readonly counters: readonly ProgressCounter[];
  /** Compact JSON of an entry with neither status nor counters. */
  readonly json: string | undefined;
}

/** What a tool's progress says: its latest status line and counters, and a log of entries. */
export interface ProgressReading {
  readonly status: string | undefined;
  readonly counters: readonly ProgressCounter[];
  /** The latest entries, oldest first. */
  readonly entries: readonly ProgressEntry[];
  /** How many older entries `entries` leaves out. */
  readonly earlier: number;
}

const LOG_LIMIT = 200;
const MAX_TEXT = 300;
const MAX_COUNTS = 3;
const STATUS_KEYS = ["message", "status", "text", "line", "description", "title", "label", "stage"];
const DONE_KEYS = ["current", "done", "completed", "processed", "loaded", "progress", "step"];
const TOTAL_KEYS = ["total", "of", "max", "steps"];
const PERCENT_KEYS = ["percent", "percentage", "pct"];
const RATIO_KEYS = ["ratio", "fraction"];
const NOT_COUNTS = /time|stamp|date|^ts$|^at$|id$/i;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function numberAt(
  record: Record<string, unknown>,
  keys: readonly string[],
): [string, number] | undefined {
  for (const key of keys) {
    const value = Object.hasOwn(record, key) ? record[key] : undefined;
    if (typeof value === "number" && Number.isFinite(value)) return [key, value];
  }
  return undefined;
}

function clip(text: string): string {
  const line = text.length > MAX_TEXT * 2 ? text.slice(0, MAX_TEXT * 2) : text;
  const folded = line.replace(/\s+/g, " ").trim();
  return folded.length > MAX_TEXT ? `${folded.slice(0, MAX_TEXT - 1)}…` : folded;
}

function statusOf(record: Record<string, unknown>): string | undefined {
  for (const key of STATUS_KEYS) {
    const value = Object.hasOwn(record, key) ? record[key] : undefined;
    if (typeof value === "string" && value.trim() !== "") return clip(value);
  }
  return undefined;
}

function countersOf(record: Record<string, unknown>): ProgressCounter[] {
  const counters: ProgressCounter[] = [];
  const used = new Set<string>();
  const done = numberAt(record, DONE_KEYS);
  const total = numberAt(record, TOTAL_KEYS);
  if (done && total && total[1] > 0) {
    counters.push({ kind: "fraction", done: done[1], total: total[1] });
    used.add(done[0]).add(total[0]);
  }
  const percent = numberAt(record, PERCENT_KEYS);
  const ratio =
    numberAt(record, RATIO_KEYS) ?? (done?.[0] === "progress" && !total ? done : undefined);
  if (percent) counters.push({ kind: "percent", percent: percent[1] });
  else if (ratio && ratio[1] >= 0 && ratio[1] <= 1)
    counters.push({ kind: "percent", percent: ratio[1] * 100 });
  for (const found of [percent, ratio]) if (found) used.add(found[0]);
  let counts = 0;
  for (const key in record) {
    const value = record[key];
    if (counts === MAX_COUNTS || used.size + counts > 40) break;
    if (!Object.hasOwn(record, key) || used.has(key) || NOT_COUNTS.test(key)) continue;
    if (typeof value !== "number" || !Number.isFinite(value)) continue;
    counters.push({ kind: "count", name: key, value });
    counts++;
  }
  return counters;
}

function readEntry(entry: unknown): ProgressEntry[] {
  if (typeof entry === "string") {
    return entry
      .split("\n")
      .slice(-LOG_LIMIT)
      .filter((line) => line.trim() !== "")
      .map((line) => ({ status: clip(line), counters: [], json: undefined }));
  }
  if (isRecord(entry)) {
    const status = statusOf(entry);
    const counters = countersOf(entry);
    if (status !== undefined || counters.length > 0) return [{ status, counters, json: undefined }];
  }
  const { text, complete } = boundedJson(entry, { maxCharacters: MAX_TEXT, indent: 0 });
  return [{ status: undefined, counters: [], json: complete ? text : `${text}…` }];
}

/**
 * Reads a tool's progress (the raw list of chunks, or what its accumulator folded) for
 * people: the latest status line (a string, or an object's `message`, `status`, `text`,
 * `line`… field), the latest counters (`done`/`total`, `percent`, other numbers) and a log of
 * the latest 200 entries. Reads only the end of a long list.
 * @internal
 */
export function readToolProgress(progress: unknown): ProgressReading {
  const list = Array.isArray(progress) ? progress : progress === undefined ? [] : [progress];
  const start = Math.max(0, list.length - LOG_LIMIT);
  const entries = list.slice(start).flatMap(readEntry);
  const shown = entries.slice(-LOG_LIMIT);
  let status: string | undefined;
  let counters: readonly ProgressCounter[] = [];
  for (let index = shown.length - 1; index >= 0; index--) {
    const entry = shown[index] as ProgressEntry;
    status ??= entry.status;
    if (counters.length === 0) counters = entry.counters;
    if (status !== undefined && counters.length > 0) break;
  }
  return { status, counters, entries: shown, earlier: start + entries.length - shown.length };
}

function counterText(
  counter: ProgressCounter,
  labels: ThreadlineLabels,
  format: Formatters,
): string {
  switch (counter.kind) {
    case "fraction":
      return labels.toolProgressFraction(
        counter.done,
        counter.total,
        format.count(counter.done),
        format.count(counter.total),
      );
    case "percent": {
      const rounded = Math.round(counter.percent);
      return labels.toolProgressPercent(rounded, format.count(rounded));
    }
    case "count":
      return labels.toolProgressCounter(counter.name, counter.value, format.count(counter.value));
    default:
      return counter satisfies never;
  }
}

function countersText(
  counters: readonly ProgressCounter[],
  labels: ThreadlineLabels,
  format: Formatters,
): string {
  return counters.map((counter) => counterText(counter, labels, format)).join(" · ");
}

/** Props of {@link ToolProgress}. */
export interface ToolProgressProps {
  /** The call's progress: the raw list of chunks, or what its accumulator folded. */
  readonly progress: unknown;
  /** `line`: the latest status and counters in one line; `log`: counters and a log. @default "log" */
  readonly variant?: "line" | "log" | undefined;
  /** Labels over the provider's (or the defaults). */
  readonly labels?: Partial<ThreadlineLabels> | undefined;
  /** Extra class names for the root element, after `tl-tool-progress`. */
  readonly className?: string | undefined;
}

/**
 * A readable view of any tool's progress: the latest status line and counters (`3/10`,
 * `40%`) in one line, or those over a log of the status lines with the latest in view.
 * @example
 * ```tsx
 * <ToolProgress progress={[{ message: "Crawling /docs", done: 3, total: 10 }]} variant="line" />
 * ```
 */
export function ToolProgress({ progress, variant = "log", labels, className }: ToolProgressProps) {
  const words = useLabels(labels);
  const format = useFormatters();
  const reading = useMemo(() => readToolProgress(progress), [progress]);
  const counters = countersText(reading.counters, words, format);
  const names = className ? `tl-tool-progress ${className}` : "tl-tool-progress";
  if (variant === "line") {
    const text = [reading.status, counters].filter((part) => part !== undefined && part !== "");
    if (text.length === 0) return null;
    return (
      <bdi className={names} data-variant="line">
        {text.join(" · ")}
      </bdi>
    );
  }
  const log = reading.entries
    .map((entry) => entry.status ?? (countersText(entry.counters, words, format) || entry.json))
    .join("\n");
  return (
    <div className={names} data-variant="log">
      {counters === "" ? null : <p className="tl-tool-progress__counters">{counters}</p>}
      {reading.earlier > 0 ? (
        <p className="tl-tool-progress__earlier">
          {words.toolProgressEarlier(reading.earlier, format.count(reading.earlier))}
        </p>
      ) : null}
      {log === "" ? null : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        <pre className="tl-tool-progress__log" tabIndex={0}>
          <span>{log}</span>
        </pre>
      )}
    </div>
  );
}
