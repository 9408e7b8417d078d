import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { createGraph, type GraphEvent, projectDAG, reduceEvents } from "threadline";
import {
  type DagLayoutResult,
  type DagNodeContentProps,
  DagView,
  type DagViewComponents,
  type DagViewProps,
  layoutDag,
} from "threadline/dag";
import {
  codingAgentSession,
  deepNestingSession,
  errorMidStreamSession,
  failingScenario,
  longSession,
  markdownShowcaseSession,
  multiAgentScenario,
  researchAgentSession,
  scenario,
} from "threadline/testing";
import { frameHeight } from "./frameHeight.js";

const dagOf = (events: readonly GraphEvent[], collapsed = false) =>
  projectDAG(reduceEvents(createGraph(), events), { collapsed });

const multiAgent = dagOf(multiAgentScenario().events());

/** Holds the selection in state, as an app sharing it with a thread does. */
function Selectable({ selectedId, onSelect, ...props }: DagViewProps) {
  const [selected, setSelected] = useState(selectedId);
  const select = (id: string) => {
    setSelected(id);
    onSelect?.(id);
  };
  return <DagView {...props} selectedId={selected} onSelect={select} />;
}

const meta = {
  title: "Dag/DagView",
  component: DagView,
  args: { dag: multiAgent, onSelect: fn() },
  loaders: [async ({ args }) => ({ layout: await layoutDag(args.dag, args.layoutOptions ?? {}) })],
  render: (args, { loaded }) => {
    const layout = loaded.layout as DagLayoutResult;
    return (
      <div style={{ height: frameHeight(layout) }}>
        <Selectable {...args} initialLayout={layout} />
      </div>
    );
  },
} satisfies Meta<typeof DagView>;

export default meta;
type Story = StoryObj<typeof meta>;

const nodeNamed = (canvas: HTMLElement, name: RegExp) =>
  within(canvas).findByRole("button", { name });

export const MultiAgent: Story = {
  play: async ({ canvasElement }) => {
    await nodeNamed(canvasElement, /^Tool call: delegate/);
    expect(canvasElement.querySelectorAll('[aria-current="true"]')).toHaveLength(0);
  },
};

export const SelectNode: Story = {
  tags: ["interaction"],
  play: async ({ args, canvasElement }) => {
    const call = await nodeNamed(canvasElement, /^Tool call: delegate/);
    await userEvent.click(call);
    expect(args.onSelect).toHaveBeenCalledWith(call.dataset.id);
    await waitFor(() => expect(call).toHaveAttribute("aria-current", "true"));
    expect(call).toHaveAttribute("data-state", "selected");
    expect(canvasElement.querySelectorAll('[aria-current="true"]')).toHaveLength(1);
  },
};

export const Failing: Story = { args: { dag: dagOf(failingScenario().events()) } };

/** Heights of the lines a run's card lists, by kind, in the card of the run named `agent`. */
async function outlineOf(canvasElement: HTMLElement, agent: string) {
  const view = canvasElement.querySelector<HTMLElement>("section.tl-dag");
  if (!view) throw new Error("no graph");
  await waitFor(() => expect(view).toHaveAttribute("data-zoom", "far"));
  const card = within(view).getAllByText(agent)[0]?.closest<HTMLElement>(".tl-dag-group__card");
  if (!card) throw new Error(`no card of ${agent}`);
  const heights = (selector: string) =>
    [...card.querySelectorAll<HTMLElement>(selector)].map((line) => line.offsetHeight);
  return { said: heights(".tl-dag-group__said"), calls: heights(".tl-dag-group__call") };
}

/** A card with room for its whole outline lists what the run said between its calls. */
export const CodingAgent: Story = {
  args: { dag: dagOf(codingAgentSession().events()) },
  play: async ({ canvasElement }) => {
    const { said, calls } = await outlineOf(canvasElement, "coder");
    expect(said.length).toBeGreaterThan(0);
    for (const height of [...said, ...calls]) expect(height).toBeGreaterThan(10);
  },
};

