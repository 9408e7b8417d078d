import { describe, expect, it } from "vitest";
import { createGraph } from "../core/graph/createGraph.js";
import type { GraphEvent } from "../core/graph/GraphEvent.js";
import { parseEvent } from "../core/graph/parseEvent.js";
import { reduceEvents } from "../core/graph/reduceEvents.js";
import { projectThread } from "../core/projections/thread/projectThread.js";
import { parseNdjson } from "./parseNdjson.js";
import { scenario } from "./scenario.js";

const shapes = (events: readonly GraphEvent[]) =>
  events.map((event) => {
    const { type, seq, ...rest } = event;
    const id = "id" in rest ? rest.id : "runId" in rest ? rest.runId : undefined;
    return [type, id];
  });

describe("scenario", () => {
  it("links each turn to the newest node of the turn before it", () => {
    const events = scenario()
      .user("Hi")
      .assistant((agent) => agent.text("Hello"))
      .user("Bye")
      .assistant("closer", (agent) => agent.text("Goodbye"))
      .events();
    const parents = events.flatMap((event) =>
      "parentId" in event && event.parentId ? [[event.type, event.parentId]] : [],
    );
    expect(parents).toEqual([
      ["harness_start", "user-1:user"],
      ["user", "assistant-1:harness_end"],
      ["harness_start", "user-2:user"],
    ]);
    expect(events.filter((event) => event.type === "harness_start")).toMatchObject([
      { agentId: "assistant" },
      { agentId: "closer", runId: "closer-1" },
    ]);
    const graph = reduceEvents(createGraph(), events);
    expect(graph.diagnostics).toEqual([]);
    expect(projectThread(graph).map((view) => view.id)).toEqual([
      "user-1:user",
      "assistant-1:text-1",
      "user-2:user",
      "closer-1:text-1",
    ]);
  });

  it("streams text and reasoning in chunks, then ends the run", () => {
    const events = scenario()
      .assistant((agent) =>
        agent.reasoning("Think it over", { chunks: 1 }).text("one two three").usage(10, 3),
      )
      .events();
    expect(shapes(events)).toEqual([
      ["harness_start", "assistant-1"],
      ["reasoning", "assistant-1:reasoning-1"],
      ["text", "assistant-1:text-1"],
      ["text", "assistant-1:text-1"],
      ["text", "assistant-1:text-1"],
      ["usage", "assistant-1"],
      ["harness_end", "assistant-1"],
    ]);
  });

  it("records timed events numbered by seq, and NDJSON that parses back to them", () => {
    const session = scenario({ chunkDelay: 10, stepDelay: 100 })
      .user("Hi")
      .assistant((agent) => agent.text("Hello there"));
    const recording = session.recording();
    expect(recording.map(({ at, event }) => [at, event.seq])).toEqual([
      [0, 1],
      [100, 2],
      [200, 3],
      [210, 4],
      [310, 5],
    ]);
    const lines = session.ndjson().split("\n");
    expect(lines).toHaveLength(6);
    expect(lines.at(-1)).toBe("");
    expect(parseNdjson(session.ndjson())).toEqual({ events: session.events(), errors: [] });
    expect(session.events().every((event) => parseEvent(event).ok)).toBe(true);
  });

  it("lets time pass with wait", () => {
    const recording = scenario()
      .user("Hi")
      .wait(5000)
      .user("Still there?", { delay: 0 })
      .recording();
    expect(recording.map((entry) => entry.at)).toEqual([0, 5000]);
  });

  it("answers one turn with several alternatives and continues from the chosen one", () => {
    const events = scenario()
      .user("Write a haiku")
      .alternatives(3, (agent, index) => agent.text(`Haiku ${index + 1}`), { continueFrom: 1 })
      .user("Another")
      .events();
    const starts = events.filter((event) => event.type === "harness_start");
    expect(starts.map((event) => event.parentId)).toEqual(Array(3).fill("user-1:user"));
    expect(events.at(-1)).toMatchObject({ type: "user", parentId: "assistant-2:harness_end" });
    const views = projectThread(reduceEvents(createGraph(), events));
    expect(views[1]?.alternatives).toEqual({ forkId: "user-1:user", index: 0, count: 3 });
  });

  it("refuses to continue from an alternative that does not exist", () => {
    const session = scenario().user("Hi");
    expect(() => session.alternatives(2, (agent) => agent.text("x"), { continueFrom: 2 })).toThrow(
      RangeError,
    );
  });

  it("ends a failed run with its error and no end, and a streaming run with neither", () => {
    const failed = scenario()
      .assistant((agent) => agent.text("Half a").fail("Connection reset", { code: "reset" }))
      .events();
    expect(failed.at(-1)).toMatchObject({
      type: "error",
      message: "Connection reset",
      code: "reset",
    });
    const streaming = scenario()
      .assistant((agent) => agent.text("Still typing").streaming())
      .events();
    expect(streaming.at(-1)).toMatchObject({ type: "text" });
    const views = projectThread(reduceEvents(createGraph(), streaming));
    expect(views.at(-1)?.status).toBe("streaming");
  });

  it("throws when a step follows one that stops the run", () => {
    expect(() => scenario().assistant((agent) => agent.fail("boom").text("after"))).toThrow(
      "text: nothing can follow fail() in the same run",
    );
    expect(() =>
      scenario().assistant((agent) => agent.tool("bash", {}, { running: true }).usage(1, 1)),
    ).toThrow("usage: only tool() or fail() can follow a running tool call in the same run");
    expect(() =>
      scenario().assistant((agent) => agent.tool("write", {}, { partial: true }).fail("boom")),
    ).toThrow("fail: nothing can follow a partial tool call in the same run");
  });
});
