import { describe, expect, it } from "vitest";
import { createGraph } from "../../graph/createGraph.js";
import type { GraphEvent } from "../../graph/GraphEvent.js";
import { reduceEvent } from "../../graph/reduceEvent.js";
import { reduceEvents } from "../../graph/reduceEvents.js";
import type { ProjectedDag } from "./DagNode.js";
import { projectDAG } from "./projectDAG.js";

const tasks = (dag: ProjectedDag) => dag.groups.map((group) => [group.runId, group.task]);

function delegating(input: unknown): GraphEvent[] {
  return [
    { type: "user", runId: "u1", content: "Tidy the repository" },
    { type: "harness_start", runId: "lead", agentId: "lead", parentId: "u1:user" },
    { type: "text", id: "t1", runId: "lead", content: "I will ask a helper." },
    { type: "tool_call", id: "call", runId: "lead", name: "delegate", input },
    { type: "harness_start", runId: "helper", agentId: "helper", parentId: "call" },
    { type: "text", id: "t2", runId: "helper", content: "Searching." },
  ];
}

describe("projectDAG subagent tasks", () => {
  it("gives a subagent's group the task of the tool call that started it", () => {
    const dag = projectDAG(reduceEvents(createGraph(), delegating({ task: "Remove build/" })));
    expect(tasks(dag)).toEqual([
      ["u1", undefined],
      ["lead", undefined],
      ["helper", "Remove build/"],
    ]);
  });

  it("keeps the task's first line, whitespace folded, at most 200 characters", () => {
    const long = `Read   ${"word ".repeat(60)}\nand report back`;
    const [, , helper] = projectDAG(
      reduceEvents(createGraph(), delegating({ prompt: long })),
    ).groups;
    expect(helper?.task?.startsWith("Read word word")).toBe(true);
    expect(helper?.task).toHaveLength(200);
    expect(helper?.task?.endsWith("…")).toBe(true);
    expect(helper?.task).not.toContain("report");
  });

  it("reads a string input as the task, and gives none when the input names no task", () => {
    const asString = projectDAG(reduceEvents(createGraph(), delegating("Count the tests")));
    expect(asString.groups[2]?.task).toBe("Count the tests");
    const noTask = projectDAG(reduceEvents(createGraph(), delegating({ path: "src" })));
    expect(noTask.groups[2]).not.toHaveProperty("task");
    const blank = projectDAG(reduceEvents(createGraph(), delegating({ task: "  \n  " })));
    expect(blank.groups[2]).not.toHaveProperty("task");
  });

  it("gives parallel subagents their items of the call's task list, as they arrive", () => {
    const events: GraphEvent[] = [
      ...delegating({ tasks: ["recent papers", "open-source code"] }),
      { type: "harness_start", runId: "coder", agentId: "coder", parentId: "call" },
    ];
    let graph = createGraph();
    for (const event of events.slice(0, -1)) graph = reduceEvent(graph, event);
    const before = projectDAG(graph);
    expect(before.groups[2]?.task).toBeUndefined();
    const after = projectDAG(reduceEvent(graph, events.at(-1) as GraphEvent));
    expect(tasks(after).slice(2)).toEqual([
      ["helper", "recent papers"],
      ["coder", "open-source code"],
    ]);
    expect(after).toEqual(projectDAG(reduceEvents(createGraph(), events)));
  });

  it("keeps a group whose task did not change", () => {
    let graph = reduceEvents(createGraph(), delegating({ task: "Remove build/" }));
    const before = projectDAG(graph);
    graph = reduceEvent(graph, { type: "text", id: "t3", runId: "helper", content: "Found it." });
    expect(projectDAG(graph).groups[2]).toBe(before.groups[2]);
  });

  it("gives the started run the task of its call's fuller input, projected incrementally", () => {
    // Found by projectDAG.properties: the call's input completes after its subagent started,
    // which changes the subagent's task though the subagent's own run did not change.
    const events = delegating({});
    events[3] = { ...(events[3] as GraphEvent & object), partial: true } as GraphEvent;
    let graph = reduceEvents(createGraph(), events);
    expect(tasks(projectDAG(graph))[2]).toEqual(["helper", undefined]);
    graph = reduceEvent(graph, {
      type: "tool_call",
      id: "call",
      runId: "lead",
      name: "delegate",
      input: { task: "Remove build/" },
    });
    expect(tasks(projectDAG(graph))[2]).toEqual(["helper", "Remove build/"]);
  });
});
