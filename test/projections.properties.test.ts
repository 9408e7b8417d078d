import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  toAnthropicMessages,
  toOpenAIMessages,
  toOpenAIResponsesInput,
} from "../src/adapters/index.js";
import {
  createGraph,
  type Graph,
  type GraphEvent,
  groupTurns,
  type Node,
  projectMessages,
  projectThread,
  reduceEvent,
  reduceEvents,
  usageByRun,
  type ViewNode,
} from "../src/index.js";
import { anthropicProblems, apiProblems } from "./apiValidity.js";
import { agentSession, messySession, pooledEvent } from "./arbitraries.js";
import { anthropicRequestProblems } from "./conformance/anthropicRules.js";
import { openAIChatProblems, openAIResponsesInputProblems } from "./conformance/openaiRules.js";

const anySession = fc.oneof(agentSession, messySession, fc.array(pooledEvent, { maxLength: 30 }));

function flatten(views: readonly ViewNode[]): string[] {
  const ids: string[] = [];
  const pending: (readonly ViewNode[])[] = [views];
  for (let list = pending.pop(); list; list = pending.pop()) {
    for (const view of list) {
      ids.push(...view.nodeIds);
      for (const branch of view.branches) pending.push(branch);
      if (view.content.kind === "summary") pending.push(view.content.originals);
    }
  }
  return ids;
}

/** Whether a node is left out with a discard: itself, or an attachment of a discarded call. */
function leftOut(graph: Graph, node: Node): boolean {
  if (node.discarded) return true;
  if (node.kind !== "tool_result" && node.kind !== "tool_progress" && node.kind !== "relay")
    return false;
  const call = graph.nodes.get(node.toolCallId);
  return call?.kind === "tool_call" && call.discarded === true;
}

/** The content nodes that are not left out with a discard. */
function contentNodeIds(graph: Graph): string[] {
  const ids: string[] = [];
  for (const node of graph.nodes.values()) {
    const shown = ["text", "reasoning", "tool_call", "user", "error", "relay", "summary"].includes(
      node.kind,
    );
    const orphanResult =
      node.kind === "tool_result" && graph.nodes.get(node.toolCallId)?.kind !== "tool_call";
    if ((shown || orphanResult) && !leftOut(graph, node)) ids.push(node.id);
  }
  return ids;
}

/**
 * Whether a run is shown inside a discarded call, which hides it: going up from container to
 * container, a discarded call comes before any run comes twice (a loop of runs says nothing).
 */
function insideDiscardedCall(graph: Graph, runId: string): boolean {
  const seen = new Set<string>();
  for (let run = graph.runs.get(runId); run && !seen.has(run.runId); ) {
    seen.add(run.runId);
    const container = run.containerId === undefined ? undefined : graph.nodes.get(run.containerId);
    if (container?.kind === "tool_call" && container.discarded) return true;
    run = container && graph.runs.get(container.runId);
  }
  return false;
}

describe("projections (properties)", () => {
  it("project any session without throwing", () => {
    fc.assert(
      fc.property(anySession, (events) => {
        const graph = reduceEvents(createGraph(), events);
        groupTurns(projectThread(graph));
        projectMessages(graph, { includeReasoning: true });
        usageByRun(graph);
      }),
      { numRuns: 300 },
    );
  });

  it("show every content node exactly once in the flattened thread, none that was discarded", () => {
    let hidden = 0;
    fc.assert(
      fc.property(anySession, (events) => {
        const graph = reduceEvents(createGraph(), events);
        const shown = flatten(projectThread(graph)).sort();
        const content = contentNodeIds(graph).sort();
        const required = content.filter(
          (id) => !insideDiscardedCall(graph, graph.nodes.get(id)?.runId as string),
        );
        if (required.length === content.length) {
          expect(shown).toEqual(content);
          return;
        }
        hidden++;
        expect(new Set(shown).size).toBe(shown.length);
        expect(shown.filter((id) => !content.includes(id))).toEqual([]);
        expect(required.filter((id) => !shown.includes(id))).toEqual([]);
      }),
      { numRuns: 300 },
    );
    expect(hidden).toBeGreaterThan(0);
  });

  it("project incrementally what a full projection gives, event after event", () => {
    fc.assert(
      fc.property(anySession, (events) => {
        let graph = createGraph();
        events.forEach((event, index) => {
          graph = reduceEvent(graph, event);
          if (index % 3 === 0) projectThread(graph);
        });
        const fresh = reduceEvents(createGraph(), events);
        expect(projectThread(graph)).toEqual(projectThread(fresh));
      }),
      { numRuns: 200 },
    );
  });

  it("project after every event what a full projection gives, streamed chunks included", () => {
    fc.assert(
      fc.property(anySession, (events) => {
        let graph = createGraph();
        events.forEach((event, index) => {
          graph = reduceEvent(graph, event);
          const fresh = reduceEvents(createGraph(), events.slice(0, index + 1));
          expect(projectThread(graph)).toEqual(projectThread(fresh));
        });
      }),
      { numRuns: 150 },
    );
  });

  it("give messages that are valid for the chat APIs, with placeholders or dropped calls", () => {
    fc.assert(
      fc.property(
        anySession,
        fc.constantFrom("placeholder" as const, "drop" as const),
        fc.boolean(),
        (events, unanswered, includeReasoning) => {
          const messages = projectMessages(reduceEvents(createGraph(), events), {
            unanswered,
            includeReasoning,
          });
          expect(apiProblems(messages)).toEqual([]);
          expect(anthropicProblems(toAnthropicMessages(messages))).toEqual([]);
          // The provider rules of the conformance corpus, but the first turn being the user's:
          // a history that begins with the agent's own run has none to send.
          const anthropic = anthropicRequestProblems(toAnthropicMessages(messages));
          expect(anthropic.filter((problem) => !problem.includes("first turn"))).toEqual([]);
          expect(openAIChatProblems(toOpenAIMessages(messages))).toEqual([]);
          expect(openAIResponsesInputProblems(toOpenAIResponsesInput(messages))).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("leave no tool message in the checker's blind spot", () => {
    const events: GraphEvent[] = [{ type: "tool_call", id: "c", runId: "r", name: "x", input: {} }];
    expect(apiProblems([{ role: "tool", tool_call_id: "c", content: "" }])).not.toEqual([]);
    expect(apiProblems(projectMessages(reduceEvents(createGraph(), events)))).toEqual([]);
    expect(
      apiProblems([
        { role: "assistant", content: null, tool_calls: [{ id: "c", name: "x", input: {} }] },
      ]),
    ).toEqual(["message 0: tool call c unanswered"]);
  });
});
