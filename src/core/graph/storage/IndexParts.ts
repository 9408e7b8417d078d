import type { GraphIndex } from "../Graph.js";
import type { EdgeList } from "./EdgeMap.js";
import { Lineage } from "./Lineage.js";
import { PersistentMap } from "./PersistentMap.js";

const NONE: readonly string[] = Object.freeze([]);
// Kept apart from the maps, which a user may have frozen along with the graph.
const keyLists = new WeakMap<PersistentMap<string, true>, readonly string[]>();

/**
 * The list's items in an array of the caller's own: the array a list shares with later
 * versions grows when they append to it, and keeping a frozen copy per list in a `WeakMap`
 * (as `EdgeMap` does) made a full DAG projection of 100k nodes a fifth slower.
 */
function copyOf(list: EdgeList | undefined): readonly string[] {
  if (!list) return NONE;
  // Most lists hold one id (a node's next node, a call's result): a literal costs less than slice.
  if (list.length === 1) return [list.items[0] as string];
  return list.items.slice(0, list.length);
}

function keysOf(map: PersistentMap<string, true>): readonly string[] {
  let keys = keyLists.get(map);
  if (!keys) {
    keys = Object.freeze([...map.keys()]);
    keyLists.set(map, keys);
  }
  return keys;
}

/**
 * The index the reducer keeps on each graph it makes, as persistent maps that the next graph
 * shares wherever it did not change them; it answers `GraphIndex`'s questions from them.
 * @internal
 */
export class IndexParts implements GraphIndex {
  /** runId → ids of the run's nodes in arrival order. */
  readonly runNodes: PersistentMap<string, EdgeList>;
  /** tool call id → ids of the results, progress and relays that name it, in arrival order. */
  readonly attachments: PersistentMap<string, EdgeList>;
  /** The summary node ids, in arrival order. */
  readonly summaries: PersistentMap<string, true>;
  /** Runs that began with no parent present, in order of their first node. */
  readonly roots: PersistentMap<string, true>;
  readonly changes: Lineage;
  /** The graph's adjacency lists, the `lists` of its `edges`. */
  readonly edgeLists: PersistentMap<string, EdgeList>;

  constructor(
    edgeLists: PersistentMap<string, EdgeList>,
    runNodes: PersistentMap<string, EdgeList>,
    attachments: PersistentMap<string, EdgeList>,
    summaries: PersistentMap<string, true>,
    roots: PersistentMap<string, true>,
    changes: Lineage,
  ) {
    this.edgeLists = edgeLists;
    this.runNodes = runNodes;
    this.attachments = attachments;
    this.summaries = summaries;
    this.roots = roots;
    this.changes = changes;
  }

  nodesOf(runId: string): readonly string[] {
    return copyOf(this.runNodes.get(runId));
  }

  attachmentsOf(toolCallId: string): readonly string[] {
    return copyOf(this.attachments.get(toolCallId));
  }

  targetsOf(nodeId: string): readonly string[] {
    return copyOf(this.edgeLists.get(nodeId));
  }

  summaryIds(): readonly string[] {
    return keysOf(this.summaries);
  }

  rootRunIds(): readonly string[] {
    return keysOf(this.roots);
  }
}

/** An empty index for a graph with no edges, at `version`. @internal */
export function emptyIndex(edgeLists: PersistentMap<string, EdgeList>, version = 0): IndexParts {
  return new IndexParts(
    edgeLists,
    new PersistentMap(),
    new PersistentMap(),
    new PersistentMap(),
    new PersistentMap(),
    new Lineage(version),
  );
}
