import { describe, expect, it } from "vitest";
import { createGraph } from "../../graph/createGraph.js";
import type { GraphEvent } from "../../graph/GraphEvent.js";
import { reduceEvent } from "../../graph/reduceEvent.js";
import { reduceEvents } from "../../graph/reduceEvents.js";
import type { ViewNode } from "../ViewNode.js";
import { projectThread } from "./projectThread.js";

const start: GraphEvent[] = [
  { type: "user", runId: "u1", content: "Look it up" },
  { type: "text", id: "t1", runId: "r1", parentId: "u1:user", content: "Looking" },
  { type: "tool_call", id: "c1", runId: "r1", name: "search", input: {} },
  { type: "tool_call", id: "c2", runId: "r1", name: "fetch", input: {} },
];

const ids = (views: readonly ViewNode[]) => views.map((view) => view.id);

/** Runs a change a caller could try; a frozen list throws in strict mode. */
function attempt(change: () => unknown): void {
  try {
    change();
  } catch {
    // Refused: the cache stays as it was.
  }
}

describe("projectThread", () => {
  it("projects the next graph as if the previous list had not been reversed", () => {
    const graph = reduceEvents(createGraph(), start);
    const views = projectThread(graph);
    attempt(() => (views as ViewNode[]).reverse());
    const next = reduceEvent(graph, {
      type: "tool_result",
      id: "c2",
      runId: "r1",
      name: "fetch",
      output: 1,
    });
    expect(ids(projectThread(next))).toEqual(["u1:user", "t1", "c1", "c2"]);
  });

  it("projects a streamed chunk as if the previous list had not been reversed", () => {
    const graph = reduceEvents(createGraph(), start.slice(0, 3));
    attempt(() => (projectThread(graph) as ViewNode[]).reverse());
    const next = reduceEvent(graph, { type: "text", id: "t1", runId: "r1", content: " more" });
    expect(ids(projectThread(next))).toEqual(["u1:user", "t1", "c1"]);
  });

  it("refuses changes to the list and views it returns, their content and branches", () => {
    const graph = reduceEvents(createGraph(), [
      ...start,
      { type: "harness_start", runId: "s1", agentId: "sub", parentId: "c1" },
      { type: "text", id: "s1.t", runId: "s1", agentId: "sub", content: "Found" },
    ]);
    const views = projectThread(graph);
    expect(() => (views as ViewNode[]).reverse()).toThrow(TypeError);
    const call = views[2] as ViewNode & { content: { name: string } };
    expect(Object.isFrozen(call)).toBe(true);
    expect(() => {
      call.content.name = "changed";
    }).toThrow(TypeError);
    expect(() => (call.branches as ViewNode[][]).push([])).toThrow(TypeError);
    expect(() => (call.branches[0] as ViewNode[]).splice(0, 1)).toThrow(TypeError);
    expect(() => (call.nodeIds as string[]).push("x")).toThrow(TypeError);
    expect(projectThread(graph)[2]).toBe(call);
  });

  it("keeps returning the same list for the same graph", () => {
    const graph = reduceEvents(createGraph(), start);
    expect(projectThread(graph)).toBe(projectThread(graph));
  });
});
