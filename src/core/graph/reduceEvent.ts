import type { Graph } from "./Graph.js";
import type { GraphEvent } from "./GraphEvent.js";
import { applyAlone } from "./reducer/applyAlone.js";
import { applyCommon } from "./reducer/applyCommon.js";

/**
 * Applies one event and returns the new graph; the input graph is never changed. Pure and
 * deterministic, and never throws: a rejected event leaves the graph as it was apart from
 * a diagnostic, and a no-op returns the same graph.
 * @example
 * let graph = createGraph();
 * graph = reduceEvent(graph, { type: "text", id: "t1", runId: "r1", agentId: "main", content: "Hi" });
 */
export function reduceEvent(graph: Graph, event: GraphEvent): Graph {
  try {
    return applyCommon(graph, event) ?? applyAlone(graph, event);
  } catch {
    // A getter that throws on the fast path's read takes the general path, which reports it.
    return applyAlone(graph, event);
  }
}
