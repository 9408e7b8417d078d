import type { Diagnostic, Graph, RunInfo } from "../Graph.js";
import type { Node } from "../Node.js";
import { runAtVersion } from "../runInfo.js";
import { type EdgeList, EdgeMap } from "../storage/EdgeMap.js";
import { GraphParts } from "../storage/GraphParts.js";
import { emptyIndex, IndexParts } from "../storage/IndexParts.js";
import { Lineage } from "../storage/Lineage.js";
import { MapEdit } from "../storage/MapEdit.js";
import { PersistentMap } from "../storage/PersistentMap.js";

/** How many diagnostics a graph keeps; older ones are dropped first. */
export const DIAGNOSTICS_LIMIT = 100;

const NODES = 1;
const EDGES = 2;
const LAST = 4;
const RUNS = 8;
const RUN_NODES = 16;
const ATTACHMENTS = 32;
const SUMMARIES = 64;
const ROOTS = 128;
const EMPTY_EDGES = new EdgeMap();
const EMPTY_GRAPH = new GraphParts(
  new PersistentMap(),
  EMPTY_EDGES,
  new PersistentMap(),
  new PersistentMap(),
  [],
  undefined,
  0,
  emptyIndex(EMPTY_EDGES.lists),
);

/**
 * The reducer's working copy of a graph: edits its maps in place, opening each lazily, and
 * either commits one new graph or rolls every write back. One draft serves many events in
 * turn (see `openDraft`), so its edits are made once and reset.
 * @internal
 */
export class GraphDraft {
  #base: Graph = EMPTY_GRAPH;
  #parts: GraphParts = EMPTY_GRAPH;
  // Which edits this draft has opened on its graph, one bit per map.
  #opened = 0;
  readonly #nodes = new MapEdit<string, Node>();
  readonly #edges = new MapEdit<string, EdgeList>();
  readonly #last = new MapEdit<string, string>();
  readonly #runs = new MapEdit<string, RunInfo>();
  readonly #runNodes = new MapEdit<string, EdgeList>();
  readonly #attachments = new MapEdit<string, EdgeList>();
  readonly #summaries = new MapEdit<string, true>();
  readonly #roots = new MapEdit<string, true>();
  #lineage: Lineage | undefined;
  #diagnostics: Diagnostic[] | undefined;
  #eventChanged = false;
  highestSeq: number | undefined;
  version = 0;

  /** Starts drafting on `parts`, whose graph is `base`, forgetting any earlier graph. */
  open(base: Graph, parts: GraphParts): this {
    this.#base = base;
    this.#parts = parts;
    this.#opened = 0;
    const { changes } = parts.index;
    this.#lineage = changes.latestVersion === parts.version ? changes : undefined;
    this.#diagnostics = undefined;
    this.#eventChanged = false;
    this.highestSeq = parts.highestSeq;
    this.version = parts.version;
    return this;
  }

  /** Lets go of the graph and every edit, so a draft kept for later holds nothing alive. */
  close(): void {
    const opened = this.#opened;
    if (opened & NODES) this.#nodes.reset(EMPTY_MAP);
    if (opened & EDGES) this.#edges.reset(EMPTY_MAP);
    if (opened & LAST) this.#last.reset(EMPTY_MAP);
    if (opened & RUNS) this.#runs.reset(EMPTY_MAP);
    if (opened & RUN_NODES) this.#runNodes.reset(EMPTY_MAP);
    if (opened & ATTACHMENTS) this.#attachments.reset(EMPTY_MAP);
    if (opened & SUMMARIES) this.#summaries.reset(EMPTY_MAP);
    if (opened & ROOTS) this.#roots.reset(EMPTY_MAP);
    this.open(EMPTY_GRAPH, EMPTY_GRAPH);
  }

  get nodes(): MapEdit<string, Node> {
    return this.#edit(NODES, this.#nodes, this.#parts.nodes);
  }

  get edges(): MapEdit<string, EdgeList> {
    return this.#edit(EDGES, this.#edges, this.#parts.edges.lists);
  }

