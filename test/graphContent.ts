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
