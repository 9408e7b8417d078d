import type { RunInfo } from "./Graph.js";

/**
 * Builds run info with every field present and in one order, so all of them share one
 * shape (object spread is many times slower than this on the reducer's hot path).
 * @internal
 */
export function runInfo(run: RunInfo, changes: Partial<RunInfo>): RunInfo {
  return {
    runId: run.runId,
    agentId: "agentId" in changes ? changes.agentId : run.agentId,
    parentId: run.parentId,
    firstNodeId: run.firstNodeId,
    containerId: "containerId" in changes ? changes.containerId : run.containerId,
    nodeCount: changes.nodeCount ?? run.nodeCount,
    usageCount: changes.usageCount ?? run.usageCount,
    relayCount: changes.relayCount ?? run.relayCount,
    ended: changes.ended ?? run.ended,
    version: changes.version ?? run.version,
  };
}

/** Run info at a new version, everything else kept: the most frequent copy, spelled out. @internal */
export function runAtVersion(run: RunInfo, version: number): RunInfo {
  return {
    runId: run.runId,
    agentId: run.agentId,
    parentId: run.parentId,
    firstNodeId: run.firstNodeId,
    containerId: run.containerId,
    nodeCount: run.nodeCount,
    usageCount: run.usageCount,
    relayCount: run.relayCount,
    ended: run.ended,
    version,
  };
}

/** Run info after one more node, of kind `kind`, arrived at `version`. @internal */
export function runWithNode(
  run: RunInfo,
  kind: string,
  agentId: string | undefined,
  version: number,
): RunInfo {
  return {
    runId: run.runId,
    agentId: run.agentId ?? agentId,
    parentId: run.parentId,
    firstNodeId: run.firstNodeId,
    containerId: run.containerId,
    nodeCount: run.nodeCount + 1,
    usageCount: kind === "usage" ? run.usageCount + 1 : run.usageCount,
    relayCount: kind === "relay" ? run.relayCount + 1 : run.relayCount,
    ended: run.ended || kind === "harness_end",
    version,
  };
}
