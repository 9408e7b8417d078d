/**
 * The `dag` section: `layoutDag` on sessions of 100 to 2 000 DAG nodes in Chromium (built-in
 * engine on the page, elkjs in a Web Worker and on the main thread, long tasks counted) and
 * in Node (both engines on the calling thread), one node appended to a full layout, and the
 * elkjs options weighed for the elk engine. `BENCH_DAG=node` skips Chromium.
 */
import os from "node:os";
import { type DagSessionKind, dagSession } from "./dag/dagSession.js";
import { type ChromiumRow, measureInChromium } from "./dagChromium.js";
import { ELK_VARIANTS, timeVariants } from "./dagElkVariants.js";
import { measureInNode } from "./dagNode.js";
import { dagReport } from "./dagReport.js";
import type { SectionReport } from "./report.js";

const KINDS: readonly DagSessionKind[] = ["chat", "agents"];
const SIZES = [100, 500, 1000, 2000];
const VARIANT_NODES = 1000;

async function variants() {
  const chat = await timeVariants(dagSession("chat", VARIANT_NODES));
  const agents = await timeVariants(dagSession("agents", VARIANT_NODES));
  return ELK_VARIANTS.map((variant, index) => ({
    name: variant.name,
    chat: chat[index] ?? {},
    agents: agents[index] ?? {},
  }));
}

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
    variants: await variants(),
    variantNodes: VARIANT_NODES,
    loadAtStart,
    loadAtEnd: os.loadavg(),
  });
}
