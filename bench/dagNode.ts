/**
 * The Node side of the `dag` section (no Web Worker: everything on the calling thread):
 * `layoutDag`'s engine with nothing cached, the grown DAG laid out again with the rest
 * cached, one node appended in place, and the engines before issue 17.
 */
import { appendToLayout } from "../src/dag/layout/appendToLayout.js";
import type { DagLayout, DagLayoutResult } from "../src/dag/layout/DagLayout.js";
import { createDagLayouter } from "../src/dag/layout/DagLayouter.js";
import { resolveSettings } from "../src/dag/layout/layoutSettings.js";
import { type BaselineEngine, layoutBaseline } from "./dag/baseline/layoutBaseline.js";
import { type DagSession, type DagSessionKind, dagSession } from "./dag/dagSession.js";
import { median, settle } from "./measure.js";

/** Medians of one session size in Node. */
export interface NodeRow {
  readonly kind: DagSessionKind;
  readonly nodes: number;
  readonly groups: number;
  readonly runsMs: number;
  readonly settleMs: number;
  readonly appendMs: number;
  readonly appendPlacement: string;
  readonly builtinMs: number;
  readonly elkMs: number;
}

const ROUNDS = 3;
let fresh = 0;
const uncached = () => ({ nodeSpacing: 24 + ++fresh * 1e-6, deadlineMs: 120_000 });

function ok(result: DagLayoutResult | undefined): DagLayout {
  if (result?.status !== "ok") throw new Error("bench dag: the layout did not finish");
  return result;
}

async function medianMs(rounds: number, work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    await settle();
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return median(times);
}

const layouter = createDagLayouter({ thread: "calling" });

async function measure(session: DagSession) {
  const { dag, longer } = session;
  const runsMs = await medianMs(ROUNDS, async () => ok(await layouter.layout(dag, uncached())));
  let settleTimes: number[] = [];
  let appendTimes: number[] = [];
  let placement = "none";
  for (let round = 0; round < ROUNDS; round++) {
    const options = uncached();
    const previous = ok(await layouter.layout(dag, options));
    const settings = resolveSettings(options);
    let started = performance.now();
    const appended = appendToLayout(longer, previous, settings);
    appendTimes = [...appendTimes, performance.now() - started];
    placement = appended?.placement ?? "none";
    started = performance.now();
    ok(await layouter.layout(longer, options));
    settleTimes = [...settleTimes, performance.now() - started];
  }
  const baseline = (engine: BaselineEngine, rounds: number) =>
    medianMs(rounds, async () => ok(await layoutBaseline(dag, engine)));
  return {
    runsMs,
    settleMs: median(settleTimes),
    appendMs: median(appendTimes),
    appendPlacement: placement,
    builtinMs: await baseline("builtin", ROUNDS),
    elkMs: await baseline("elk", 1),
  };
}

/** Lays each session out in Node, after one warm-up layout of each engine. */
export async function measureInNode(
  kinds: readonly DagSessionKind[],
  sizes: readonly number[],
): Promise<NodeRow[]> {
  const warmUp = dagSession("agents", 100).dag;
  await layouter.layout(warmUp, uncached());
  for (const engine of ["builtin", "elk"] as const) await layoutBaseline(warmUp, engine);
  const rows: NodeRow[] = [];
  for (const kind of kinds)
    for (const size of sizes) {
      const session = dagSession(kind, size);
      const row = {
        kind,
        nodes: session.dag.nodes.length,
        groups: session.dag.groups.length,
        ...(await measure(session)),
      };
      console.log(
        `  node ${kind} ${row.nodes}: runs ${row.runsMs.toFixed(0)} ms, settle ${row.settleMs.toFixed(0)} ms, append ${row.appendMs.toFixed(1)} ms, builtin ${row.builtinMs.toFixed(1)} ms, elk ${row.elkMs.toFixed(0)} ms`,
      );
      rows.push(row);
    }
  return rows;
}
