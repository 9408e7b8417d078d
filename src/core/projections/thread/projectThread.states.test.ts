import { describe, expect, it } from "vitest";
import { createGraph } from "../../graph/createGraph.js";
import type { GraphEvent } from "../../graph/GraphEvent.js";
import { reduceEvents } from "../../graph/reduceEvents.js";
import type { ToolCallContent } from "../ViewNode.js";
import { projectThread } from "./projectThread.js";

const main = { runId: "a1", agentId: "main" } as const;
const call: GraphEvent = {
  type: "tool_call",
  id: "c",
  ...main,
  name: "bash",
  input: { cmd: "rm" },
};
const relay: GraphEvent = {
  type: "relay",
  kind: "permission",
  id: "q",
  ...main,
  toolCallId: "c",
  tool: "bash",
  params: { cmd: "rm" },
};

function stateAfter(events: GraphEvent[]): ToolCallContent["state"] | undefined {
  const views = projectThread(
    reduceEvents(createGraph(), [{ type: "harness_start", ...main }, ...events]),
  );
  const content = views.find((view) => view.id === "c")?.content;
  return content?.kind === "tool_call" ? content.state : undefined;
}

describe("projectThread tool call state", () => {
  it("is pending while the input streams", () => {
    expect(stateAfter([{ ...call, partial: true } as GraphEvent])).toBe("pending");
  });

  it("awaits permission while a relay for it has no decision, even after its run ended", () => {
    expect(stateAfter([call, relay])).toBe("awaiting_permission");
    expect(stateAfter([call, relay, { type: "harness_end", ...main }])).toBe("awaiting_permission");
    expect(stateAfter([call, relay, { type: "error", ...main, message: "crashed" }])).toBe("error");
  });

  it("runs once permission is given and no result has come", () => {
    expect(
      stateAfter([call, relay, { type: "relay_resolved", relayId: "q", decision: "allow" }]),
    ).toBe("running");
    expect(stateAfter([call])).toBe("running");
  });

  it("completes with a result", () => {
    expect(
      stateAfter([call, { type: "tool_result", id: "c", ...main, name: "bash", output: "ok" }]),
    ).toBe("complete");
  });

  it("is denied by a deny decision or a denied output", () => {
    expect(
      stateAfter([call, relay, { type: "relay_resolved", relayId: "q", decision: "deny" }]),
    ).toBe("denied");
    expect(
      stateAfter([
        call,
        { type: "tool_result", id: "c", ...main, name: "bash", output: { status: "denied" } },
      ]),
    ).toBe("denied");
  });

  it("errors on an error output, or when its run ends or fails with no result", () => {
    expect(
      stateAfter([
        call,
        { type: "tool_result", id: "c", ...main, name: "bash", output: { error: "ENOENT" } },
      ]),
    ).toBe("error");
    expect(stateAfter([call, { type: "harness_end", ...main }])).toBe("error");
    expect(stateAfter([call, { type: "error", ...main, message: "crashed" }])).toBe("error");
  });
});

describe("projectThread relays and pending runs", () => {
  it("shows a relay with its decision once resolved", () => {
    const views = projectThread(
      reduceEvents(createGraph(), [
        call,
        relay,
        { type: "relay_resolved", relayId: "q", decision: "allow_always" },
      ]),
    );
    expect(views[1]?.content).toEqual({
      kind: "relay",
      relayKind: "permission",
      toolCallId: "c",
      tool: "bash",
      params: { cmd: "rm" },
      decision: "allow_always",
    });
  });

  it("shows a pending view for a run with only harness_start", () => {
    const views = projectThread(
      reduceEvents(createGraph(), [
        { type: "user", runId: "u", content: "hi" },
        { type: "harness_start", ...main, parentId: "u:user" },
      ]),
    );
    expect(views[1]).toEqual({
      id: "a1:harness_start",
      runId: "a1",
      agentId: "main",
      role: "assistant",
      content: { kind: "pending" },
      status: "streaming",
      branches: [],
      nodeIds: [],
    });
  });

  it("shows nothing for a run that ended with nothing to show", () => {
    const views = projectThread(
      reduceEvents(createGraph(), [
        { type: "harness_start", ...main },
        { type: "harness_end", ...main },
      ]),
    );
    expect(views).toEqual([]);
  });
});

