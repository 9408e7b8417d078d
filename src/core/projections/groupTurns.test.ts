import { describe, expect, it } from "vitest";
import { createGraph } from "../graph/createGraph.js";
import type { GraphEvent } from "../graph/GraphEvent.js";
import { reduceEvent } from "../graph/reduceEvent.js";
import { reduceEvents } from "../graph/reduceEvents.js";
import { groupTurns } from "./groupTurns.js";
import { projectThread } from "./thread/projectThread.js";

const events: GraphEvent[] = [
  { type: "user", runId: "u1", content: "hi" },
  { type: "reasoning", id: "r", runId: "a1", agentId: "main", parentId: "u1:user", content: "hm" },
  { type: "text", id: "t", runId: "a1", agentId: "main", content: "hello" },
  { type: "error", runId: "a1", message: "cut off" },
  { type: "user", runId: "u2", parentId: "a1:error", content: "again" },
];

describe("groupTurns", () => {
  it("groups consecutive view nodes of one run into a turn", () => {
    const turns = groupTurns(projectThread(reduceEvents(createGraph(), events)));
    expect(
      turns.map((turn) => [
        turn.id,
        turn.role,
        turn.runId,
        turn.status,
        turn.parts.map((part) => part.id),
      ]),
    ).toEqual([
      ["u1:user", "user", "u1", "complete", ["u1:user"]],
      ["r", "assistant", "a1", "error", ["r", "t", "a1:error"]],
      ["u2:user", "user", "u2", "complete", ["u2:user"]],
    ]);
    expect(turns[1]?.agentId).toBe("main");
  });

  it("keeps a turn's identity while its parts are the same objects", () => {
    const graph = reduceEvents(createGraph(), events);
    const before = groupTurns(projectThread(graph));
    const after = groupTurns(
      projectThread(
        reduceEvent(graph, {
          type: "text",
          id: "x",
          runId: "a3",
          parentId: "u2:user",
          content: "ok",
        }),
      ),
    );
    expect(after.slice(0, 3)).toEqual(before);
    for (const [index, turn] of after.slice(0, 3).entries()) expect(turn).toBe(before[index]);
  });

  it("gives a turn that gained or changed a part a new object", () => {
    const graph = reduceEvents(createGraph(), events.slice(0, 3));
    const before = groupTurns(projectThread(graph));
    const grown = groupTurns(
      projectThread(reduceEvent(graph, { type: "error", runId: "a1", message: "cut off" })),
    );
    expect(grown[0]).toBe(before[0]);
    expect(grown[1]).not.toBe(before[1]);
    expect(grown[1]?.parts.map((part) => part.id)).toEqual(["r", "t", "a1:error"]);
    const changed = groupTurns(
      projectThread(reduceEvent(graph, { type: "text", id: "t", runId: "a1", content: "!" })),
    );
    expect(changed[1]).not.toBe(before[1]);
    expect(changed[1]?.parts[1]?.content).toMatchObject({ text: "hello!" });
  });

  it("regroups the same nodes the same way whatever was grouped before", () => {
    const views = projectThread(reduceEvents(createGraph(), events));
    const whole = groupTurns(views);
    groupTurns(views.slice(1, 2));
    groupTurns([...views.slice(0, 1), ...views.slice(2)]);
    expect(groupTurns(views)).toEqual(whole);
    expect(groupTurns(views.slice(0, 2)).map((turn) => turn.parts.length)).toEqual([1, 1]);
    expect(groupTurns(views.slice(1, 3)).map((turn) => turn.parts.length)).toEqual([2]);
  });

  it("hands out frozen turns, so a caller's change cannot reach the next grouping", () => {
    const views = projectThread(reduceEvents(createGraph(), events));
    const [turn] = groupTurns(views);
    expect(Object.isFrozen(turn)).toBe(true);
    expect(Object.isFrozen(turn?.parts)).toBe(true);
    expect(groupTurns(views)[0]).toBe(turn);
  });
});
