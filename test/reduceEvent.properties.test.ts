import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createGraph,
  DIAGNOSTICS_LIMIT,
  type Graph,
  type GraphEvent,
  reduceEvent,
  reduceEvents,
} from "../src/index.js";
import {
  agentSession,
  anyInput,
  eventsByType,
  messySession,
  mixedStream,
  pooledEvent,
} from "./arbitraries.js";

const noisyGraph = reduceEvents(
  createGraph(),
  Array.from({ length: DIAGNOSTICS_LIMIT - 2 }, () => null as unknown as GraphEvent),
);

function hasCycle(graph: Graph): boolean {
  const state = new Map<string, "open" | "done">();
  for (const root of graph.edges.keys()) {
    if (state.has(root)) continue;
    const stack: [string, number][] = [[root, 0]];
    state.set(root, "open");
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as [string, number];
      const targets = graph.edges.get(top[0]) ?? [];
      if (top[1] === targets.length) {
        state.set(top[0], "done");
        stack.pop();
        continue;
      }
      const next = targets[top[1]++] as string;
      if (state.get(next) === "open") return true;
      if (!state.has(next)) {
        state.set(next, "open");
        stack.push([next, 0]);
      }
    }
  }
  return false;
}

function check(holds: boolean, message: () => string): void {
  if (!holds) throw new Error(message());
}

function expectInvariants(graph: Graph, before: Graph): void {
  const keys = [...graph.nodes.keys()];
  const oldKeys = [...before.nodes.keys()];
  check(
    oldKeys.every((key, index) => keys[index] === key),
    () => `node keys ${keys} do not start with the previous keys ${oldKeys}`,
  );
  for (const [id, node] of graph.nodes) check(node.id === id, () => `node ${node.id} under ${id}`);

  const pendingParents = new Set([...graph.runs.values()].map((run) => run.parentId));
  const incoming = new Set<string>();
  for (const [source, targets] of graph.edges) {
    check(
      graph.nodes.has(source) || pendingParents.has(source),
      () => `edge source ${source} is neither a node nor a pending parent`,
    );
    for (const target of targets) {
      check(graph.nodes.has(target), () => `edge target ${target} is not a node`);
      check(target !== source, () => `self-loop on ${source}`);
      check(!incoming.has(target), () => `${target} has two incoming edges`);
      incoming.add(target);
    }
  }
  for (const [source, targets] of before.edges) {
    const after = graph.edges.get(source) ?? [];
    check(
      targets.every((target, index) => after[index] === target),
      () => `edges of ${source} went from ${targets} to ${after}`,
    );
  }
  check(!hasCycle(graph), () => "the edges close a cycle");

  for (const [runId, nodeId] of graph.lastNodeByRunId) {
    check(
      graph.nodes.get(nodeId)?.runId === runId,
      () => `last node ${nodeId} of ${runId} is not a node of that run`,
    );
  }
  check(graph.diagnostics.length <= DIAGNOSTICS_LIMIT, () => "too many diagnostics");

  const relayCounts = new Map<string, number>();
  for (const node of graph.nodes.values())
    if (node.kind === "relay") relayCounts.set(node.runId, (relayCounts.get(node.runId) ?? 0) + 1);
  for (const run of graph.runs.values())
    check(
      run.relayCount === (relayCounts.get(run.runId) ?? 0),
      () =>
        `run ${run.runId} counts ${run.relayCount} relays, has ${relayCounts.get(run.runId) ?? 0}`,
    );

  const usageCounts = new Map<string, number>();
  for (const node of graph.nodes.values()) {
    if (node.kind !== "usage") continue;
    const count = (usageCounts.get(node.runId) ?? 0) + 1;
    usageCounts.set(node.runId, count);
    check(
      node.id === `${node.runId}:usage:${count}`,
      () => `usage ${node.id} is not number ${count}`,
    );
  }
}

