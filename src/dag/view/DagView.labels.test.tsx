// @vitest-environment jsdom
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createGraph, projectDAG, reduceEvents } from "threadline";
import { describe, expect, it } from "vitest";
import { LabelsProvider } from "../../components/labels/LabelsProvider.js";
import { defaultLabels, type ThreadlineLabels } from "../../components/labels/ThreadlineLabels.js";
import type { NodeKind } from "../../core/graph/Node.js";
import { pseudoLocalize } from "../../testing/pseudoLocalize.js";
import type { DagLayout, DagLayoutResult, DagLayoutTooLarge } from "../layout/DagLayout.js";
import { layoutDag } from "../layout/layoutDag.js";
import { DagView } from "./DagView.js";
import { everyKindAndStatus } from "./dagLabels.fixtures.js";

function laidOut(result: DagLayoutResult): DagLayout {
  if (result.status !== "ok") throw new Error(result.reason);
  return result;
}

const graph = reduceEvents(createGraph(), everyKindAndStatus());
const dag = projectDAG(graph);
const collapsed = projectDAG(graph, { collapsed: true });
const layout = laidOut(await layoutDag(dag));
const collapsedLayout = laidOut(await layoutDag(collapsed));
const tooLarge: DagLayoutTooLarge = {
  status: "too_large",
  nodeCount: 1200,
  edgeCount: 1199,
  groupCount: 3,
  deadlineMs: 10_000,
  reason: "Too large.",
};
const pseudo: ThreadlineLabels = pseudoLocalize(defaultLabels);

/** Kinds whose text is the run's own words or a name, which no labels translate. */
const DATA_KINDS = new Set<NodeKind>([
  "user",
  "text",
  "reasoning",
  "summary",
  "error",
  "tool_call",
]);
const DATA = new Set([
  ...[...dag.nodes, ...collapsed.nodes]
    .filter((node) => DATA_KINDS.has(node.kind))
    .map((node) => node.label),
  ...dag.groups.flatMap((group) => (group.agentId === undefined ? [] : [group.agentId])),
  ...dag.groups.flatMap((group) => (group.task === undefined ? [] : [group.task])),
]);

const NAMED = [
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "title",
  "placeholder",
  "alt",
  "aria-valuetext",
];

/**
 * Every text and accessible name given by attribute that a user can meet, trimmed: hidden
 * elements (`aria-hidden`, `display:none`) are skipped, and so is React Flow's attribution
 * link, whose words are React Flow's own credit.
 */
function shownTexts(element: ReactElement): string[] {
  const root = document.createElement("div");
  root.innerHTML = renderToString(element);
  const texts: string[] = [];
  const visit = (node: Element) => {
    if (node.getAttribute("aria-hidden") === "true") return;
    if (/display:\s*none/.test(node.getAttribute("style") ?? "")) return;
    if (node.classList.contains("react-flow__attribution")) return;
    for (const name of NAMED) {
      const value = node.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) {
        const text = child.textContent?.trim();
        if (text) texts.push(text);
      } else if (child instanceof Element) visit(child);
    }
  };
  visit(root);
  return texts;
}

const STATES = {
  pending: { dag },
  too_large: { dag, initialLayout: tooLarge },
  ready: { dag, initialLayout: layout },
  "ready and collapsed": { dag: collapsed, initialLayout: collapsedLayout },
} as const;

describe("DagView under a pseudo-locale", () => {
  for (const [state, props] of Object.entries(STATES))
    it(`says every word in the labels when ${state}`, () => {
      const texts = shownTexts(
        <LabelsProvider labels={pseudo}>
          <DagView {...props} />
        </LabelsProvider>,
      );
      expect(texts.length).toBeGreaterThan(0);
      const untranslated = texts.filter((text) => !DATA.has(text) && !/^⟦.*⟧$/s.test(text));
      expect(untranslated).toEqual([]);
    });

  it("translates the chrome, each node's name and text, and the user's runs", () => {
    const texts = shownTexts(<DagView dag={dag} initialLayout={layout} labels={pseudo} />);
    for (const label of [
      pseudo.dagGraph,
      pseudo.dagKeyboardHint,
      pseudo.dagOverview,
      pseudo.dagControls,
      pseudo.dagZoomIn,
      pseudo.dagZoomOut,
      pseudo.dagFitView,
      pseudo.dagNodeRole,
      pseudo.dagUserRun,
      pseudo.dagUsageText(1200, 80, "1,200", "80"),
      pseudo.dagRunEndText("helper"),
    ])
      expect(texts).toContain(label);
    const names = texts.filter((text) => text.startsWith("⟦⟦"));
    expect(names).toHaveLength(dag.nodes.length);
  });

  it("finds the same places in English, where the defaults say today's words", () => {
    const texts = shownTexts(<DagView dag={dag} initialLayout={layout} />);
    for (const words of [
      "Run graph",
      "Arrow keys move along the edges between nodes; Enter or Space selects a node.",
      "Overview of the graph",
      "Control Panel",
      "Zoom In",
      "Zoom Out",
      "Fit View",
      "node",
      "user",
      "1200/80 tokens",
      "Tool call: deploy, Awaiting permission, lead",
      "Permission request: permission: exec (allow_always), complete, lead",
    ])
      expect(texts).toContain(words);
  });
});
