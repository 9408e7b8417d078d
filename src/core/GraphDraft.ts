import { type EdgeList, EdgeMap } from "./EdgeMap.js";
import type { Diagnostic, Graph, RunInfo } from "./Graph.js";
import { GRAPH_INDEX, type GraphIndex } from "./GraphIndex.js";
import { LazyEdit } from "./LazyEdit.js";
import { Lineage } from "./Lineage.js";
import type { Node } from "./Node.js";
import type { PersistentMap } from "./PersistentMap.js";

/** How many diagnostics a graph keeps; older ones are dropped first. */
export const DIAGNOSTICS_LIMIT = 100;

/** The persistent parts of a graph the reducer works on. @internal */
export interface GraphParts {
  readonly nodes: PersistentMap<string, Node>;
  readonly edges: EdgeMap;
  readonly lastNodeByRunId: PersistentMap<string, string>;
  readonly runs: PersistentMap<string, RunInfo>;
  readonly diagnostics: readonly Diagnostic[];
  readonly highestSeq: number | undefined;
  readonly version: number;
  readonly [GRAPH_INDEX]: GraphIndex;
}

/** Builds the public graph object around its persistent parts. @internal */
export function freezeGraph(parts: GraphParts): Graph {
  return Object.freeze({
    nodes: parts.nodes,
    edges: parts.edges,
    lastNodeByRunId: parts.lastNodeByRunId,
    runs: parts.runs,
    diagnostics: parts.diagnostics,
    highestSeq: parts.highestSeq,
    version: parts.version,
    [GRAPH_INDEX]: parts[GRAPH_INDEX],
  });
}

/**
 * The reducer's working copy of a graph: edits its maps in place, opening each lazily, and
 * either commits one new graph or rolls every write back.
 * @internal
 */
export class GraphDraft {
  readonly #base: Graph;
  readonly #parts: GraphParts;
  readonly #logLength: number;
  readonly nodes: LazyEdit<string, Node>;
  readonly edges: LazyEdit<string, EdgeList>;
  readonly lastNodeByRunId: LazyEdit<string, string>;
  readonly runs: LazyEdit<string, RunInfo>;
  readonly runNodes: LazyEdit<string, EdgeList>;
  readonly attachments: LazyEdit<string, EdgeList>;
  readonly summaries: LazyEdit<string, true>;
  readonly roots: LazyEdit<string, true>;
  #lineage: Lineage | undefined;
  #diagnostics: Diagnostic[] | undefined;
  #eventChanged = false;
  highestSeq: number | undefined;
  version: number;

  constructor(base: Graph, parts: GraphParts) {
    this.#base = base;
    this.#parts = parts;
    const index = parts[GRAPH_INDEX];
    this.nodes = new LazyEdit(parts.nodes);
    this.edges = new LazyEdit(parts.edges.lists);
    this.lastNodeByRunId = new LazyEdit(parts.lastNodeByRunId);
    this.runs = new LazyEdit(parts.runs);
    this.runNodes = new LazyEdit(index.runNodes);
    this.attachments = new LazyEdit(index.attachments);
    this.summaries = new LazyEdit(index.summaries);
    this.roots = new LazyEdit(index.roots);
    this.#lineage = index.lineage.headVersion === parts.version ? index.lineage : undefined;
    this.#logLength = index.lineage.length;
    this.highestSeq = parts.highestSeq;
    this.version = parts.version;
  }

  /** The change log; changing a graph that is not the newest of its line starts a new one. */
  get lineage(): Lineage {
    this.#lineage ??= new Lineage(this.#parts.version);
    return this.#lineage;
  }

  /** Marks the start of one event: its changes share one new version. */
  beginEvent(): void {
    this.#eventChanged = false;
  }

  /** Records that `runId` changed in this event, giving it a new `RunInfo` with the version. */
  touch(runId: string | undefined): void {
    const run = runId === undefined ? undefined : this.runs.get(runId);
    if (!run) return;
    if (!this.#eventChanged) {
      this.#eventChanged = true;
      this.version++;
    }
    if (run.version === this.version) return;
    this.runs.set(run.runId, { ...run, version: this.version });
    this.lineage.log(this.version, run.runId);
  }

  diagnose(diagnostic: Diagnostic): void {
    this.#diagnostics ??= this.#parts.diagnostics.slice();
    this.#diagnostics.push(diagnostic);
    if (this.#diagnostics.length > DIAGNOSTICS_LIMIT) this.#diagnostics.shift();
  }

  /** Returns the new graph, or the base graph itself when nothing changed. */
  commit(): Graph {
    const base = this.#parts;
    const index = base[GRAPH_INDEX];
    const lists = this.edges.commit();
    const nextIndex: GraphIndex = {
      runNodes: this.runNodes.commit(),
      attachments: this.attachments.commit(),
      summaries: this.summaries.commit(),
      roots: this.roots.commit(),
      lineage: this.#lineage ?? index.lineage,
    };
    const parts: GraphParts = {
      nodes: this.nodes.commit(),
      edges: lists === base.edges.lists ? base.edges : new EdgeMap(lists),
      lastNodeByRunId: this.lastNodeByRunId.commit(),
      runs: this.runs.commit(),
      diagnostics: this.#diagnostics ? Object.freeze(this.#diagnostics) : base.diagnostics,
      highestSeq: this.highestSeq,
      version: this.version,
      [GRAPH_INDEX]: sameIndex(index, nextIndex) ? index : nextIndex,
    };
    if (sameParts(base, parts)) return this.#base;
    if (this.version !== base.version) parts[GRAPH_INDEX].lineage.headVersion = this.version;
    return freezeGraph(parts);
  }

  /** Undoes every write, leaving the base graph exactly as it was. */
  rollback(): void {
    for (const edit of [this.nodes, this.edges, this.lastNodeByRunId, this.runs]) edit.rollback();
    for (const edit of [this.runNodes, this.attachments, this.summaries, this.roots])
      edit.rollback();
    const shared = this.#parts[GRAPH_INDEX].lineage;
    if (this.#lineage === shared) shared.truncate(this.#logLength, this.#parts.version);
  }
}

function sameIndex(a: GraphIndex, b: GraphIndex): boolean {
  return (
    a.runNodes === b.runNodes &&
    a.attachments === b.attachments &&
    a.summaries === b.summaries &&
    a.roots === b.roots &&
    a.lineage === b.lineage
  );
}

function sameParts(a: GraphParts, b: GraphParts): boolean {
  return (
    a.nodes === b.nodes &&
    a.edges === b.edges &&
    a.lastNodeByRunId === b.lastNodeByRunId &&
    a.runs === b.runs &&
    a.diagnostics === b.diagnostics &&
    a.highestSeq === b.highestSeq &&
    a.version === b.version &&
    a[GRAPH_INDEX] === b[GRAPH_INDEX]
  );
}
