// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createGraph } from "../../core/graph/createGraph.js";
import type { Graph } from "../../core/graph/Graph.js";
import type { RelayDecision } from "../../core/graph/GraphEvent.js";
import { reduceEvent } from "../../core/graph/reduceEvent.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import type { ViewNode } from "../../core/projections/ViewNode.js";
import { createScenario } from "../../testing/createScenario.js";
import { ToolCall, type ToolCallProps, type ToolRenderProps } from "./ToolCall.js";

afterEach(() => {
  cleanup();
});

const command = { command: "rm -rf dist", cwd: "/work/app" };

function gated(decision?: RelayDecision): { graph: Graph; relayId: string } {
  const scenario = createScenario();
  const run = scenario.run("agent", { parentId: scenario.user("Clean up") });
  const relayId = run.permission(run.toolCall("bash", command), "bash", command);
  if (decision) run.resolve(relayId, decision);
  return { graph: reduceEvents(createGraph(), scenario.events()), relayId };
}

function partsOf(graph: Graph): { node: ViewNode; permission: ViewNode } {
  const views = projectThread(graph);
  const node = views.find((view) => view.content.kind === "tool_call");
  const permission = views.find((view) => view.content.kind === "relay");
  if (!node || !permission) throw new Error("the scenario has no gated tool call");
  return { node, permission };
}

/** Answers through the reducer, as an app does, so the call shows the decision. */
function Answered({ onRespond, ...props }: Omit<ToolCallProps, "node"> & { graph: Graph }) {
  const [graph, setGraph] = useState(props.graph);
  return (
    <ToolCall
      {...props}
      {...partsOf(graph)}
      onRespond={(relayId, decision) => {
        setGraph((current) => reduceEvent(current, { type: "relay_resolved", relayId, decision }));
        onRespond?.(relayId, decision);
      }}
    />
  );
}

/** A custom view that asks for permission itself while the request waits. */
function Preview({ respond, input }: ToolRenderProps) {
  return respond ? (
    <button type="button" onClick={() => respond("deny")}>
      Keep {(input as typeof command).command}
    </button>
  ) : (
    <p>answered</p>
  );
}

describe("ToolCall with a permission request", () => {
  it("asks the question in its line, in a focused group, with the parameters only in the body", async () => {
    const user = userEvent.setup();
    const { graph } = gated();
    render(<ToolCall {...partsOf(graph)} onRespond={() => {}} />);
    const group = screen.getByRole("group", { name: "Permission request: bash" });
    expect(document.activeElement).toBe(group);
    const line = within(group).getByRole("button", { name: /Run bash: rm -rf dist\?/ });
    expect(screen.queryByText(/"cwd"/)).toBeNull();
    await user.click(line);
    expect(screen.getByText(/"cwd": "\/work\/app"/)).toBeTruthy();
  });

  it("answers with the relay id from the buttons and then shows the decision in the line", async () => {
    const user = userEvent.setup();
    const { graph, relayId } = gated();
    const onRespond = vi.fn();
    render(<Answered graph={graph} onRespond={onRespond} />);
    await user.click(screen.getByRole("button", { name: /Allow once/ }));
    expect(onRespond).toHaveBeenCalledWith(relayId, "allow");
    expect(screen.queryByRole("button", { name: /Deny/ })).toBeNull();
    expect(screen.queryByRole("group")).toBeNull();
    const line = screen.getByRole("button", { name: /bash rm -rf dist Allowed once/ });
    expect(document.activeElement).toBe(line);
  });

  it.each([
    ["d", "deny"],
    ["{Escape}", "deny"],
    ["a", "allow"],
    ["{Shift>}A{/Shift}", "allow_always"],
  ] as const)("answers %s from the keyboard", async (keys, decision) => {
    const user = userEvent.setup();
    const { graph, relayId } = gated();
    const onRespond = vi.fn();
    render(<Answered graph={graph} onRespond={onRespond} />);
    await user.keyboard(keys);
    expect(onRespond).toHaveBeenCalledWith(relayId, decision);
  });

  it("shows a denial as the call's state in the line", () => {
    render(<ToolCall {...partsOf(gated("deny").graph)} />);
    expect(screen.getByRole("button", { name: "Denied bash rm -rf dist" })).toBeTruthy();
  });

  it("asks read-only, without buttons, when nobody can answer", () => {
    render(<ToolCall {...partsOf(gated().graph)} />);
    expect(screen.queryByRole("group")).toBeNull();
    expect(
      screen.getByRole("button", { name: /Run bash: rm -rf dist\? Awaiting a decision/ }),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Allow/ })).toBeNull();
  });

  it("leaves keys pressed inside a nested call to that call", async () => {
    const user = userEvent.setup();
    const onRespond = vi.fn();
    const { graph } = gated();
    const inner = partsOf(gated("allow").graph);
    render(
      <ToolCall {...partsOf(graph)} onRespond={onRespond}>
        <ToolCall node={inner.node} permission={inner.permission} />
      </ToolCall>,
    );
    const nested = screen.getAllByRole("button", { name: /Allowed once/ })[0] as HTMLElement;
    nested.focus();
    await user.keyboard("a");
    expect(onRespond).not.toHaveBeenCalled();
  });

  it("gives a custom view `respond` while the request waits, and not after", async () => {
    const user = userEvent.setup();
    const { graph, relayId } = gated();
    const onRespond = vi.fn();
    render(<Answered graph={graph} onRespond={onRespond} render={Preview} />);
    await user.click(screen.getByRole("button", { name: "Keep rm -rf dist" }));
    expect(onRespond).toHaveBeenCalledWith(relayId, "deny");
    expect(screen.getByText("answered")).toBeTruthy();
  });
});

describe("ToolCall: where the focus goes when a waiting call mounts", () => {
  it("takes the focus from the page, without scrolling", () => {
    const { node, permission } = partsOf(gated().graph);
    const focus = vi.spyOn(HTMLElement.prototype, "focus");
    render(<ToolCall node={node} permission={permission} onRespond={() => {}} />);
    const question = screen.getByRole("group", { name: /Permission request/ });
    expect(document.activeElement).toBe(question);
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    focus.mockRestore();
  });

  it("leaves the focus where the user works, as when a thread mounts the call again on scrolling back", () => {
    const { node, permission } = partsOf(gated().graph);
    render(<button type="button">Copy</button>);
    const button = screen.getByRole("button", { name: "Copy" });
    button.focus();
    render(<ToolCall node={node} permission={permission} onRespond={() => {}} />);
    expect(screen.getByRole("group", { name: /Permission request/ })).toBeTruthy();
    expect(document.activeElement).toBe(button);
  });
});
