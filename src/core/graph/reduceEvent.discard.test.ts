import { describe, expect, it } from "vitest";
import { createGraph } from "./createGraph.js";
import type { Graph } from "./Graph.js";
import type { GraphEvent } from "./GraphEvent.js";
import { parseEvent } from "./parseEvent.js";
import { reduceEvent } from "./reduceEvent.js";
import { reduceEvents } from "./reduceEvents.js";

const build = (events: GraphEvent[]): Graph => reduceEvents(createGraph(), events);
const run = { runId: "r1", agentId: "main" };
const step: GraphEvent[] = [
  { type: "text", id: "t1", ...run, content: "Deleting a.t" },
  { type: "tool_call", id: "c1", ...run, name: "rm", input: { path: "a.t" }, partial: true },
  { type: "text", id: "t2", ...run, content: "Done." },
  { type: "text", id: "o1", runId: "other", content: "elsewhere" },
];

describe("reduceEvent discard", () => {
  it("marks the named nodes of its run discarded and adds no node nor edge", () => {
    const before = build(step);
    const after = reduceEvent(before, { type: "discard", runId: "r1", ids: ["t1", "c1"] });
    expect(after.nodes.get("t1")).toEqual({
      id: "t1",
      ...run,
      kind: "text",
      content: "Deleting a.t",
      discarded: true,
    });
    expect(after.nodes.get("c1")).toMatchObject({ kind: "tool_call", discarded: true });
    expect(after.nodes.size).toBe(before.nodes.size);
    expect(after.edges).toEqual(before.edges);
    expect(after.nodes.get("t2")).toBe(before.nodes.get("t2"));
    expect(before.nodes.get("t1")).not.toHaveProperty("discarded");
    expect(after.diagnostics).toEqual([]);
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.runs.get("r1")?.version).toBe(after.version);
    expect(after.runs.get("other")).toBe(before.runs.get("other"));
  });

  it("returns the same graph when every named node is discarded already", () => {
    const once = reduceEvent(build(step), { type: "discard", runId: "r1", ids: ["t1", "c1"] });
    expect(reduceEvent(once, { type: "discard", runId: "r1", ids: ["c1", "t1"] })).toBe(once);
    expect(reduceEvent(once, { type: "discard", runId: "r1", ids: [] })).toBe(once);
  });

  it("applies the known ids and notes each unknown one", () => {
    const graph = reduceEvent(build(step), {
      type: "discard",
      runId: "r1",
      ids: ["nope", "t2"],
      reason: "reset-step",
    });
    expect(graph.nodes.get("t2")).toMatchObject({ discarded: true });
    expect(graph.diagnostics).toEqual([
      {
        code: "unknown_node",
        message: "discard names nope, which is unknown; ignored",
        eventType: "discard",
        nodeId: "nope",
      },
    ]);
  });

  it("leaves a node of another run as it is, with a diagnostic", () => {
    const before = build(step);
    const graph = reduceEvent(before, { type: "discard", runId: "r1", ids: ["o1"], seq: 4 });
    expect(graph.nodes.get("o1")).toBe(before.nodes.get("o1"));
    expect(graph.nodes).toBe(before.nodes);
    expect(graph.diagnostics).toEqual([
      {
        code: "unknown_node",
        message: "discard names o1, which is a node of run other, not r1; ignored",
        eventType: "discard",
        nodeId: "o1",
        seq: 4,
      },
    ]);
  });

  it("moves the highest seq, and is ignored when its seq was applied already", () => {
    const before = reduceEvents(build(step), [{ type: "connected", seq: 3 }]);
    const stale = reduceEvent(before, { type: "discard", runId: "r1", ids: ["t1"], seq: 3 });
    expect(stale).toBe(before);
    const applied = reduceEvent(before, { type: "discard", runId: "r1", ids: ["t1"], seq: 5 });
    expect(applied.highestSeq).toBe(5);
    expect(applied.nodes.get("t1")).toMatchObject({ discarded: true });
    const repeated = reduceEvent(applied, { type: "discard", runId: "r1", ids: ["t1"], seq: 6 });
    expect(repeated.highestSeq).toBe(6);
    expect(repeated.nodes).toBe(applied.nodes);
    expect(repeated.version).toBe(applied.version);
  });

  it("notes a discard in a run that has ended, and applies it", () => {
    const graph = build([
      ...step,
      { type: "harness_end", ...run },
      { type: "discard", runId: "r1", ids: ["t1"] },
    ]);
    expect(graph.nodes.get("t1")).toMatchObject({ discarded: true });
    expect(graph.diagnostics.map((item) => [item.code, item.nodeId])).toEqual([
      ["after_end", "t1"],
    ]);
  });

  it("rejects a chunk for a discarded text or reasoning node, with a diagnostic", () => {
    const before = build([
      ...step,
      { type: "reasoning", id: "k1", ...run, content: "hm" },
      { type: "discard", runId: "r1", ids: ["t1", "k1"] },
    ]);
    const graph = reduceEvents(before, [
      { type: "text", id: "t1", ...run, content: "mp", seq: 9 },
      { type: "reasoning", id: "k1", ...run, content: "", signature: "sig" },
    ]);
    expect(graph.nodes).toBe(before.nodes);
    expect(graph.version).toBe(before.version);
    expect(graph.highestSeq).toBe(before.highestSeq);
    expect(graph.diagnostics).toEqual([
      {
        code: "discarded",
        message: "text t1 names a discarded node; rejected",
        eventType: "text",
        nodeId: "t1",
        seq: 9,
      },
      {
        code: "discarded",
        message: "reasoning k1 names a discarded node; rejected",
        eventType: "reasoning",
        nodeId: "k1",
      },
    ]);
  });

  it("returns the same graph for an empty chunk to a discarded node", () => {
    const before = build([...step, { type: "discard", runId: "r1", ids: ["t1"] }]);
    expect(reduceEvent(before, { type: "text", id: "t1", ...run, content: "" })).toBe(before);
  });

  it("rejects a fuller input for a discarded partial call, with a diagnostic", () => {
    const before = build([...step, { type: "discard", runId: "r1", ids: ["c1"] }]);
    const graph = reduceEvent(before, {
      type: "tool_call",
      id: "c1",
      ...run,
      name: "rm",
      input: { path: "a.tmp" },
    });
    expect(graph.nodes).toBe(before.nodes);
    expect(graph.nodes.get("c1")).toMatchObject({ input: { path: "a.t" }, partial: true });
    expect(graph.diagnostics).toEqual([
      {
        code: "discarded",
        message: "tool_call c1 names a discarded node; rejected",
        eventType: "tool_call",
        nodeId: "c1",
      },
    ]);
  });

  it("keeps a discarded node discarded when its relay is resolved", () => {
    const graph = build([
      { type: "tool_call", id: "c1", ...run, name: "rm", input: {} },
      {
        type: "relay",
        kind: "permission",
        id: "q1",
        ...run,
        toolCallId: "c1",
        tool: "rm",
        params: {},
      },
      { type: "discard", runId: "r1", ids: ["q1"] },
      { type: "relay_resolved", relayId: "q1", decision: "deny" },
    ]);
    expect(graph.nodes.get("q1")).toMatchObject({ decision: "deny", discarded: true });
  });
});

