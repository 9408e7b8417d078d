import { createGraph, projectDAG, reduceEvents } from "threadline";
import { describe, expect, it } from "vitest";
import { formattersFor } from "../../../components/labels/formattersFor.js";
import {
  defaultLabels,
  type ThreadlineLabels,
} from "../../../components/labels/ThreadlineLabels.js";
import { toolStateWord } from "../../../components/ToolCall/ToolStateBadge.js";
import type { NodeKind } from "../../../core/graph/Node.js";
import type { DagNode, DagNodeStatus } from "../../../core/projections/dag/DagNode.js";
import { pseudoLocalize, pseudoText } from "../../../testing/pseudoLocalize.js";
import { everyKindAndStatus } from "../dagLabels.fixtures.js";
import {
  dagKindName,
  dagNodeName,
  dagNodeText,
  dagRunName,
  isToolCallState,
} from "./dagNodeName.js";

const graph = reduceEvents(createGraph(), everyKindAndStatus());
const dag = projectDAG(graph);
const collapsed = projectDAG(graph, { collapsed: true });
const en = formattersFor("en-US");
const pseudo: ThreadlineLabels = pseudoLocalize(defaultLabels);

const KINDS: readonly NodeKind[] = [
  "user",
  "text",
  "reasoning",
  "tool_call",
  "tool_result",
  "tool_progress",
  "relay",
  "error",
  "usage",
  "summary",
  "harness_start",
  "harness_end",
];
const STATUSES: readonly DagNodeStatus[] = [
  "streaming",
  "complete",
  "error",
  "pending",
  "awaiting_permission",
  "running",
  "denied",
  "discarded",
];
/** Kinds whose text is the run's own words or a name: shown as the core gives it. */
const DATA_KINDS = new Set<NodeKind>([
  "user",
  "text",
  "reasoning",
  "summary",
  "error",
  "tool_call",
]);

const byId = (id: string) => dag.nodes.find((node) => node.id === id) as DagNode;

describe("dagNodeText", () => {
  it("covers every kind and status of the fixture", () => {
    expect(new Set(dag.nodes.map((node) => node.kind))).toEqual(new Set(KINDS));
    expect(new Set(dag.nodes.map((node) => node.status))).toEqual(new Set(STATUSES));
  });

  it("shows in the default labels what the core's label says", () => {
    for (const node of [...dag.nodes, ...collapsed.nodes])
      expect(dagNodeText(node, defaultLabels, en)).toBe(node.label);
  });

  it("puts tool names, decisions, tokens and agents into the labels' words", () => {
    const german: ThreadlineLabels = {
      ...defaultLabels,
      dagToolResultText: (tool) => `Ergebnis von ${tool}`,
      dagPermissionDecidedText: (tool, decision) => `${tool}: ${decision}`,
      dagDecisionAllowAlways: "immer erlaubt",
      dagUsageText: (_input, _output, input, output) => `${input} ein, ${output} aus`,
      dagRunEndText: (agent) => `Ende von ${agent}`,
    };
    const de = formattersFor("de-DE");
    expect(dagNodeText(byId("lead-1:call-1:result"), german, de)).toBe("Ergebnis von read_file");
    expect(dagNodeText(byId("lead-1:relay-2"), german, de)).toBe("exec: immer erlaubt");
    expect(dagNodeText(byId("lead-1:usage:1"), german, de)).toBe("1.200 ein, 80 aus");
    expect(dagNodeText(byId("helper-1:harness_end"), german, de)).toBe("Ende von helper");
  });

  it("keeps the run's own words and names as they are in any locale", () => {
    for (const node of dag.nodes.filter((candidate) => DATA_KINDS.has(candidate.kind)))
      expect(dagNodeText(node, pseudo, en)).toBe(node.label);
    for (const node of dag.nodes.filter((candidate) => !DATA_KINDS.has(candidate.kind)))
      expect(dagNodeText(node, pseudo, en)).toMatch(/^⟦.*⟧$/);
  });

  it("falls back on the core's label for a node made without its values", () => {
    const { tool: _tool, ...bare } = byId("lead-1:call-1:result");
    expect(dagNodeText(bare, pseudo, en)).toBe("read_file result");
  });
});

describe("dagNodeName", () => {
  it("names a node by its kind, text, status and agent", () => {
    expect(dagNodeName(byId("lead-1:call-3"), defaultLabels, en)).toBe(
      "Tool call: exec, Denied, lead",
    );
    expect(dagNodeName(byId("lead-2:call-1"), defaultLabels, en)).toBe(
      "Tool call: deploy, Awaiting permission, lead",
    );
    expect(dagNodeName(byId("user-1:user"), defaultLabels, en)).toBe(
      "User message: Tidy the repository, then report., complete",
    );
  });

  it("says every kind and status in the labels' words", () => {
    for (const node of dag.nodes) {
      const name = dagNodeName(node, pseudo, en);
      expect(name).toContain(pseudoText(dagKindName(node.kind, defaultLabels)));
      // The name is pseudo-localised whole: the values in it are accented too.
      expect(name).toContain(pseudoText(dagNodeText(node, pseudo, en)).slice(1, -1));
      expect(name).toMatch(/^⟦.*⟧$/);
    }
    const others = dag.nodes.filter((node) => node.kind !== "tool_call");
    const statuses = new Map(others.map((node) => [node.status, node]));
    for (const [status, node] of statuses)
      expect(dagNodeName(node, pseudo, en)).toContain(pseudoText(status.replace("_", " ")));
  });

  it("says a tool call's state in the words of the thread's tool cards", () => {
    const calls = dag.nodes.filter((node) => node.kind === "tool_call");
    const states = new Set<DagNodeStatus>();
    for (const call of calls) {
      if (!isToolCallState(call.status)) continue;
      states.add(call.status);
      const word = toolStateWord(call.status, defaultLabels);
      expect(dagNodeName(call, defaultLabels, en)).toContain(`, ${word}, `);
      expect(dagNodeName(call, pseudo, en)).toContain(pseudoText(word));
    }
    expect(states).toEqual(
      new Set(["pending", "awaiting_permission", "running", "complete", "denied", "error"]),
    );
  });
});

describe("dagRunName", () => {
  it("names a run by its agent, and a user message's run in the labels", () => {
    const names = dag.groups.map((group) => dagRunName(group, pseudo));
    expect(new Set(names)).toEqual(new Set(["lead", "helper", pseudoText("user")]));
    for (const group of dag.groups) expect(dagRunName(group, defaultLabels)).toBe(group.label);
  });

  it("keeps a run id that names a run without an agent", () => {
    const [group] = projectDAG(
      reduceEvents(createGraph(), [{ type: "text", id: "t", runId: "r-7", content: "hi" }]),
    ).groups;
    expect(group && dagRunName(group, pseudo)).toBe("r-7");
  });
});
