import { describe, expect, it } from "vitest";
import { createGraph } from "../../graph/createGraph.js";
import type { Graph } from "../../graph/Graph.js";
import type { GraphEvent } from "../../graph/GraphEvent.js";
import { reduceEvent } from "../../graph/reduceEvent.js";
import { reduceEvents } from "../../graph/reduceEvents.js";
import type { ViewNode } from "../ViewNode.js";
import { projectThread } from "./projectThread.js";

function conversation(turns: number): GraphEvent[] {
  const events: GraphEvent[] = [];
  let parent: string | undefined;
  for (let turn = 0; turn < turns; turn++) {
    events.push({
      type: "user",
      runId: `u${turn}`,
      ...(parent && { parentId: parent }),
      content: `question ${turn}`,
    });
    const run = { runId: `a${turn}`, agentId: "main" };
    events.push({ type: "harness_start", ...run, parentId: `u${turn}:user` });
    events.push({ type: "text", id: `t${turn}`, ...run, content: `answer ${turn}` });
    events.push({ type: "tool_call", id: `c${turn}`, ...run, name: "agent", input: { turn } });
    events.push({
      type: "text",
      id: `s${turn}`,
      runId: `sub${turn}`,
      agentId: "helper",
      parentId: `c${turn}`,
      content: "sub",
    });
    events.push({ type: "tool_result", id: `c${turn}`, ...run, name: "agent", output: "done" });
    events.push({ type: "harness_end", ...run });
    parent = `a${turn}:harness_end`;
  }
  return events;
}

/** A fresh graph from the same events: a new history, so nothing earlier is reused. */
const fresh = (events: GraphEvent[]): Graph => reduceEvents(createGraph(), events);

/** Applies one more event, adds it to `events`, and checks the projection against a fresh one. */
function step(graph: Graph, events: GraphEvent[], event: GraphEvent): [Graph, readonly ViewNode[]] {
  const next = reduceEvent(graph, event);
  events.push(event);
  const views = projectThread(next);
  expect(views).toEqual(projectThread(fresh(events)));
  return [next, views];
}

/** The ids of the top-level views of `after` that are not the objects of `before`. */
const changedIds = (before: readonly ViewNode[], after: readonly ViewNode[]): string[] =>
  after.flatMap((view, index) => (view === before[index] ? [] : [view.id]));

