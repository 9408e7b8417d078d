import { describe, expect, it } from "vitest";
import { createGraph } from "../../core/graph/createGraph.js";
import type { GraphEvent } from "../../core/graph/GraphEvent.js";
import type { Node } from "../../core/graph/Node.js";
import { parseEvent } from "../../core/graph/parseEvent.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectDAG } from "../../core/projections/dag/projectDAG.js";
import { projectMessages } from "../../core/projections/messages/projectMessages.js";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import { parseNdjson } from "../parseNdjson.js";
import { type HostileVector, hostileContent, hugeJson } from "./hostileContent.js";
import { hostileSession } from "./hostileSession.js";

const session = hostileSession();
const events = session.events();
const graph = reduceEvents(createGraph(), events);
const nodes = [...graph.nodes.values()];

type Slot = (vector: HostileVector) => boolean;
const someEvent = (test: (event: GraphEvent) => boolean) => events.some(test);
const someNode = (test: (node: Node) => boolean) => nodes.some(test);

const slots: Record<string, Slot> = {
  "user content": ({ value }) => someNode((node) => node.kind === "user" && node.content === value),
  text: ({ value }) => someNode((node) => node.kind === "text" && node.content === value),
  reasoning: ({ value }) => someNode((node) => node.kind === "reasoning" && node.content === value),
  "tool name": ({ value }) =>
    someEvent((event) => event.type === "tool_call" && event.name === value),
  "tool input": (vector) =>
    someEvent(
      (event) =>
        event.type === "tool_call" &&
        event.name === vector.value &&
        ("parsed" in vector
          ? event.input === vector.parsed
          : (event.input as { command?: unknown }).command === vector.value),
    ),
  "tool output": (vector) =>
    someEvent(
      (event) =>
        event.type === "tool_result" &&
        event.output === ("parsed" in vector ? vector.parsed : vector.value),
    ),
  "tool progress": ({ value }) =>
    someEvent(
      (event) =>
        event.type === "tool_progress" && (event.content as { data: unknown }).data === value,
    ),
  "relay parameters": (vector) =>
    someEvent(
      (event) =>
        event.type === "relay" &&
        event.tool === vector.value &&
        (event.params === vector.parsed ||
          event.params.command === vector.value ||
          event.params.input === vector.parsed),
    ),
  "tool error": ({ value }) =>
    someEvent(
      (event) =>
        event.type === "tool_result" && (event.output as { error?: unknown }).error === value,
    ),
  "run error": ({ value }) =>
    someEvent((event) => event.type === "error" && event.message === value),
  "agent id": ({ value }) =>
    someEvent((event) => event.type === "harness_start" && event.agentId === value),
};

describe("hostileSession", () => {
  it("places every payload in every slot", () => {
    const missing = hostileContent.flatMap((vector) =>
      Object.entries(slots).flatMap(([slot, holds]) =>
        holds(vector) ? [] : [`${vector.name} in ${slot}`],
      ),
    );
    expect(missing).toEqual([]);
  });

  it("writes only valid events, also through NDJSON", () => {
    expect(events.filter((event) => !parseEvent(event).ok)).toEqual([]);
    const { events: parsed, errors } = parseNdjson(session.ndjson());
    expect(errors).toEqual([]);
    expect(parsed).toHaveLength(events.length);
  });

  it("reduces without diagnostics and projects without throwing", () => {
    expect(graph.diagnostics).toEqual([]);
    const views = projectThread(graph);
    expect(views.filter((view) => view.content.kind === "user")).toHaveLength(
      hostileContent.length,
    );
    expect(projectMessages(graph).length).toBeGreaterThan(hostileContent.length);
    expect(projectDAG(graph).nodes).toHaveLength(graph.nodes.size);
  });

  it("places 10 MB of JSON in every slot when asked to", () => {
    const text = hugeJson();
    const huge = hostileSession({
      vectors: [{ name: "10 MB of JSON", value: text, parsed: JSON.parse(text) }],
    });
    const hugeGraph = reduceEvents(createGraph(), huge.events());
    expect(hugeGraph.diagnostics).toEqual([]);
    expect(projectThread(hugeGraph)[0]?.content).toEqual({ kind: "user", content: text });
  });
});
