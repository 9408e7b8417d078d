import { renderToString } from "react-dom/server";
import { createGraph, type GraphEvent, projectDAG, reduceEvents } from "threadline";
import { failingScenario, multiAgentScenario } from "threadline/testing";
import { describe, expect, it } from "vitest";
import type { DagLayout, DagLayoutResult } from "../layout/DagLayout.js";
import { layoutDag } from "../layout/layoutDag.js";
import { DagView } from "./DagView.js";
import type { DagNodeContentProps } from "./DagViewComponents.js";

const dagOf = (events: GraphEvent[], collapsed = false) =>
  projectDAG(reduceEvents(createGraph(), events), { collapsed });

function laidOut(result: DagLayoutResult): DagLayout {
  if (result.status !== "ok") throw new Error(result.reason);
  return result;
}

function ToolName({ node }: DagNodeContentProps) {
  return <b className="mine">{`${node.label}()`}</b>;
}

const failing = dagOf(failingScenario().events());
const failingLayout = laidOut(await layoutDag(failing));

describe("DagView on the server", () => {
  it("renders a quiet loading status until a layout exists", () => {
    const html = renderToString(<DagView dag={failing} />);
    expect(html).toContain('data-status="pending"');
    expect(html).toContain('role="status"');
    expect(html).toContain("Laying out the graph…");
    expect(html).not.toContain("react-flow");
  });

  it("says why instead of drawing a graph that is too large", () => {
    const tooLarge = {
      status: "too_large",
      nodeCount: 1200,
      edgeCount: 1199,
      groupCount: 3,
      deadlineMs: 5,
      reason: "Too large.",
    } as const;
    const html = renderToString(<DagView dag={failing} initialLayout={tooLarge} />);
    expect(html).toContain('data-status="too_large"');
    expect(html).toContain('role="status"');
    expect(html).toContain("This run is too large to draw as a graph.");
    expect(html).toContain(
      "The layout of 1,200 nodes, 1,199 edges and 3 groups did not finish within the 5 ms deadline.",
    );
    expect(html).not.toContain("react-flow");
  });

  it("draws a layout made ahead: named nodes by kind and state, run boxes with their agent", () => {
    const html = renderToString(<DagView dag={failing} initialLayout={failingLayout} />);
    expect(html).toContain('aria-label="Run graph"');
    expect(html).toContain('data-status="ready"');
    for (const node of failing.nodes) expect(html).toContain(`data-id="${node.id}"`);
    expect(html).toContain('aria-label="Tool call: exec, Denied, ops"');
    expect(html).toContain('data-kind="tool_call" data-status="denied"');
    expect(html).toContain('data-kind="error"');
    expect(html).toContain('class="tl-dag-group__label">ops</bdi>');
    expect(html.match(/role="button"/g)).toHaveLength(failing.nodes.length);
    expect(html.match(/tabindex="0"/g)).toHaveLength(1);
  });

  it("marks the selected and the hovered node", () => {
    const [user, , call] = failing.nodes;
    const html = renderToString(
      <DagView
        dag={failing}
        initialLayout={failingLayout}
        selectedId={call?.id}
        hoveredId={user?.id}
      />,
    );
    expect(html.match(/aria-current="true"/g)).toHaveLength(1);
    expect(html).toMatch(new RegExp(`data-id="${call?.id}"[^>]*aria-current="true"`));
    expect(html).toMatch(new RegExp(`data-id="${user?.id}"[^>]*data-state="hovered"`));
  });

  it("selects the collapsed node an id was folded into", async () => {
    const collapsed = dagOf(multiAgentScenario().events(), true);
    const folding = collapsed.nodes.find((node) => (node.folded?.length ?? 0) > 0);
    const layout = laidOut(await layoutDag(collapsed));
    const html = renderToString(
      <DagView dag={collapsed} initialLayout={layout} selectedId={folding?.folded?.[0]} />,
    );
    expect(html).toMatch(new RegExp(`data-id="${folding?.id}"[^>]*aria-current="true"`));
  });

  it("draws a kind's content with the renderer given for it", () => {
    const components = { tool_call: ToolName };
    const html = renderToString(
      <DagView dag={failing} initialLayout={failingLayout} components={components} />,
    );
    expect(html).toContain('<b class="mine">exec()</b>');
    expect(html).toContain('class="tl-dag-node__label">Delete the old release branches.</span>');
  });

  it("says everything in its labels and locale, and its label prop over them", () => {
    const labels = {
      dagGraph: "Ablaufgraph",
      dagKindToolCall: "Werkzeugaufruf",
      toolDenied: "abgelehnt",
      dagZoomIn: "Vergrößern",
    };
    const html = renderToString(
      <DagView dag={failing} initialLayout={failingLayout} labels={labels} locale="de-DE" />,
    );
    expect(html).toContain('aria-label="Ablaufgraph"');
    expect(html).toContain('aria-label="Werkzeugaufruf: exec, abgelehnt, ops"');
    expect(html).toContain('title="Vergrößern" aria-label="Vergrößern"');
    const named = renderToString(
      <DagView dag={failing} initialLayout={failingLayout} labels={labels} label="Lauf 2" />,
    );
    expect(named).toContain('aria-label="Lauf 2"');
    expect(named).not.toContain("Ablaufgraph");
  });

  it("formats the size of a graph too large to draw in its locale", () => {
    const tooLarge = {
      status: "too_large",
      nodeCount: 1200,
      edgeCount: 1199,
      groupCount: 3,
      deadlineMs: 10_000,
      reason: "Too large.",
    } as const;
    const html = renderToString(
      <DagView
        dag={failing}
        initialLayout={tooLarge}
        locale="de-DE"
        labels={{
          dagTooLargeReason: (nodes, _edges, _groups, deadline) => `${nodes} in ${deadline}`,
        }}
      />,
    );
    expect(html).toContain("1.200 in 10.000");
  });
});
