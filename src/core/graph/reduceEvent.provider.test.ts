import { describe, expect, it } from "vitest";
import { createGraph } from "./createGraph.js";
import type { GraphEvent } from "./GraphEvent.js";
import { parseEvent } from "./parseEvent.js";
import { reduceEvent } from "./reduceEvent.js";
import { reduceEvents } from "./reduceEvents.js";

const start: GraphEvent = { type: "harness_start", runId: "r1", agentId: "assistant" };
const thinking = (content: string, more: object = {}): GraphEvent =>
  ({ type: "reasoning", runId: "r1", id: "r1:reasoning:0", content, ...more }) as GraphEvent;

function eventByEvent(events: readonly GraphEvent[]) {
  return events.reduce(reduceEvent, createGraph());
}

describe("reduceEvent", () => {
  it("keeps a reasoning signature that arrives after the reasoning text", () => {
    const events = [
      start,
      thinking("Let me "),
      thinking("think."),
      thinking("", { signature: "EqQBCgIYAh" }),
    ];
    for (const graph of [eventByEvent(events), reduceEvents(createGraph(), events)]) {
      expect(graph.nodes.get("r1:reasoning:0")).toEqual({
        id: "r1:reasoning:0",
        runId: "r1",
        kind: "reasoning",
        content: "Let me think.",
        signature: "EqQBCgIYAh",
      });
      expect(graph.diagnostics).toEqual([]);
    }
  });

  it("keeps the signature through chunks appended after it", () => {
    const graph = eventByEvent([start, thinking("a", { signature: "s1" }), thinking("b")]);
    expect(graph.nodes.get("r1:reasoning:0")).toMatchObject({ content: "ab", signature: "s1" });
  });

  it("keeps the encrypted data of a redacted reasoning block", () => {
    const graph = eventByEvent([
      start,
      thinking("[redacted thinking]", { redactedData: "EmwKAhgB" }),
    ]);
    expect(graph.nodes.get("r1:reasoning:0")).toMatchObject({ redactedData: "EmwKAhgB" });
  });

  it("keeps where a tool ran on its call and its result", () => {
    const server = { providerExecuted: true, providerType: "server_tool_use" };
    const graph = eventByEvent([
      start,
      {
        type: "tool_call",
        runId: "r1",
        id: "srvtoolu_1",
        name: "web_search",
        input: {},
        partial: true,
        ...server,
      },
      {
        type: "tool_call",
        runId: "r1",
        id: "srvtoolu_1",
        name: "web_search",
        input: { query: "x" },
      },
      {
        type: "tool_result",
        runId: "r1",
        id: "srvtoolu_1",
        name: "web_search",
        output: [],
        providerExecuted: true,
        providerType: "web_search_tool_result",
      },
    ]);
    expect(graph.nodes.get("srvtoolu_1")).toMatchObject({ input: { query: "x" }, ...server });
    expect(graph.nodes.get("srvtoolu_1")).not.toHaveProperty("partial");
    expect(graph.nodes.get("srvtoolu_1:result")).toMatchObject({
      providerExecuted: true,
      providerType: "web_search_tool_result",
    });
  });
});

describe("parseEvent", () => {
  it("names a signature that is not a string", () => {
    const result = parseEvent({
      type: "reasoning",
      id: "x",
      runId: "r",
      content: "",
      signature: 7,
    });
    expect(result).toEqual({
      ok: false,
      error: { field: "signature", message: "reasoning.signature: expected a string, got 7" },
    });
  });

  it("names a providerExecuted that is not a boolean", () => {
    const event = {
      type: "tool_call",
      id: "c",
      runId: "r",
      name: "n",
      input: {},
      providerExecuted: "yes",
    };
    const result = parseEvent(event);
    expect(result.ok ? undefined : result.error.field).toBe("providerExecuted");
  });
});

describe("parseEvent with provider fields", () => {
  it("keeps the other fields of a provider's block and names a providerFields that is not an object", () => {
    const event = {
      type: "tool_call",
      id: "mcptoolu_1",
      runId: "r",
      name: "echo",
      input: {},
      providerExecuted: true,
      providerType: "mcp_tool_use",
      providerFields: { server_name: "echo" },
    };
    expect(parseEvent(event)).toEqual({ ok: true, event });
    const wrong = parseEvent({ ...event, providerFields: "echo" });
    expect(wrong.ok ? undefined : wrong.error.field).toBe("providerFields");
    const graph = eventByEvent([start, event as GraphEvent]);
    expect(graph.nodes.get("mcptoolu_1")).toMatchObject({
      providerFields: { server_name: "echo" },
    });
  });
});
