import { describe, expect, it } from "vitest";
import { createGraph } from "../createGraph.js";
import type { GraphEvent } from "../GraphEvent.js";
import { reduceEvent } from "../reduceEvent.js";
import { reduceEvents } from "../reduceEvents.js";
import { groupTurns } from "./groupTurns.js";
import { projectThread } from "./projectThread.js";

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
});
