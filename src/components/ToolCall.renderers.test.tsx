import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createGraph } from "../core/createGraph.js";
import { projectThread } from "../core/projections/projectThread.js";
import type { ViewNode } from "../core/projections/ViewNode.js";
import { reduceEvents } from "../core/reduceEvents.js";
import { createScenario } from "../testing/createScenario.js";
import { ToolCall, type ToolRendererProps } from "./ToolCall.js";

function callOf(name: string): ViewNode {
  const scenario = createScenario();
  const run = scenario.run("agent", { parentId: scenario.user("Go") });
  const call = run.toolCall(name, { query: "coupons" });
  run.toolResult(call, name, ["one", "two"]);
  const views = projectThread(reduceEvents(createGraph(), scenario.events()));
  return views.find((node) => node.content.kind === "tool_call") as ViewNode;
}

function Results({ input, output, state }: ToolRendererProps) {
  return <p>{`${JSON.stringify(input)} gave ${(output as string[]).join(", ")} (${state})`}</p>;
}

function Other() {
  return <p>other</p>;
}

function Broken(): never {
  throw new Error("boom");
}

describe("ToolCall toolRenderers", () => {
  it("renders a tool's renderer with the call's input, output and state", () => {
    const html = renderToString(
      <ToolCall node={callOf("search")} toolRenderers={{ search: Results }} />,
    );
    expect(html).toContain("{&quot;query&quot;:&quot;coupons&quot;} gave one, two (complete)");
    expect(html).not.toContain("tl-json-view");
  });

  it("ignores renderers of other tools", () => {
    const html = renderToString(
      <ToolCall node={callOf("search")} toolRenderers={{ other: Other }} />,
    );
    expect(html).toContain("tl-json-view");
    expect(html).not.toContain("<p>other</p>");
  });

  it("never takes an inherited key of the map for a renderer", () => {
    const html = renderToString(<ToolCall node={callOf("constructor")} toolRenderers={{}} />);
    expect(html).toContain("tl-json-view");
    expect(html).toContain("&quot;query&quot;: &quot;coupons&quot;");
  });

  it("sends the default view from the server when a renderer throws there", () => {
    const html = renderToString(
      <ToolCall node={callOf("search")} toolRenderers={{ search: Broken }} />,
    );
    expect(html).toContain("tl-json-view");
    expect(html).toContain("&quot;coupons&quot;");
  });
});