describe("reduceEvent", () => {
  it("never throws and keeps every invariant after each event of a messy session with any input mixed in", () => {
    fc.assert(
      fc.property(mixedStream, fc.boolean(), (stream, noisy) => {
        let graph = noisy ? noisyGraph : createGraph();
        for (const input of stream) {
          const next = reduceEvent(graph, input as GraphEvent);
          expectInvariants(next, graph);
          graph = next;
        }
      }),
      { numRuns: 100 },
    );
  });

  it("never throws and keeps every invariant for any sequence of pooled, malformed and hostile inputs", () => {
    fc.assert(
      fc.property(fc.array(anyInput, { maxLength: 60 }), fc.boolean(), (inputs, noisy) => {
        let graph = noisy ? noisyGraph : createGraph();
        for (const input of inputs) {
          const next = reduceEvent(graph, input as GraphEvent);
          expectInvariants(next, graph);
          graph = next;
        }
      }),
      { numRuns: 200 },
    );
  });

  it("never throws and keeps every invariant when pooled events collide on ids, kinds, runs and parents", () => {
    fc.assert(
      fc.property(fc.array(pooledEvent, { minLength: 20, maxLength: 80 }), (events) => {
        let graph = createGraph();
        for (const event of events) {
          const next = reduceEvent(graph, event);
          expectInvariants(next, graph);
          graph = next;
        }
      }),
      { numRuns: 150 },
    );
  });

  it("keeps the identity of every node and edge list the event did not touch", () => {
    fc.assert(
      fc.property(mixedStream, (stream) => {
        let graph = createGraph();
        for (const input of stream) {
          const next = reduceEvent(graph, input as GraphEvent);
          const changed = [...graph.nodes].filter(([id, node]) => next.nodes.get(id) !== node);
          const added = [...next.nodes.keys()].filter((id) => !graph.nodes.has(id));
          // Only an applied event changes nodes: reading its fields then cannot throw.
          const discard = changed.length > 0 ? (input as { type?: unknown; ids?: unknown }) : {};
          if (discard.type === "discard") {
            // A discard changes each node it names into a copy marked discarded, and adds none.
            check(added.length === 0, () => `discard added ${added}`);
            for (const [id, node] of changed) {
              check(
                Array.isArray(discard.ids) && discard.ids.includes(id),
                () => `${id} changed, not named by the discard`,
              );
              expect(next.nodes.get(id)).toEqual({ ...node, discarded: true });
            }
          } else {
            check(changed.length + added.length <= 1, () => `${changed} changed, ${added} added`);
          }
          if (changed.length === 1) {
            const { id, relayId, ids } = input as {
              id?: unknown;
              relayId?: unknown;
              ids?: unknown;
            };
            const named = [id, relayId, ...(Array.isArray(ids) ? ids : [])];
            check(named.includes(changed[0]?.[0]), () => `${changed[0]?.[0]} changed`);
          }
          for (const [source, targets] of graph.edges) {
            const after = next.edges.get(source);
            if (after?.length === targets.length) {
              check(after === targets, () => `edge list of ${source} was copied`);
            }
          }
          graph = next;
        }
      }),
      { numRuns: 100 },
    );
  });

  it("returns the same graph for an exact repeat of a non-streaming event without seq", () => {
    const nonStreaming = fc.oneof(
      eventsByType.tool_call.map((event) => ({ ...event, partial: false })),
      eventsByType.tool_result,
      eventsByType.tool_progress,
      eventsByType.relay,
      eventsByType.relay_resolved,
      eventsByType.harness_start,
      eventsByType.harness_end,
      eventsByType.error,
      eventsByType.user,
      eventsByType.summary,
      eventsByType.connected,
      eventsByType.discard,
    );
    const nodeIdOf = (event: GraphEvent): string | undefined => {
      switch (event.type) {
        case "tool_result":
          return `${event.id}:result`;
        case "harness_start":
        case "harness_end":
        case "error":
        case "user":
          return `${event.runId}:${event.type}`;
        case "relay_resolved":
          return event.relayId;
        case "connected":
        case "discard":
          return undefined;
        default:
          return "id" in event ? event.id : undefined;
      }
    };
    let repeats = 0;
    fc.assert(
      fc.property(messySession, nonStreaming, (session, event) => {
        const first = reduceEvent(reduceEvents(createGraph(), session), event);
        const id = nodeIdOf(event);
        const node = id === undefined ? undefined : first.nodes.get(id);
        const kind = event.type === "relay_resolved" ? "relay" : event.type;
        if (id !== undefined && node?.kind !== kind) return;
        if (event.type === "relay_resolved" && node?.kind === "relay") {
          if (node.decision !== event.decision) return;
        }
        // An event naming a discarded node is rejected and noted each time it comes (a call
        // discarded while partial, then sent whole under the same id).
        if (node?.discarded === true) return;
        // A discard naming no node of its run is noted each time it comes.
        if (
          event.type === "discard" &&
          event.ids.some((id) => first.nodes.get(id)?.runId !== event.runId)
        )
          return;
        repeats++;
        expect(reduceEvent(first, event)).toBe(first);
        expect(reduceEvent(first, structuredClone(event))).toBe(first);
        expect(reduceEvents(first, [event, event])).toBe(first);
      }),
      { numRuns: 200 },
    );
    expect(repeats).toBeGreaterThan(100);
  });

  it("returns the same graph for an empty chunk appended to an existing stream", () => {
    fc.assert(
      fc.property(agentSession, fc.constantFrom("text", "reasoning"), (session, type) => {
        const graph = reduceEvents(createGraph(), session);
        for (const node of graph.nodes.values()) {
          if (node.kind !== type) continue;
          const chunk = { type, id: node.id, runId: node.runId, content: "" } as GraphEvent;
          expect(reduceEvent(graph, chunk)).toBe(graph);
        }
      }),
      { numRuns: 100 },
    );
  });

  it("returns the same graph for a connected event without seq", () => {
    fc.assert(
      fc.property(mixedStream, (stream) => {
        const graph = reduceEvents(createGraph(), stream as GraphEvent[]);
        expect(reduceEvent(graph, { type: "connected" })).toBe(graph);
      }),
      { numRuns: 50 },
    );
  });
});

describe("reduceEvents", () => {
  it("never throws and keeps every invariant for any stream, applied as one batch", () => {
    fc.assert(
      fc.property(mixedStream, fc.boolean(), (stream, noisy) => {
        const start = noisy ? noisyGraph : createGraph();
        expectInvariants(reduceEvents(start, stream as GraphEvent[]), start);
      }),
      { numRuns: 150 },
    );
  });

  it("never throws for an events argument that is not an iterable of events", () => {
    const throwingIterable = (events: unknown[], after: number): Iterable<GraphEvent> => ({
      *[Symbol.iterator]() {
        yield* events.slice(0, after) as GraphEvent[];
        throw new Error("stream broke");
      },
    });
    const weird = fc.oneof(
      fc.constantFrom(null, undefined, 5, {}, "text", { length: 2, 0: { type: "connected" } }),
      fc
        .tuple(fc.array(anyInput, { maxLength: 6 }), fc.nat(6))
        .map(([events, after]) => throwingIterable(events, after)),
      fc.array(anyInput, { maxLength: 6 }).map((events) => new Set(events)),
    );
    fc.assert(
      fc.property(agentSession, weird, (session, events) => {
        const start = reduceEvents(createGraph(), session);
        expectInvariants(reduceEvents(start, events as Iterable<GraphEvent>), start);
      }),
      { numRuns: 150 },
    );
  });
});
