import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createGraph } from "../../core/graph/createGraph.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import type { ViewNode } from "../../core/projections/ViewNode.js";
import { scenario } from "../../testing/scenario.js";
import type { ToolRenderProps } from "../ToolCall/ToolCall.js";
import { Thread } from "./Thread.js";

/** A lookup three subagents down: lead → first → second → third, each through `delegate`. */
const deep = scenario()
  .user("Find the owner of the flaky test.")
  .assistant("lead", (lead) =>
    lead
      .tool("delegate", { task: "first" })
      .subagent("first", (first) =>
        first
          .tool("delegate", { task: "second" })
          .subagent("second", (second) =>
            second
              .tool("delegate", { task: "third" })
              .subagent("third", (third) =>
                third.tool("lookup", { query: "flaky test" }, { output: "owner: dana" }),
              ),
          ),
      )
      .text("Dana owns it."),
  )
  .events();

const nodes = projectThread(reduceEvents(createGraph(), deep));

/** The first view node, at any depth, that calls the tool `name`, and how deep it is. */
function findCall(
  list: readonly ViewNode[],
  name: string,
  depth = 0,
): { node: ViewNode; depth: number } | undefined {
  for (const node of list) {
    if (node.content.kind === "tool_call" && node.content.name === name) return { node, depth };
    for (const branch of node.branches) {
      const found = findCall(branch, name, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

function Lookup({ input, output, state }: ToolRenderProps) {
  return <p className="lookup">{`${JSON.stringify(input)} → ${String(output)} (${state})`}</p>;
}

function Fallback({ node }: ToolRenderProps) {
  return <p className="fallback">{node.content.kind === "tool_call" && node.content.name}</p>;
}

describe("Thread tools", () => {
  const lookup = findCall(nodes, "lookup");

  it("builds a lookup three subagents deep", () => {
    expect(lookup?.depth).toBe(3);
  });

  it("renders a tool call three subagents deep with the tool's renderer", () => {
    const markup = renderToString(
      <Thread
        nodes={nodes}
        tools={{ lookup: { render: Lookup } }}
        selectedId={lookup?.node.id ?? ""}
      />,
    );
    expect(markup).toContain(
      '<p class="lookup">{&quot;query&quot;:&quot;flaky test&quot;} → owner: dana (complete)</p>',
    );
  });

  it("renders the tools it does not name with the fallback, at every depth", () => {
    const markup = renderToString(
      <Thread
        nodes={nodes}
        tools={{ lookup: { render: Lookup } }}
        toolFallback={Fallback}
        selectedId={lookup?.node.id ?? ""}
      />,
    );
    expect(markup.match(/<p class="fallback">delegate<\/p>/g)).toHaveLength(3);
    expect(markup.match(/<p class="lookup">/g)).toHaveLength(1);
  });

  it("takes only the tools map's own entries", () => {
    const inherited = Object.create({ lookup: { render: Lookup } }) as Record<string, never>;
    const markup = renderToString(
      <Thread nodes={nodes} tools={inherited} selectedId={lookup?.node.id ?? ""} />,
    );
    expect(markup).toContain('<bdi class="tl-tool-call__name">lookup</bdi>');
    expect(markup).not.toContain('class="lookup"');
  });
});
