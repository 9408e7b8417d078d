import { type EdgeList, EdgeMap } from "./EdgeMap.js";
import type { Diagnostic, Graph, RunInfo } from "./Graph.js";
import type { Node } from "./Node.js";
import type { MapEdit, PersistentMap } from "./PersistentMap.js";

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
  #nodes: MapEdit<string, Node> | undefined;
  #edges: MapEdit<string, EdgeList> | undefined;
  #last: MapEdit<string, string> | undefined;
  #runs: MapEdit<string, RunInfo> | undefined;
  #diagnostics: Diagnostic[] | undefined;
  highestSeq: number | undefined;
  version: number;

  constructor(base: Graph, parts: GraphParts) {
    this.#base = base;
    this.#parts = parts;
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

  /** Bumps the version for a change to `runId` and returns the new version. */
  touch(runId: string | undefined): number {
    this.version++;
    if (runId === undefined) return this.version;
    const run = this.runs.get(runId);
    if (run) this.runs.set(runId, { ...run, version: this.version });
    return this.version;
  }

  diagnose(diagnostic: Diagnostic): void {
    this.#diagnostics ??= this.#parts.diagnostics.slice();
    this.#diagnostics.push(diagnostic);
    if (this.#diagnostics.length > DIAGNOSTICS_LIMIT) this.#diagnostics.shift();
  }

  /** Returns the new graph, or the base graph itself when nothing changed. */
  commit(): Graph {
    const parts: GraphParts = {
      nodes: this.#nodes ? this.#nodes.commit() : this.#parts.nodes,
      edges: this.#commitEdges(),
      lastNodeByRunId: this.#last ? this.#last.commit() : this.#parts.lastNodeByRunId,
      runs: this.#runs ? this.#runs.commit() : this.#parts.runs,
      diagnostics: this.#diagnostics ? Object.freeze(this.#diagnostics) : this.#parts.diagnostics,
      highestSeq: this.highestSeq,
      version: this.version,
    };
    const unchanged =
      parts.nodes === this.#parts.nodes &&
      parts.edges === this.#parts.edges &&
      parts.lastNodeByRunId === this.#parts.lastNodeByRunId &&
      parts.runs === this.#parts.runs &&
      parts.diagnostics === this.#parts.diagnostics &&
      parts.highestSeq === this.#parts.highestSeq &&
      parts.version === this.#parts.version;
    return unchanged ? this.#base : freezeGraph(parts);
  }

  #commitEdges(): EdgeMap {
    const lists = this.#edges?.commit();
    return lists && lists !== this.#parts.edges.lists ? new EdgeMap(lists) : this.#parts.edges;
  }

  /** Undoes every write, leaving the base graph exactly as it was. */
  rollback(): void {
    this.#nodes?.rollback();
    this.#edges?.rollback();
    this.#last?.rollback();
    this.#runs?.rollback();
  }
}
