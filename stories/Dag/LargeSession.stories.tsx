import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { createGraph, projectDAG, reduceEvents } from "threadline";
import { type DagLayoutResult, DagView, layoutDag } from "threadline/dag";
import { longSession } from "threadline/testing";

/** 475 turns of the long session: 1 998 DAG nodes in 950 run boxes. */
const TURNS = 475;

const meta = {
  title: "Dag/Large session",
  component: DagView,
  args: { dag: { nodes: [], edges: [], groups: [] }, onSelect: fn() },
  loaders: [
    async () => {
      const dag = projectDAG(reduceEvents(createGraph(), longSession(TURNS).events()));
      return { dag, layout: await layoutDag(dag) };
    },
  ],
  render: (args, { loaded }) => (
    <div style={{ height: 720 }}>
      <DagView
        {...args}
        dag={loaded.dag as typeof args.dag}
        initialLayout={loaded.layout as DagLayoutResult}
      />
    </div>
  ),
} satisfies Meta<typeof DagView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoThousandNodes: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const total = (loaded.dag as typeof args.dag).nodes.length;
    expect(total).toBeGreaterThan(1900);
    const view = canvasElement.querySelector<HTMLElement>("section.tl-dag");
    if (!view) throw new Error("no graph");
    // Too big to read whole, the view follows the newest turns, and draws only those.
    await within(view).findByRole("button", { name: /^User message: What is 475 × 7\?/ });
    expect(view.querySelectorAll(".tl-dag-node").length).toBeLessThan(total / 10);
    expect(view).toHaveAttribute("data-zoom", "near");
  },
};

export const KeyboardNavigation: Story = {
  tags: ["interaction"],
  play: async ({ args, canvasElement }) => {
    const view = canvasElement.querySelector<HTMLElement>("section.tl-dag");
    if (!view) throw new Error("no graph");
    await within(view).findByRole("button", { name: /^User message: What is 475 × 7\?/ });
    view.focus();
    const first = await waitFor(() => {
      const focused = document.activeElement as HTMLElement;
      expect(focused).toHaveAttribute(
        "aria-label",
        expect.stringMatching(/^User message: What is 1 × 7\?/),
      );
      return focused;
    });
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(document.activeElement).not.toBe(first));
    expect(args.onSelect).toHaveBeenCalledWith((document.activeElement as HTMLElement).dataset.id);
  },
};