describe("projectThread summaries", () => {
  const events: GraphEvent[] = [
    { type: "user", runId: "u1", content: "first" },
    { type: "text", id: "t1", runId: "a1", parentId: "u1:user", content: "answer one" },
    { type: "harness_end", runId: "a1", agentId: "main" },
    { type: "user", runId: "u2", parentId: "a1:harness_end", content: "second" },
    { type: "text", id: "t2", runId: "a2", parentId: "u2:user", content: "answer two" },
  ];

  it("shows one summary block where the covered nodes begin, keeping them as originals", () => {
    const graph = reduceEvents(createGraph(), [
      ...events,
      {
        type: "summary",
        id: "s1",
        runId: "sum",
        content: "They talked.",
        covers: ["u1:user", "t1"],
      },
    ]);
    const views = projectThread(graph);
    expect(views.map((view) => view.id)).toEqual(["s1", "u2:user", "t2"]);
    expect(views[0]?.content).toMatchObject({
      kind: "summary",
      text: "They talked.",
      covers: ["u1:user", "t1"],
    });
    const originals = views[0]?.content.kind === "summary" ? views[0].content.originals : [];
    expect(originals.map((view) => view.id)).toEqual(["u1:user", "t1"]);
  });

  it("uses the latest summary for a node covered twice", () => {
    const graph = reduceEvents(createGraph(), [
      ...events,
      { type: "summary", id: "s1", runId: "sum", content: "old", covers: ["u1:user"] },
      {
        type: "summary",
        id: "s2",
        runId: "sum",
        content: "new",
        covers: ["u1:user", "t1", "u2:user"],
      },
    ]);
    const views = projectThread(graph);
    expect(views.map((view) => view.id)).toEqual(["s2", "t2", "s1"]);
  });

  it("shows a summary that covers nothing at its own place", () => {
    const graph = reduceEvents(createGraph(), [
      ...events,
      { type: "summary", id: "s1", runId: "sum", content: "x", covers: ["nope"] },
    ]);
    expect(projectThread(graph).map((view) => view.id)).toEqual([
      "u1:user",
      "t1",
      "u2:user",
      "t2",
      "s1",
    ]);
  });

  it("leaves a summary shown inside a subagent branch where it is", () => {
    const graph = reduceEvents(createGraph(), [
      ...events,
      { type: "tool_call", id: "spawn", runId: "a2", name: "agent", input: {} },
      {
        type: "summary",
        id: "s1",
        runId: "sub",
        parentId: "spawn",
        content: "x",
        covers: ["u1:user"],
      },
    ]);
    const views = projectThread(graph);
    expect(views.map((view) => view.id)).toEqual(["u1:user", "t1", "u2:user", "t2", "spawn"]);
    expect(views[4]?.branches[0]?.map((view) => view.id)).toEqual(["s1"]);
  });
});

describe("projectThread progress of tools named like Object members", () => {
  it("keeps the raw list for a tool named constructor or __proto__", () => {
    for (const name of ["constructor", "__proto__", "toString"]) {
      const events: GraphEvent[] = [
        { type: "harness_start", ...main },
        { type: "tool_call", id: "c", ...main, name, input: {} },
        { type: "tool_progress", id: "p", toolCallId: "c", ...main, name, content: "chunk" },
      ];
      const view = projectThread(reduceEvents(createGraph(), events)).find(
        (node) => node.id === "c",
      );
      expect(view?.content).toMatchObject({ progress: ["chunk"] });
    }
  });
});
