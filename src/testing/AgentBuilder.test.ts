import { describe, expect, it } from "vitest";
import { createGraph } from "../core/graph/createGraph.js";
import type { GraphEvent } from "../core/graph/GraphEvent.js";
import { reduceEvents } from "../core/graph/reduceEvents.js";
import { projectThread } from "../core/projections/thread/projectThread.js";
import type { ToolCallContent, ViewNode } from "../core/projections/ViewNode.js";
import type { AgentScript } from "./AgentBuilder.js";
import { scenario } from "./scenario.js";

const eventsOf = (script: AgentScript) => scenario().user("Go").assistant(script).events();
const viewsOf = (events: readonly GraphEvent[]) =>
  projectThread(reduceEvents(createGraph(), events));
const toolViews = (views: readonly ViewNode[]) =>
  views.flatMap((view) => (view.content.kind === "tool_call" ? [view.content] : []));
const types = (events: readonly GraphEvent[]) => events.map((event) => event.type);

describe("AgentBuilder.tool", () => {
  it("ends each kind of call in its own state", () => {
    const events = eventsOf((agent) =>
      agent
        .tool("read", { path: "a" }, { output: "text" })
        .tool("read", { path: "b" }, { error: "ENOENT" })
        .tool("bash", { command: "rm" }, { denied: true })
        .tool("bash", { command: "ls" }, { permission: "deny" })
        .tool("bash", { command: "ls" }, { permission: "allow_always", output: "src" })
        .tool("bash", { command: "sleep 60" }, { running: true }),
    );
    const states = toolViews(viewsOf(events)).map((tool: ToolCallContent) => tool.state);
    expect(states).toEqual(["complete", "error", "denied", "denied", "complete", "running"]);
    expect(types(events).at(-1)).toBe("tool_call");
    expect(events.filter((event) => event.type === "relay_resolved")).toMatchObject([
      { decision: "deny" },
      { decision: "allow_always" },
    ]);
  });

  it("asks permission with the input as parameters and can leave the run waiting", () => {
    const events = eventsOf((agent) =>
      agent.text("Checking").tool("bash", { command: "ls" }, { permission: "pending" }),
    );
    expect(events.at(-1)).toMatchObject({
      type: "relay",
      kind: "permission",
      tool: "bash",
      params: { command: "ls" },
    });
    expect(toolViews(viewsOf(events))[0]?.state).toBe("awaiting_permission");
  });

  it("streams progress chunks between the call and the result", () => {
    const events = eventsOf((agent) =>
      agent.tool(
        "exec",
        { command: "npm test" },
        { progress: [{ channel: "stdout", data: "ok\n" }, { exitCode: 0 }], output: 0 },
      ),
    );
    expect(types(events).slice(2, 6)).toEqual([
      "tool_call",
      "tool_progress",
      "tool_progress",
      "tool_result",
    ]);
    expect(toolViews(viewsOf(events))[0]?.progress).toMatchObject({ stdout: "ok\n" });
  });

  it("times the result after durationMs, the decision 1.2 s after the prompt", () => {
    const recording = scenario({ stepDelay: 0 })
      .assistant((agent) => agent.tool("bash", {}, { permission: "allow", durationMs: 1000 }))
      .recording();
    expect(recording.map(({ at, event }) => [event.type, at])).toEqual([
      ["harness_start", 0],
      ["tool_call", 0],
      ["relay", 50],
      ["relay_resolved", 1250],
      ["tool_result", 2250],
      ["harness_end", 2250],
    ]);
  });
});

describe("AgentBuilder.subagent", () => {
  it("runs a subagent inside the tool call before it, to any depth", () => {
    const events = eventsOf((lead) =>
      lead
        .tool("delegate", { task: "look" })
        .subagent("researcher", (researcher) =>
          researcher.tool("delegate", {}).subagent("reader", (reader) => reader.text("Found")),
        ),
    );
    const views = viewsOf(events);
    const researcher = views[1]?.branches[0]?.[0];
    expect(researcher?.agentId).toBe("researcher");
    expect(researcher?.branches[0]?.[0]).toMatchObject({ agentId: "reader" });
    expect(reduceEvents(createGraph(), events).diagnostics).toEqual([]);
  });

  it("interleaves the steps of parallel subagents", () => {
    const events = eventsOf((lead) =>
      lead
        .tool("research", {})
        .parallel([
          { agentId: "papers", script: (agent) => agent.text("a").text("b") },
          (agent) => agent.text("c").text("d"),
        ]),
    );
    const texts = events.flatMap((event) =>
      event.type === "text" ? [`${event.agentId}:${event.content}`] : [],
    );
    expect(texts).toEqual(["papers:a", "subagent:c", "papers:b", "subagent:d"]);
    expect(viewsOf(events)[1]?.branches).toHaveLength(2);
  });

  it("keeps the tool call and its run open while a subagent still runs", () => {
    const events = eventsOf((lead) =>
      lead.tool("delegate", {}).subagent("worker", (worker) => worker.text("Working").streaming()),
    );
    expect(types(events).filter((type) => type === "harness_end")).toEqual([]);
    expect(toolViews(viewsOf(events))[0]?.state).toBe("running");
    expect(() =>
      eventsOf((lead) =>
        lead
          .tool("delegate", {})
          .subagent("worker", (worker) => worker.streaming())
          .text("Done"),
      ),
    ).toThrow("a subagent is still running");
  });

  it("leaves a partial call with its input still streaming, and its run open", () => {
    const events = eventsOf((agent) =>
      agent.tool("write_file", { path: "a.ts", content: "export" }, { partial: true }),
    );
    expect(events.at(-1)).toMatchObject({ type: "tool_call", partial: true });
    expect(types(events)).not.toContain("harness_end");
  });

  it("lets further calls and a failure follow a call that never returns", () => {
    const events = eventsOf((lead) =>
      lead
        .tool("exec", { command: "git revert" }, { permission: "pending" })
        .tool("delegate", {})
        .subagent("worker", (worker) => worker.tool("sleep", {}, { running: true }))
        .tool("exec", { command: "npm run build" }, { running: true })
        .fail("Connection lost", { code: "stream_closed" }),
    );
    expect(types(events)).not.toContain("tool_result");
    expect(types(events)).not.toContain("harness_end");
    expect(events.at(-1)).toMatchObject({ type: "error", agentId: "assistant" });
    expect(toolViews(viewsOf(events)).map((tool) => tool.name)).toEqual([
      "exec",
      "delegate",
      "exec",
    ]);
  });

  it("needs a tool call that runs", () => {
    expect(() => eventsOf((agent) => agent.text("Hi").subagent("x", () => {}))).toThrow(
      "subagent: call tool() first",
    );
    expect(() =>
      eventsOf((agent) => agent.tool("delegate", {}, { permission: "deny" }).parallel([])),
    ).toThrow('parallel: the tool call "delegate" never runs');
    expect(() =>
      eventsOf((agent) => agent.tool("delegate", {}, { partial: true }).subagent("x", () => {})),
    ).toThrow('subagent: the tool call "delegate" never runs');
  });
});
