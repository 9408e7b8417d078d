import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";

/** What a benchmark section hands back: raw figures for the JSON file and a markdown summary. */
export interface SectionReport {
  readonly json: Record<string, unknown>;
  readonly markdown: string;
}

/** A benchmark section: `bench/<name>.ts` exports `run` of this type. */
export type Section = () => Promise<SectionReport> | SectionReport;

/** The machine a report was measured on. */
export function machineInfo(): Record<string, unknown> {
  const cpus = os.cpus();
  return {
    node: process.version,
    v8: process.versions.v8,
    platform: `${process.platform} ${os.release()}`,
    arch: process.arch,
    cpuModel: cpus[0]?.model ?? "unknown",
    cores: cpus.length,
    totalMemoryBytes: os.totalmem(),
    loadAverage: os.loadavg(),
    execArgv: process.execArgv.filter((flag) => !flag.includes("tsx")),
  };
}

function git(args: readonly string[]): string | undefined {
  try {
    return execFileSync("git", args, {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return undefined;
  }
}

/** What was measured: the commit checked out, and the files under `src/` that differ from it. */
export interface SourceInfo {
  readonly commit: string;
  readonly uncommittedSrcChanges: readonly string[];
}

/** The commit measured, and which files under `src/` differed from it. */
export function sourceInfo(): SourceInfo {
  const changed = git(["status", "--porcelain", "--", "src"]);
  return {
    commit: git(["rev-parse", "HEAD"]) ?? "unknown",
    uncommittedSrcChanges: changed ? changed.split("\n").map((line) => line.trim()) : [],
  };
}

/** A closing line for a markdown report: when, and on which source. */
export function provenance(date: string, source: SourceInfo): string {
  const changes = source.uncommittedSrcChanges.length;
  const dirty = changes > 0 ? ` plus ${changes} uncommitted change(s) under src/` : "";
  return `_Measured ${date} on commit ${source.commit.slice(0, 7)}${dirty}._`;
}

/** Writes `bench/results/<name>.json` and `.md`, the JSON with machine, source and date. */
export function writeReport(
  name: string,
  report: SectionReport,
  extra: Record<string, unknown>,
): void {
  const directory = new URL("./results/", import.meta.url);
  mkdirSync(directory, { recursive: true });
  const json = { section: name, ...extra, ...report.json };
  writeFileSync(new URL(`${name}.json`, directory), `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(new URL(`${name}.md`, directory), report.markdown);
}

/** A markdown table; `align` holds one of "l" or "r" per column. */
export function markdownTable(
  header: readonly string[],
  align: string,
  rows: readonly (readonly string[])[],
): string {
  const rule = [...align].map((side) => (side === "r" ? "---:" : ":---"));
  return [header, rule, ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}

/** A number with thousands separators and `digits` decimals. */
export function formatNumber(value: number, digits = 0): string {
  return value.toLocaleString("en-US", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}
