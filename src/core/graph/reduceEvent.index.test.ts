import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { agentSession, messySession, mixedStream } from "../../../test/arbitraries.js";
import { createGraph } from "./createGraph.js";
import type { Graph, GraphIndex } from "./Graph.js";
import type { GraphEvent } from "./GraphEvent.js";
import { reduceEvent } from "./reduceEvent.js";
import { reduceEvents } from "./reduceEvents.js";

function indexOf(graph: Graph): GraphIndex {
  if (!graph.index) throw new Error("expected a graph with an index");
  return graph.index;
}

/** What the index answers, found by scanning every node and edge of the graph. */
function scanned(graph: Graph) {
  const nodesByRun = new Map<string, string[]>();
  const attachments = new Map<string, string[]>();
  const summaryIds: string[] = [];
  for (const node of graph.nodes.values()) {
    nodesByRun.set(node.runId, [...(nodesByRun.get(node.runId) ?? []), node.id]);
    if (node.kind === "tool_result" || node.kind === "tool_progress" || node.kind === "relay")
      attachments.set(node.toolCallId, [...(attachments.get(node.toolCallId) ?? []), node.id]);
    if (node.kind === "summary") summaryIds.push(node.id);
  }
  return { nodesByRun, attachments, summaryIds, targets: new Map(graph.edges) };
}

/** What the index answers, asked about every run, call and edge source the graph holds. */
function answered(graph: Graph) {
  const index = indexOf(graph);
  const callIds = [...graph.nodes.values()].flatMap((node) =>
    node.kind === "tool_result" || node.kind === "tool_progress" || node.kind === "relay"
      ? [node.toolCallId]
      : [],
  );
  return {
    nodesByRun: new Map([...graph.runs.keys()].map((runId) => [runId, index.nodesOf(runId)])),
    attachments: new Map(callIds.map((callId) => [callId, index.attachmentsOf(callId)])),
    summaryIds: index.summaryIds(),
    targets: new Map([...graph.edges.keys()].map((source) => [source, index.targetsOf(source)])),
  };
}

describe("Graph.index", () => {
  it("answers what a scan of the graph finds, at every version", () => {
    fc.assert(
      fc.property(fc.oneof(agentSession, messySession, mixedStream), (events) => {
        let graph = createGraph();
        for (const event of events) {
          graph = reduceEvent(graph, event as GraphEvent);
          expect(answered(graph)).toEqual(scanned(graph));
        }
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it("gives lists that stay as they were while later versions grow", () => {
    fc.assert(
      fc.property(agentSession, (events) => {
        const half = events.length >> 1;
        const before = reduceEvents(createGraph(), events.slice(0, half));
        const held = answered(before);
        const copy = structuredClone(held);
        reduceEvents(before, events.slice(half));
        expect(held).toEqual(copy);
      }),
      { numRuns: 100 },
    );
  });

  it("gives a new list on each call, and empty ones for what the graph does not hold", () => {
    const graph = reduceEvents(createGraph(), [
      { type: "harness_start", runId: "a", agentId: "main" },
      { type: "text", id: "a:t", runId: "a", content: "Hi" },
    ]);
    const index = indexOf(graph);
    expect(index.nodesOf("a")).toEqual(["a:harness_start", "a:t"]);
    expect(index.nodesOf("a")).not.toBe(index.nodesOf("a"));
    expect(index.targetsOf("a:harness_start")).toEqual(["a:t"]);
    expect(index.nodesOf("missing")).toEqual([]);
    expect(index.attachmentsOf("missing")).toEqual([]);
    expect(index.targetsOf("missing")).toEqual([]);
  });

  it("keeps one summary list until a summary arrives or is discarded", () => {
    let graph = reduceEvents(createGraph(), [
      { type: "harness_start", runId: "a", agentId: "main" },
      { type: "text", id: "a:t", runId: "a", content: "Long answer" },
    ]);
    const none = indexOf(graph).summaryIds();
    expect(none).toEqual([]);
    graph = reduceEvent(graph, {
      type: "summary",
      id: "s",
      runId: "a",
      content: "…",
      covers: ["a:t"],
    });
    const one = indexOf(graph).summaryIds();
    expect(one).toEqual(["s"]);
    expect(one).not.toBe(none);
    expect(Object.isFrozen(one)).toBe(true);
    graph = reduceEvent(graph, { type: "text", id: "a:t2", runId: "a", content: "More" });
    expect(indexOf(graph).summaryIds()).toBe(one);
    graph = reduceEvent(graph, { type: "discard", runId: "a", ids: ["s"] });
    expect(indexOf(graph).summaryIds()).toEqual(["s"]);
    expect(indexOf(graph).summaryIds()).not.toBe(one);
  });

  it("lists the runs that began with no parent in the graph, in arrival order", () => {
    const graph = reduceEvents(createGraph(), [
      { type: "user", runId: "u", content: "Hi" },
      { type: "harness_start", runId: "a", agentId: "main", parentId: "u:user" },
      { type: "harness_start", runId: "late", agentId: "main", parentId: "not-yet" },
      { type: "harness_start", runId: "b", agentId: "main" },
    ]);
    expect(indexOf(graph).rootRunIds()).toEqual(["u", "late", "b"]);
  });

  it("shares one change log along a line of history, and starts another from an older graph", () => {
    const start = reduceEvents(createGraph(), [
      { type: "harness_start", runId: "a", agentId: "main" },
      { type: "harness_start", runId: "b", agentId: "main" },
    ]);
    const next = reduceEvent(start, { type: "text", id: "a:t", runId: "a", content: "Hi" });
    const changes = indexOf(start).changes;
    expect(indexOf(next).changes).toBe(changes);
    expect(changes.latestVersion).toBe(next.version);
    expect(changes.runsChangedBetween(start.version, next.version)).toEqual(new Set(["a"]));
    expect(changes.runsChangedBetween(start.version, next.version + 1)).toBeUndefined();
    const fork = reduceEvent(start, { type: "text", id: "b:t", runId: "b", content: "Hi" });
    expect(indexOf(fork).changes).not.toBe(changes);
    expect(changes.latestVersion).toBe(next.version);
  });
});
