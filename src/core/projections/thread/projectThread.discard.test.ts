import { describe, expect, it } from "vitest";
import { plainGraph } from "../../../../test/graphContent.js";
import { createGraph } from "../../graph/createGraph.js";
import type { Graph } from "../../graph/Graph.js";
import type { GraphEvent } from "../../graph/GraphEvent.js";
import { reduceEvent } from "../../graph/reduceEvent.js";
import { reduceEvents } from "../../graph/reduceEvents.js";
import type { ViewNode } from "../ViewNode.js";
import { projectThread } from "./projectThread.js";

const run = { runId: "r1", agentId: "main" };
const user: GraphEvent = { type: "user", runId: "u1", content: "Clean up." };
const relay = (id: string, runId: string, toolCallId: string): GraphEvent => ({
  type: "relay",
  kind: "permission",
  id,
  runId,
  toolCallId,
  tool: "rm",
  params: {},
});

/** A step that calls `rm` (asked for, with progress, a subagent and a result) between two texts. */
const discardedStep: GraphEvent[] = [
  user,
  { type: "harness_start", ...run, parentId: "u1:user" },
  { type: "text", id: "t1", ...run, content: "Deleting " },
  { type: "tool_call", id: "c1", ...run, name: "rm", input: { path: "a.t" } },
  relay("q1", "r1", "c1"),
  { type: "tool_progress", id: "p1", ...run, toolCallId: "c1", name: "rm", content: "…" },
  { type: "text", id: "s1", runId: "sub", agentId: "helper", parentId: "c1", content: "sub" },
  { type: "tool_result", id: "c1", ...run, name: "rm", output: "removed" },
  { type: "usage", ...run, inputTokens: 3, outputTokens: 1 },
  { type: "text", id: "t2", ...run, content: "a.tmp." },
  { type: "discard", runId: "r1", ids: ["c1"], reason: "reset-step" },
];

const build = (events: GraphEvent[]): Graph => reduceEvents(createGraph(), events);

/** Every node id the views show, branches and summaries' originals included. */
function shownIds(views: readonly ViewNode[]): string[] {
  const ids: string[] = [];
  const pending: (readonly ViewNode[])[] = [views];
  for (let list = pending.pop(); list; list = pending.pop()) {
    for (const view of list) {
      ids.push(...view.nodeIds);
      for (const branch of view.branches) pending.push(branch);
    }
  }
  return ids;
}

/** Projects a graph, checking that both full passes and a step-by-step projection agree. */
function projected(events: GraphEvent[]): readonly ViewNode[] {
  const graph = build(events);
  const views = projectThread(graph);
  expect(projectThread(plainGraph(graph))).toEqual(views);
  let stepped = createGraph();
  for (const event of events) {
    stepped = reduceEvent(stepped, event);
    projectThread(stepped);
  }
  expect(projectThread(stepped)).toEqual(views);
  return views;
}