/** A card without that room keeps to its calls: what the run said takes no line. */
export const ResearchAgent: Story = {
  args: { dag: dagOf(researchAgentSession().events()) },
  play: async ({ canvasElement }) => {
    const { said, calls } = await outlineOf(canvasElement, "lead");
    expect(said.length).toBeGreaterThan(0);
    expect(said.every((height) => height === 0)).toBe(true);
    expect(calls.every((height) => height > 10)).toBe(true);
  },
};

/** Seven nested runs: at their fit, too far out to read a node, so each run shows as its card. */
export const DeepNesting: Story = {
  args: { dag: dagOf(deepNestingSession().events()) },
  play: async ({ canvasElement }) => {
    const view = canvasElement.querySelector<HTMLElement>("section.tl-dag");
    if (!view) throw new Error("no graph");
    await waitFor(() => expect(view).toHaveAttribute("data-zoom", "far"));
    const card = within(view).getByText("level-0").closest<HTMLElement>(".tl-dag-group__card");
    if (!card) throw new Error("no run card");
    expect(card).toHaveTextContent(/level-0 · Done · 3 steps · 1 tool/);
    // Drawn at one size on screen whatever the zoom: 13 px of text, give or take 5 %.
    const size = Number.parseFloat(getComputedStyle(card).fontSize) * zoomOf(view);
    expect(size).toBeGreaterThan(12.3);
    expect(size).toBeLessThan(13.7);
    // A card taller than its box's free part loses its last calls whole: each call is shown
    // whole or not at all, never a sliver at the card's edge (level-5 loses its one call).
    const calls = [...view.querySelectorAll<HTMLElement>(".tl-dag-group__call")];
    const shown = calls.filter((call) => {
      const box = call.getBoundingClientRect();
      const card = call.closest(".tl-dag-group__card")?.getBoundingClientRect();
      const list = call.parentElement?.getBoundingClientRect();
      if (!card || !list) throw new Error("a call outside a card");
      // Within a pixel: the line box's bottom may lose a rounding's worth, below any glyph.
      const inside = (outer: DOMRect) =>
        box.top >= outer.top - 1 &&
        box.bottom <= outer.bottom + 1 &&
        box.left >= outer.left - 1 &&
        box.right <= outer.right + 1;
      const apart = (outer: DOMRect) =>
        box.bottom <= outer.top + 0.5 ||
        box.top >= outer.bottom - 0.5 ||
        box.right <= outer.left + 0.5 ||
        box.left >= outer.right - 0.5;
      expect(
        inside(card) && inside(list) ? "whole" : apart(card) || apart(list) ? "hidden" : "cut",
      ).not.toBe("cut");
      return inside(card) && inside(list);
    });
    expect(shown.length).toBe(calls.length - 1);
  },
};

/** The view's zoom, from the scale of React Flow's viewport. */
function zoomOf(view: HTMLElement): number {
  const viewport = view.querySelector<HTMLElement>(".react-flow__viewport");
  return Number(viewport?.style.transform.match(/scale\(([\d.]+)\)/)?.[1]);
}

