import { type EdgeList, EdgeMap } from "./EdgeMap.js";
import type { Diagnostic, Graph, RunInfo } from "./Graph.js";
import { GRAPH_INDEX, type GraphIndex } from "./GraphIndex.js";
import { Lineage } from "./Lineage.js";
import type { Node } from "./Node.js";
import type { MapEdit, PersistentMap } from "./PersistentMap.js";
import { runAtVersion } from "./runInfo.js";

/** How many diagnostics a graph keeps; older ones are dropped first. */
export const DIAGNOSTICS_LIMIT = 100;

/**
 * A graph as the reducer builds it: the public fields over persistent maps, plus the index.
 * Not frozen (freezing costs more than the rest of a streaming append); its maps have no way
 * to change.
 * @internal
 */
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

/**
 * The reducer's working copy of a graph: edits its maps in place, opening each lazily, and
 * either commits one new graph or rolls every write back.
 * @internal
 */
export class GraphDraft {
  readonly #base: Graph;
  readonly #parts: GraphParts;
  readonly #logLength: number;
  #nodes: MapEdit<string, Node> | undefined;
  #edges: MapEdit<string, EdgeList> | undefined;
  #last: MapEdit<string, string> | undefined;
  #runs: MapEdit<string, RunInfo> | undefined;
  #runNodes: MapEdit<string, EdgeList> | undefined;
  #attachments: MapEdit<string, EdgeList> | undefined;
  #summaries: MapEdit<string, true> | undefined;
  #roots: MapEdit<string, true> | undefined;
  #lineage: Lineage | undefined;
  #diagnostics: Diagnostic[] | undefined;
  #eventChanged = false;
  highestSeq: number | undefined;
  version: number;

  constructor(base: Graph, parts: GraphParts) {
    this.#base = base;
    this.#parts = parts;
    const index = parts[GRAPH_INDEX];
    this.#lineage = index.lineage.headVersion === parts.version ? index.lineage : undefined;
    this.#logLength = index.lineage.length;
    this.highestSeq = parts.highestSeq;
    this.version = parts.version;
  }

  get nodes(): MapEdit<string, Node> {
    this.#nodes ??= this.#parts.nodes.edit();
    return this.#nodes;
  }

  get edges(): MapEdit<string, EdgeList> {
    this.#edges ??= this.#parts.edges.lists.edit();
    return this.#edges;
  }

  get lastNodeByRunId(): MapEdit<string, string> {
    this.#last ??= this.#parts.lastNodeByRunId.edit();
    return this.#last;
  }

  get runs(): MapEdit<string, RunInfo> {
    this.#runs ??= this.#parts.runs.edit();
    return this.#runs;
  }

  get runNodes(): MapEdit<string, EdgeList> {
    this.#runNodes ??= this.#parts[GRAPH_INDEX].runNodes.edit();
    return this.#runNodes;
  }

  get attachments(): MapEdit<string, EdgeList> {
    this.#attachments ??= this.#parts[GRAPH_INDEX].attachments.edit();
    return this.#attachments;
  }

  get summaries(): MapEdit<string, true> {
    this.#summaries ??= this.#parts[GRAPH_INDEX].summaries.edit();
    return this.#summaries;
  }

  get roots(): MapEdit<string, true> {
    this.#roots ??= this.#parts[GRAPH_INDEX].roots.edit();
    return this.#roots;
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

  /** The version of the current event's changes: the next version, counted once per event. */
  eventVersion(): number {
    if (!this.#eventChanged) {
      this.#eventChanged = true;
      this.version++;
    }
    return this.version;
  }

  /** Records that `runId` changed in this event, giving it a new `RunInfo` with the version. */
  touch(runId: string | undefined): void {
    const run = runId === undefined ? undefined : this.runs.get(runId);
    if (!run) return;
    const version = this.eventVersion();
    if (run.version === version) return;
    this.runs.set(run.runId, runAtVersion(run, version));
    this.lineage.log(version, run.runId);
  }

  /** Stores run info written with this event's version, and logs the change. */
  setRun(run: RunInfo): void {
    this.runs.set(run.runId, run);
    this.lineage.log(run.version, run.runId);
  }

  diagnose(diagnostic: Diagnostic): void {
    this.#diagnostics ??= this.#parts.diagnostics.slice();
    this.#diagnostics.push(diagnostic);
    if (this.#diagnostics.length > DIAGNOSTICS_LIMIT) this.#diagnostics.shift();
  }

  /** Returns the new graph, or the base graph itself when nothing changed. */
  commit(): Graph {
    const base = this.#parts;
    const unchanged =
      this.version === base.version && !this.#diagnostics && this.highestSeq === base.highestSeq;
    if (unchanged && !this.#written()) return this.#base;
    const index = base[GRAPH_INDEX];
    const lists = this.#edges ? this.#edges.commit() : base.edges.lists;
    const indexChanged =
      this.#runNodes ||
      this.#attachments ||
      this.#summaries ||
      this.#roots ||
      (this.#lineage ?? index.lineage) !== index.lineage;
    const nextIndex: GraphIndex = indexChanged
      ? {
          runNodes: this.#runNodes ? this.#runNodes.commit() : index.runNodes,
          attachments: this.#attachments ? this.#attachments.commit() : index.attachments,
          summaries: this.#summaries ? this.#summaries.commit() : index.summaries,
          roots: this.#roots ? this.#roots.commit() : index.roots,
          lineage: this.#lineage ?? index.lineage,
        }
      : index;
    const parts: GraphParts = {
      nodes: this.#nodes ? this.#nodes.commit() : base.nodes,
      edges: lists === base.edges.lists ? base.edges : new EdgeMap(lists),
      lastNodeByRunId: this.#last ? this.#last.commit() : base.lastNodeByRunId,
      runs: this.#runs ? this.#runs.commit() : base.runs,
      diagnostics: this.#diagnostics ? Object.freeze(this.#diagnostics) : base.diagnostics,
      highestSeq: this.highestSeq,
      version: this.version,
      [GRAPH_INDEX]: sameIndex(index, nextIndex) ? index : nextIndex,
    };
    if (this.version !== base.version) parts[GRAPH_INDEX].lineage.headVersion = this.version;
    return parts;
  }

  #written(): boolean {
    return Boolean(
      this.#nodes?.written ||
        this.#edges?.written ||
        this.#last?.written ||
        this.#runs?.written ||
        this.#runNodes?.written ||
        this.#attachments?.written ||
        this.#summaries?.written ||
        this.#roots?.written,
    );
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