  get lastNodeByRunId(): MapEdit<string, string> {
    return this.#edit(LAST, this.#last, this.#parts.lastNodeByRunId);
  }

  get runs(): MapEdit<string, RunInfo> {
    return this.#edit(RUNS, this.#runs, this.#parts.runs);
  }

  get runNodes(): MapEdit<string, EdgeList> {
    return this.#edit(RUN_NODES, this.#runNodes, this.#parts.index.runNodes);
  }

  get attachments(): MapEdit<string, EdgeList> {
    return this.#edit(ATTACHMENTS, this.#attachments, this.#parts.index.attachments);
  }

  get summaries(): MapEdit<string, true> {
    return this.#edit(SUMMARIES, this.#summaries, this.#parts.index.summaries);
  }

  get roots(): MapEdit<string, true> {
    return this.#edit(ROOTS, this.#roots, this.#parts.index.roots);
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

  /**
   * Records that `runId` changed in this event, giving it a new `RunInfo` with the version.
   */
  touch(runId: string | undefined): void {
    const run = runId === undefined ? undefined : this.runs.get(runId);
    if (!run) return;
    const version = this.eventVersion();
    if (run.version !== version) this.runs.set(run.runId, runAtVersion(run, version));
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
    const index = base.index;
    const lists = this.#committed(EDGES, this.#edges, base.edges.lists);
    const runNodes = this.#committed(RUN_NODES, this.#runNodes, index.runNodes);
    const attachments = this.#committed(ATTACHMENTS, this.#attachments, index.attachments);
    const summaries = this.#committed(SUMMARIES, this.#summaries, index.summaries);
    const roots = this.#committed(ROOTS, this.#roots, index.roots);
    const lineage = this.#lineage ?? index.changes;
    const sameIndex =
      lists === index.edgeLists &&
      runNodes === index.runNodes &&
      attachments === index.attachments &&
      summaries === index.summaries &&
      roots === index.roots &&
      lineage === index.changes;
    const parts = new GraphParts(
      this.#committed(NODES, this.#nodes, base.nodes),
      lists === base.edges.lists ? base.edges : new EdgeMap(lists),
      this.#committed(LAST, this.#last, base.lastNodeByRunId),
      this.#committed(RUNS, this.#runs, base.runs),
      this.#diagnostics ? Object.freeze(this.#diagnostics) : base.diagnostics,
      this.highestSeq,
      this.version,
      sameIndex ? index : new IndexParts(lists, runNodes, attachments, summaries, roots, lineage),
    );
    if (this.version !== base.version) parts.index.changes.latestVersion = this.version;
    return parts;
  }

  /** Undoes every write, leaving the base graph exactly as it was. */
  rollback(): void {
    for (const edit of this.#edits()) edit.rollback();
    const shared = this.#parts.index.changes;
    if (this.#lineage === shared) shared.truncate(this.#parts.version);
  }

  #edit<V>(
    bit: number,
    edit: MapEdit<string, V>,
    map: PersistentMap<string, V>,
  ): MapEdit<string, V> {
    if ((this.#opened & bit) === 0) {
      this.#opened |= bit;
      edit.reset(map);
    }
    return edit;
  }

  #committed<V>(
    bit: number,
    edit: MapEdit<string, V>,
    map: PersistentMap<string, V>,
  ): PersistentMap<string, V> {
    return (this.#opened & bit) === 0 ? map : edit.commit();
  }

  /** The edits opened on the current graph. */
  #edits(): MapEdit<string, unknown>[] {
    const all = [
      this.#nodes,
      this.#edges,
      this.#last,
      this.#runs,
      this.#runNodes,
      this.#attachments,
      this.#summaries,
      this.#roots,
    ] as MapEdit<string, unknown>[];
    return all.filter((_, position) => (this.#opened & (1 << position)) !== 0);
  }

  #written(): boolean {
    for (const edit of this.#edits()) if (edit.written) return true;
    return false;
  }
}

const EMPTY_MAP = new PersistentMap<string, never>();
