import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createGraph } from "../../core/graph/createGraph.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import type { ViewNode } from "../../core/projections/ViewNode.js";
import { createScenario } from "../../testing/createScenario.js";
import { ToolCall, type ToolRenderProps } from "./ToolCall.js";

function callOf(name: string): ViewNode {
  const scenario = createScenario();
  const run = scenario.run("agent", { parentId: scenario.user("Go") });
  const call = run.toolCall(name, { query: "coupons" });
  run.toolResult(call, name, ["one", "two"]);
  const views = projectThread(reduceEvents(createGraph(), scenario.events()));
  return views.find((node) => node.content.kind === "tool_call") as ViewNode;
}

function Results({ input, output, state, durationMs, respond }: ToolRenderProps) {
  return (
    <p>{`${JSON.stringify(input)} gave ${(output as string[]).join(", ")} (${state}, ${durationMs} ms, ${respond ? "asks" : "answered"})`}</p>
  );
}

function Broken(): never {
  throw new Error("boom");
}

describe("ToolCall render", () => {
  it("replaces the body with the renderer, open by default, given the call's parts", () => {
    const html = renderToString(
      <ToolCall node={callOf("search")} render={Results} durationMs={5} />,
    );
    expect(html).toContain(
      "{&quot;query&quot;:&quot;coupons&quot;} gave one, two (complete, 5 ms, answered)",
    );
    expect(html).toContain('data-state="open"');
    expect(html).not.toContain("tl-json-view");
  });

  it("keeps the renderer closed when asked", () => {
    const html = renderToString(
      <ToolCall node={callOf("search")} render={Results} defaultOpen={false} />,
    );
    expect(html).not.toContain("gave one");
  });

  it("sends the default body from the server when a renderer throws there", () => {
    const html = renderToString(<ToolCall node={callOf("search")} render={Broken} />);
    expect(html).toContain("tl-json-view");
    expect(html).toContain("&quot;coupons&quot;");
  });
});
