import { describe, expect, it } from "vitest";
import { createGraph } from "../core/graph/createGraph.js";
import { parseEvent } from "../core/graph/parseEvent.js";
import { reduceEvents } from "../core/graph/reduceEvents.js";
import { pendingRelays } from "../core/projections/pendingRelays.js";
import { projectThread } from "../core/projections/thread/projectThread.js";
import { createScenario } from "./createScenario.js";
import { failingScenario } from "./fixtures/failingScenario.js";
import { multiAgentScenario } from "./fixtures/multiAgentScenario.js";

describe("createScenario", () => {
  it("writes valid, numbered, timed events", () => {
    const scenario = createScenario({ chunkDelay: 10 });
    const question = scenario.user("Hi");
    const agent = scenario.run("helper", { parentId: question, delay: 100 });
    const id = agent.text("Hello there, friend");
    agent.end();
    expect(scenario.events().map((event) => parseEvent(event).ok)).toEqual(Array(6).fill(true));
    expect(scenario.recording().map(({ at, event }) => [at, event.type, event.seq])).toEqual([
      [0, "user", 1],
      [100, "harness_start", 2],
      [100, "text", 3],
      [110, "text", 4],
      [120, "text", 5],
      [120, "harness_end", 6],
    ]);
    const graph = reduceEvents(createGraph(), scenario.events());
    expect(graph.nodes.get(id)).toMatchObject({ content: "Hello there, friend" });
    expect(graph.runs.get(agent.runId)?.parentId).toBe(question);
    expect(graph.diagnostics).toEqual([]);
  });

  it("knows the newest node of each run", () => {
    const scenario = createScenario();
    const agent = scenario.run("helper");
    expect(agent.lastNodeId).toBe("helper-1:harness_start");
    const call = agent.toolCall("bash", {});
    const relay = agent.permission(call, "bash", {});
    expect(agent.lastNodeId).toBe(relay);
    agent.resolve(relay, "allow");
    expect(agent.lastNodeId).toBe(relay);
    agent.toolResult(call, "bash", "ok");
    expect(agent.lastNodeId).toBe(`${call}:result`);
    agent.usage(1, 1);
    agent.usage(2, 2);
    expect(agent.lastNodeId).toBe("helper-1:usage:2");
    agent.end();
    expect(agent.lastNodeId).toBe("helper-1:harness_end");
  });

  it("cuts text into the asked number of chunks", () => {
    const scenario = createScenario({ seq: false });
    scenario.run("a").text("one two three four five", { chunks: 2 });
    const contents = scenario
      .events()
      .flatMap((event) => (event.type === "text" ? [event.content] : []));
    expect(contents).toEqual(["one two three ", "four five"]);
    expect(scenario.events()[0]?.seq).toBeUndefined();
  });
});

describe("recorded scenarios", () => {
  it("reduce without diagnostics and show the subagent inside its tool call", () => {
    const graph = reduceEvents(createGraph(), multiAgentScenario().events());
    expect(graph.diagnostics).toEqual([]);
    const delegate = projectThread(graph).find(
      (view) => view.content.kind === "tool_call" && view.content.name === "delegate",
    );
    expect(delegate?.branches[0]?.[0]?.agentId).toBe("researcher");
    expect(pendingRelays(graph)).toEqual([]);
  });

  it("end a denied and failed run as such", () => {
    const graph = reduceEvents(createGraph(), failingScenario().events());
    const views = projectThread(graph);
    const call = views.find((view) => view.content.kind === "tool_call");
    expect(call?.content).toMatchObject({ state: "denied" });
    expect(views.at(-1)?.status).toBe("error");
  });
});
