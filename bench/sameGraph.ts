import type { Node } from "../src/index.js";

/** The parts of a graph every reducer in this benchmark keeps. */
export interface GraphLike {
  readonly nodes: ReadonlyMap<string, Node>;
  readonly edges: ReadonlyMap<string, readonly string[]>;
  readonly lastNodeByRunId: ReadonlyMap<string, string>;
  readonly runs?: ReadonlyMap<string, object>;
}

const RUN_FIELDS = ["agentId", "parentId", "firstNodeId", "nodeCount", "usageCount"] as const;

function sameKeys(
  name: string,
  a: ReadonlyMap<string, unknown>,
  b: ReadonlyMap<string, unknown>,
): string | undefined {
  if (a.size !== b.size) return `${name}: ${a.size} entries vs ${b.size}`;
  const keys = b.keys();
  for (const key of a.keys()) {
    const other = keys.next().value;
    if (key !== other) return `${name}: key ${key} where the other has ${other} (insertion order)`;
  }
  return undefined;
}

function nodeDifference(id: string, expected: Node, actual: Node | undefined): string | undefined {
  if (!actual) return `node ${id} missing`;
  for (const [field, value] of Object.entries(expected)) {
    if (value === undefined) continue;
    const other = (actual as unknown as Record<string, unknown>)[field];
    if (other !== value) return `node ${id}.${field} differs`;
  }
  return undefined;
}

/**
 * The differences (at most `limit`) between a baseline graph and threadline's: node ids in
 * insertion order and every field the baseline set, edges, last nodes and run counters.
 */
export function graphDifferences(expected: GraphLike, actual: GraphLike, limit = 5): string[] {
  const found: string[] = [];
  const push = (difference: string | undefined) => {
    if (difference !== undefined && found.length < limit) found.push(difference);
  };
  push(sameKeys("nodes", expected.nodes, actual.nodes));
  for (const [id, node] of expected.nodes) push(nodeDifference(id, node, actual.nodes.get(id)));
  push(sameKeys("edges", expected.edges, actual.edges));
  for (const [source, targets] of expected.edges) {
    const other = actual.edges.get(source) ?? [];
    if (
      targets.length !== other.length ||
      targets.some((target, index) => other[index] !== target)
    ) {
      push(`edges from ${source}: [${targets.join(", ")}] vs [${other.join(", ")}]`);
    }
  }
  push(sameKeys("lastNodeByRunId", expected.lastNodeByRunId, actual.lastNodeByRunId));
  for (const [runId, last] of expected.lastNodeByRunId) {
    if (actual.lastNodeByRunId.get(runId) !== last) push(`lastNodeByRunId ${runId} differs`);
  }
  if (expected.runs && actual.runs) {
    push(sameKeys("runs", expected.runs, actual.runs));
    for (const [runId, run] of expected.runs) {
      const other = actual.runs.get(runId) as Record<string, unknown> | undefined;
      for (const field of RUN_FIELDS) {
        const value = (run as Record<string, unknown>)[field];
        if (value !== undefined && other?.[field] !== value) push(`runs ${runId}.${field} differs`);
      }
    }
  }
  return found;
}
