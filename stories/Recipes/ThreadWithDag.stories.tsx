import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  createGraph,
  type Graph,
  type GraphEvent,
  type ProjectedDag,
  projectDAG,
  projectThread,
  reduceEvents,
} from "threadline";
import { preloadHighlighter, Thread } from "threadline/components";
import { type DagLayoutResult, DagView, layoutDag } from "threadline/dag";
import { multiAgentScenario } from "threadline/testing";

interface RecipeArgs {
  /** The recorded session shown both ways. */
  readonly events: readonly GraphEvent[];
}

interface Loaded {
  readonly graph: Graph;
  readonly dag: ProjectedDag;
  readonly layout: DagLayoutResult;
}

/**
 * The thread and the DAG of one graph, side by side: they share the selection, and the
 * part under the pointer in the thread is highlighted in the graph.
 */
function ThreadWithDag({ graph, dag, layout }: Loaded) {
  const [selectedId, setSelectedId] = useState<string>();
  const [hoveredId, setHoveredId] = useState<string>();
  return (
    <div
      style={{
        display: "grid",
        gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
        gap: 16,
        height: 900,
      }}
    >
      <div style={{ display: "flex", flexDirection: "column", minHeight: 0 }}>
        <Thread
          nodes={projectThread(graph)}
          onSelect={setSelectedId}
          onHover={setHoveredId}
          {...(selectedId === undefined ? {} : { selectedId })}
        />
      </div>
      <DagView
        dag={dag}
        initialLayout={layout}
        selectedId={selectedId}
        onSelect={setSelectedId}
        hoveredId={hoveredId}
      />
    </div>
  );
}

const meta = {
  title: "Recipes/Thread with DAG",
  args: { events: multiAgentScenario().events() },
  loaders: [
    async ({ args }) => {
      const graph = reduceEvents(createGraph(), args.events);
      const dag = projectDAG(graph);
      const [layout] = await Promise.all([layoutDag(dag), preloadHighlighter(["json", "bash"])]);
      return { graph, dag, layout };
    },
  ],
  render: (_args, { loaded }) => <ThreadWithDag {...(loaded as Loaded)} />,
} satisfies Meta<RecipeArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MultiAgent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const graphView = canvas.getByRole("region", { name: "Run graph" });
    await within(graphView).findByRole("button", { name: /^Tool call: delegate/ });
    expect(graphView.querySelector('[aria-current="true"]')).toBeNull();
  },
};

export const SelectAcrossViews: Story = {
  tags: ["interaction"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const graphView = canvas.getByRole("region", { name: "Run graph" });
    const delegate = await within(graphView).findByRole("button", { name: /^Tool call: delegate/ });
    await userEvent.click(delegate);
    await waitFor(() => expect(delegate).toHaveAttribute("aria-current", "true"));
    const thread = canvas.getByRole("log", { name: "Conversation" });
    await waitFor(() =>
      expect(
        thread.querySelector(`[data-selected="true"][data-node-id="${delegate.dataset.id}"]`),
      ).not.toBeNull(),
    );
    const text = await within(thread).findByText(/^Let me run the checkout suite/);
    const part = text.closest<HTMLElement>("[data-node-id]");
    await userEvent.hover(text);
    await waitFor(() =>
      expect(
        graphView.querySelector(
          `[data-id="${part?.dataset.nodeId}"] [data-state="hovered"], [data-id="${part?.dataset.nodeId}"][data-state="hovered"]`,
        ),
      ).not.toBeNull(),
    );
    await userEvent.unhover(text);
    await userEvent.click(text);
    await waitFor(() =>
      expect(graphView.querySelector('[aria-current="true"]')).toHaveAttribute(
        "aria-label",
        expect.stringMatching(/^Text: Let me run the checkout suite/),
      ),
    );
  },
};
