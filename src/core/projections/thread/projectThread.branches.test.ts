import { describe, expect, it } from "vitest";
import { createGraph } from "../../graph/createGraph.js";
import type { GraphEvent } from "../../graph/GraphEvent.js";
import { reduceEvents } from "../../graph/reduceEvents.js";
import type { ViewNode } from "../ViewNode.js";
import { projectThread } from "./projectThread.js";

const ids = (views: readonly ViewNode[]) => views.map((view) => view.id);
const regenerations: GraphEvent[] = [
  { type: "user", runId: "u1", content: "Write a haiku" },
  { type: "text", id: "first", runId: "a1", parentId: "u1:user", content: "one" },
  { type: "harness_end", runId: "a1", agentId: "main" },
  { type: "text", id: "second", runId: "a2", parentId: "u1:user", content: "two" },
  { type: "text", id: "third", runId: "a3", parentId: "u1:user", content: "three" },
  { type: "user", runId: "u2", parentId: "a1:harness_end", content: "Another" },
];

describe("projectThread subagent branches", () => {
  it("shows every child run of a tool call, in arrival order", () => {
    const views = projectThread(
      reduceEvents(createGraph(), [
        { type: "tool_call", id: "fan", runId: "lead", name: "parallel", input: {} },
        { type: "text", id: "x", runId: "s1", parentId: "fan", content: "one" },
        { type: "text", id: "y", runId: "s2", parentId: "fan", content: "two" },
        { type: "text", id: "z", runId: "s3", parentId: "fan", content: "three" },
      ]),
    );
    expect(views[0]?.branches.map(ids)).toEqual([["x"], ["y"], ["z"]]);
    expect(views[0]?.branches[1]?.[0]?.alternatives).toBeUndefined();
  });

  it("nests 10 000 levels without overflowing the stack", () => {
    const events: GraphEvent[] = [];
    for (let depth = 0; depth < 10_000; depth++) {
      events.push({
        type: "tool_call",
        id: `c${depth}`,
        runId: `r${depth}`,
        ...(depth > 0 && { parentId: `c${depth - 1}` }),
        name: "agent",
        input: {},
      });
    }
    const views = projectThread(reduceEvents(createGraph(), events));
    let level: readonly ViewNode[] = views;
    let depth = 0;
    while (level[0]?.branches[0]) {
      level = level[0].branches[0];
      depth++;
    }
    expect(depth).toBe(9_999);
    expect(level[0]?.id).toBe("c9999");
  });

  it("continues a subagent's own continuations inside its branch", () => {
    const views = projectThread(
      reduceEvents(createGraph(), [
        { type: "tool_call", id: "spawn", runId: "lead", name: "agent", input: {} },
        { type: "text", id: "sub-1", runId: "s1", parentId: "spawn", content: "step one" },
        { type: "text", id: "sub-2", runId: "s2", parentId: "sub-1", content: "step two" },
      ]),
    );
    expect(ids(views)).toEqual(["spawn"]);
    expect(views[0]?.branches.map(ids)).toEqual([["sub-1", "sub-2"]]);
  });
});

describe("projectThread alternatives", () => {
  it("follows the first alternative and keeps the others in the fork's branches", () => {
    const views = projectThread(reduceEvents(createGraph(), regenerations));
    expect(ids(views)).toEqual(["u1:user", "first", "u2:user"]);
    expect(views[0]?.branches.map(ids)).toEqual([["second"], ["third"]]);
    expect(views[1]?.alternatives).toEqual({ forkId: "u1:user", index: 0, count: 3 });
    expect(views[0]?.branches[1]?.[0]?.alternatives).toEqual({
      forkId: "u1:user",
      index: 2,
      count: 3,
    });
  });

  it("follows the alternative named in options.active", () => {
    const views = projectThread(reduceEvents(createGraph(), regenerations), {
      active: { "u1:user": "a3" },
    });
    expect(ids(views)).toEqual(["u1:user", "third"]);
    expect(views[0]?.branches.map(ids)).toEqual([["first", "u2:user"], ["second"]]);
    expect(views[1]?.alternatives).toEqual({ forkId: "u1:user", index: 2, count: 3 });
  });

  it("ignores an active choice that is not a child of the fork", () => {
    const views = projectThread(reduceEvents(createGraph(), regenerations), {
      active: { "u1:user": "nope" },
    });
    expect(ids(views)).toEqual(["u1:user", "first", "u2:user"]);
  });

  it("hosts alternatives on the last view before a fork that shows nothing", () => {
    const views = projectThread(
      reduceEvents(createGraph(), [
        { type: "text", id: "answer", runId: "a1", content: "done" },
        { type: "harness_end", runId: "a1", agentId: "main" },
        { type: "user", runId: "u1", parentId: "a1:harness_end", content: "edit 1" },
        { type: "user", runId: "u2", parentId: "a1:harness_end", content: "edit 2" },
      ]),
    );
    expect(ids(views)).toEqual(["answer", "u1:user"]);
    expect(views[0]?.branches.map(ids)).toEqual([["u2:user"]]);
  });

  it("lets the followed alternative host its siblings when the fork's run shows nothing before it", () => {
    const views = projectThread(
      reduceEvents(createGraph(), [
        { type: "harness_start", runId: "a1", agentId: "main" },
        { type: "text", id: "x", runId: "b1", parentId: "a1:harness_start", content: "x" },
        { type: "text", id: "y", runId: "b2", parentId: "a1:harness_start", content: "y" },
      ]),
    );
    expect(ids(views)).toEqual(["a1:harness_start", "x"]);
    expect(views[1]?.branches.map(ids)).toEqual([["y"]]);
  });
});

describe("projectThread roots", () => {
  it("shows runs whose parent has not arrived as roots, in order of their first node, and attaches them later", () => {
    const early: GraphEvent[] = [
      { type: "text", id: "orphan", runId: "sub", parentId: "late", content: "waiting" },
      { type: "user", runId: "u1", content: "hello" },
    ];
    expect(ids(projectThread(reduceEvents(createGraph(), early)))).toEqual(["orphan", "u1:user"]);
    const attached = projectThread(
      reduceEvents(createGraph(), [
        ...early,
        {
          type: "tool_call",
          id: "late",
          runId: "a1",
          parentId: "u1:user",
          name: "agent",
          input: {},
        },
      ]),
    );
    expect(ids(attached)).toEqual(["u1:user", "late"]);
    expect(attached[1]?.branches.map(ids)).toEqual([["orphan"]]);
  });
});