describe("projectThread with discarded nodes", () => {
  it("leaves out a discarded call with its result, progress, relay and subagent, and merges the text around it", () => {
    const views = projected(discardedStep);
    expect(views.map((view) => [view.id, view.content])).toEqual([
      ["u1:user", { kind: "user", content: "Clean up." }],
      ["t1", { kind: "text", text: "Deleting a.tmp." }],
    ]);
    expect(views[1]?.nodeIds).toEqual(["t1", "t2"]);
  });

  it("shows the call again in a graph from before the discard", () => {
    const views = projected(discardedStep.slice(0, -1));
    expect(views.map((view) => view.id)).toEqual(["u1:user", "t1", "c1", "q1", "t2"]);
    expect(shownIds(views)).toContain("s1");
  });

  it("leaves out a relay in another run that asks for a discarded call", () => {
    const views = projected([
      ...discardedStep.slice(0, -1),
      relay("q2", "watcher", "c1"),
      { type: "text", id: "w1", runId: "watcher", content: "watching" },
      discardedStep.at(-1) as GraphEvent,
    ]);
    expect(shownIds(views)).toEqual(["u1:user", "t1", "t2", "w1"]);
  });

  it("leaves out the subagent of a discarded call that starts right after it", () => {
    const views = projected([
      { type: "text", id: "t1", ...run, content: "Asking." },
      { type: "tool_call", id: "c1", ...run, name: "agent", input: {} },
      { type: "text", id: "s1", runId: "sub", parentId: "c1", content: "sub" },
      { type: "text", id: "t2", ...run, content: " Done." },
      { type: "discard", runId: "r1", ids: ["c1"] },
    ]);
    expect(views.map((view) => [view.id, view.content, view.branches])).toEqual([
      ["t1", { kind: "text", text: "Asking. Done." }, []],
    ]);
  });

  it("leaves out a relay that came before its call, when the call is discarded", () => {
    const views = projected([
      relay("q0", "r1", "c1"),
      { type: "tool_call", id: "c1", ...run, name: "rm", input: {} },
      { type: "text", id: "t1", ...run, content: "kept" },
      { type: "discard", runId: "r1", ids: ["c1"] },
    ]);
    expect(shownIds(views)).toEqual(["t1"]);
  });

  it("leaves out discarded text and reasoning, and a discarded relay of a call that stays", () => {
    const views = projected([
      { type: "reasoning", id: "k1", ...run, content: "Think" },
      { type: "reasoning", id: "k2", ...run, content: "ing" },
      { type: "text", id: "t1", ...run, content: "stale" },
      { type: "tool_call", id: "c1", ...run, name: "rm", input: {} },
      relay("q1", "r1", "c1"),
      { type: "discard", runId: "r1", ids: ["k1", "t1", "q1"] },
    ]);
    expect(views.map((view) => [view.id, view.content])).toEqual([
      ["k2", { kind: "reasoning", text: "ing" }],
      ["c1", { kind: "tool_call", toolCallId: "c1", name: "rm", input: {}, state: "running" }],
    ]);
  });

  it("shows a call whose result was discarded as unanswered, and no discarded orphan result", () => {
    const views = projected([
      { type: "tool_call", id: "c1", ...run, name: "rm", input: {} },
      { type: "tool_result", id: "c1", ...run, name: "rm", output: "stale" },
      { type: "tool_result", id: "c2", ...run, name: "ls", output: "orphan" },
      { type: "discard", runId: "r1", ids: ["c1:result", "c2:result"] },
      { type: "harness_end", ...run },
    ]);
    expect(views.map((view) => [view.id, view.content])).toEqual([
      ["c1", { kind: "tool_call", toolCallId: "c1", name: "rm", input: {}, state: "error" }],
    ]);
  });

  it("still follows the run that continues from a discarded node", () => {
    const views = projected([
      { type: "text", id: "t1", ...run, content: "first" },
      { type: "text", id: "t2", ...run, content: "stale" },
      { type: "text", id: "n1", runId: "r2", parentId: "t2", content: "next" },
      { type: "discard", runId: "r1", ids: ["t2"] },
    ]);
    expect(views.map((view) => [view.id, view.nodeIds])).toEqual([
      ["t1", ["t1"]],
      ["n1", ["n1"]],
    ]);
  });

  it("shows a call without its result when that result, in another run, is discarded", () => {
    const views = projected([
      { type: "tool_call", id: "c1", ...run, name: "rm", input: {} },
      { type: "tool_result", id: "c1", runId: "worker", name: "rm", output: "stale" },
      { type: "discard", runId: "worker", ids: ["c1:result"] },
    ]);
    expect(views.map((view) => view.content)).toEqual([
      { kind: "tool_call", toolCallId: "c1", name: "rm", input: {}, state: "running" },
    ]);
  });

  it("lets the alternatives of a discarded fork node host each other", () => {
    const views = projected([
      { type: "text", id: "t1", ...run, content: "stale" },
      { type: "text", id: "a1", runId: "ra", parentId: "t1", content: "one" },
      { type: "text", id: "b1", runId: "rb", parentId: "t1", content: "two" },
      { type: "discard", runId: "r1", ids: ["t1"] },
    ]);
    expect(
      views.map((view) => [view.id, view.alternatives, view.branches.flat().map((b) => b.id)]),
    ).toEqual([["a1", { forkId: "t1", index: 0, count: 2 }, ["b1"]]]);
  });

  it("folds covered views into the latest summary that is not discarded", () => {
    const summary = (id: string): GraphEvent => ({
      type: "summary",
      id,
      runId: "summaries",
      content: `summary ${id}`,
      covers: ["t1"],
    });
    const views = projected([
      { type: "text", id: "t1", ...run, content: "long" },
      summary("s1"),
      summary("s2"),
      { type: "text", id: "t2", runId: "r2", content: "next" },
      { type: "discard", runId: "summaries", ids: ["s2"] },
    ]);
    expect(views.map((view) => [view.id, view.content.kind])).toEqual([
      ["s1", "summary"],
      ["t2", "text"],
    ]);
    const originals = views[0]?.content.kind === "summary" ? views[0].content.originals : [];
    expect(originals.map((view) => view.id)).toEqual(["t1"]);
  });

  it("rebuilds only the run of the discarded node and keeps the other views", () => {
    const before = build(discardedStep.slice(0, -1));
    const first = projectThread(before);
    const second = projectThread(reduceEvent(before, discardedStep.at(-1) as GraphEvent));
    expect(second[0]).toBe(first[0]);
    expect(second.map((view) => view.id)).toEqual(["u1:user", "t1"]);
  });

  it("projects a stream that goes on after a discard as a fresh graph does", () => {
    const events = [...discardedStep];
    let graph = build(events);
    projectThread(graph);
    const more: GraphEvent[] = [
      { type: "text", id: "t2", ...run, content: " Next?" },
      { type: "tool_call", id: "c2", ...run, name: "rm", input: {}, partial: true },
      { type: "tool_call", id: "c2", ...run, name: "rm", input: { path: "b" } },
      { type: "discard", runId: "r1", ids: ["t2"] },
      { type: "text", id: "t3", ...run, content: "Retried." },
      { type: "discard", runId: "r1", ids: ["c2"] },
      { type: "harness_end", ...run },
    ];
    for (const event of more) {
      graph = reduceEvent(graph, event);
      events.push(event);
      expect(projectThread(graph)).toEqual(projectThread(build(events)));
    }
    expect(projectThread(graph).map((view) => [view.id, view.nodeIds])).toEqual([
      ["u1:user", ["u1:user"]],
      ["t1", ["t1", "t3"]],
    ]);
  });
});
