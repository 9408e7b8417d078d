import type { Graph } from "../src/index.js";

/** What a graph holds through its public surface, as plain arrays for deep comparison. */
export function graphContent(graph: Graph) {
  return {
    nodes: [...graph.nodes],
    edges: [...graph.edges],
    lastNodeByRunId: [...graph.lastNodeByRunId],
    runs: [...graph.runs],
    diagnostics: graph.diagnostics,
    highestSeq: graph.highestSeq,
    version: graph.version,
  };
}

/**
 * The same graph made of plain `Map`s, as an app might build one by hand: projections then
 * index it themselves instead of using the reducer's index.
 */
export function plainGraph(graph: Graph): Graph {
  return {
    nodes: new Map(graph.nodes),
    edges: new Map(graph.edges),
    lastNodeByRunId: new Map(graph.lastNodeByRunId),
    runs: new Map(graph.runs),
    diagnostics: [],
    highestSeq: undefined,
    version: graph.version,
  };
}
