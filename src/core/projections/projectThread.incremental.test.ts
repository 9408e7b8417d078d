import { describe, expect, it } from "vitest";
import { createGraph } from "../createGraph.js";
import type { Graph } from "../Graph.js";
import type { GraphEvent } from "../GraphEvent.js";
import { reduceEvent } from "../reduceEvent.js";
import { reduceEvents } from "../reduceEvents.js";
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
    const changed = second.flatMap((view, index) => (view === first[index] ? [] : [view.id]));
    expect(changed).toEqual(["c1"]);
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
});