describe("projectThread incremental", () => {
  it("equals a full projection after every event of a growing session", () => {
    const events = conversation(6);
    let graph = createGraph();
    for (let index = 0; index < events.length; index++) {
      graph = reduceEvent(graph, events[index] as GraphEvent);
      expect(projectThread(graph)).toEqual(projectThread(fresh(events.slice(0, index + 1))));
    }
  });

  it("keeps the identity of views in runs that did not change", () => {
    const events = conversation(5);
    const before = reduceEvents(createGraph(), events);
    const first = projectThread(before);
    const after = reduceEvent(before, {
      type: "text",
      id: "late",
      runId: "a4",
      agentId: "main",
      content: "more",
    });
    const second = projectThread(after);
    expect(second.length).toBe(first.length + 1);
    for (let index = 0; index < first.length; index++) expect(second[index]).toBe(first[index]);
  });

  it("rebuilds only the views a change inside a subagent reaches", () => {
    const before = reduceEvents(createGraph(), conversation(3));
    const first = projectThread(before);
    const after = reduceEvent(before, { type: "text", id: "s1", runId: "sub1", content: " more" });
    const second = projectThread(after);
    expect(changedIds(first, second)).toEqual(["c1"]);
    expect(second[second.findIndex((view) => view.id === "c1")]?.branches[0]?.[0]?.content).toEqual(
      {
        kind: "text",
        text: "sub more",
      },
    );
  });

  it("projects an older graph of the same history correctly after a newer one", () => {
    const events = conversation(3);
    const older = reduceEvents(createGraph(), events.slice(0, 10));
    const newer = reduceEvents(older, events.slice(10));
    expect(projectThread(newer)).toEqual(projectThread(fresh(events)));
    expect(projectThread(older)).toEqual(projectThread(fresh(events.slice(0, 10))));
  });

  it("projects a branch of history without disturbing the original line", () => {
    const events = conversation(2);
    const base = reduceEvents(createGraph(), events);
    const line = reduceEvent(base, { type: "text", id: "x", runId: "a1", content: "line" });
    projectThread(line);
    const branch = reduceEvent(base, { type: "text", id: "y", runId: "a1", content: "branch" });
    expect(projectThread(branch)).toEqual(
      projectThread(fresh([...events, { type: "text", id: "y", runId: "a1", content: "branch" }])),
    );
    const lineAgain = reduceEvent(line, { type: "text", id: "z", runId: "a1", content: "!" });
    expect(projectThread(lineAgain)).toEqual(
      projectThread(
        fresh([
          ...events,
          { type: "text", id: "x", runId: "a1", content: "line" },
          { type: "text", id: "z", runId: "a1", content: "!" },
        ]),
      ),
    );
  });

  it("follows a new alternative choice passed as new options", () => {
    const graph = reduceEvents(createGraph(), [
      ...conversation(2),
      { type: "text", id: "regen", runId: "a0b", parentId: "u0:user", content: "again" },
    ]);
    expect(
      projectThread(graph)
        .map((view) => view.id)
        .slice(0, 3),
    ).toEqual(["u0:user", "t0", "c0"]);
    expect(projectThread(graph, { active: { "u0:user": "a0b" } }).map((view) => view.id)).toEqual([
      "u0:user",
      "regen",
    ]);
  });

  it("replaces only the views on the way up from a chunk streamed three subagents deep", () => {
    const events: GraphEvent[] = [
      ...conversation(2),
      { type: "tool_call", id: "d1", runId: "sub1", name: "agent", input: {} },
      { type: "text", id: "x2", runId: "deep2", parentId: "d1", content: "two" },
      { type: "tool_call", id: "d2", runId: "deep2", name: "agent", input: {} },
      { type: "text", id: "x3", runId: "deep3", parentId: "d2", content: "three" },
      { type: "text", id: "x3b", runId: "deep3b", parentId: "d2", content: "sibling" },
    ];
    let graph = reduceEvents(createGraph(), events);
    let before = projectThread(graph);
    let text = "three";
    for (const chunk of [" more", " and more", "!"]) {
      let after: readonly ViewNode[];
      [graph, after] = step(graph, events, {
        type: "text",
        id: "x3",
        runId: "deep3",
        content: chunk,
      });
      expect(changedIds(before, after)).toEqual(["c1"]);
      const c1 = (list: readonly ViewNode[]) => list.find((view) => view.id === "c1") as ViewNode;
      const [s1, d1] = c1(after).branches[0] as ViewNode[];
      const [s1Before, d1Before] = c1(before).branches[0] as ViewNode[];
      expect(s1).toBe(s1Before);
      expect(d1).not.toBe(d1Before);
      const [x2, d2] = (d1 as ViewNode).branches[0] as ViewNode[];
      expect(x2).toBe(d1Before?.branches[0]?.[0]);
      expect(d2?.branches[1]).toBe(d1Before?.branches[0]?.[1]?.branches[1]);
      text += chunk;
      expect(d2?.branches[0]?.[0]?.content).toEqual({ kind: "text", text });
      before = after;
    }
  });

  it("streams into a merged text view and a view other runs hang from", () => {
    const events: GraphEvent[] = [
      { type: "user", runId: "u", content: "hi" },
      { type: "text", id: "a1", runId: "a", parentId: "u:user", content: "one" },
      { type: "usage", runId: "a", inputTokens: 1, outputTokens: 1 },
      { type: "text", id: "a2", runId: "a", content: "two" },
      { type: "text", id: "b1", runId: "b", parentId: "a2", content: "next" },
      { type: "text", id: "c1", runId: "c", parentId: "a2", content: "other" },
    ];
    let graph = reduceEvents(createGraph(), events);
    projectThread(graph);
    const chunks = [
      ["a1", "a"],
      ["a2", "a"],
      ["a2", "a"],
      ["c1", "c"],
      ["b1", "b"],
    ] as const;
    for (const [id, runId] of chunks)
      [graph] = step(graph, events, { type: "text", id, runId, content: "+" });
  });

  it("keeps a streamed chunk when a later change rebuilds the runs before it", () => {
    const events = conversation(3);
    let graph = reduceEvents(createGraph(), events);
    projectThread(graph);
    const later: GraphEvent[] = [
      { type: "text", id: "s2", runId: "sub2", content: " streamed" },
      { type: "text", id: "late", runId: "a0", agentId: "main", content: "late" },
      { type: "text", id: "s1", runId: "sub1", content: " too" },
      { type: "text", id: "t0", runId: "a0", content: " again" },
    ];
    for (const event of later) [graph] = step(graph, events, event);
  });

  it("replaces only the views on the way up from a tool input streamed inside a subagent", () => {
    const events = conversation(2);
    const call = { type: "tool_call", id: "w", runId: "sub1", name: "write_file" } as const;
    events.push({ ...call, input: { path: "a" }, partial: true });
    let graph = reduceEvents(createGraph(), events);
    let before = projectThread(graph);
    const inputs = [{ path: "a.ts" }, { path: "a.ts", text: "x" }, { path: "a.ts", text: "xy" }];
    inputs.forEach((input, index) => {
      const partial = index < inputs.length - 1;
      let after: readonly ViewNode[];
      [graph, after] = step(graph, events, { ...call, input, ...(partial && { partial }) });
      expect(changedIds(before, after)).toEqual(["c1"]);
      const subBefore = before.find((view) => view.id === "c1")?.branches[0] as ViewNode[];
      const sub = after.find((view) => view.id === "c1")?.branches[0] as ViewNode[];
      expect(sub[0]).toBe(subBefore[0]);
      expect(sub[1]?.content).toMatchObject({ input, state: partial ? "pending" : "running" });
      before = after;
    });
  });

  it("keeps every view when a partial tool input is sent again unchanged", () => {
    const events: GraphEvent[] = [
      ...conversation(2),
      { type: "tool_call", id: "w", runId: "sub1", name: "bash", input: "ls", partial: true },
    ];
    let graph = reduceEvents(createGraph(), events);
    const before = projectThread(graph);
    graph = reduceEvent(graph, events.at(-1) as GraphEvent);
    const after = projectThread(graph);
    // The run that changed is assembled again; its views are the ones shown before.
    expect(after).toHaveLength(before.length);
    for (const [index, view] of after.entries()) expect(view).toBe(before[index]);
    expect(after).toEqual(projectThread(fresh([...events, events.at(-1) as GraphEvent])));
  });
});
