import { describe, expect, it } from "vitest";
import { createGraph } from "../../graph/createGraph.js";
import type { GraphEvent } from "../../graph/GraphEvent.js";
import { reduceEvents } from "../../graph/reduceEvents.js";
import type { DagNodeStatus } from "./DagNode.js";
import { projectDAG } from "./projectDAG.js";

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

function statusAfter(events: GraphEvent[], id = "c"): DagNodeStatus | undefined {
  const graph = reduceEvents(createGraph(), [{ type: "harness_start", ...main }, ...events]);
  return projectDAG(graph).nodes.find((node) => node.id === id)?.status;
}

describe("projectDAG tool call status", () => {
  it("is pending while the input streams", () => {
    expect(statusAfter([{ ...call, partial: true } as GraphEvent])).toBe("pending");
  });

  it("awaits permission while a relay for it has no decision", () => {
    expect(statusAfter([call, relay])).toBe("awaiting_permission");
  });

  it("runs while no result has come and the run goes on", () => {
    expect(statusAfter([call])).toBe("running");
    expect(
      statusAfter([call, relay, { type: "relay_resolved", relayId: "q", decision: "allow" }]),
    ).toBe("running");
  });

  it("completes with a result", () => {
    expect(
      statusAfter([call, { type: "tool_result", id: "c", ...main, name: "bash", output: "ok" }]),
    ).toBe("complete");
  });

  it("is denied by a deny decision", () => {
    expect(
      statusAfter([call, relay, { type: "relay_resolved", relayId: "q", decision: "deny" }]),
    ).toBe("denied");
  });

  it("fails with an error output, or when its run ends without a result", () => {
    expect(
      statusAfter([
        call,
        { type: "tool_result", id: "c", ...main, name: "bash", output: { error: "boom" } },
      ]),
    ).toBe("error");
    expect(statusAfter([call, { type: "harness_end", ...main }])).toBe("error");
  });

  it("follows a result that lands in another run", () => {
    expect(
      statusAfter([
        call,
        { type: "tool_result", id: "c", runId: "elsewhere", name: "bash", output: "ok" },
      ]),
    ).toBe("complete");
  });
});

describe("projectDAG run status", () => {
  it("marks the other nodes and the group streaming, complete or failed with their run", () => {
    const text: GraphEvent = { type: "text", id: "t", ...main, content: "hi" };
    expect(statusAfter([text], "t")).toBe("streaming");
    expect(statusAfter([text, { type: "harness_end", ...main }], "t")).toBe("complete");
    const failed = reduceEvents(createGraph(), [
      text,
      { type: "error", ...main, message: "overloaded" },
      { type: "harness_end", ...main },
    ]);
    const dag = projectDAG(failed);
    expect(dag.nodes.map((node) => node.status)).toEqual(["error", "error", "error"]);
    expect(dag.groups[0]?.status).toBe("error");
  });

  it("takes a run as failed or ended only by an error or end node, not a node named like one", () => {
    const events: GraphEvent[] = [
      { type: "harness_start", ...main },
      { type: "text", id: "t", ...main, content: "hi" },
      { type: "tool_call", id: "a1:error", runId: "other", name: "bash", input: {} },
      { type: "tool_call", id: "a1:harness_end", runId: "other", name: "bash", input: {} },
    ];
    const before = reduceEvents(createGraph(), events.slice(0, 2));
    projectDAG(before);
    const dag = projectDAG(reduceEvents(before, events.slice(2)));
    expect(dag.nodes.filter((node) => node.runId === "a1").map((node) => node.status)).toEqual([
      "streaming",
      "streaming",
    ]);
    expect(dag).toEqual(projectDAG(reduceEvents(createGraph(), events)));
  });
});
