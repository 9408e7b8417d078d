import type { Node } from "../../graph/Node.js";
import type { GraphView } from "../GraphView.js";
import type { DagEdge, DagEdgeKind } from "./DagNode.js";
import { collapsedIdOf } from "./dagUnits.js";

/** A run's graph nodes and where its DAG nodes begin among them. @internal */
export interface RunSources {
  readonly runId: string;
  readonly sources: readonly Node[];
  readonly starts: readonly number[];
  readonly collapsed: boolean;
}

/** Maps a run's graph node ids to the ids of the DAG nodes that show them. */
class Representatives {
  readonly #run: RunSources;
  readonly #ids: readonly string[] | undefined;
  #positions: Map<string, number> | undefined;

  constructor(run: RunSources) {
    this.#run = run;
    this.#ids = run.collapsed ? collapsedIds(run) : undefined;
  }

  /** The DAG id of the run's node at `index`. */
  at(index: number): string {
    return this.#ids ? (this.#ids[index] as string) : (this.#run.sources[index] as Node).id;
  }

  /** The DAG id of `target`, one of the run's nodes, found after the node at `index`. */
  local(target: string, index: number): string | undefined {
    if (!this.#ids) return target;
    const { sources } = this.#run;
    if (sources[index + 1]?.id === target) return this.at(index + 1);
    this.#positions ??= new Map(sources.map((node, position) => [node.id, position]));
    const position = this.#positions.get(target);
    return position === undefined ? undefined : this.at(position);
  }
}

function collapsedIds({ sources, starts }: RunSources): string[] {
  const ids: string[] = [];
  for (let unit = 0; unit < starts.length; unit++) {
    const id = (sources[starts[unit] as number] as Node).id;
    const end = starts[unit + 1] ?? sources.length;
    while (ids.length < end) ids.push(id);
  }
  return ids;
}

function foreignId(view: GraphView, target: Node, collapsed: boolean): string {
  if (!collapsed || view.run(target.runId)?.firstNodeId === target.id) return target.id;
  return collapsedIdOf(view, target);
}

/** Keeps earlier edge objects in order while the new list repeats them. */
class EdgeBuilder {
  readonly edges: DagEdge[] = [];
  readonly #previous: readonly DagEdge[] | undefined;
  #next = 0;
  #reused: boolean;

  constructor(previous: readonly DagEdge[] | undefined) {
    this.#previous = previous;
    this.#reused = previous !== undefined;
  }

  add(id: string, source: string, target: string, kind: DagEdgeKind): void {
    const earlier = this.#previous?.[this.#next];
    if (earlier && earlier.id === id && earlier.kind === kind) {
      this.edges.push(earlier);
      this.#next++;
      return;
    }
    this.#reused = false;
    this.edges.push(Object.freeze({ id, source, target, kind }));
  }

  result(): readonly DagEdge[] {
    const previous = this.#previous;
    return this.#reused && previous?.length === this.edges.length ? previous : this.edges;
  }
}

/**
 * The DAG edges leaving one run's nodes, in node order then target order: `spawn` from a tool
 * call into another run, `sequence` otherwise; in collapsed mode rewired to the DAG nodes
 * that show their ends, without self-edges or duplicates. Edges into missing nodes are left out.
 * @internal
 */
export function runEdges(
  view: GraphView,
  run: RunSources,
  previous: readonly DagEdge[] | undefined,
): readonly DagEdge[] {
  const representatives = new Representatives(run);
  const list = new EdgeBuilder(previous);
  let seen: Set<string> | undefined;
  for (let index = 0; index < run.sources.length; index++) {
    const source = run.sources[index] as Node;
    const targets = view.index.targetsOf(source.id);
    if (targets.length === 0) continue;
    const from = representatives.at(index);
    const next = run.sources[index + 1];
    for (const id of targets) {
      // The run's next node is the usual target: known without a lookup.
      const target = next?.id === id ? next : view.node(id);
      if (!target) continue;
      const local = target.runId === run.runId;
      const to = local ? representatives.local(id, index) : foreignId(view, target, run.collapsed);
      if (to === undefined || to === from) continue;
      const edgeId = `${from}->${to}`;
      if (run.collapsed || targets.length > 1) {
        seen ??= new Set();
        if (seen.has(edgeId)) continue;
        seen.add(edgeId);
      }
      list.add(edgeId, from, to, source.kind === "tool_call" && !local ? "spawn" : "sequence");
    }
  }
  return list.result();
}
