import { createGraph, projectDAG, reduceEvents } from "threadline";
import { failingScenario } from "threadline/testing";
import { describe, expect, it } from "vitest";
import { formattersFor } from "../../../components/labels/formattersFor.js";
import { defaultLabels } from "../../../components/labels/ThreadlineLabels.js";
import { layoutDag } from "../../layout/layoutDag.js";
import { toFlowElements } from "../toFlowElements.js";
import { highlightFlowNodes } from "./highlightFlowNodes.js";

const words = { labels: defaultLabels, format: formattersFor("en-US") };

const result = await layoutDag(projectDAG(reduceEvents(createGraph(), failingScenario().events())));
if (result.status !== "ok") throw new Error(result.reason);
const { nodes } = toFlowElements(result, words);
const [first, second, third] = result.nodes.map((node) => node.id) as [string, string, string];

describe("highlightFlowNodes", () => {
  it("returns the same array when nothing is highlighted", () => {
    expect(highlightFlowNodes(nodes, {})).toBe(nodes);
  });

  it("marks the selected, hovered and Tab-stop nodes and keeps every other node", () => {
    const marked = highlightFlowNodes(nodes, { selected: first, hovered: second, tabStop: first });
    const byId = new Map(marked.map((node) => [node.id, node]));
    expect(byId.get(first)?.domAttributes).toMatchObject({
      tabIndex: 0,
      "aria-current": "true",
      "data-state": "selected",
      "data-kind": "user",
    });
    expect(byId.get(second)?.domAttributes).toMatchObject({
      tabIndex: -1,
      "data-state": "hovered",
    });
    expect(byId.get(second)?.domAttributes?.["aria-current"]).toBeUndefined();
    const untouched = marked.filter((node) => node.id !== first && node.id !== second);
    expect(untouched).toHaveLength(nodes.length - 2);
    for (const node of untouched) expect(nodes).toContain(node);
  });

  it("shows selection over hover on the same node", () => {
    const marked = highlightFlowNodes(nodes, { selected: third, hovered: third });
    const node = marked.find((candidate) => candidate.id === third);
    expect(node?.domAttributes).toMatchObject({ "data-state": "selected", tabIndex: -1 });
  });

  it("never marks a run's box", () => {
    const run = nodes.find((node) => node.type === "run");
    const marked = highlightFlowNodes(nodes, { selected: run?.id, tabStop: run?.id });
    expect(marked.find((node) => node.id === run?.id)).toBe(run);
  });
});