/** Zooming in turns the cards back into nodes, readable from then on; fitting turns them back. */
export const ZoomIntoCards: Story = {
  tags: ["interaction"],
  args: { dag: dagOf(deepNestingSession().events()) },
  play: async ({ canvasElement }) => {
    const view = canvasElement.querySelector<HTMLElement>("section.tl-dag");
    const label = view?.querySelector(".tl-dag-node__label");
    if (!view || !label) throw new Error("no graph");
    await waitFor(() => expect(view).toHaveAttribute("data-zoom", "far"));
    expect(view).toHaveAttribute("data-view", "fitted");
    expect(getComputedStyle(label).visibility).toBe("hidden");
    // The whole graph is in view: no minimap repeats it over its corner.
    const minimap = () => view.querySelector(".react-flow__minimap");
    expect(minimap()).toBeNull();
    const counts = view.querySelector(".tl-dag-group__counts") as HTMLElement;
    expect(counts).toBeVisible();
    // The nodes give way to the cards but stay in reach of the keyboard, the focused one shown.
    const first = view.querySelector<HTMLElement>('.react-flow__node[tabindex="0"]');
    if (!first) throw new Error("no Tab stop");
    first.focus();
    await userEvent.keyboard("{ArrowDown}");
    const next = document.activeElement as HTMLElement;
    await waitFor(() => expect(next).not.toBe(first));
    expect(next).toHaveAttribute("role", "button");
    await waitFor(() => expect(getComputedStyle(next).opacity).toBe("1"));
    expect(getComputedStyle(first).opacity).toBe("0");
    const card = counts.closest(".tl-dag-group__card") as HTMLElement;
    const onScreen = () => Number.parseFloat(getComputedStyle(card).fontSize) * zoomOf(view);
    const zoomIn = within(view).getByRole("button", { name: "Zoom In" });
    for (let click = 0; click < 8 && view.dataset.zoom === "far"; click++) {
      await userEvent.click(zoomIn);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      if (view.dataset.zoom === "far") expect(Math.abs(onScreen() - 13)).toBeLessThan(0.7);
    }
    await waitFor(() => expect(view).toHaveAttribute("data-zoom", "near"));
    expect(view).toHaveAttribute("data-view", "free");
    expect(zoomOf(view)).toBeGreaterThanOrEqual(11 / 12);
    expect(getComputedStyle(label).visibility).toBe("visible");
    expect(
      Number.parseFloat(getComputedStyle(label).fontSize) * zoomOf(view),
    ).toBeGreaterThanOrEqual(11);
    expect(counts).not.toBeVisible();
    // Zoomed in, part of the graph is out of view: the minimap shows where the view is.
    expect(minimap()).not.toBeNull();
    expect(within(view).getByRole("img", { name: "Overview of the graph" })).toBeVisible();
    await userEvent.click(within(view).getByRole("button", { name: "Fit View" }));
    await waitFor(() => expect(view).toHaveAttribute("data-view", "fitted"));
    await waitFor(() => expect(view).toHaveAttribute("data-zoom", "far"));
    await waitFor(() => expect(minimap()).toBeNull());
  },
};

let textRenders = 0;
/** A text node's renderer that counts how often the nodes render. */
function CountedText({ node }: DagNodeContentProps) {
  textRenders++;
  return <span className="tl-dag-node__label">{node.label}</span>;
}
const counted: DagViewComponents = { text: CountedText };

/** Zooming, within the cards' range and out of it, renders no node again: the switch is CSS. */
export const ZoomRendersNoNode: Story = {
  tags: ["interaction"],
  args: { dag: dagOf(deepNestingSession().events()), components: counted },
  play: async ({ canvasElement }) => {
    const view = canvasElement.querySelector<HTMLElement>("section.tl-dag");
    if (!view) throw new Error("no graph");
    await waitFor(() => expect(view).toHaveAttribute("data-zoom", "far"));
    const rendered = textRenders;
    expect(rendered).toBeGreaterThan(0);
    const zoomIn = within(view).getByRole("button", { name: "Zoom In" });
    const zooms: number[] = [];
    for (let click = 0; click < 8 && view.dataset.zoom === "far"; click++) {
      await userEvent.click(zoomIn);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      zooms.push(zoomOf(view));
    }
    await waitFor(() => expect(view).toHaveAttribute("data-zoom", "near"));
    expect(new Set(zooms).size).toBe(zooms.length);
    expect(textRenders).toBe(rendered);
  },
};

export const ErrorMidStream: Story = { args: { dag: dagOf(errorMidStreamSession().events()) } };

export const MarkdownShowcase: Story = {
  args: { dag: dagOf(markdownShowcaseSession().events()) },
};

export const LongSession: Story = { args: { dag: dagOf(longSession(3).events()) } };

export const Collapsed: Story = { args: { dag: dagOf(multiAgentScenario().events(), true) } };

export const Dark: Story = { globals: { theme: "dark" } };

const delegate = multiAgent.nodes.find((node) => node.label === "delegate")?.id;
const answer = multiAgent.nodes.findLast((node) => node.kind === "text")?.id;

