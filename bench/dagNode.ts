/**
 * The Node side of the `dag` section: `layoutDag` on the calling thread (Node has no worker
 * for elkjs), the built-in engine next to elkjs, and appending one node to a full layout.
 */
import { type DagLayoutEngine, layoutDag } from "../src/dag/index.js";
import { type DagSession, type DagSessionKind, dagSession } from "./dag/dagSession.js";
import { median, settle } from "./measure.js";

/** Medians of one session size in Node. */
export interface NodeRow {
  readonly kind: DagSessionKind;
  readonly nodes: number;
  readonly groups: number;
  readonly builtinMs: number;
  readonly elkMs: number;
  readonly appendMs: number;
  readonly appendPlacement: string;
  readonly appendedNodes: number;
}

/** Timed rounds per engine: the built-in one is quick and noisy, elkjs slow. */
export const ROUNDS: Readonly<Record<DagLayoutEngine, number>> = { builtin: 5, elk: 3 };

/** Untimed runs of the built-in engine on a session before its timed ones. */
export const WARM_UP_LAYOUTS = 3;

/**
 * Median ms of `work`. elkjs is timed after a full collection each round; the built-in engine
 * after a few untimed runs instead, since a collection throws its optimised code away and it is
 * quick enough to run warm, as a live view runs it.
 */
async function timed<T>(engine: DagLayoutEngine, work: () => Promise<T>) {
  const times: number[] = [];
  let result: T | undefined;
  await settle();
  if (engine === "builtin") for (let round = 0; round < WARM_UP_LAYOUTS; round++) await work();
  for (let round = 0; round < ROUNDS[engine]; round++) {
    if (engine === "elk") await settle();
    const started = performance.now();
    result = await work();
    times.push(performance.now() - started);
  }
  return { ms: median(times), result };
}

async function fullLayoutMs(session: DagSession, engine: DagLayoutEngine): Promise<number> {
  const { ms, result } = await timed(engine, () =>
    layoutDag(session.dag, { engine, deadlineMs: 120_000 }),
  );
  if (result?.status !== "ok") throw new Error(`bench dag: ${session.kind} did not lay out`);
  return ms;
}

async function appendMs(session: DagSession): Promise<{ ms: number; placement: string }> {
  const previous = await layoutDag(session.dag);
  const { ms, result } = await timed("builtin", () => layoutDag(session.longer, { previous }));
  return { ms, placement: result?.status === "ok" ? result.placement : "too_large" };
}

/** Lays each session out in Node with both engines, after one warm-up layout of each. */
export async function measureInNode(
  kinds: readonly DagSessionKind[],
  sizes: readonly number[],
): Promise<NodeRow[]> {
  const warmUp = dagSession("agents", 100).dag;
  for (const engine of ["builtin", "elk"] as const) await layoutDag(warmUp, { engine });
  const rows: NodeRow[] = [];
  for (const kind of kinds)
    for (const size of sizes) {
      const session = dagSession(kind, size);
      const append = await appendMs(session);
      const row = {
        kind,
        nodes: session.dag.nodes.length,
        groups: session.dag.groups.length,
        builtinMs: await fullLayoutMs(session, "builtin"),
        elkMs: await fullLayoutMs(session, "elk"),
        appendMs: append.ms,
        appendPlacement: append.placement,
        appendedNodes: session.longer.nodes.length - session.dag.nodes.length,
      };
      console.log(
        `  node ${kind} ${row.nodes}: builtin ${row.builtinMs.toFixed(1)} ms, elk ${row.elkMs.toFixed(0)} ms, append ${row.appendMs.toFixed(1)} ms`,
      );
      rows.push(row);
    }
  return rows;
}