describe("parseEvent discard", () => {
  it("accepts a discard and names the first bad field of a broken one", () => {
    const event = { type: "discard", runId: "r1", ids: ["a", "b"], reason: "reset-step", seq: 2 };
    expect(parseEvent(event)).toEqual({ ok: true, event });
    const fieldOf = (input: object) => {
      const parsed = parseEvent({ type: "discard", runId: "r1", ids: ["a"], ...input });
      return parsed.ok ? undefined : parsed.error.field;
    };
    expect(fieldOf({ runId: "" })).toBe("runId");
    expect(fieldOf({ ids: "a" })).toBe("ids");
    expect(fieldOf({ ids: ["a", ""] })).toBe("ids[1]");
    expect(fieldOf({ reason: 3 })).toBe("reason");
    expect(fieldOf({ seq: "1" })).toBe("seq");
    expect(parseEvent({ type: "discard", ids: [] })).toEqual({
      ok: false,
      error: {
        field: "runId",
        message: "discard.runId: expected a non-empty string, got undefined",
      },
    });
  });

  it("rejects a broken discard in the reducer without applying any of it", () => {
    const before = build(step);
    const graph = reduceEvent(before, { type: "discard", runId: "r1", ids: ["t1", 5] } as never);
    expect(graph.nodes).toBe(before.nodes);
    expect(graph.diagnostics).toMatchObject([{ code: "invalid_event", field: "ids[1]" }]);
  });
});