export const SelectedAndHovered: Story = {
  args: { selectedId: delegate, hoveredId: answer },
  play: async ({ args, canvasElement }) => {
    const selected = await nodeNamed(canvasElement, /^Tool call: delegate/);
    expect(selected).toHaveAttribute("aria-current", "true");
    expect(selected).toHaveAttribute("tabindex", "0");
    const hovered = canvasElement.querySelector(`[data-id="${answer}"]`);
    expect(hovered).toHaveAttribute("data-state", "hovered");
    selected.focus();
    await userEvent.keyboard("{ArrowDown}");
    const below = document.activeElement as HTMLElement;
    await waitFor(() => expect(below).not.toBe(selected));
    expect(below).toHaveAttribute("role", "button");
    expect(args.onSelect).toHaveBeenLastCalledWith(below.dataset.id);
    await waitFor(() => expect(below).toHaveAttribute("aria-current", "true"));
    await userEvent.keyboard("{ArrowUp}");
    await waitFor(() => expect(document.activeElement).toBe(selected));
    expect(args.onSelect).toHaveBeenLastCalledWith(delegate);
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() =>
      expect(document.activeElement?.getAttribute("aria-label")).toMatch(/^Run start: researcher/),
    );
    await userEvent.keyboard("{ArrowUp}");
    await waitFor(() => expect(document.activeElement).toBe(selected));
    await userEvent.keyboard("{Enter}");
    expect(args.onSelect).toHaveBeenLastCalledWith(delegate);
  },
};

export const TooLarge: Story = {
  args: { dag: dagOf(deepNestingSession().events()), layoutOptions: { deadlineMs: 0 } },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole("status");
    expect(status).toHaveTextContent("This run is too large to draw as a graph.");
    expect(status).toHaveTextContent("0 ms deadline");
  },
};

const everyKindAndState: GraphEvent[] = [
  ...scenario()
    .user("Tidy the repository, then report.")
    .assistant("lead", (agent) =>
      agent
        .reasoning("Look at the tree before deleting anything.")
        .text("Let me look around first.")
        .tool("read_file", { path: "README.md" }, { output: "# Repo", progress: ["reading"] })
        .tool("exec", { command: "npm test" }, { error: "exit code 1" })
        .tool("exec", { command: "rm -rf /" }, { denied: true })
        .tool("exec", { command: "git clean -fd" }, { permission: "allow", output: "ok" })
        .tool("delegate", { task: "find TODOs" }, { output: "none" })
        .subagent("helper", (helper) =>
          helper.text("Searching.").tool("search", { query: "TODO" }, { output: [] }),
        )
        .usage(1200, 80)
        .text("Done: the tests fail, nothing was deleted."),
    )
    .user("Deploy it.")
    .assistant("lead", (agent) => agent.tool("deploy", { env: "prod" }, { permission: "pending" }))
    .user("And the rest?")
    .assistant("lead", (agent) => agent.text("Half a sent").fail("Upstream connection reset"))
    .user("Watch the logs.")
    .assistant("lead", (agent) => agent.tool("tail", { file: "app.log" }, { running: true }))
    .events(),
  {
    type: "tool_call",
    id: "lead-4:call-2",
    runId: "lead-4",
    name: "write_file",
    input: { path: "notes" },
    partial: true,
  },
  {
    type: "summary",
    id: "summary-1",
    runId: "lead-1",
    content: "Tidied the repository: the tests fail and nothing was deleted.",
    covers: ["lead-1:text-1", "lead-1:text-2"],
  },
];

const panel = { height: "100%", background: "var(--tl-color-background)" } as const;

/** Every node kind and tool call state, in the light and the dark theme. */
export const AllStates: Story = {
  args: { dag: dagOf(everyKindAndState) },
  render: (args, { loaded }) => {
    const layout = loaded.layout as DagLayoutResult;
    return (
      <div
        style={{
          display: "grid",
          gridTemplateColumns: "1fr 1fr",
          gap: 16,
          height: frameHeight(layout, 367),
        }}
      >
        {(["light", "dark"] as const).map((theme) => (
          <div key={theme} data-theme={theme} style={panel}>
            <DagView {...args} initialLayout={layout} label={`Run graph, ${theme} theme`} />
          </div>
        ))}
      </div>
    );
  },
};
