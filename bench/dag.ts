/**
 * The `dag` section: `layoutDag`'s engine (elkjs per run, cached, in one warm Web Worker) on
 * sessions of 100 to 2 000 DAG nodes in Chromium and in Node, one node appended in place and
 * the grown DAG laid out again, next to the engines before issue 17 in the same run.
 * `BENCH_DAG=node` skips Chromium.
 */
import os from "node:os";
import type { DagSessionKind } from "./dag/dagSession.js";
import { type ChromiumRow, measureInChromium } from "./dagChromium.js";
import { measureInNode } from "./dagNode.js";
import { dagReport } from "./dagReport.js";
import type { SectionReport } from "./report.js";

const KINDS: readonly DagSessionKind[] = ["chat", "agents"];
const SIZES = [100, 500, 1000, 2000];

export async function run(): Promise<SectionReport> {
  const loadAtStart = os.loadavg();
  const chromium: { browser: string; rows: ChromiumRow[] } =
    process.env.BENCH_DAG === "node"
      ? { browser: "(skipped)", rows: [] }
      : await measureInChromium(KINDS, SIZES);
  const node = await measureInNode(KINDS, SIZES);
  return dagReport({
    browser: chromium.browser,
    chromium: chromium.rows,
    node,
    loadAtStart,
    loadAtEnd: os.loadavg(),
  });
}
