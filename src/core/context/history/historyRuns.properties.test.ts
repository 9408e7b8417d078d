import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { agentSession, messySession } from "../../../../test/arbitraries.js";
import { createGraph } from "../../graph/createGraph.js";
import type { Graph } from "../../graph/Graph.js";
import type { GraphEvent } from "../../graph/GraphEvent.js";
import { reduceEvent } from "../../graph/reduceEvent.js";
import { reduceEvents } from "../../graph/reduceEvents.js";
import { GraphView } from "../../projections/GraphView.js";
import { projectMessageEntries } from "../../projections/messages/projectMessages.js";
import { createContextPolicy } from "../ContextPolicy.js";
import { tokenCounter } from "../estimateTokens.js";
import { filterKinds } from "./contextHistory.js";
import { historyRuns } from "./historyRuns.js";
import type { HistoryKinds } from "./RunTallies.js";
import { sweepHistoryRuns } from "./sweepHistoryRuns.js";
import { HistoryMismatch, TailHistory } from "./TailHistory.js";
import { type HistoryRuns, stackOf, walkHistoryRuns } from "./walkHistoryRuns.js";

/** Runs linked every which way, parents named before they arrive, and loops of runs. */
const tangledSession: fc.Arbitrary<GraphEvent[]> = fc.array(
  fc
    .record(
      {
        type: fc.constantFrom("text", "tool_call", "user", "reasoning"),
        id: fc.constantFrom("n0", "n1", "n2", "n3", "n4"),
        runId: fc.constantFrom("A", "B", "C", "D"),
        parentId: fc.option(fc.constantFrom("n0", "n1", "n2", "n3", "A:user", "C:user"), {
          nil: undefined,
        }),
      },
      { noNullPrototype: true },
    )
    .map(({ type, id, runId, parentId }): GraphEvent => {
      const linked = parentId === undefined ? {} : { parentId };
      if (type === "user") return { type, runId, ...linked, content: `ask ${id}` };
      if (type === "tool_call") return { type, id, runId, ...linked, name: "look", input: {} };
      return { type, id, runId, ...linked, content: `${type} ${id}` };
    }),
  { maxLength: 14 },
);

const counter = tokenCounter(createContextPolicy());
const sessions = fc.oneof(agentSession, messySession, tangledSession);
const kindsArbitrary: fc.Arbitrary<HistoryKinds> = fc.record({
  text: fc.boolean(),
  tools: fc.boolean(),
  reasoning: fc.boolean(),
});

function wholeHistory(graph: Graph, kinds: HistoryKinds) {
  const entries = projectMessageEntries(graph, { includeReasoning: kinds.reasoning });
  return filterKinds(entries, kinds);
}

function walked(graph: Graph, kinds: HistoryKinds): HistoryRuns {
  const view = new GraphView(graph);
  const roots = view.roots().filter((runId) => view.run(runId)?.parentId === undefined);
  const runs: HistoryRuns = { runIds: [], ends: [], rests: [], built: [] };
  walkHistoryRuns(view, stackOf(roots), kinds, runs);
  return runs;
}

/** Reads every message of the counted history; throws if a run's count was wrong. */
function readAll(graph: Graph, runs: HistoryRuns, kinds: HistoryKinds) {
  const history = new TailHistory(new GraphView(graph), runs, kinds, counter);
  return Array.from({ length: history.length }, (_, index) => history.at(index));
}

describe("historyRuns (properties)", () => {
  it("sweeps a graph made by the reducer into the runs and counts a walk finds", () => {
    fc.assert(
      fc.property(sessions, kindsArbitrary, (events, kinds) => {
        const graph = reduceEvents(createGraph(), events);
        const swept = sweepHistoryRuns(new GraphView(graph), kinds);
        const walk = walked(graph, kinds);
        expect(swept && { runIds: swept.runIds, ends: swept.ends }).toEqual({
          runIds: walk.runIds,
          ends: walk.ends,
        });
      }),
      { numRuns: 300 },
    );
  });

  it("counts exactly the messages the whole history has, read from the end or the start", () => {
    fc.assert(
      fc.property(sessions, kindsArbitrary, (events, kinds) => {
        const graph = reduceEvents(createGraph(), events);
        const view = new GraphView(graph);
        const whole = wholeHistory(graph, kinds);
        expect(readAll(graph, historyRuns(view, kinds, true), kinds)).toEqual(whole);
        const history = new TailHistory(view, walked(graph, kinds), kinds, counter);
        const fromEnd = whole.map((_, index) => history.at(whole.length - 1 - index)).reverse();
        expect(fromEnd).toEqual(whole);
      }),
      { numRuns: 300 },
    );
  });

  it("redoes only what changed as the graph grows, and ends where a fresh count does", () => {
    fc.assert(
      fc.property(sessions, kindsArbitrary, (events, kinds) => {
        let graph = createGraph();
        for (const event of events) {
          graph = reduceEvent(graph, event);
          const runs = historyRuns(new GraphView(graph), kinds, true);
          const walk = walked(graph, kinds);
          expect({ runIds: runs.runIds, ends: runs.ends }).toEqual({
            runIds: walk.runIds,
            ends: walk.ends,
          });
          expect(readAll(graph, runs, kinds)).toEqual(wholeHistory(graph, kinds));
        }
      }),
      { numRuns: 80 },
    );
  }, 20_000);

  it("keeps the counted flow of the newest graph and resumes it in place", () => {
    const events: GraphEvent[] = [
      { type: "user", runId: "u0", content: "hi" },
      { type: "text", id: "t0", runId: "a0", parentId: "u0:user", content: "hello" },
    ];
    const kinds = { text: true, tools: true, reasoning: false };
    const first = reduceEvents(createGraph(), events);
    const runs = historyRuns(new GraphView(first), kinds, true);
    const next = reduceEvent(first, { type: "text", id: "t1", runId: "a0", content: "!" });
    expect(historyRuns(new GraphView(next), kinds, true)).toBe(runs);
    expect(runs.runIds).toEqual(["u0", "a0"]);
  });

  it("says when a run gives another number of messages than counted", () => {
    const graph = reduceEvents(createGraph(), [{ type: "user", runId: "u0", content: "hi" }]);
    const kinds = { text: true, tools: true, reasoning: false };
    const wrong: HistoryRuns = { runIds: ["u0"], ends: [2], rests: [undefined], built: [] };
    const history = new TailHistory(new GraphView(graph), wrong, kinds, counter);
    expect(() => history.at(0)).toThrow(HistoryMismatch);
  });
});
