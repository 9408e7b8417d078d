import type { Graph, Node } from "../../src/index.js";

/** The graph's nodes of one kind, in the order they were added. */
export function nodesOf<Kind extends Node["kind"]>(graph: Graph, kind: Kind) {
  return [...graph.nodes.values()].filter(
    (node): node is Extract<Node, { kind: Kind }> => node.kind === kind,
  );
}

/** Each tool result: the call it answers and its output. */
export function resultsOf(graph: Graph) {
  return nodesOf(graph, "tool_result").map(({ toolCallId, output }) => ({ toolCallId, output }));
}

/** Each run's failure: its run, words and code. */
export function errorsOf(graph: Graph) {
  return nodesOf(graph, "error").map(({ runId, message, code }) => ({ runId, message, code }));
}
